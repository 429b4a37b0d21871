/**
 * npm run search:eval — the help search measured as renters use it, through
 * the real search box of the built site: every question of
 * tests/search/queries.json is typed into the search box of its locale; a hit
 * is the expected place (`<page>#<anchor>`: an FAQ answer or an agreement
 * clause) first (top 1) or among the first three (top 3), compared by the
 * result's path and hash. FAQ and agreement questions are scored apart and
 * printed against their goals; a locale that answers fewer than it does today
 * (FLOORS) fails. What a query costs on a
 * throttled phone is a benchmark: `npm run bench:search` (./bench.spec.ts).
 */
import {expect, test} from '../e2e/fixtures';
import {localePath, locales} from '../e2e/support';
import {openSearch, results} from './searchBox';
import {FLOORS, GOALS, kindOf, matches, queries} from './queries';

const quality: string[] = [];
test.afterAll(() => {
  const goal = (k: keyof typeof GOALS) => `top 1 ≥ ${GOALS[k].top1 * 100} %, top 3 ≥ ${GOALS[k].top3 * 100} %`;
  console.log(
    `\nsearch eval: quality per locale (FAQ goal ${goal('faq')}; agreements ${goal('agreement')})\n${quality.join('\n')}`,
  );
});

const percent = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)} %` : '–').padStart(5);

for (const locale of locales) {
  test(`${locale.key}: the expected answer or clause is in the top 3, first for most`, async ({page}) => {
    const set = queries[locale.key] ?? [];
    expect(set.length).toBeGreaterThanOrEqual(20);
    await page.goto(localePath(locale, '/answer'));
    await openSearch(page);
    const tally = {faq: {n: 0, top1: 0, top3: 0}, agreement: {n: 0, top1: 0, top3: 0}};
    const misses: string[] = [];
    for (const q of set) {
      const urls = (await results(page, q.query)).slice(0, 3);
      const at = urls.findIndex((u) => matches(u, q.expect));
      const t = tally[kindOf(q)];
      t.n += 1;
      if (at === 0) t.top1 += 1;
      if (at >= 0) t.top3 += 1;
      else
        misses.push(`"${q.query}" → ${q.expect} (got ${urls.map((u) => u.split('/').pop()).join(', ') || 'nothing'})`);
    }
    const {faq, agreement} = tally;
    quality.push(
      `  ${locale.key.padEnd(3)} FAQ ${String(faq.n).padStart(3)}  top 1 ${percent(faq.top1, faq.n)}  top 3 ${percent(faq.top3, faq.n)}` +
        `   agreements ${String(agreement.n).padStart(3)}  top 1 ${percent(agreement.top1, agreement.n)}  top 3 ${percent(agreement.top3, agreement.n)}` +
        (misses.length ? `\n      not in top 3: ${misses.join('; ')}` : ''),
    );
    for (const kind of ['faq', 'agreement'] as const) {
      const t = tally[kind];
      if (!t.n) continue;
      const floor = FLOORS[locale.key]![kind];
      expect
        .soft(t.top3, `${kind}: questions answered in the top 3 (goal ${GOALS[kind].top3 * 100} %)`)
        .toBeGreaterThanOrEqual(floor.top3);
      expect
        .soft(t.top1, `${kind}: questions answered first (goal ${GOALS[kind].top1 * 100} %)`)
        .toBeGreaterThanOrEqual(floor.top1);
    }
  });
}
