/**
 * npm run search:rank — the search eval without a browser: each locale's
 * index is rebuilt from the built pages in build/ (so a vocabulary change
 * needs no new site build) and every question of tests/search/queries.json
 * is ranked by the engine the search box runs. Quick to iterate on; the
 * search box itself is measured by `npm run search:eval`.
 *   npm run search:rank [-- --locale vi --locale th] [-- --misses]
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {locales} from '../../src/data/locales';
import {localeSearchIndex} from '../../src/plugins/search';
import {prepare, rank} from '../../src/plugins/search/engine';
import {kindOf, matches, type Query} from '../../tests/search/queries';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const only = args.flatMap((a, i) => (args[i - 1] === '--locale' ? [a] : []));
const showMisses = args.includes('--misses');
const file = args.find((a) => a.endsWith('.json')) ?? path.join(root, 'tests/search/queries.json');
const queries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Query[]>;

const pct = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '-').padStart(5);
const rows: string[] = [];
// --floors prints what each locale answers today, for tests/search/queries.ts's FLOORS.
const floors: Record<string, unknown> = {};
for (const locale of locales) {
  if (only.length && !only.includes(locale.key)) continue;
  const set = queries[locale.key] ?? [];
  const engine = prepare(await localeSearchIndex(path.join(root, 'build', locale.prefix), locale.key, root));
  const tally = {faq: [0, 0, 0], agreement: [0, 0, 0]};
  const misses: string[] = [];
  for (const q of set) {
    const urls = rank(engine, q.query, 3).map((h) => h.url);
    const at = urls.findIndex((u) => matches(u, q.expect));
    const t = tally[kindOf(q)];
    t[0]! += 1;
    if (at === 0) t[1]! += 1;
    if (at >= 0) t[2]! += 1;
    if (at !== 0)
      misses.push(
        `  ${at < 0 ? '✗' : at + 1} "${q.query}" → ${q.expect}  got ${urls.map((u) => u.split('/').pop()).join(', ')}`,
      );
  }
  floors[locale.key] = {
    faq: {top1: tally.faq[1], top3: tally.faq[2]},
    agreement: {top1: tally.agreement[1], top3: tally.agreement[2]},
  };
  const [fn, f1, f3] = tally.faq;
  const [an, a1, a3] = tally.agreement;
  rows.push(
    `${locale.key.padEnd(4)} FAQ ${String(fn).padStart(3)}  top1 ${pct(f1!, fn!)} top3 ${pct(f3!, fn!)}   agreements ${String(an).padStart(3)}  top1 ${pct(a1!, an!)} top3 ${pct(a3!, an!)}`,
  );
  if (showMisses) rows.push(...misses);
}
console.log(args.includes('--floors') ? JSON.stringify(floors) : rows.join('\n'));
