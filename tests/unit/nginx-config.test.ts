/**
 * The nginx configuration the build writes (src/plugins/hosting/nginxConfig.ts), served
 * by a real nginx over a small site on loopback: what a company deploying on
 * its own server gets. Debian's nginx is installed by
 * scripts/test/ensure-system-packages.sh.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {freePort} from '../../scripts/lib/freePort';
import {nginxHttpConf, nginxServerConf} from '../../src/plugins/hosting/nginxConfig';
import {contentSecurityPolicy, securityHeaders} from '../../src/plugins/hosting/securityHeaders';

const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

const site: Record<string, string> = {
  'index.html': 'zh home',
  '404.html': 'zh not found',
  'answer.html': 'zh answer',
  'vi/index.html': 'vi home',
  'vi/answer.html': 'vi answer',
  'vi/404.html': 'vi not found',
  'en/index.html': 'en home',
  'en/404.html': 'en not found',
  'assets/js/main.1a2b3c4d.js': 'console.log(1)',
  _headers: '/*\n  X-Test: 1\n',
  _redirects: '/  /vi/  302!\n',
};

let dir: string;
let nginx: ChildProcess;
let base: string;
let redirectBase: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-site-'));
  const root = path.join(dir, 'build');
  for (const [file, text] of Object.entries(site)) {
    await mkdir(path.dirname(path.join(root, file)), {recursive: true});
    await writeFile(path.join(root, file), text);
  }
  const headers = securityHeaders(
    contentSecurityPolicy({scriptHashes: [], apiBaseUrl: 'https://api.example.com', analytics: false}),
  );
  await mkdir(path.join(root, '_nginx'));
  await writeFile(path.join(root, '_nginx/http.conf'), nginxHttpConf());
  await writeFile(path.join(root, '_nginx/server.conf'), nginxServerConf(headers, null));
  await writeFile(path.join(dir, 'root-redirect.conf'), nginxServerConf(headers, {locale: 'vi', status: 302}));
  const [port, redirectPort] = [await freePort(), await freePort()];
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${dir}/${t};`)
    .join('\n');
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 64; }
http {
  types { text/html html; text/javascript js; }
  default_type application/octet-stream;
  access_log off;
  ${temp}
  include ${root}/_nginx/http.conf;
  server { listen 127.0.0.1:${port}; root ${root}; include ${root}/_nginx/server.conf; }
  server { listen 127.0.0.1:${redirectPort}; root ${root}; include ${dir}/root-redirect.conf; }
}
`,
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: ['ignore', 'ignore', 'pipe']});
  let stderr = '';
  nginx.stderr!.on('data', (d) => (stderr += d));
  base = `http://127.0.0.1:${port}`;
  redirectBase = `http://127.0.0.1:${redirectPort}`;
  for (let i = 0; ; i += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if (
      await fetch(`${base}/answer`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (i > 100) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
});

afterAll(async () => {
  nginx?.kill();
  if (dir) await rm(dir, {recursive: true, force: true});
});

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(url, {headers, method, redirect: 'manual'});
const pathOf = (response: Response) => new URL(response.headers.get('location') ?? '', base).pathname;

describe('nginx, home page language', () => {
  it('sends a first visit from a Vietnamese browser to /vi/ before any HTML', async () => {
    const response = await get(`${base}/`, {'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.8'});
    expect(response.status).toBe(302);
    expect(pathOf(response)).toBe('/vi/');
    // A campaign's query goes along.
    const tagged = await get(`${base}/?utm_source=zalo`, {'Accept-Language': 'vi-VN'});
    expect(tagged.headers.get('location')).toMatch(/\/vi\/\?utm_source=zalo$/);
  });

  it('takes the first language the site has, in the browser order', async () => {
    const response = await get(`${base}/`, {'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8,vi;q=0.7'});
    expect(pathOf(response)).toBe('/en/');
  });

  it('keeps / for a saved Chinese choice, a Chinese browser, a language the site lacks, a crawler', async () => {
    for (const headers of <Record<string, string>[]>[
      {'Accept-Language': 'vi-VN', Cookie: 'lang=zh'},
      {'Accept-Language': 'zh-CN,vi;q=0.8'},
      {'Accept-Language': 'de-DE'},
      {'Accept-Language': 'vi', 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)'},
      {},
    ]) {
      const response = await get(`${base}/`, headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(await response.text()).toBe('zh home');
      expect(response.headers.get('vary')).toContain('Accept-Language');
      expect(response.headers.get('vary')).toContain('Cookie');
    }
  });

  it('follows a saved choice over the browser language; ignores a value the site does not have', async () => {
    expect(pathOf(await get(`${base}/`, {'Accept-Language': 'zh-CN', Cookie: 'lang=vi'}))).toBe('/vi/');
    expect(pathOf(await get(`${base}/`, {'Accept-Language': 'vi', Cookie: 'lang=xx'}))).toBe('/vi/');
  });

  it('never moves a deep link', async () => {
    const response = await get(`${base}/answer`, {'Accept-Language': 'vi'});
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('zh answer');
    expect(await (await get(`${base}/vi/answer`)).text()).toBe('vi answer');
  });

  it('with ROOT_REDIRECT_LOCALE, sends / to that locale whatever the visitor', async () => {
    const response = await get(`${redirectBase}/`, {'Accept-Language': 'zh-CN', Cookie: 'lang=zh'});
    expect(response.status).toBe(302);
    expect(pathOf(response)).toBe('/vi/');
  });
});

describe('nginx, static hosting', () => {
  it('marks a found hashed asset immutable, with the security headers', async () => {
    const response = await get(`${base}/assets/js/main.1a2b3c4d.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('does not let a missing asset be cached (a deploy in progress)', async () => {
    const response = await get(`${base}/assets/js/main.deadbeef.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("revalidates pages, and answers an unknown page with its locale's 404 page", async () => {
    expect((await get(`${base}/vi/`)).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const missing = await get(`${base}/vi/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('vi not found');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('content-security-policy')).toBeTruthy();
    expect(await (await get(`${base}/nope`)).text()).toBe('zh not found');
  });

  it('keeps the build-internal files private', async () => {
    for (const file of ['/_headers', '/_redirects', '/_nginx/server.conf', '/_nginx/http.conf']) {
      expect((await get(`${base}${file}`)).status, file).toBe(404);
    }
  });

  it('refuses other methods and malformed URLs', async () => {
    expect((await get(`${base}/`, {}, 'POST')).status).toBe(405);
    expect((await get(`${base}/%`)).status).toBe(400);
  });
});
