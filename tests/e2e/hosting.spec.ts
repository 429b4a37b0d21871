/**
 * The built site as the host serves it (scripts/dev/serve.ts applies the
 * build's `_headers` and `_redirects` as Netlify does): the home page's
 * language decided before any HTML is sent, and what a public static host
 * must refuse.
 */
import {request as httpRequest} from 'node:http';
import {existsSync} from 'node:fs';
import {expect, test} from './fixtures';

test.describe('the home page at the edge', () => {
  test('a first visit from a Vietnamese browser is sent to /vi/ before any HTML', async ({request}) => {
    const response = await request.get('/', {headers: {'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.8'}, maxRedirects: 0});
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/vi/');
    expect(response.headers()['vary']).toMatch(/Accept-Language, Cookie/);
    // A campaign's query goes along.
    const tagged = await request.get('/?utm_source=zalo', {headers: {'Accept-Language': 'vi-VN'}, maxRedirects: 0});
    expect(tagged.headers()['location']).toBe('/vi/?utm_source=zalo');
  });

  test('a saved 中文 choice keeps / even with a Vietnamese browser', async ({request}) => {
    const response = await request.get('/', {
      headers: {'Accept-Language': 'vi-VN', Cookie: 'lang=zh'},
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect((await response.text()).slice(0, 100)).toMatch(/<html lang="?zh-Hans/);
  });

  test('a deep link is never moved, and a crawler gets / as it is', async ({request}) => {
    const deep = await request.get('/answer', {headers: {'Accept-Language': 'vi'}, maxRedirects: 0});
    expect(deep.status()).toBe(200);
    const crawler = await request.get('/', {
      headers: {'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'},
      maxRedirects: 0,
    });
    expect(crawler.status()).toBe(200);
  });
});

test.describe('a first visit in a real browser', () => {
  test.use({browserLanguages: ['en-US', 'en']});

  test('lands on /en/ with one request for the page, no Chinese page on the way', async ({page}) => {
    const documents: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'document') documents.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.goto('/');
    await expect(page).toHaveURL('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The host answered / with a redirect: the Chinese page was never downloaded.
    expect(documents).toEqual(['302 /', '200 /en/']);
  });
});

/** A raw request, for what a browser or Playwright would not send. */
function raw(port: number, method: string, path: string): Promise<{status: number; headers: Record<string, unknown>}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({host: '127.0.0.1', port, method, path}, (res) => {
      res.resume();
      resolve({status: res.statusCode!, headers: res.headers});
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('static hosting', () => {
  test('a missing hashed asset is a 404 nobody caches; a found one is immutable', async ({request}) => {
    const missing = await request.get('/assets/js/main.deadbeef.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
    const missingInLocale = await request.get('/vi/assets/js/main.deadbeef.js');
    expect(missingInLocale.headers()['cache-control']).toBe('no-store');
  });

  test('a malformed URL is a 400, other methods a 405', async ({baseURL}) => {
    const port = Number(new URL(baseURL!).port);
    expect((await raw(port, 'GET', '/%')).status).toBe(400);
    expect((await raw(port, 'GET', '/vi/%E0%A4%A')).status).toBe(400);
    const post = await raw(port, 'POST', '/');
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
    expect((await raw(port, 'DELETE', '/vi/answer')).status).toBe(405);
  });

  test("the host's own files are not served", async ({request}) => {
    // They exist in the build…
    for (const file of ['_headers', '_redirects', '_nginx/http.conf', '_nginx/server.conf']) {
      expect(existsSync(`build/${file}`), file).toBe(true);
    }
    // …and nobody can read them.
    for (const file of ['/_headers', '/_redirects', '/_nginx/server.conf', '/_nginx/http.conf']) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(404);
      expect(await response.text()).not.toContain('Content-Security-Policy');
    }
  });
});
