/**
 * A link keeps its language; only the bare domain / is decided for the visitor (the dropdown's
 * saved choice, the browser's, ROOT_REDIRECT_LOCALE), and a page offers the visitor's language.
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {rootRedirectDir, rootRedirectPort} from '../../playwright.config';
import {violations} from './axe';
import {expect, test} from './fixtures';
import {countLayoutShifts, idle, localeByKey, message} from './support';

const langCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'lang');

const offer = (page: Page) => page.locator('p[data-language-offer]');
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
const english = localeByKey('en');

test.describe('the dropdown is the only choice that is saved', () => {
  test.use({browserLanguages: ['ko-KR']});

  test('a pick is saved, and a link in another language still opens in that language, offering the pick', async ({
    page,
  }) => {
    await page.goto('/vi/answer');
    await hydrated(page);
    const dropdown = page.locator('.navbar__items--right .dropdown');
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu a', {hasText: 'English'}).click();
    await expect(page).toHaveURL('/en/answer');
    const cookie = await langCookie(page);
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('{"value":"en"}');
    // The chosen language offers nothing on its own pages, not even the browser's Korean.
    await hydrated(page);
    await expect(offer(page)).toHaveCount(0);

    // Support sends a Vietnamese link: it opens in Vietnamese, as sent.
    await page.goto('/vi/answer?ref=zalo#refund-time');
    await hydrated(page);
    await expect(page).toHaveURL('/vi/answer?ref=zalo#refund-time');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    // …and offers the same answer in the chosen language, in that language.
    const link = offer(page).getByRole('link', {name: message(english, 'language.offer.text')});
    await expect(offer(page)).toHaveAttribute('lang', 'en');
    await expect(link).toHaveAttribute('href', '/en/answer?ref=zalo#refund-time');
    await link.click();
    await expect(page).toHaveURL('/en/answer?ref=zalo#refund-time');
    await expect(page.locator('#refund-time')).toBeInViewport();

    // The bare domain follows the choice, before the browser's Korean.
    await page.goto('/');
    await expect(page).toHaveURL('/en/');
  });

  test('an unsupported saved value is ignored', async ({page, context, baseURL}) => {
    await context.addCookies([{name: 'lang', value: 'xx', url: baseURL!}]);
    await page.goto('/en/shopping');
    await hydrated(page);
    await idle(page);
    await expect(page).toHaveURL('/en/shopping');
    // Korean, from the browser, is what is offered: the unknown value counts as no choice.
    await expect(offer(page)).toHaveAttribute('data-language-offer', 'ko');
  });
});

test.describe('a phone in English, no choice made', () => {
  test.use({browserLanguages: ['en-US', 'en']});

  test('links in Vietnamese and Thai stay in their language, save nothing, and offer English', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const shifts = await countLayoutShifts(page);
    // deposit-refund is an alias support staff use: the page shows it under the answer's own id.
    for (const [path, landing, key] of [
      ['/vi/', '/vi/', 'vi'],
      ['/vi/answer#deposit-refund', '/vi/answer#refund-time', 'vi'],
      ['/th/shopping', '/th/shopping', 'th'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect(page).toHaveURL(landing);
      await expect(page.locator('html')).toHaveAttribute('lang', key);
      await expect(offer(page).getByRole('link')).toHaveText(message(english, 'language.offer.text'));
      await expect(offer(page).getByRole('link')).toHaveAttribute('href', `/en${landing.slice(3)}`);
      // Shown over the page, not in its flow: nothing the reader sees moves.
      expect(await shifts(), path).toBe(0);
      // The answer a link points at shows below the notice, not under it.
      if (landing.includes('#')) {
        const notice = (await offer(page).boundingBox())!;
        await expect
          .poll(async () => (await page.locator('#refund-time').boundingBox())!.y)
          .toBeGreaterThanOrEqual(notice.y + notice.height);
        await expect(page.locator('#refund-time')).toBeInViewport();
      }
    }
    // Announced politely, costs no request (its words are in the page's own scripts).
    await expect(offer(page).locator('xpath=..')).toHaveAttribute('role', 'status');
    expect(requests.filter((p) => p.startsWith('/en/'))).toEqual([]);
    expect(await langCookie(page)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();

    // Only the bare domain is decided for the visitor: the browser's English, not the pages read.
    await page.goto('/');
    await expect(page).toHaveURL('/en/');
  });

  test('a closed offer stays closed for that pair of languages, after a reload and on the next page', async ({
    page,
  }) => {
    await page.goto('/vi/answer');
    await hydrated(page);
    await offer(page)
      .getByRole('button', {name: message(english, 'language.offer.dismiss')})
      .click();
    await expect(offer(page)).toHaveCount(0);
    // The keyboard goes on to what follows the notice, not back to the page's top.
    expect(
      await page.evaluate(() => {
        const el = document.activeElement!;
        return el !== document.body && !el.closest('nav.navbar') && !el.closest('[role="status"]');
      }),
    ).toBe(true);
    await page.reload();
    await hydrated(page);
    await idle(page);
    await expect(offer(page)).toHaveCount(0);
    await page.goto('/vi/shopping');
    await hydrated(page);
    await idle(page);
    await expect(offer(page)).toHaveCount(0);
    // Thai pages still offer English: it was closed on Vietnamese pages only.
    await page.goto('/th/answer');
    await expect(offer(page)).toHaveAttribute('data-language-offer', 'en');
  });

  test('on a wide help page, the sidebar and the table of contents stay below the offer', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/kh/answer');
    await expect(offer(page)).toBeVisible();
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const notice = (await page.locator('[role="status"]:has(p[data-language-offer])').boundingBox())!;
    for (const first of [
      page.locator('.theme-doc-sidebar-menu a').first(),
      page.locator('.theme-doc-toc-desktop a').first(),
    ])
      expect((await first.boundingBox())!.y).toBeGreaterThanOrEqual(notice.y + notice.height);
  });

  test('with the offer shown, the page has no axe violations', async ({page}) => {
    await page.goto('/kh/answer#deposit-refund');
    await expect(offer(page)).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('a crawler', () => {
  test.use({
    browserLanguages: ['en-US'],
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });

  test('never sees an offer', async ({page}) => {
    await page.goto('/vi/answer');
    await hydrated(page);
    await idle(page);
    await expect(page.locator('[role="status"]')).not.toHaveCount(0);
    await expect(offer(page)).toHaveCount(0);
  });
});

test.describe('first visit, browser in Vietnamese', () => {
  test.use({browserLanguages: ['vi-VN', 'en-US']});

  test('the bare domain follows the browser and remembers nothing', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveURL('/vi/');
    expect(await langCookie(page)).toBeUndefined();
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

  test('the home page stays, and no page offers another language', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await page.goto('/vi/answer');
    await hydrated(page);
    await idle(page);
    await expect(offer(page)).toHaveCount(0);
  });
});

test('with ROOT_REDIRECT_LOCALE set, / goes to that locale: host rule and browser', async ({page, request}) => {
  const root = `http://127.0.0.1:${rootRedirectPort}`;
  // The build wrote the host rule (302 by default), which the host applies…
  const rules = readFileSync(`${rootRedirectDir}/_redirects`, 'utf8');
  expect(rules).toMatch(/^\/ {2}\/vi\/ {2}302!$/m);
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
  expect(readFileSync('build/_redirects', 'utf8')).not.toMatch(/^\/ {2}\/vi\/ {2}302!$/m);
});
