import {expect, test} from './fixtures';
import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import {powerBank, support} from '../../src/data/business';
import {appLinks, contacts} from '../../src/data/contacts';
import {products} from '../../src/data/products';
import {describeLocale, formatQuantity, formatRating, formatSize} from '../../src/plugins/localeFormat/format';
import {localeByKey, localePath, locales, message, inLocaleScript} from './support';

const homeSections = [
  'product-menu',
  'solutions',
  'about-us',
  'charging-technology',
  'how-to-rent',
  'scenarios',
  'platform',
  'management',
  'figures',
  'app',
  'contact',
  'apply-for-trial',
];

for (const locale of locales) {
  test(`${locale.key}: the home page has every section, titled in its language`, async ({page}) => {
    await page.goto(localePath(locale, '/'));
    for (const id of homeSections) {
      const title = page.locator(`section#${id} h2`).first();
      await expect(title, `#${id}`).toBeVisible();
      // textContent: innerText is empty while a band is off-screen (content-visibility: auto).
      // The heading's hash link adds a zero-width space.
      const text = (await title.textContent())!.replace(/\u200b/g, '').trim();
      expect(inLocaleScript(text, locale.key), `#${id} title "${text}" in ${locale.key} script`).toBe(true);
    }
    // The claimed figures, rendered from src/data/business.ts.
    await expect(page.locator('section#figures dd')).toHaveCount(7);
    // Support hours from the data, in the locale's own short form (7×24 is the Chinese one).
    const supportFigure = message(locale, 'support.figure')
      .replace('{hours}', String(support.hoursPerDay))
      .replace('{days}', String(support.daysPerWeek));
    await expect(page.locator('section#figures dd').last()).toHaveText(supportFigure);
    await expect(page.locator('section#contact')).toContainText(contacts.hotline.display);
    await expect(page.locator(`a[href="${contacts.backOfficeUrl}"]`)).toBeVisible();
  });
}

for (const key of ['zh', 'en', 'th', 'km', 'ru']) {
  test(`${key}: the catalogue lists the four products with every field`, async ({page}) => {
    const locale = localeByKey(key);
    await page.goto(localePath(locale, '/shopping'));
    const cards = page.locator('article[id]');
    await expect(cards).toHaveCount(products.length);
    for (const product of products) {
      const card = page.locator(`article#${product.id}`);
      // A cabinet's name says its slots from the data: "6-slot cabinet".
      const name = message(locale, `products.${product.id}.name`).replace('{slots}', String(product.compartments));
      await expect(card.locator('h2')).toHaveText(name);
      const img = card.locator('img');
      await expect(img).toHaveAttribute('width', String(product.image.width));
      await expect(img).toHaveAttribute('height', String(product.image.height));
      const alt = await img.getAttribute('alt');
      expect(alt).toContain(name);
      await expect(card.locator('li')).toHaveCount(product.features.length);
      // A power bank has no slots: its card compares what a buyer compares.
      const specs =
        product.compartments === null
          ? ['capacity', 'cables', 'devices', 'size', 'input', 'output', 'weight', 'warranty', 'certifications']
          : [
              'compartments',
              'size',
              'input',
              'output',
              'powerDraw',
              'weight',
              'mounting',
              'warranty',
              'certifications',
            ];
      await expect(card.locator('dd[data-spec]')).toHaveCount(specs.length);
      for (const spec of specs) await expect(card.locator(`dd[data-spec="${spec}"]`)).not.toBeEmpty();
      // What the business has not given yet says so.
      for (const [spec, value] of [
        ['weight', product.weightKg],
        ['powerDraw', product.powerDrawW],
        ['mounting', product.mounting],
        ['warranty', product.warrantyMonths],
        ['certifications', product.certifications],
      ] as const)
        if (value === 'onRequest')
          await expect(card.locator(`dd[data-spec="${spec}"]`)).toHaveText(message(locale, 'products.spec.onRequest'));
      // Ratings and sizes from the data's numbers, in the locale's symbols and separators.
      const format = describeLocale(locale.htmlLang);
      await expect(card.locator('dd[data-spec="input"]')).toHaveText(formatRating(product.input, format));
      await expect(card.locator('dd[data-spec="output"]')).toHaveText(formatRating(product.output, format));
      const {tall, wide, long} = product.size;
      await expect(card.locator('dd[data-spec="size"]')).toHaveText(formatSize([tall, wide, long], format));
      if (product.compartments === null) {
        await expect(card.locator('dd[data-spec="capacity"]')).toHaveText(
          formatQuantity(powerBank.capacityMah, 'mAh', format),
        );
        for (const cable of powerBank.cables) await expect(card.locator('dd[data-spec="cables"]')).toContainText(cable);
        await expect(card.locator('dd[data-spec="devices"]')).toHaveText(String(powerBank.simultaneousDevices));
      }
    }
  });
}

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
