/**
 * What a page shows in every language, from the data and the locale's messages.
 * The page sweep (pages.spec.ts) checks it on the load it makes anyway, with the
 * page fresh and at a desktop width: a second visit of the same 60 pages cost
 * the suite a minute of browser time.
 */
import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import type {Page} from '@playwright/test';
import {expect} from './fixtures';
import {firstForm, inLocaleScript, message} from './support';
import {powerBank, salesReply, support} from '../../src/data/business';
import {contacts, telHref} from '../../src/data/contacts';
import {messengerApps, messengersByLocale} from '../../src/data/messengers';
import {products} from '../../src/data/products';
import {modeTerms} from '../../src/data/venues';
import type {locales} from '../../src/data/locales';
import {describeLocale, formatQuantity, formatRating, formatSize} from '../../src/plugins/localeFormat/format';

type Check = (page: Page, locale: (typeof locales)[number]) => Promise<void>;

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

/** The FAQ's public anchors: support staff link to them, so they never change. */
export const faqIds = [
  'how-to-rent',
  'sign-in-methods',
  'free-minutes',
  'service-cities',
  'deposit',
  'rental-fee',
  'fee-exceeds-deposit',
  'subscription-plans',
  'prepaid-credit',
  'accepted-cards',
  'how-to-return',
  'refund-time',
  'battery-capacity',
  'minimum-charge',
  'led-indicator',
  'charge-two-devices',
  'compatible-phones',
  'otp-not-received',
  'cannot-take-battery',
  'battery-not-working',
  'station-full',
  'return-not-recorded',
  'deposit-not-refunded',
  'charged-wrongly',
  'lost-battery',
];

const home: Check = async (page, locale) => {
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
};

/** Text as Playwright's toHaveText compares it: zero-width spaces out, runs of white space as one. */
const normal = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .trim()
    .replace(/\s+/g, ' ');

const catalogue: Check = async (page, locale) => {
  // The cards read in one round trip: the page is rendered and still, and one
  // assertion per field cost half a second a page.
  const cards = new Map(
    await page.locator('article[id]').evaluateAll((articles) =>
      articles.map((card) => {
        const img = card.querySelector('img');
        return [
          card.id,
          {
            name: card.querySelector('h2')?.textContent ?? '',
            image: {width: img?.getAttribute('width'), height: img?.getAttribute('height'), alt: img?.alt ?? ''},
            features: card.querySelectorAll('li').length,
            specs: [...card.querySelectorAll('dd[data-spec]')].map((dd) => [
              dd.getAttribute('data-spec')!,
              dd.textContent ?? '',
            ]),
          },
        ] as const;
      }),
    ),
  );
  expect([...cards.keys()].sort()).toEqual(products.map((p) => p.id).sort());
  for (const product of products) {
    const card = cards.get(product.id)!;
    const specText = new Map(card.specs.map(([spec, text]) => [spec, normal(text)]));
    const expectSpec = (spec: string, text: string) =>
      expect(specText.get(spec), `${product.id}: ${spec}`).toBe(normal(text));
    // A cabinet's name says its slots from the data: "6-slot cabinet".
    const name = message(locale, `products.${product.id}.name`).replace('{slots}', String(product.compartments));
    expect(normal(card.name), `${product.id}: name`).toBe(normal(name));
    expect(card.image, `${product.id}: image size`).toMatchObject({
      width: String(product.image.width),
      height: String(product.image.height),
    });
    expect(card.image.alt).toContain(name);
    expect(card.features, `${product.id}: features`).toBe(product.features.length);
    // A power bank has no slots: its card compares what a buyer compares.
    const specs =
      product.compartments === null
        ? ['capacity', 'cables', 'devices', 'size', 'input', 'output', 'weight', 'warranty', 'certifications']
        : ['compartments', 'size', 'input', 'output', 'powerDraw', 'weight', 'mounting', 'warranty', 'certifications'];
    expect([...specText.keys()].sort(), `${product.id}: specs`).toEqual([...specs].sort());
    for (const spec of specs) expect(specText.get(spec), `${product.id}: ${spec}`).not.toBe('');
    // What the business has not given yet says so.
    for (const [spec, value] of [
      ['weight', product.weightKg],
      ['powerDraw', product.powerDrawW],
      ['mounting', product.mounting],
      ['warranty', product.warrantyMonths],
      ['certifications', product.certifications],
    ] as const)
      if (value === 'onRequest') expectSpec(spec, message(locale, 'products.spec.onRequest'));
    // Ratings and sizes from the data's numbers, in the locale's symbols and separators.
    const format = describeLocale(locale.htmlLang);
    expectSpec('input', formatRating(product.input, format));
    expectSpec('output', formatRating(product.output, format));
    const {tall, wide, long} = product.size;
    expectSpec('size', formatSize([tall, wide, long], format));
    if (product.compartments === null) {
      expectSpec('capacity', formatQuantity(powerBank.capacityMah, 'mAh', format));
      for (const cable of powerBank.cables) expect(specText.get('cables')).toContain(normal(cable));
      expectSpec('devices', String(powerBank.simultaneousDevices));
    }
  }
};

