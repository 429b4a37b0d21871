import {readFileSync} from 'node:fs';
import * as cheerio from 'cheerio';
import {rootRedirectDir, rootRedirectPort} from '../../playwright.config';
import {expect, test} from './fixtures';
import {localeByKey, message} from './support';

const langCookie = async (page: import('@playwright/test').Page) =>
  (await page.context().cookies()).find((c) => c.name === 'lang');

test.describe('language choice', () => {
  test('the dropdown saves the choice first, so reloads and deep links stay in it', async ({page}) => {
    await page.goto('/vi/answer');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const dropdown = page.locator('.navbar__items--right .dropdown');
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu a', {hasText: 'ไทย'}).click();
    await expect(page).toHaveURL('/th/answer');
    const cookie = await langCookie(page);
    expect(cookie?.value).toBe('th');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('{"value":"th"}');

    await page.reload();
    await expect(page).toHaveURL('/th/answer');
    // A link a colleague sent in another language opens in the chosen one.
    await page.goto('/vi/answer?ref=chat#refund-time');
    await expect(page).toHaveURL('/th/answer?ref=chat#refund-time');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    // The redirect replaced the entry: back returns to the page before, no loop.
    await page.goBack();
    await expect(page).toHaveURL('/th/answer');
    await page.goForward();
    await expect(page).toHaveURL('/th/answer?ref=chat#refund-time');
  });

  test('an unsupported or malformed saved value is ignored and cleared', async ({page, context, baseURL}) => {
    await context.addCookies([{name: 'lang', value: 'xx', url: baseURL!}]);
    await page.goto('/en/shopping');
    await expect(page).toHaveURL('/en/shopping');
    expect(await langCookie(page)).toBeUndefined();
  });
});

test.describe('first visit, browser in Vietnamese', () => {
  test.use({browserLanguages: ['vi-VN', 'en-US']});

  test('a home page follows the browser and remembers it', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveURL('/vi/');
    expect((await langCookie(page))?.value).toBe('vi');
  });

  test('where the host has no rules, the page itself follows the browser', async ({page, baseURL}) => {
    // A host that serves / as it is (GitHub Pages, S3): the client module decides.
    await page.route(`${baseURL}/`, (route) => route.fulfill({path: 'build/index.html'}));
    await page.goto('/');
    await expect(page).toHaveURL('/vi/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  test('any other page stays as it was linked', async ({page}) => {
    await page.goto('/en/answer#deposit');
    await expect(page).toHaveURL('/en/answer#deposit');
    expect(await langCookie(page)).toBeUndefined();
  });
});

test.describe('first visit, browser in a language the site does not have', () => {
  test.use({browserLanguages: ['de-DE']});

  test('the home page stays', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  });
});

test.describe('loading bar', () => {
  test('appears only for a change slower than 200 ms, then finishes', async ({page}) => {
    await page.goto('/en/about');
    const states: string[] = await page.evaluate(() => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(document.documentElement.dataset.loadingBar ?? '')).observe(
        document.documentElement,
        {attributes: true, attributeFilter: ['data-loading-bar']},
      );
      (window as unknown as {seen: string[]}).seen = seen;
      return seen;
    });
    expect(states).toEqual([]);
    // Fast: the catalogue's code is already loaded, as after an idle prefetch;
    // no bar. (Left to the idle prefetch, a busy CI host sometimes took >200 ms.)
    await page.evaluate(() =>
      (window as unknown as {docusaurus: {preload(path: string): Promise<void>}}).docusaurus.preload('/en/shopping'),
    );
    await page.locator('.navbar').getByRole('link', {name: 'Catalogue'}).click();
    await expect(page).toHaveURL('/en/shopping');
    expect(await page.evaluate(() => (window as unknown as {seen: string[]}).seen)).not.toContain('running');

    // Slow: every script now takes 1.2 s.
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.locator('footer').getByRole('link', {name: 'Privacy policy'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-loading-bar', 'running');
    await expect(page).toHaveURL('/en/privacys');
    await expect(page.locator('html')).toHaveAttribute('data-loading-bar', 'hidden');
  });

  test('turns red when a request through the API wrapper fails', async ({page}) => {
    await page.route('**/customization', (route) => route.abort('connectionrefused'));
    const en = localeByKey('en');
    await page.goto('/en/#apply-for-trial');
    await page.getByLabel(message(en, 'form.name'), {exact: true}).fill('A');
    await page.getByLabel(message(en, 'form.phone'), {exact: true}).fill('+84 90 123 4567');
    await page.getByRole('button', {name: message(en, 'form.submit')}).click();
    await expect(page.locator('html')).toHaveAttribute('data-loading-bar', 'failed');
    await expect(page.locator('#nprogress .bar')).toHaveCSS('background-color', 'rgb(179, 38, 30)');
  });
});

