/** The language a reader lands in: the dropdown's saved choice, the browser's, ROOT_REDIRECT_LOCALE. */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {rootRedirectDir, rootRedirectPort} from '../../playwright.config';
import {expect, test} from './fixtures';

const langCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'lang');

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
