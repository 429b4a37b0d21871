/**
 * npm run search:eval — types every query of tests/search/queries.json into
 * the search box of its locale, through the real UI of the built site, and
 * counts a hit when the expected FAQ answer is among the first three
 * results. Prints the hit rate per locale; fails below 90 % in any locale.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from '../e2e/fixtures';
import {localePath, locales} from '../e2e/support';

type Query = {query: string; expect: string};
const queries = JSON.parse(readFileSync(path.resolve(__dirname, 'queries.json'), 'utf8')) as Record<string, Query[]>;

async function openSearch(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('/');
  return page.getByRole('dialog').getByRole('combobox');
}

async function top3(page: Page, query: string): Promise<string[]> {
  const box = page.getByRole('dialog').getByRole('combobox');
  await box.fill(query);
  const results = page.getByRole('dialog').getByRole('option');
  // The list is busy while a search runs; then it holds this query's results.
  const list = page.locator('[role="dialog"] [role="listbox"]');
  await expect(list).toHaveAttribute('data-query', query);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  return results
    .locator('a')
    .evaluateAll((links) => links.slice(0, 3).map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
}

const rates: string[] = [];
test.afterAll(() => console.log(`\nsearch eval, top-3 hit rate per locale:\n${rates.join('\n')}`));

for (const locale of locales) {
  test(`search finds the right answer in ${locale.key} (top 3 ≥ 90 %)`, async ({page}) => {
    const set = queries[locale.key] ?? [];
    expect(set.length).toBeGreaterThanOrEqual(8);
    await page.goto(localePath(locale, '/answer'));
    await openSearch(page);
    let hits = 0;
    const misses: string[] = [];
    for (const {query, expect: id} of set) {
      const urls = await top3(page, query);
      if (urls.some((u) => u.endsWith(`#${id}`))) hits += 1;
      else misses.push(`"${query}" → ${id} (got ${urls.join(', ') || 'nothing'})`);
    }
    const rate = hits / set.length;
    rates.push(
      `  ${locale.key.padEnd(3)} ${hits}/${set.length} = ${Math.round(rate * 100)} %${misses.length ? `   missed: ${misses.join('; ')}` : ''}`,
    );
    expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
}
