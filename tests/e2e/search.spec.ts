/** Search through the real UI. Its quality is measured by npm run search:eval. */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {idle, localeByKey, localePath, message} from './support';

async function openSearch(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('/');
  return page.getByRole('dialog').getByRole('combobox');
}

test('nothing of search loads before it is opened; then results link to the answer', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (r) => r.url().includes('/pagefind/') && requested.push(r.url()));
  const loaded: {url: string; bytes: number}[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('/pagefind/'))
      loaded.push({url: r.url(), bytes: (await r.body().catch(() => Buffer.alloc(0))).length});
  });
  await page.goto('/vi/answer');
  // Hydrated and then idle: the page's start-up work, idle prefetches included, is done.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await idle(page);
  // Requests too: a response still on its way is not in `loaded` yet.
  expect(requested).toEqual([]);
  expect(loaded).toEqual([]);
  const box = await openSearch(page);
  // Typed without diacritics, as people do on a phone.
  await box.fill('hoan tien coc');
  const first = page.getByRole('dialog').getByRole('option').first();
  await expect(first).toBeVisible();
  await expect(first.locator('mark')).not.toHaveCount(0);
  expect(loaded.length).toBeGreaterThan(0);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/vi\/(answer|salesRefund)#/);
});

for (const [key, query, id] of [
  ['zh', '押金', 'deposit'],
  ['th', 'คืนเงิน', 'refund-time'],
  ['km', 'ប្រាក់កក់', 'deposit'],
] as const) {
  test(`${key}: typing "${query}" and pressing Enter opens the answer`, async ({page}) => {
    const locale = localeByKey(key);
    await page.goto(localePath(locale, '/'));
    await page.getByRole('button', {name: message(locale, 'search.label')}).click();
    const box = page.getByRole('dialog').getByRole('combobox');
    await box.fill(query);
    const results = page.getByRole('dialog').getByRole('option');
    await expect(results.first()).toBeVisible();
    const urls = await results.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(urls.slice(0, 3).some((u) => u?.endsWith(`#${id}`))).toBe(true);
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#`));
  });
}

test('on a 360 px phone the search dialog fits the screen', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  const th = localeByKey('th');
  await page.goto('/th/answer');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByRole('button', {name: message(th, 'search.label')}).click();
  const box = page.getByRole('dialog');
  await expect(box).toBeVisible();
  const width = await box.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(360);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
});
