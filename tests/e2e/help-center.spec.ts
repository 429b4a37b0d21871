import {expect, test} from './fixtures';
import {localeByKey, localePath, message} from './support';

const agreements = ['userAgreements', 'privacys', 'leaseAgreement', 'salesRefund'];

test('a deep link scrolls to its question and marks it', async ({page}) => {
  await page.goto('/en/answer#refund-time');
  const question = page.locator('h3#refund-time');
  await expect(question).toBeInViewport();
  expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('refund-time');
  await expect(question).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('an informal anchor support staff use still reaches its answer', async ({page}) => {
  await page.goto('/en/answer#deposit-refund');
  await expect(page).toHaveURL('/en/answer#refund-time');
  await expect(page.locator('h3#refund-time')).toBeInViewport();
});

test('copy link copies the absolute URL of the question and confirms it', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const th = localeByKey('th');
  await page.goto('/th/answer');
  const button = page.locator('button[data-copy-link="refund-time"]');
  await expect(button).toHaveText(message(th, 'help.copyLink'));
  await button.click();
  await expect(button).toHaveText(message(th, 'help.linkCopied'));
  await expect(page.getByRole('status').filter({hasText: message(th, 'help.linkCopied')})).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/th/answer#refund-time`);
});

for (const key of ['zh', 'en', 'km', 'ru']) {
  test(`${key}: each agreement shows its version and keeps the earlier one reachable and marked`, async ({page}) => {
    const locale = localeByKey(key);
    // While 2.1 waits for its effective date, a replaced version points at 2.0, the one in force.
    await page.clock.setFixedTime(new Date('2026-11-26T12:00:00+07:00'));
    for (const doc of agreements) {
      await page.goto(localePath(locale, `/${doc}`));
      const history = page.locator('section[aria-labelledby="version-history"]');
      await expect(history).toContainText('2.0');
      const earlier = history.getByRole('link', {name: /1\.0/});
      await earlier.click();
      await expect(page).toHaveURL(localePath(locale, `/v1/${doc}`));
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toContainText('1.0');
      await expect(banner.getByRole('link')).toHaveText(message(locale, 'theme.docs.versions.latestVersionLinkLabel'));
      await banner.getByRole('link').click();
      await expect(page).toHaveURL(localePath(locale, `/v2/${doc}`));
    }
  });
}

test('before 2.1 takes effect, it says so and names 2.0 as the version in force; 2.0 says it still is', async ({
  page,
}) => {
  const en = localeByKey('en');
  await page.clock.setFixedTime(new Date('2026-11-26T20:00:00+07:00'));
  await page.goto('/en/privacys');
  const notice = page.getByRole('note');
  // Late on 26 November in Vietnam: still version 2.0's last day.
  await expect(notice).toHaveText(
    message(en, 'agreement.notice.upcoming')
      .replace('{date}', '27 November 2026')
      .replace('{inForce}', message(en, 'agreement.version').replace('{version}', '2.0')),
  );
  const history = page.locator('section[aria-labelledby="version-history"]');
  await expect(history.getByRole('listitem').nth(0)).toContainText(message(en, 'agreement.upcoming'));
  await expect(history.getByRole('listitem').nth(1)).toContainText(message(en, 'agreement.inForce'));
  await notice.getByRole('link').click();
  await expect(page).toHaveURL('/en/v2/privacys');
  await expect(page.getByRole('note')).toContainText('2.1');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test('once 2.1 is in force, 2.0 is marked replaced and 2.1 carries no notice', async ({page}) => {
  const en = localeByKey('en');
  await page.clock.setFixedTime(new Date('2026-11-27T08:00:00+07:00'));
  await page.goto('/en/v2/privacys');
  await expect(page.locator('.theme-doc-version-banner')).toContainText('2.0');
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.goto('/en/privacys');
  const history = page.locator('section[aria-labelledby="version-history"]');
  await expect(history.getByRole('listitem').nth(0)).toContainText(message(en, 'agreement.inForce'));
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('the FAQ follows the dates of the agreements it explains', async ({page}) => {
  // The day before 2.1 took effect: the current FAQ waits for it, 2.0's is in force.
  await page.clock.setFixedTime(new Date('2026-11-26T20:00:00+07:00'));
  await page.goto('/vi/answer');
  await expect(page.getByRole('note')).toContainText('2.0');
  await page.goto('/vi/v2/answer');
  await expect(page.getByRole('note')).toContainText('2.1');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  // From 27 November 2026 the 2.0 FAQ is replaced and points at the one in force.
  await page.clock.setFixedTime(new Date('2026-11-27T08:00:00+07:00'));
  await page.goto('/vi/v2/answer');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('2.0');
  await banner.getByRole('link').click();
  await expect(page).toHaveURL('/vi/answer');
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('a printed agreement has its text, version, date and URL, without navigation', async ({page}) => {
  await page.goto('/en/leaseAgreement');
  await page.emulateMedia({media: 'print'});
  await expect(page.locator('.navbar')).toBeHidden();
  await expect(page.locator('.footer')).toBeHidden();
  await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
  const en = localeByKey('en');
  await expect(page.getByText('Version 2.1', {exact: true}).first()).toBeVisible();
  await expect(
    page.getByText(message(en, 'agreement.effective').replace('{date}', '27 November 2026'), {exact: true}),
  ).toBeVisible();
  // The canonical URL (siteConfig.url), so a printout names the real page.
  await expect(page.getByText('https://www.example.com/en/leaseAgreement')).toBeVisible();
});
