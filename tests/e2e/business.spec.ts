import {expect, test} from './fixtures';
import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import {appLinks} from '../../src/data/contacts';
import {localeByKey, localePath, message} from './support';

test('the QR codes decode to the configured URLs', async ({page}) => {
  await page.goto('/vi/uploadPage');
  for (const target of ['miniProgram', 'officialAccount'] as const) {
    const png = PNG.sync.read(await page.locator(`[data-qr="${target}"]`).screenshot());
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data, target).toBe(appLinks[target]);
  }
});

test('"apply for trial" takes a business visitor to the form section', async ({page}) => {
  const th = localeByKey('th');
  await page.goto('/th/');
  await page.getByRole('link', {name: message(th, 'home.cta.trial')}).click();
  await expect(page).toHaveURL('/th/#apply-for-trial');
  await expect(page.locator('section#apply-for-trial')).toBeInViewport();
  await page.goto('/th/shopping');
  await page.getByRole('link', {name: message(th, 'shopping.trial')}).click();
  await expect(page).toHaveURL('/th/#apply-for-trial');
  await expect(page.locator('section#apply-for-trial')).toBeInViewport();
});

test('the app page shows the rental steps and leads to the FAQ', async ({page}) => {
  const km = localeByKey('km');
  await page.goto('/kh/uploadPage');
  await expect(page.locator('#how-to-rent ol > li')).toHaveCount(4);
  await page.getByRole('link', {name: message(km, 'home.rent.faq')}).click();
  await expect(page).toHaveURL('/kh/answer');
});

// Support hours come from src/data/business.ts and are said as each language says them:
// "7×24" is the Chinese idiom, not a figure for every locale.
for (const [key, hotline, figure] of [
  ['zh', '7×24 小时客服热线', '7×24'],
  ['en', '24/7 hotline', '24/7'],
  ['ru', 'Горячая линия, круглосуточно', '24/7'],
  ['ja', 'サポートダイヤル（24時間年中無休）', '24時間'],
] as const) {
  test(`${key}: support hours read "${hotline}"`, async ({page}) => {
    await page.goto(localePath(localeByKey(key), '/'));
    await expect(page.locator('footer')).toContainText(hotline);
    await expect(page.locator('#figures dd').last()).toHaveText(figure);
    if (key !== 'zh') await expect(page.locator('body')).not.toContainText('7×24');
  });
}

// The help documents render the hours from the data too (<SupportHours/>); that no page outside
// Chinese says "7×24" is checked on every page by the sweep (pages.spec.ts).
test('the English FAQ gives the support hours in English', async ({page}) => {
  await page.goto('/en/answer');
  await expect(page.locator('article')).toContainText('open 24/7');
});

test('the LED table gives the blinking light its range, 0–5 %, as the data does', async ({page}) => {
  await page.goto('/en/answer');
  const rows = page.locator('table').filter({hasText: 'Lights'}).locator('tbody tr');
  await expect(rows.nth(1)).toContainText(/0\s?%?\s?–\s?5\s?%/);
  await expect(page.locator('table').filter({hasText: 'Lights'})).not.toContainText('Below');
});
