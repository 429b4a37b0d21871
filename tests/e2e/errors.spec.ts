import {contacts, telHref} from '../../src/data/contacts';
import {expect, test} from './fixtures';
import {rootRedirectPort} from '../../playwright.config';
import {localeByKey, localePath, message} from './support';

for (const key of ['zh', 'en', 'vi', 'th', 'km', 'ja', 'kk']) {
  test(`an unknown path under ${key} answers 404 with that locale's page`, async ({page}) => {
    const locale = localeByKey(key);
    const response = await page.goto(localePath(locale, '/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(message(locale, 'theme.NotFound.title'));
    const home = page.getByRole('link', {name: message(locale, 'error.backHome')});
    await expect(home).toHaveAttribute('href', localePath(locale, '/'));
    await home.click();
    await expect(page).toHaveURL(localePath(locale, '/'));
  });
}

test('the English 404 page uses the product wording', async ({page}) => {
  await page.goto('/en/answer/nothing-here');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page could not be found');
  await expect(page.getByRole('link', {name: 'Back to the home page'})).toBeVisible();
  await expect(page).toHaveTitle(/^This page could not be found \| /);
});

test('a page that crashes shows the error page with status 500 and its message', async ({page}) => {
  await page.goto('/en/about?__crash=page');
  await expect(page.getByRole('alert')).toContainText('500');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Crash probe: page');
  await expect(page.getByRole('link', {name: 'Back to the home page'})).toHaveAttribute('href', '/en/');
  // Someone stuck on a broken page can still reach a person.
  await expect(page.locator('[data-contact="hotline"]')).toHaveAttribute('href', telHref(contacts.hotline));
});

test('when the error page fails too, a last fallback still links home', async ({page}) => {
  await page.goto('/vi/about?__crash=error-page');
  const vi = localeByKey('vi');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(message(vi, 'error.errorPageFailed'));
  await expect(page.getByRole('link', {name: message(vi, 'error.backHome')})).toHaveAttribute('href', '/vi/');
});

test('a build without E2E_CRASH_PROBE has no crash switch: the query does nothing', async ({page}) => {
  // The root-redirect build is made without it, like every production build.
  await page.goto(`http://127.0.0.1:${rootRedirectPort}/vi/about?__crash=error-page`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(/Crash probe|error/i);
});