test('a page lists in its HTML every script it needs to start, so none waits for main.js', async ({page, baseURL}) => {
  const {origin} = new URL(baseURL!);
  for (const path of ['/en/answer', '/vi/shopping', '/about']) {
    const $ = cheerio.load(await (await page.request.get(path)).text());
    const listed = $('script[src]')
      .map((_, el) => new URL($(el).attr('src')!, origin).pathname)
      .get();
    const fetched: string[] = [];
    const onRequest = (request: import('@playwright/test').Request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === origin) fetched.push(url.pathname);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    page.off('request', onRequest);
    expect(fetched.length, path).toBeGreaterThan(2);
    expect(fetched.filter((src) => !listed.includes(src)), path).toEqual([]);
  }
});

test('a chunk that fails to load reloads once, then shows the error page', async ({page}) => {
  // Find the chunks the customisation form loads on demand (after the idle
  // prefetches of visible links have settled).
  await page.goto('/en/');
  await page.waitForTimeout(2500);
  const before = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)));
  await page.locator('#apply-for-trial').scrollIntoViewIfNeeded();
  await expect(page.locator('form input[autocomplete="name"]')).toBeVisible();
  const formChunks = (await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)))
    .filter((url) => !before.has(url) && url.endsWith('.js'));
  expect(formChunks.length).toBeGreaterThan(0);

  const fresh = await page.context().newPage();
  await fresh.route((url) => formChunks.includes(url.href), (route) => route.abort());
  let loads = 0;
  fresh.on('load', () => (loads += 1));
  await fresh.goto('/en/#apply-for-trial');
  // First failure: one reload fetches the page again.
  await expect.poll(() => loads).toBe(2);
  // Second failure within 60 s: the error page, not another reload.
  await fresh.locator('#apply-for-trial').scrollIntoViewIfNeeded();
  await expect(fresh.getByRole('alert')).toContainText('500');
  await expect(fresh.getByRole('heading', {level: 1})).toContainText('Loading chunk');
  await fresh.waitForTimeout(1000);
  expect(loads).toBe(2);
});

test('visible links prefetch their chunks when idle, but not offline', async ({page, context}) => {
  const prefetched = () => page.locator('link[rel="prefetch"]').count();
  await page.goto('/en/answer');
  await page.waitForTimeout(2500);
  expect(await prefetched()).toBeGreaterThan(0);

  await page.goto('/en/about');
  // Links visible on load may still be waiting for their idle moment.
  await page.waitForTimeout(2500);
  await context.setOffline(true);
  const start = await prefetched();
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForTimeout(2500);
  expect(await prefetched()).toBe(start);
  await context.setOffline(false);
});

test('a page view is reported on load and on every route change', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.url().includes('googletagmanager.com') && scripts.push(r.url()));
  await page.goto('/en/');
  await page.locator('.navbar').getByRole('link', {name: 'About us'}).click();
  await expect(page).toHaveURL('/en/about');
  await page.locator('.navbar').getByRole('link', {name: 'FAQ'}).click();
  await expect(page).toHaveURL('/en/answer');
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as {dataLayer: IArguments[]}).dataLayer
          .map((args) => Array.from(args))
          .filter(([kind, name]) => kind === 'config' || (kind === 'event' && name === 'page_view')).length,
      ),
    )
    .toBe(3);
  expect(scripts.some((url) => /gtag\/js\?id=G-/.test(url))).toBe(true);
});

test.describe('page transition', () => {
  test('the new page fades in', async ({page}) => {
    await page.goto('/en/about');
    await page.locator('.navbar').getByRole('link', {name: 'Catalogue'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-route-transition', 'in');
    expect(await page.locator('main').evaluate((m) => getComputedStyle(m).animationName)).toBe('page-in');
  });

  test('and does not move under prefers-reduced-motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto('/en/about');
    await page.locator('.navbar').getByRole('link', {name: 'Catalogue'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-route-transition', 'in');
    expect(await page.locator('main').evaluate((m) => getComputedStyle(m).animationName)).toBe('none');
  });
});

test('with ROOT_REDIRECT_LOCALE set, / goes to that locale: host rule and browser', async ({page, request}) => {
  const root = `http://127.0.0.1:${rootRedirectPort}`;
  // The build wrote the host rule (302 by default), which the host applies…
  const rules = readFileSync(`${rootRedirectDir}/_redirects`, 'utf8');
  expect(rules).toMatch(/^\/  \/vi\/  302!$/m);
  const answer = await request.get(`${root}/`, {headers: {'Accept-Language': 'zh-CN'}, maxRedirects: 0});
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('/vi/');
  // …and where no host rule runs (GitHub Pages, S3), the browser does the same.
  await page.route(`${root}/`, (route) => route.fulfill({path: `${rootRedirectDir}/index.html`}));
  await page.goto(`${root}/`);
  await expect(page).toHaveURL(`${root}/vi/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  // Other pages are untouched, and the default build has no such rule.
  await page.goto(`${root}/answer`);
  await expect(page).toHaveURL(`${root}/answer`);
  expect(readFileSync('build/_redirects', 'utf8')).not.toMatch(/^\/  \/vi\/  302!$/m);
});
