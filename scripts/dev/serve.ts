/**
 * Serves the built site the way the production host does (Netlify's rules,
 * which the build writes): clean URLs, each locale's own 404.html with
 * status 404, brotli/gzip compression, the headers of `_headers`, and the
 * home page's language from `_redirects` (src/plugins/language/hostRules.ts). Also what
 * a public server must do: 400 for a malformed URL, 405 for anything but
 * GET and HEAD, no build-internal files, and time-outs for slow clients.
 *
 *   npx tsx scripts/dev/serve.ts [--dir build] [--port 3000] [--host 127.0.0.1]
 */
import {existsSync, statSync} from 'node:fs';
import {readFile, readdir, stat} from 'node:fs/promises';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import path from 'node:path';
import {parseArgs, promisify} from 'node:util';
import zlib from 'node:zlib';
import {conditionalPaths, matchRedirect, parseRedirects} from '../../src/plugins/language/hostRules';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest|wasm)|image\/svg)/;
/** The host's own configuration, written by the build: never served. */
const INTERNAL = /^\/(_headers|_redirects|_nginx(\/|$))/;

/** Locale prefixes are the build's sub-folders that have their own 404 page. */
export async function localePrefixes(root: string): Promise<string[]> {
  const entries = await readdir(root, {withFileTypes: true});
  return entries.filter((e) => e.isDirectory() && existsSync(path.join(root, e.name, '404.html'))).map((e) => e.name);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** `/en/about` → build/en/about.html, `/en/` → build/en/index.html, files as they are. */
async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const clean = path.posix.normalize(pathname);
  if (clean.includes('\0') || clean.split('/').includes('..') || INTERNAL.test(clean)) return null;
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  const candidates = clean.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const file of candidates) if (await isFile(file)) return file;
  return null;
}

/** `_headers` (Netlify syntax): a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): (pathname: string) => [string, string][] {
  const rules: {match: RegExp; headers: [string, string][]}[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*');
      rules.push({match: new RegExp(`^${pattern}$`), headers: []});
    } else if (rules.length) {
      const colon = line.indexOf(':');
      rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return (pathname) => rules.filter((r) => r.match.test(pathname)).flatMap((r) => r.headers);
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers});
  res.end(text);
}

export async function createStaticServer({dir}: {dir: string}): Promise<Server> {
  const root = path.resolve(dir);
  const prefixes = await localePrefixes(root);
  const readOptional = (name: string) => readFile(path.join(root, name), 'utf8').catch(() => '');
  const headersFor = parseHeadersFile(await readOptional('_headers'));
  const redirects = parseRedirects(await readOptional('_redirects'));
  const varies = conditionalPaths(redirects);
  const cache = new Map<string, Promise<Buffer>>();

  function body(file: string, encoding: string | null): Promise<Buffer> {
    const key = `${file}:${encoding}`;
    if (!cache.has(key)) {
      cache.set(
        key,
        readFile(file).then((raw) =>
          encoding === 'br'
            ? brotli(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 9}})
            : encoding === 'gzip'
              ? gzip(raw, {level: 9})
              : raw,
        ),
      );
    }
    return cache.get(key)!;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return plain(res, 405, 'Method Not Allowed', {Allow: 'GET, HEAD'});
    }
    let pathname: string;
    try {
      if (!req.url?.startsWith('/')) throw new URIError(req.url);
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      return plain(res, 400, 'Bad Request');
    }

    const vary = ['Accept-Encoding', ...(varies.has(pathname) ? ['Accept-Language', 'Cookie'] : [])].join(', ');
    const rule = matchRedirect(
      redirects,
      {pathname, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language']},
      (p: string) => existsSync(path.join(root, p, 'index.html')) || existsSync(path.join(root, p)),
    );
    if (rule && rule.status >= 300 && rule.status < 400) {
      res.writeHead(rule.status, {Location: rule.to, Vary: vary, 'Cache-Control': 'no-store', 'Content-Length': 0});
      return res.end();
    }

    let status = 200;
    let file = await resolveFile(root, rule?.status === 200 ? rule.to : pathname);
    if (!file) {
      status = 404;
      const segment = pathname.split('/')[1] ?? '';
      file = path.join(root, prefixes.includes(segment) ? segment : '', '404.html');
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.test(type)
      ? null
      : /\bbr\b/.test(accept)
        ? 'br'
        : /\bgzip\b/.test(accept)
          ? 'gzip'
          : null;
    const data = await body(file, encoding);
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('Vary', vary);
    // Pages are revalidated; `_headers` marks hashed assets immutable.
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    for (const [name, value] of headersFor(pathname)) {
      // HSTS means nothing over this server's plain HTTP (browsers ignore it there).
      if (name.toLowerCase() !== 'strict-transport-security') res.setHeader(name, value);
    }
    // Only a found file may be cached: a chunk missing during a deploy must be asked for again.
    if (status !== 200) res.setHeader('Cache-Control', 'no-store');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', data.length);
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  // A client that sends its request slowly is cut off rather than holding a
  // socket; Node checks the time-outs every connectionsCheckingInterval.
  const timeouts = {requestTimeout: 10_000, headersTimeout: 5_000, connectionsCheckingInterval: 1_000};
  const server = createServer(timeouts, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) plain(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      host: {type: 'string', default: '127.0.0.1'},
    },
  });
  if (!existsSync(path.join(values.dir, 'index.html')) || !statSync(values.dir).isDirectory()) {
    console.error(`No site in ${values.dir}/. Build it first: npm run build`);
    process.exit(1);
  }
  const server = await createStaticServer({dir: values.dir});
  server.listen(Number(values.port), values.host, () =>
    console.log(`Site: http://${values.host === '0.0.0.0' ? 'localhost' : values.host}:${values.port}/`),
  );
}
