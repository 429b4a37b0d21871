/**
 * scripts/dev/serve.ts, the build as a production host serves it: only the
 * build's own files, compressed as the browser accepts, the security headers
 * on every answer, and revalidation without downloading the page again.
 */
import {mkdir, mkdtemp, symlink, utimes, writeFile} from 'node:fs/promises';
import {request as httpRequest, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createStaticServer} from '../../scripts/dev/serve';
import {redirectsFile} from '../../src/plugins/language/hostRules';
import {headersFile, securityHeaders} from '../../src/plugins/hosting/securityHeaders';

const page = (title: string) =>
  `<!doctype html><html lang="zh"><title>${title}</title>${'<p>text</p>'.repeat(200)}</html>`;
let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  const top = await mkdtemp(path.join(tmpdir(), 'serve-'));
  dir = path.join(top, 'build');
  const outside = path.join(top, 'outside');
  await mkdir(path.join(dir, 'vi'), {recursive: true});
  await mkdir(path.join(dir, 'assets/js'), {recursive: true});
  await mkdir(outside);
  await writeFile(path.join(outside, 'secret.txt'), 'the secret next to the build');
  await writeFile(path.join(dir, 'index.html'), page('home'));
  await writeFile(path.join(dir, 'about.html'), page('about'));
  await writeFile(path.join(dir, '404.html'), page('not found'));
  await writeFile(path.join(dir, 'vi/index.html'), page('trang chủ'));
  await writeFile(path.join(dir, 'vi/404.html'), page('không tìm thấy'));
  await writeFile(path.join(dir, 'assets/js/main.js'), 'console.log(1);'.repeat(100));
  await writeFile(path.join(dir, '_headers'), headersFile(securityHeaders("default-src 'self'")));
  await writeFile(path.join(dir, '_redirects'), redirectsFile(null));
  // Links out of the build: to a file, to a folder, to a system file; and one inside it.
  await symlink(path.join(outside, 'secret.txt'), path.join(dir, 'secret.txt'));
  await symlink(outside, path.join(dir, 'outside'));
  await symlink('/etc/passwd', path.join(dir, 'passwd'));
  await symlink(path.join(dir, 'about.html'), path.join(dir, 'about-us.html'));
  // A folder whose 404 page is a link out of the build.
  await mkdir(path.join(dir, 'xx'));
  await symlink(path.join(outside, 'secret.txt'), path.join(dir, 'xx/404.html'));
  server = await createStaticServer({dir});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

type Answer = {status: number; headers: Record<string, string | string[] | undefined>; body: Buffer};

function get(target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({host: '127.0.0.1', port, method, path: target, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('what the static server serves', () => {
  it.each(['/secret.txt', '/outside/secret.txt', '/passwd', '/xx/missing'])(
    'does not follow a link out of the build: %s',
    async (target) => {
      const answer = await get(target);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toMatch(/secret|root:/);
    },
  );

  it('serves a link that stays inside the build', async () => {
    const answer = await get('/about-us');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('<title>about</title>');
  });
});

describe('compression as the browser accepts it', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0.5', 'gzip'],
    ['gzip;q=1, br;q=0.4', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['brotli, xgzip', undefined],
    ['', undefined],
  ])('Accept-Encoding %j gives %s', async (accept, encoding) => {
    const answer = await get('/about', {'Accept-Encoding': accept});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
  });
});

describe('the security headers', () => {
  const security = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];

  it.each([
    ['a page', () => get('/about'), 200],
    ['a malformed URL', () => get('/%E0%A4%A'), 400],
    ['a missing page', () => get('/nowhere'), 404],
    ['another method', () => get('/about', {}, 'POST'), 405],
    ['the language redirect', () => get('/', {'Accept-Language': 'vi-VN,vi;q=0.9'}), 302],
    [
      'a revalidated page',
      async () => get('/about', {'If-None-Match': String((await get('/about')).headers.etag)}),
      304,
    ],
  ])('are sent with %s', async (_, request, status) => {
    const answer = await request();
    expect(answer.status).toBe(status);
    for (const name of security) expect(answer.headers[name], name).toBeTruthy();
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('revalidation', () => {
  it('answers 304 without the page to a browser that has it (ETag or date)', async () => {
    const first = await get('/about');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);

    const conditions: Record<string, string>[] = [
      {'If-None-Match': etag},
      {'If-None-Match': `W/${etag}`},
      {'If-None-Match': `"other", ${etag}`},
      {'If-None-Match': '*'},
      {'If-Modified-Since': lastModified},
      {'If-Modified-Since': new Date(Date.now() + 60_000).toUTCString()},
    ];
    for (const headers of conditions) {
      const again = await get('/about', headers);
      expect(again.status, JSON.stringify(headers)).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('sends the page when it changed, or when the tag is not the one it has', async () => {
    const first = await get('/about');
    const etag = String(first.headers.etag);
    expect((await get('/about', {'If-None-Match': '"other"'})).status).toBe(200);
    // The tag decides when both are sent.
    const both = {'If-None-Match': '"other"', 'If-Modified-Since': String(first.headers['last-modified'])};
    expect((await get('/about', both)).status).toBe(200);
    expect((await get('/about', {'If-Modified-Since': 'Thu, 01 Jan 2015 00:00:00 GMT'})).status).toBe(200);

    // A rebuild: new content, new tag, new date.
    await writeFile(path.join(dir, 'about.html'), page('about, rebuilt'));
    await utimes(path.join(dir, 'about.html'), new Date(), new Date(Date.now() + 5_000));
    const changed = await get('/about', {'If-None-Match': etag});
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toContain('about, rebuilt');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('tags each encoding of a page apart, since their bytes differ', async () => {
    const plain = await get('/about');
    const br = await get('/about', {'Accept-Encoding': 'br'});
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect((await get('/about', {'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag)})).status).toBe(304);
  });

  it('never answers 304 for a missing page', async () => {
    const missing = await get('/nowhere');
    expect(missing.headers.etag).toBeUndefined();
    expect((await get('/nowhere', {'If-None-Match': '*'})).status).toBe(404);
  });
});
