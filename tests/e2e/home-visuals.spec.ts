/** The home page's pictures and layout: hero drawing, icons, figures grid, phone bar. */
import {contacts, offices, people} from '../../src/data/contacts';
import {expect, test} from './fixtures';
import {localeByKey, localePath, message} from './support';

test('the hero shows the service as an inline drawing, beside the text on a wide screen', async ({page}) => {
  const images: string[] = [];
  page.on('request', (r) => r.resourceType() === 'image' && images.push(new URL(r.url()).pathname));
  await page.goto('/vi/', {waitUntil: 'load'});
  const art = page.locator('header svg[aria-hidden="true"]');
  await expect(art).toBeVisible();
  const [text, drawing] = [await page.locator('header h1').boundingBox(), await art.boundingBox()];
  expect(drawing!.x).toBeGreaterThan(text!.x + text!.width - 1);
  // Drawn in the page, not fetched: the navbar's logo stays the only image the home page loads.
  expect(images).toEqual(['/vi/img/logo.svg']);
});

test('the four steps and the four places each have their icon beside their text', async ({page}) => {
  await page.goto('/th/');
  await expect(page.locator('#how-to-rent ol > li svg[aria-hidden="true"]')).toHaveCount(4);
  const places = page.locator('#scenarios li');
  await expect(places).toHaveCount(4);
  for (const id of ['malls', 'hotelRooms', 'bars', 'internetCafes']) {
    await expect(
      places.filter({hasText: message(localeByKey('th'), `home.scenarios.${id}`)}).locator('svg'),
    ).toHaveCount(1);
  }
});

for (const key of ['ru', 'km', 'ja']) {
  test(`${key}: the figures never leave one card alone on a row, and a row's numbers line up`, async ({page}) => {
    for (const width of [360, 390, 575, 576, 768, 996, 997, 1280, 1440]) {
      await page.setViewportSize({width, height: 900});
      await page.goto(localePath(localeByKey(key), '/#figures'));
      const cards = await page.locator('#figures dl > div').evaluateAll((divs) =>
        divs.map((div) => {
          const box = div.getBoundingClientRect();
          const number = div.querySelector('dd')!.getBoundingClientRect();
          return {top: Math.round(box.top), numberTop: Math.round(number.top)};
        }),
      );
      const rows = [...new Set(cards.map((c) => c.top))].map((top) => cards.filter((c) => c.top === top));
      expect(rows.at(-1)!.length, `${width} px: cards on the last row`).toBeGreaterThan(1);
      for (const row of rows) expect(new Set(row.map((c) => c.numberTop)).size, `${width} px: numbers`).toBe(1);
    }
  });
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('the two calls to action stay within reach while scrolling, and step aside at the form and footer', async ({
    page,
  }) => {
    const vi = localeByKey('vi');
    await page.goto('/vi/');
    const bar = page.locator('[data-phone-actions]');
    // The hero's own buttons are on screen: no bar yet, and nothing in it can be reached.
    await expect(bar).not.toBeInViewport();
    await expect(bar).toHaveAttribute('inert', '');
    await page.locator('#scenarios').scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await bar.getByRole('link', {name: message(vi, 'home.cta.rent'), exact: true}).click();
    await expect(page).toHaveURL('/vi/#how-to-rent');
    await page.locator('#apply-for-trial').scrollIntoViewIfNeeded();
    await expect(bar).not.toBeInViewport();
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(bar).not.toBeInViewport();
  });
});

test('a wide screen has no phone bar', async ({page}) => {
  await page.goto('/en/');
  await page.locator('#scenarios').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-phone-actions]')).toBeHidden();
});

test('the back-office and the mini-program are drawn in the page’s language, each one described image', async ({
  page,
}) => {
  const ko = localeByKey('ko');
  await page.goto('/ko/');
  const backOffice = page.getByRole('img', {name: message(ko, 'home.backOffice.label'), exact: true});
  await expect(backOffice).toBeVisible();
  // The claimed totals come from the data, as in the figures section.
  for (const id of ['home.figures.devices', 'home.figures.orders', 'home.figures.stations'])
    await expect(backOffice).toContainText(message(ko, id));
  await expect(backOffice.locator('tbody tr')).toHaveCount(4);
  await expect(backOffice).toContainText(message(ko, 'home.backOffice.inUse'));

  await page.goto('/ko/uploadPage');
  const miniProgram = page.getByRole('img', {name: message(ko, 'uploadPage.mock.label'), exact: true});
  await expect(miniProgram).toContainText(message(ko, 'uploadPage.mock.scan'));
  await expect(miniProgram).toContainText(message(ko, 'uploadPage.mock.available').replace('{count}', '6'));
});

test('the about page has the company, its people and its three offices, and not the home page’s figures', async ({
  page,
}) => {
  const ru = localeByKey('ru');
  await page.goto('/ru/about');
  await expect(page.locator('#company h2')).toHaveText(message(ru, 'about.company.title'));
  await expect(page.locator('#company')).toContainText(contacts.companyName);
  await expect(page.locator('#company')).toContainText(contacts.registrationNumber);
  await expect(page.locator('#addresses li')).toHaveCount(offices.length);
  // The people, then support: the hotline and the messenger.
  await expect(page.locator('#contacts li')).toHaveCount(people.length + 2);
  await expect(page.locator('#figures')).toHaveCount(0);
});