const faqAnchors: Check = async (page) => {
  const ids = await page.locator('article h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
  expect(ids).toEqual(faqIds);
};

const faqContacts: Check = async (page, locale) => {
  const block = page.locator('section[aria-labelledby="contact-support"]');
  await expect(block.getByRole('heading', {level: 2})).toHaveText(message(locale, 'contact.title'));
  await expect(block.locator('[data-contact="hotline"]')).toHaveAttribute('href', telHref(contacts.hotline));

  const messengers = messengersByLocale[locale.key];
  await expect(block.locator('a[data-contact]:not([data-contact="hotline"])')).toHaveCount(messengers.length);
  for (const [i, {kind, url}] of messengers.entries()) {
    expect(url, `${kind} link form`).toMatch(messengerApps[kind].link);
    const link = block.locator('a[data-contact]:not([data-contact="hotline"])').nth(i);
    await expect(link).toHaveAttribute('data-contact', kind);
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A wide screen shows the code to scan with the phone; it must lead to the same chat.
    const png = PNG.sync.read(await block.locator(`[data-qr="${url}"]`).screenshot());
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data, `${kind} QR code`).toBe(url);
    // The footer names it too, on every page.
    await expect(page.locator(`footer a[href="${url}"]`)).toHaveCount(1);
  }
  await expect(page.locator(`footer a[href="${telHref(contacts.hotline)}"]`)).toHaveCount(1);
};

const venues: Check = async (page, locale) => {
  await expect(page.locator('h1')).toHaveText(message(locale, 'venues.title'));
  const modes = page.locator('li[data-mode]');
  await expect(modes).toHaveCount(5);
  for (const terms of modeTerms) {
    const card = page.locator(`li[data-mode="${terms.mode}"]`);
    await expect(card.locator('h3')).toHaveText(message(locale, `form.mode.${terms.mode}`));
    // Every question is answered: a party, a share, or "set in the contract"; never blank, never a number.
    const answers = card.locator('dd');
    await expect(answers).toHaveCount(6);
    for (const answer of await answers.all()) await expect(answer).not.toBeEmpty();
    await expect(card.locator('dd').nth(3)).toHaveText(message(locale, `venues.revenue.${terms.revenue}`));
    await expect(card.getByRole('link')).toHaveAttribute('href', new RegExp(`\\?mode=${terms.mode}#apply-for-trial$`));
  }
  const steps = page.locator('li[data-step]');
  await expect(steps).toHaveCount(5);
  // The one step with a figure: the reply time the form's confirmation promises, from the data.
  const reply = firstForm(message(locale, 'facts.period.workingDay')).replace(
    '{count}',
    String(salesReply.workingDays),
  );
  await expect(steps.first()).toContainText(reply);
  for (const step of ['survey', 'agreement', 'install'])
    await expect(page.locator(`li[data-step="${step}"]`)).toContainText(message(locale, 'venues.time.onRequest'));
};

/** Route → what it shows, each named as the sweep's report names its step. */
export const pageContent: Record<string, [what: string, check: Check][]> = {
  '/': [['the home page has every section, titled in its language', home]],
  '/shopping': [['the catalogue lists the four products with every field', catalogue]],
  '/answer': [
    [`the FAQ has its ${faqIds.length} questions with the same ids, in order`, faqAnchors],
    ["the FAQ ends with the hotline and this language's messengers, from the data", faqContacts],
  ],
  '/venues': [['the venues page compares the five modes, lists the steps, and links each mode to the form', venues]],
};
