/** Page views reported to Google Analytics (GTAG_ID in the e2e build). */
import {expect, test} from './fixtures';

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
      page.evaluate(
        () =>
          (window as unknown as {dataLayer: IArguments[]}).dataLayer
            .map((args) => Array.from(args))
            .filter(([kind, name]) => kind === 'config' || (kind === 'event' && name === 'page_view')).length,
      ),
    )
    .toBe(3);
  expect(scripts.some((url) => /gtag\/js\?id=G-/.test(url))).toBe(true);
});
