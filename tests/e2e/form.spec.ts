import {readFileSync, existsSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {apiDataFile} from '../../playwright.config';
import {countLayoutShifts, localeByKey, message} from './support';

const en = localeByKey('en');
const t = (id: string) => message(en, id);

async function openForm(page: Page, path = '/en/#apply-for-trial') {
  await page.goto(path);
  await expect(page.locator('form input[autocomplete="name"]')).toBeVisible();
}

async function fillRequired(page: Page, name: string) {
  await page.getByLabel(t('form.name'), {exact: true}).fill(name);
  await page.getByLabel(t('form.phone'), {exact: true}).fill('+84 90 123 4567');
  await page.getByLabel(t('form.country')).selectOption('VN');
}

function storedRequests(): {id: string; request: {name: string; billing: unknown[]}}[] {
  if (!existsSync(apiDataFile)) return [];
  return readFileSync(apiDataFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

test.describe('a link to the form, on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});

  // Venues' cards, product pages and shared links open the home page at the form.
  for (const path of ['/vi/#apply-for-trial', '/ko/#apply-for-trial', '/kz/#apply-for-trial'])
    test(`${path} opens at the form, and nothing on screen moves as it arrives`, async ({page}) => {
      const shifts = await countLayoutShifts(page);
      await openForm(page, path);
      await expect(page.locator('#apply-for-trial-title')).toBeInViewport();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));
      expect(await shifts()).toBeLessThan(0.05);
    });
});

test('a valid request reaches the API, is stored, and the visitor is told', async ({page}) => {
  const name = `E2E ${Date.now()}`;
  await openForm(page);
  await fillRequired(page, name);
  await page.getByLabel(/Shared power banks/).check();
  await page.getByRole('button', {name: t('form.billing.add')}).click();
  await page.getByLabel(t('form.billing.price'), {exact: true}).fill('12000');
  await page.getByRole('button', {name: t('form.submit')}).click();
  await expect(page.getByText(t('form.success'))).toBeVisible();
  const stored = storedRequests().find((r) => r.request.name === name);
  expect(stored?.request).toMatchObject({
    name,
    phone: '+84 90 123 4567',
    country: 'VN',
    categories: ['powerBanks'],
    billing: [{category: 'powerBanks', price: 12000, endUser: 'consumer', paymentChannel: 'eWallet'}],
  });
  // The draft is cleared once sent: another request starts empty.
  await page.getByRole('button', {name: t('form.sent.another')}).click();
  await expect(page.getByLabel(t('form.name'), {exact: true})).toHaveValue('');
});

test('the confirmation shows the reference, takes the focus, and outlasts a second click and a reload', async ({
  page,
}) => {
  const name = `Lasting ${Date.now()}`;
  await openForm(page);
  await fillRequired(page, name);
  const submit = page.getByRole('button', {name: t('form.submit')});
  const box = (await submit.boundingBox())!;
  await submit.click();
  const panel = page.locator('[data-confirmation]');
  await expect(panel).toBeFocused();
  await expect(panel).toHaveAttribute('role', 'status');
  const reference = (await panel.locator('strong').innerText()).trim();
  expect(reference).toMatch(/^[2-9A-HJ-NP-Z]{3}-[2-9A-HJ-NP-Z]{3}-[2-9A-HJ-NP-Z]{3}$/);
  expect(storedRequests().find((r) => r.request.name === name)?.id).toBe(reference);
  // An impatient second click where the button was: the confirmation stays.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(panel).toContainText(reference);
  await expect(page.getByText(t('form.error.nameRequired'))).toHaveCount(0);
  // A reload shows it again, and not the old draft.
  await page.reload();
  await expect(page.locator('[data-confirmation]')).toContainText(reference);
  await page.getByRole('button', {name: t('form.sent.another')}).click();
  await expect(page.getByLabel(t('form.name'), {exact: true})).toHaveValue('');
});

test('a retry after a time-out the API had already stored shows the same reference, one lead', async ({page}) => {
  const name = `Retry ${Date.now()}`;
  let attempts = 0;
  const keys: (string | undefined)[] = [];
  await page.route('**/customization', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    attempts += 1;
    keys.push(route.request().headers()['idempotency-key']);
    if (attempts > 1) return route.continue();
    // The API stores the first attempt, but its answer never arrives.
    await route.fetch();
    return route.abort('timedout');
  });
  await openForm(page);
  await fillRequired(page, name);
  await page.getByRole('button', {name: t('form.submit')}).click();
  await expect(page.getByText(t('form.failed'))).toBeVisible();
  await page.getByRole('button', {name: t('form.submit')}).click();
  const panel = page.locator('[data-confirmation]');
  await expect(panel).toBeVisible();
  const stored = storedRequests().filter((r) => r.request.name === name);
  expect(stored).toHaveLength(1);
  await expect(panel.locator('strong')).toHaveText(stored[0]!.id);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
});

test("a name without letters is refused, in the visitor's language", async ({page}) => {
  const th = localeByKey('th');
  await openForm(page, '/th/#apply-for-trial');
  await page.getByLabel(message(th, 'form.name'), {exact: true}).fill('12345');
  await page.getByLabel(message(th, 'form.phone'), {exact: true}).fill('+84 90 123 4567');
  await page.getByRole('button', {name: message(th, 'form.submit')}).click();
  await expect(page.getByText(message(th, 'form.error.nameLetters'))).toBeVisible();
});

test('missing name and phone show both prompts and focus the first field', async ({page}) => {
  const vi = localeByKey('vi');
  await openForm(page, '/vi/#apply-for-trial');
  await page.getByRole('button', {name: message(vi, 'form.submit')}).click();
  await expect(page.getByText(message(vi, 'form.error.nameRequired'))).toBeVisible();
  await expect(page.getByText(message(vi, 'form.error.phoneRequired'))).toBeVisible();
  const name = page.getByLabel(message(vi, 'form.name'), {exact: true});
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
});

