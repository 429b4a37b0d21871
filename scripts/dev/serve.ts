/**
 * Serves the built site the way the production host does (Netlify's rules,
 * which the build writes): clean URLs, each locale's own 404.html with
 * status 404, brotli/gzip compression, the headers of `_headers`, and the
 * home page's language from `_redirects` (src/plugins/language/hostRules.ts). Also what
 * a public server must do: 400 for a malformed URL, 405 for anything but
 * GET and HEAD, no build-internal files and nothing a link inside the build
 * points to outside it, the security headers on every answer, ETag and
 * Last-Modified with 304 for a page the browser has, and time-outs for slow clients.
 *
 *   npx tsx scripts/dev/serve.ts [--dir build] [--port 3000] [--host 127.0.0.1]
 */
import {existsSync, statSync} from 'node:fs';
import {createHash} from 'node:crypto';
import {readFile, readdir, realpath, stat} from 'node:fs/promises';
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

/**
 * `/en/about` → build/en/about.html, `/en/` → build/en/index.html, files as
 * they are; the real path, which must be inside the build (a link may point anywhere).
 */
async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const clean = path.posix.normalize(pathname);
  if (clean.includes('\0') || clean.split('/').includes('..') || INTERNAL.test(clean)) return null;
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  const candidates = clean.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) {
    const real = await realpath(candidate).catch(() => null);
    if (!real || !real.startsWith(`${root}${path.sep}`)) continue;
    const inside = `/${path.relative(root, real).split(path.sep).join('/')}`;
    if (INTERNAL.test(inside)) continue;
    if ((await stat(real)).isFile()) return real;
  }
  return null;
}

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 §12.5.3):
 * the highest weight among br and gzip, br on a tie; `q=0` (or a `*;q=0`
 * the coding falls under) means never.
 */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.split(';').map((p) => p.trim());
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const [name, value = ''] = param.split('=').map((p) => p.trim());
      if (name!.toLowerCase() !== 'q') continue;
      weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    weights.set(coding.toLowerCase(), weight);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const).filter((c) => weight(c) > 0).sort((a, b) => weight(b) - weight(a));
  return best ?? null;
}

/** Whether the browser's copy is current: If-None-Match decides when sent, else If-Modified-Since. */
function notModified(req: IncomingMessage, etag: string, modified: Date): boolean {
  const match = req.headers['if-none-match'];
  if (match !== undefined) {
    const tags = match.split(',').map((t) => t.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag);
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
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
  res.writeHead(status, {...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'});
  res.end(text);
}

type Body = {version: string; data: Buffer; etag: string};

export async function createStaticServer({dir}: {dir: string}): Promise<Server> {
  const root = await realpath(path.resolve(dir));
  const prefixes = await localePrefixes(root);
  const readOptional = (name: string) => readFile(path.join(root, name), 'utf8').catch(() => '');
  const headersFor = parseHeadersFile(await readOptional('_headers'));
  const redirects = parseRedirects(await readOptional('_redirects'));
  const varies = conditionalPaths(redirects);
  /** The `_headers` rules for a path, on every answer (an error page is still a page a browser renders). */
  const hostHeaders = (pathname: string) =>
    Object.fromEntries(
      // HSTS means nothing over this server's plain HTTP (browsers ignore it there).
      headersFor(pathname).filter(([name]) => name.toLowerCase() !== 'strict-transport-security'),
    );
  /** Each file's bytes per encoding, for the version (mtime and size) last read; a rebuild is read again. */
  const cache = new Map<string, Promise<Body>>();

  async function body(file: string, encoding: string | null, version: string): Promise<Body> {
    const key = `${file}:${encoding}`;
    const cached = cache.get(key);
    // A failed read (a file replaced mid-deploy) is not kept: the next request reads again.
    if (cached && (await cached.catch(() => null))?.version === version) return cached;
    const entry = readFile(file).then(async (raw) => {
      const data =
        encoding === 'br'
          ? await brotli(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 9}})
          : encoding === 'gzip'
            ? await gzip(raw, {level: 9})
            : raw;
      // One tag per encoding: the bytes differ, and a cache may hold each.
      const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 22);
      return {version, data, etag: `"${hash}${encoding ? `-${encoding}` : ''}"`};
    });
    cache.set(key, entry);
    return entry;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return plain(res, 405, 'Method Not Allowed', {...hostHeaders('/'), Allow: 'GET, HEAD'});
    }
    let pathname: string;
    try {
      if (!req.url?.startsWith('/')) throw new URIError(req.url);
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      return plain(res, 400, 'Bad Request', hostHeaders('/'));
    }

    const vary = ['Accept-Encoding', ...(varies.has(pathname) ? ['Accept-Language', 'Cookie'] : [])].join(', ');
    const rule = matchRedirect(
      redirects,
      {pathname, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language']},
      (p: string) => existsSync(path.join(root, p, 'index.html')) || existsSync(path.join(root, p)),
    );
    if (rule && rule.status >= 300 && rule.status < 400) {
      res.writeHead(rule.status, {
        ...hostHeaders(pathname),
        // As Netlify does, the query goes along (`/?utm_source=zalo` → `/vi/?utm_source=zalo`).
        Location: rule.to + new URL(req.url!, 'http://localhost').search,
        Vary: vary,
        'Cache-Control': 'no-store',
        'Content-Length': 0,
      });
      return res.end();
    }

    let status = 200;
    let file = await resolveFile(root, rule?.status === 200 ? rule.to : pathname);
    if (!file) {
      status = 404;
      const segment = pathname.split('/')[1] ?? '';
      // The 404 page too is read only from inside the build (a link may point anywhere).
      file = await resolveFile(root, `/${prefixes.includes(segment) ? `${segment}/` : ''}404.html`);
      if (!file) return plain(res, 404, 'Not Found', hostHeaders(pathname));
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const encoding = COMPRESSIBLE.test(type) ? chooseEncoding(req.headers['accept-encoding']) : null;
    const {mtime, size} = await stat(file);
    const {data, etag} = await body(file, encoding, `${mtime.getTime()}:${size}`);
    res.setHeader('Vary', vary);
    // Pages are revalidated; `_headers` marks hashed assets immutable.
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    for (const [name, value] of Object.entries(hostHeaders(pathname))) res.setHeader(name, value);
    // Only a found file may be cached: a chunk missing during a deploy must be asked for again.
    if (status !== 200) {
      res.setHeader('Cache-Control', 'no-store');
    } else {
      res.setHeader('ETag', etag);
      res.setHeader('Last-Modified', mtime.toUTCString());
      if (notModified(req, etag, mtime)) {
        res.statusCode = 304;
        return res.end();
      }
    }
    res.statusCode = status;
    res.setHeader('Content-Type', type);
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
      if (!res.headersSent) plain(res, 500, 'Internal Server Error', hostHeaders('/'));
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
