/**
 * Search through the real UI. Its quality (which answer each question of
 * tests/search/queries.json reaches) is measured by the engine in Node,
 * `npm run search:eval`; here, that the search box in the browser ranks
 * exactly as that engine does.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures';
import {idle, localeByKey, localePath, locales, message} from './support';
import {messengerName, messengersOf} from '../../src/data/messengers';
import {SEARCH_INDEX_FILE} from '../../src/plugins/search';
import {prepare, rank} from '../../src/plugins/search/engine';
import type {SearchIndex} from '../../src/plugins/search/searchIndex';
import {openSearch, results} from '../search/searchBox';
import {queries} from '../search/queries';

test('nothing of search loads before it is opened; then results link to the answer', async ({page}) => {
  const isIndex = (url: string) => url.endsWith('/search-index.json');
  const requested: string[] = [];
  page.on('request', (r) => isIndex(r.url()) && requested.push(r.url()));
  const loaded: {url: string; bytes: number}[] = [];
  page.on('response', async (r) => {
    if (isIndex(r.url())) loaded.push({url: r.url(), bytes: (await r.body().catch(() => Buffer.alloc(0))).length});
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
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
  // Found and marked with its marks: "tien" marks "tiền" in an answer's first sentence.
  await expect(page.getByRole('dialog').getByRole('option').locator('mark').first()).toHaveText(/hoàn|tiền|cọc/i);
  // The page's own language's index, and only it.
  expect(loaded.map((l) => new URL(l.url).pathname)).toEqual(['/vi/search-index.json']);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/vi\/(answer|salesRefund)#/);
});

test('a result shows the answer’s first sentence, and opening it marks that answer briefly', async ({page}) => {
  await page.goto('/en/');
  const box = await openSearch(page);
  await box.fill('foreign card');
  const first = page.getByRole('dialog').getByRole('option').first();
  await expect(first).toContainText('Which cards can I pay with?');
  await expect(first).toContainText('We only accept cards issued in Vietnam');
  await box.press('Enter');
  await expect(page).toHaveURL('/en/answer#accepted-cards');
  const heading = page.locator('#accepted-cards');
  await expect(heading).toBeInViewport();
  // The question and its answer, up to the next question, are marked; then the mark goes.
  const marked = page.locator('[data-search-answer]');
  await expect(marked.first()).toContainText('Which cards can I pay with?');
  await expect(marked.filter({hasText: 'issued abroad'})).toHaveCount(1);
  await expect(marked.filter({hasText: 'How do I return'})).toHaveCount(0);
  await expect(marked).toHaveCount(0, {timeout: 5000});
  // Still the page's :target, as a pasted link would be.
  expect(await heading.evaluate((el) => el.matches(':target'))).toBe(true);
});

test('a clause shows the agreement it is from; focus stays in the dialog until Esc gives it back', async ({page}) => {
  const en = localeByKey('en');
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const opener = page.getByRole('button', {name: message(en, 'search.label')});
  await opener.click();
  const box = page.getByRole('dialog').getByRole('combobox');
  await box.fill('delete my data');
  const first = page.getByRole('dialog').getByRole('option').first();
  await expect(first).toContainText('Privacy Policy · Your rights');
  await expect(first.locator('a')).toHaveAttribute('href', '/en/privacys#your-rights');
  // A modal dialog: tabbing never reaches the page behind it (between its last
  // and first control the focus may pass through the browser's own controls).
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return !el || el === document.body ? 'browser' : el.closest('dialog') ? 'dialog' : el.outerHTML.slice(0, 80);
    });
    expect(['dialog', 'browser']).toContain(focused);
  }
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(opener).toBeFocused();
});

// Reported to analytics, so for a visitor who allowed it.
test.describe(() => {
  test.use({analyticsConsent: 'granted'});

  test('a search that finds nothing offers the FAQ topics, the messenger and the hotline, and tells analytics', async ({
    page,
  }) => {
    const th = localeByKey('th');
    await page.goto('/th/');
    const box = await openSearch(page);
    await box.fill('zzqx 0912345678');
    const status = page.getByRole('dialog').getByRole('status');
    await expect(status).toContainText(message(th, 'search.noResults'));
    const topics = status.getByRole('navigation').getByRole('link');
    await expect(topics).toHaveCount(5);
    await expect(status.locator('a[href^="tel:"]')).toBeVisible();
    // A Thai SIM cannot dial 1900: the reader's messenger comes first.
    const [line] = messengersOf('th');
    const contacts = status.locator(':scope > p').filter({has: page.locator('a')});
    await expect(contacts.first().getByRole('link', {name: messengerName(line!.kind, 'th')})).toHaveAttribute(
      'href',
      line!.url,
    );
    await expect(contacts.nth(1).locator('a[href^="tel:"]')).toBeVisible();
    // Reported once typing has settled: the query's text, its number masked.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as {dataLayer: IArguments[]}).dataLayer
            .map((args) => Array.from(args))
            .filter(([kind, name]) => kind === 'event' && name === 'search_no_results'),
        ),
      )
      .toEqual([['event', 'search_no_results', {search_term: 'zzqx [number]'}]]);
    await topics.first().click();
    await expect(page).toHaveURL('/th/answer#renting');
  });
});

for (const [key, query, id] of [
  ['zh', '押金', 'deposit'],
  // "How long does a refund take?" as a renter asks it ("คืนเงิน" alone may mean how to ask for one).
  ['th', 'คืนเงินนานไหม', 'refund-time'],
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
  await page
    .locator('.navbar')
    .getByRole('button', {name: message(th, 'search.label')})
    .click();
  const box = page.getByRole('dialog');
  await expect(box).toBeVisible();
  const width = await box.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(360);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
});

// Six questions of each locale's eval, spread over its set: the box's first
// three results in the browser (its own segmenter, the index as served) are
// the engine's for the shipped index, so the eval's numbers are the box's.
for (const locale of locales) {
  test(`${locale.key}: the search box ranks the eval's questions as the engine does`, async ({page}) => {
    const set = queries[locale.key]!;
    const sample = set.filter((_, i) => i % Math.ceil(set.length / 6) === 0);
    const index = JSON.parse(
      readFileSync(path.join(__dirname, '../../build', locale.prefix, SEARCH_INDEX_FILE), 'utf8'),
    ) as SearchIndex;
    const engine = prepare(index);
    await page.goto(localePath(locale, '/answer'));
    await openSearch(page);
    for (const {query} of sample) {
      const expected = rank(engine, query, 3).map((hit) => hit.url);
      expect(expected.length, `"${query}" finds something`).toBeGreaterThan(0);
      expect((await results(page, query)).slice(0, 3), `"${query}"`).toEqual(expected);
    }
  });
}
