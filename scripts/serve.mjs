#!/usr/bin/env node
/**
 * Serves the built site the way a production static host does, which stock
 * `docusaurus serve` does not: clean URLs, each locale's own 404.html with
 * status 404, brotli/gzip compression, and the headers of the build's
 * `_headers` file (CSP, caching), as Netlify or Cloudflare Pages would.
 * No dependencies.
 *
 *   node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
 */
import {createServer} from 'node:http';
import {readFile, readdir, stat} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES = {
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

export function parseArgs(argv) {
  const args = {dir: 'build', port: Number(process.env.PORT ?? 3000), host: '127.0.0.1'};
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, '');
    if (key in args) args[key] = key === 'port' ? Number(argv[i + 1]) : argv[i + 1];
  }
  return args;
}

/** Locale prefixes are the build's sub-folders that have their own 404 page. */
export async function localePrefixes(root) {
  const entries = await readdir(root, {withFileTypes: true});
  return entries
    .filter((e) => e.isDirectory() && existsSync(path.join(root, e.name, '404.html')))
    .map((e) => e.name);
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** `/en/about` → build/en/about.html, `/en/` → build/en/index.html, files as they are. */
async function resolveFile(root, pathname) {
  const clean = path.posix.normalize(decodeURIComponent(pathname));
  if (clean.includes('\0') || clean.split('/').includes('..')) return null;
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  const candidates = clean.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const file of candidates) if (await isFile(file)) return file;
  return null;
}

/** `_headers` (Netlify syntax): a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
      rules.push({match: new RegExp(`^${pattern}$`), headers: []});
    } else if (rules.length) {
      const colon = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return (pathname) => rules.filter((r) => r.match.test(pathname)).flatMap((r) => r.headers);
}

export async function createStaticServer({dir}) {
  const root = path.resolve(dir);
  const prefixes = await localePrefixes(root);
  const headersFile = path.join(root, '_headers');
  const headersFor = parseHeadersFile(existsSync(headersFile) ? await readFile(headersFile, 'utf8') : '');
  const cache = new Map();

  async function body(file, encoding) {
    const key = `${file}:${encoding}`;
    if (!cache.has(key)) {
      const raw = await readFile(file);
      const data =
        encoding === 'br'
          ? brotli(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 9}})
          : encoding === 'gzip'
            ? gzip(raw, {level: 9})
            : Promise.resolve(raw);
      cache.set(key, data);
    }
    return cache.get(key);
  }

  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let status = 200;
      let file = await resolveFile(root, url.pathname);
      if (!file) {
        status = 404;
        const segment = url.pathname.split('/')[1];
        const locale = prefixes.includes(segment) ? segment : '';
        file = path.join(root, locale, '404.html');
      }
      const ext = path.extname(file);
      const type = TYPES[ext] ?? 'application/octet-stream';
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
      res.setHeader('Vary', 'Accept-Encoding');
      // Pages must be revalidated; `_headers` marks hashed assets immutable.
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      for (const [name, value] of headersFor(url.pathname)) res.setHeader(name, value);
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', data.length);
      res.end(req.method === 'HEAD' ? undefined : data);
    } catch (error) {
      res.statusCode = 500;
      res.end('Internal Server Error');
      console.error(error);
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {dir, port, host} = parseArgs(process.argv.slice(2));
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`No site in ${dir}/. Build it first: npm run build`);
    process.exit(1);
  }
  const server = await createStaticServer({dir});
  server.listen(port, host, () => console.log(`Site: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`));
}
