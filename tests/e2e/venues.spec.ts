import type {Locator, Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {salesReply} from '../../src/data/business';
import {currencyOfCountry} from '../../src/data/customization';
import {products} from '../../src/data/products';
import {firstForm, localeByKey, localePath, locales, message} from './support';

const en = localeByKey('en');
const t = (id: string) => message(en, id);

test('a mode chosen on the venues page arrives chosen in the form', async ({page}) => {
  await page.goto('/en/venues');
  await page.getByRole('link', {name: t('venues.apply').replace('{mode}', t('form.mode.franchiseAgent'))}).click();
  await expect(page).toHaveURL('/en/?mode=franchiseAgent#apply-for-trial');
  await expect(page.getByLabel(t('form.cooperationMode'), {exact: true})).toHaveValue('franchiseAgent');
});

test('"ask about this product" opens the form with the product, or the device kind, chosen', async ({page}) => {
  const vi = localeByKey('vi');
  await page.goto('/vi/shopping');
  for (const product of products) await expect(page.locator(`article#${product.id} a[data-ask]`)).toBeVisible();
  await page.locator('article#cabinet-8-folding a[data-ask]').click();
  await expect(page).toHaveURL('/vi/?product=cabinet-8-folding#apply-for-trial');
  await expect(page.getByLabel(message(vi, 'form.detailedSelection'), {exact: true})).toHaveValue('cabinet-8-folding');

  // Washing machines have no model in the catalogue yet: the page says so and lets the visitor ask.
  await page.goto('/vi/shopping');
  const washers = page.locator('[data-device-kind="washingMachines"]');
  await expect(washers).toContainText(message(vi, 'shopping.other.specs'));
  await washers.getByRole('link').click();
  await expect(page).toHaveURL('/vi/?category=washingMachines#apply-for-trial');
  await expect(page.locator('form input[type="checkbox"][value="washingMachines"]')).toBeChecked();
});

test('the product menu marks one item at most: the venues page where it is open, no anchor of the home page', async ({
  page,
}) => {
  await page.goto('/en/venues');
  // The menus left of the search box (the language menu marks its own language).
  const active = page.locator('.navbar__items:not(.navbar__items--right) .dropdown__link--active');
  await expect(active).toHaveCount(1);
  await expect(active).toHaveText(t('venues.title'));
  await page.goto('/en/');
  await expect(active).toHaveCount(0);
});

async function openForm(page: Page, key: string) {
  await page.goto(`${localePath(localeByKey(key), '/')}#apply-for-trial`);
  await expect(page.locator('form input[autocomplete="name"]')).toBeVisible();
}

for (const locale of locales) {
  test(`${locale.key}: the form marks its required fields and prices in the chosen country's currency`, async ({
    page,
  }) => {
    await openForm(page, locale.key);
    const name = page.getByLabel(message(locale, 'form.name'), {exact: true});
    const phone = page.getByLabel(message(locale, 'form.phone'), {exact: true});
    // Heard: the controls say they are required. Seen: a mark beside each label, explained above the form.
    for (const field of [name, phone]) await expect(field).toHaveAttribute('aria-required', 'true');
    await expect(page.locator('form [data-required-mark]')).toHaveCount(3); // the note's, the name's, the phone's
    await expect(page.locator('form [data-required-note]')).toBeVisible();
    // Before Send, in its language: what the details are for, and the policy's section on this website.
    const privacy = page.locator('form [data-privacy-note]');
    const [before, after] = message(locale, 'form.privacyNote').split('{policy}');
    await expect(privacy).toHaveText(`${before}${message(locale, 'form.privacyNote.policy')}${after}`);
    await expect(privacy.getByRole('link')).toHaveAttribute('href', localePath(locale, '/privacys#website'));

    await page.getByRole('button', {name: message(locale, 'form.billing.add')}).click();
    const currency = page.locator('[data-billing-row] [data-currency]');
    await page.getByLabel(message(locale, 'form.country')).selectOption('VN');
    await expect(currency).toHaveText('VND');
    await page.getByLabel(message(locale, 'form.country')).selectOption('TH');
    await expect(currency).toHaveText(currencyOfCountry.TH);
    // The currency is read with the price, and the price has a unit.
    const price = page.getByLabel(message(locale, 'form.billing.price'), {exact: true});
    await expect(price).toHaveAccessibleDescription(currencyOfCountry.TH);
    await expect(price).toHaveAttribute('aria-required', 'true');
    await expect(page.getByLabel(message(locale, 'form.billing.unit'), {exact: true})).toHaveValue('perHour');
  });
}

for (const key of ['en', 'vi', 'th']) {
  test(`${key}: the confirmation says when we reply, from the data`, async ({page}) => {
    const locale = localeByKey(key);
    await openForm(page, key);
    await page.getByLabel(message(locale, 'form.name'), {exact: true}).fill('Reply Time');
    await page.getByLabel(message(locale, 'form.phone'), {exact: true}).fill('+84 90 123 4567');
    await page.getByRole('button', {name: message(locale, 'form.submit')}).click();
    const expected = firstForm(message(locale, 'form.sent.replyTime')).replace(
      '{count}',
      String(salesReply.workingDays),
    );
    await expect(page.locator('[data-confirmation] [data-reply-time]')).toHaveText(expected);
  });
}

/** What a visitor types in or presses (the honeypot, out of sight and reach, aside). */
const CONTROLS = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, button';

type Box = {x: number; y: number; width: number; height: number; what: string};

/**
 * The visible elements' boxes, as Playwright's isVisible() and boundingBox() see
 * them (a box with a size, not visibility: hidden), in one round trip for the lot.
 */
function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.flatMap((e) => {
      const {x, y, width, height} = e.getBoundingClientRect();
      const visible = width > 0 && height > 0 && getComputedStyle(e).visibility !== 'hidden';
      return visible ? [{x, y, width, height, what: e.outerHTML.slice(0, 80)}] : [];
    }),
  );
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [360, 390, 768, 1024, 1280, 1440]) {
  test(`at ${width} px no error message covers a control of the form, and nothing covers Send`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.route('**/customization', (route) =>
      route.fulfill({json: {code: 500, msg: 'Service busy, try later'}, headers: {'Access-Control-Allow-Origin': '*'}}),
    );
    await openForm(page, 'en');
    const form = page.locator('form');
    // Every field error at once: name and phone invalid, a price below zero.
    await page.getByLabel(t('form.phone'), {exact: true}).fill('call me');
    await page.getByRole('button', {name: t('form.billing.add')}).click();
    await page.getByLabel(t('form.billing.price'), {exact: true}).fill('-5');
    const submit = page.getByRole('button', {name: t('form.submit')});
    await submit.click();
    await expect(page.getByText(t('form.error.price'))).toBeVisible();
    let controls = await boxes(form.locator(CONTROLS));
    let errors = await boxes(form.locator('[role="alert"]'));
    expect(controls.length).toBeGreaterThanOrEqual(10);
    expect(errors.length).toBeGreaterThanOrEqual(3);
    for (const error of errors)
      for (const control of controls) expect(overlap(error, control), `${error.what} over ${control.what}`).toBe(false);

    // A request that fails: its message (the API's own) stands beside Send, in the page's flow.
    await page.getByLabel(t('form.name'), {exact: true}).fill('Kept Name');
    await page.getByLabel(t('form.phone'), {exact: true}).fill('+84 90 123 4567');
    await page.getByLabel(t('form.billing.price'), {exact: true}).fill('5');
    await submit.click();
    await expect(form.locator('[data-toast]')).toHaveText('Service busy, try later');
    controls = await boxes(form.locator(CONTROLS));
    errors = await boxes(page.locator('[role="alert"], [data-toast]'));
    for (const error of errors)
      for (const control of controls) expect(overlap(error, control), `${error.what} over ${control.what}`).toBe(false);
    // Whatever is fixed on the screen (a toast, the phone's action bar) leaves Send free to press.
    await submit.scrollIntoViewIfNeeded();
    const box = (await submit.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button[type="submit"]') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe(true);
  });
}