test('a phone number that cannot be one is refused, and a negative price too', async ({page}) => {
  await openForm(page);
  await page.getByLabel(t('form.name'), {exact: true}).fill('A');
  await page.getByLabel(t('form.phone'), {exact: true}).fill('call me');
  await page.getByRole('button', {name: t('form.billing.add')}).click();
  await page.getByLabel(t('form.billing.price'), {exact: true}).fill('-5');
  await page.getByRole('button', {name: t('form.submit')}).click();
  await expect(page.getByText(t('form.error.phoneInvalid'))).toBeVisible();
  await expect(page.getByText(t('form.error.price'))).toBeVisible();
});

const failures = [
  {
    name: 'the API is down',
    handle: (route: import('@playwright/test').Route) => route.abort('connectionrefused'),
    toast: () => t('api.networkPoor'),
  },
  {
    name: 'the API answers code 500 with a msg',
    handle: (route: import('@playwright/test').Route) =>
      route.fulfill({json: {code: 500, msg: 'Service busy, try later'}, headers: {'Access-Control-Allow-Origin': '*'}}),
    toast: () => 'Service busy, try later',
  },
  {
    name: 'a proxy answers an HTML 502 page',
    handle: (route: import('@playwright/test').Route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<h1>502 Bad Gateway</h1>',
        headers: {'Access-Control-Allow-Origin': '*'},
      }),
    toast: () => t('api.networkPoor'),
  },
];

for (const failure of failures) {
  test(`when ${failure.name}, the visitor is told and keeps what they typed`, async ({page}) => {
    await page.route('**/customization', failure.handle);
    await openForm(page);
    await fillRequired(page, 'Kept Name');
    await page.getByRole('button', {name: t('form.submit')}).click();
    await expect(page.getByText(t('form.failed'))).toBeVisible();
    await expect(page.locator('[data-toast]')).toHaveText(failure.toast());
    await expect(page.getByLabel(t('form.name'), {exact: true})).toHaveValue('Kept Name');
    await expect(page.getByLabel(t('form.country'))).toHaveValue('VN');
  });
}

test('offline before the checks have loaded: the visitor is told, and it works once back online', async ({page}) => {
  // Validation and sending load on first focus; nothing is focused before going offline.
  await openForm(page);
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await page.context().setOffline(true);
  await page.getByRole('button', {name: t('form.submit')}).click();
  await expect(page.getByText(t('form.failed'))).toBeVisible();
  await expect(page.getByRole('button', {name: t('form.submit')})).toBeEnabled();
  // Not reloaded as if the deployment had changed (src/clientModules/chunkReload.ts).
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await page.context().setOffline(false);
  await fillRequired(page, `Back online ${Date.now()}`);
  await page.getByRole('button', {name: t('form.submit')}).click();
  await expect(page.getByText(t('form.success'))).toBeVisible();
  await expect(page.getByText(t('form.failed'))).toBeHidden();
});

test('an API slower than 6 s counts as a failure, in Russian too', async ({page}) => {
  test.setTimeout(30_000);
  const ru = localeByKey('ru');
  await page.route('**/customization', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 7000));
    await route.fulfill({json: {code: 200, data: {id: 'late'}}}).catch(() => undefined);
  });
  await openForm(page, '/ru/#apply-for-trial');
  await page.getByLabel(message(ru, 'form.name'), {exact: true}).fill('Иван');
  await page.getByLabel(message(ru, 'form.phone'), {exact: true}).fill('+7 701 234 56 78');
  const started = Date.now();
  await page.getByRole('button', {name: message(ru, 'form.submit')}).click();
  await expect(page.getByText(message(ru, 'form.failed'))).toBeVisible({timeout: 10_000});
  expect(Date.now() - started).toBeGreaterThanOrEqual(5500);
  await expect(page.locator('[data-toast]')).toHaveText(message(ru, 'api.networkPoor'));
});

test('a second click while sending sends one request', async ({page}) => {
  let requests = 0;
  // The request is held until the second click has been tried.
  let release!: () => void;
  const secondClickTried = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/customization', async (route) => {
    if (route.request().method() === 'POST') requests += 1;
    await secondClickTried;
    await route.continue();
  });
  await openForm(page);
  await fillRequired(page, `Double ${Date.now()}`);
  const submit = page.locator('form button[type="submit"]');
  await submit.click();
  await expect(submit).toBeDisabled();
  await submit.click({force: true, timeout: 2000}).catch(() => undefined);
  release();
  await expect(page.getByText(t('form.success'))).toBeVisible();
  expect(requests).toBe(1);
});

test('the draft survives a reload until it is sent', async ({page}) => {
  await openForm(page);
  await page.getByLabel(t('form.name'), {exact: true}).fill('Draft Person');
  await page.getByLabel(t('form.cooperationMode')).selectOption('franchiseAgent');
  await page.reload();
  await expect(page.getByLabel(t('form.name'), {exact: true})).toHaveValue('Draft Person');
  await expect(page.getByLabel(t('form.cooperationMode'))).toHaveValue('franchiseAgent');
});

test('a bot that fills the honeypot is told "sent" but nothing is sent', async ({page}) => {
  let requests = 0;
  await page.route('**/customization', (route) => {
    requests += 1;
    return route.continue();
  });
  await openForm(page);
  await fillRequired(page, 'Bot');
  await page.locator('input[name="website"]').fill('http://spam.example', {force: true});
  await page.getByRole('button', {name: t('form.submit')}).click();
  await expect(page.getByText(t('form.success'))).toBeVisible();
  expect(requests).toBe(0);
});
