/**
 * npm run search:eval — the help search measured as renters use it, through
 * the real search box of the built site:
 * - quality: every question of tests/search/queries.json is typed into the
 *   search box of its locale; a hit is the expected FAQ answer first (top 1)
 *   or among the first three (top 3). Goal per locale: top 3 100 %, top 1
 *   ≥ 85 %; a locale below fails.
 * - cost, on a throttled phone (Chrome's Slow 4G, CPU 4× slower): bytes
 *   fetched for the first query and for a further one, and the time from the
 *   last keystroke to the results. Printed, not asserted: speed goals are
 *   benchmarks, not timed tests.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from '../e2e/fixtures';
import {idle, localePath, locales, prefetchesSettled} from '../e2e/support';

type Query = {query: string; expect: string};
const queries = JSON.parse(readFileSync(path.resolve(__dirname, 'queries.json'), 'utf8')) as Record<string, Query[]>;

async function openSearch(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('/');
  // The dialog's code loads when it is first opened: a slow phone waits for it, as a reader does.
  const box = page.getByRole('dialog').getByRole('combobox');
  await expect(box).toBeVisible({timeout: 15_000});
  return box;
}

/** Types a query (as one last keystroke) and waits for its results: their links. */
async function results(page: Page, query: string): Promise<string[]> {
  await page.getByRole('dialog').getByRole('combobox').fill(query);
  // The list is busy while a search runs; then it holds this query's results.
  const list = page.locator('[role="dialog"] [role="listbox"]');
  await expect(list).toHaveAttribute('data-query', query);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  return list
    .locator('a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
}

const quality: string[] = [];
const costs: string[] = [];
test.afterAll(() => {
  console.log(`\nsearch eval: quality per locale (goal: top 3 100 %, top 1 ≥ 85 %)\n${quality.join('\n')}`);
  if (costs.length)
    console.log(
      `\nsearch eval: cost on Slow 4G with a 4× slower CPU (goal: first query ≤ 50 KB, next ≤ 20 KB, ≤ 300 ms)\n` +
        `  locale  first query  next query  keystroke → results (first, next)\n${costs.join('\n')}`,
    );
});

const percent = (n: number, of: number) => `${Math.round((n / of) * 100)} %`.padStart(5);

for (const locale of locales) {
  test(`${locale.key}: the expected answer is in the top 3 for every question, first for most`, async ({page}) => {
    const set = queries[locale.key] ?? [];
    expect(set.length).toBeGreaterThanOrEqual(20);
    await page.goto(localePath(locale, '/answer'));
    await openSearch(page);
    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const {query, expect: id} of set) {
      const urls = (await results(page, query)).slice(0, 3);
      const at = urls.findIndex((u) => u.endsWith(`#${id}`));
      if (at === 0) top1 += 1;
      if (at >= 0) top3 += 1;
      else misses.push(`"${query}" → ${id} (got ${urls.map((u) => u.split('#')[1] ?? u).join(', ') || 'nothing'})`);
    }
    quality.push(
      `  ${locale.key.padEnd(3)} ${String(set.length).padStart(3)} questions  top 1 ${percent(top1, set.length)}  top 3 ${percent(top3, set.length)}` +
        (misses.length ? `   not in top 3: ${misses.join('; ')}` : ''),
    );
    expect(misses, 'questions whose answer is not in the top 3').toEqual([]);
    expect(top1 / set.length, 'share of questions answered first').toBeGreaterThanOrEqual(0.85);
  });
}

for (const locale of locales) {
  test(`${locale.key}: what a query costs on a throttled phone`, async ({page}) => {
    const [first, next] = queries[locale.key]!;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Chrome DevTools' "Slow 4G" preset (request-level throttling) and 4× CPU, as Lighthouse's mobile profile.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (750 * 1024 * 0.9) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    // What the search fetches: its script and its index. The page's own
    // prefetches of other pages (link rel=prefetch, type "Other") are not
    // the search's, and are let settle first.
    const fetchedBySearch = new Set<string>();
    let bytes = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Script' || e.type === 'Fetch') fetchedBySearch.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (fetchedBySearch.has(e.requestId)) bytes += e.encodedDataLength;
    });
    await page.goto(localePath(locale, '/answer'));
    await prefetchesSettled(page);
    await openSearch(page);
    await idle(page);
    const measure = async (query: string) => {
      bytes = 0;
      // Timed in the page: from the input event of the last keystroke to the
      // list holding this query's results.
      const ms = page.evaluate(
        (q) =>
          new Promise<number>((resolve) => {
            const box = document.querySelector('[role="dialog"] [role="combobox"]')!;
            const list = document.querySelector('[role="dialog"] [role="listbox"]')!;
            let typed = 0;
            box.addEventListener('input', (e) => (typed = e.timeStamp), {once: true});
            new MutationObserver((_, observer) => {
              if (typed && list.getAttribute('data-query') === q && list.getAttribute('aria-busy') === 'false') {
                observer.disconnect();
                resolve(performance.now() - typed);
              }
            }).observe(list, {attributes: true});
          }),
        query,
      );
      await results(page, query);
      // A response finishing after the results are drawn would still count.
      await idle(page);
      return {kb: bytes / 1024, ms: Math.round(await ms)};
    };
    const a = await measure(first!.query);
    const b = await measure(next!.query);
    costs.push(
      `  ${locale.key.padEnd(6)}  ${a.kb.toFixed(1).padStart(8)} KB  ${b.kb.toFixed(1).padStart(7)} KB  ${String(a.ms).padStart(6)} ms, ${b.ms} ms`,
    );
    expect(a.kb).toBeGreaterThan(0);
  });
}
