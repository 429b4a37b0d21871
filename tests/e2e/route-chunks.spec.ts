/** Every script a page starts with is in its HTML (no waterfall behind main.js). */
import type {Request} from '@playwright/test';
import * as cheerio from 'cheerio';
import {expect, test} from './fixtures';

test('a page lists in its HTML every script it needs to start, so none waits for main.js', async ({page, baseURL}) => {
  const {origin} = new URL(baseURL!);
  for (const path of ['/en/answer', '/vi/shopping', '/about']) {
    const $ = cheerio.load(await (await page.request.get(path)).text());
    const listed = $('script[src]')
      .map((_, el) => new URL($(el).attr('src')!, origin).pathname)
      .get();
    const fetched: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === origin) fetched.push(url.pathname);
    };
    // A tab of its own: what the previous page does when idle is not counted.
    const tab = await page.context().newPage();
    tab.on('request', onRequest);
    // Until the load event: a chunk the start-up asks for is a script the
    // page inserts, which holds the load event back. What loads later, when
    // idle, is not needed to start (the offline worker's registration).
    await tab.goto(path, {waitUntil: 'load'});
    tab.off('request', onRequest);
    await expect(tab.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await tab.close();
    expect(fetched.length, path).toBeGreaterThan(2);
    expect(
      fetched.filter((src) => !listed.includes(src)),
      path,
    ).toEqual([]);
  }
});
