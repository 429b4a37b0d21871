/**
 * The help search's quality, measured without a browser: every question of
 * tests/search/queries.json is ranked by the engine the search box runs, and
 * a hit is the expected place (`<page>#<anchor>`) first (top 1) or among the
 * first three (top 3). FAQ and agreement questions are scored apart and
 * printed against their goals. (The e2e suite checks that the search box in
 * the browser ranks exactly as this engine does.)
 *
 *   npm run search:eval                 the indexes the build shipped (build/…/search-index.json);
 *                                       exits 1 where a locale answers fewer than FLOORS
 *   npm run search:rank [-- --locale vi --misses | --floors | other-questions.json]
 *                                       indexes rebuilt from build/'s pages with today's
 *                                       vocabulary: a vocabulary change needs no new site build
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {locales} from '../../src/data/locales';
import {localeSearchIndex, SEARCH_INDEX_FILE} from '../../src/plugins/search';
import {prepare, rank} from '../../src/plugins/search/engine';
import type {SearchIndex} from '../../src/plugins/search/searchIndex';
import {FLOORS, GOALS, kindOf, matches, type Query, type QueryKind} from '../../tests/search/queries';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const only = args.flatMap((a, i) => (args[i - 1] === '--locale' ? [a] : []));
const check = args.includes('--check');
const showMisses = args.includes('--misses');
const file = args.find((a) => a.endsWith('.json')) ?? path.join(root, 'tests/search/queries.json');
const queries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Query[]>;

// Rounded down, and marked below its goal: 56 of 59 is 94 % ✗, not 95 %.
const pct = (n: number, of: number, goal: number) =>
  of ? `${String(Math.floor((n / of) * 100)).padStart(3)} %${n / of < goal ? ' ✗' : '  '}` : '    –  ';
const goal = (k: QueryKind) => `top 1 ≥ ${GOALS[k].top1 * 100} %, top 3 ≥ ${GOALS[k].top3 * 100} %`;
const rows: string[] = [];
const failures: string[] = [];
// --floors prints what each locale answers today, for tests/search/queries.ts's FLOORS.
const floors: Record<string, unknown> = {};
for (const locale of locales) {
  if (only.length && !only.includes(locale.key)) continue;
  const set = queries[locale.key] ?? [];
  const dir = path.join(root, 'build', locale.prefix);
  const index = check
    ? (JSON.parse(readFileSync(path.join(dir, SEARCH_INDEX_FILE), 'utf8')) as SearchIndex)
    : await localeSearchIndex(dir, locale.key, root);
  const engine = prepare(index);
  const tally = {faq: {n: 0, top1: 0, top3: 0}, agreement: {n: 0, top1: 0, top3: 0}};
  const misses: string[] = [];
  for (const q of set) {
    const urls = rank(engine, q.query, 3).map((h) => h.url);
    const at = urls.findIndex((u) => matches(u, q.expect));
    const t = tally[kindOf(q)];
    t.n += 1;
    if (at === 0) t.top1 += 1;
    if (at >= 0) t.top3 += 1;
    if (at !== 0)
      misses.push(
        `    ${at < 0 ? '✗' : at + 1} "${q.query}" → ${q.expect}  got ${urls.map((u) => u.split('/').pop()).join(', ') || 'nothing'}`,
      );
  }
  const {faq, agreement} = tally;
  floors[locale.key] = {faq: {top1: faq.top1, top3: faq.top3}, agreement: {top1: agreement.top1, top3: agreement.top3}};
  rows.push(
    (
      `  ${locale.key.padEnd(3)} FAQ ${String(faq.n).padStart(3)}  top 1 ${pct(faq.top1, faq.n, GOALS.faq.top1)}  top 3 ${pct(faq.top3, faq.n, GOALS.faq.top3)}` +
      `  agreements ${String(agreement.n).padStart(3)}  top 1 ${pct(agreement.top1, agreement.n, GOALS.agreement.top1)}  top 3 ${pct(agreement.top3, agreement.n, GOALS.agreement.top3)}`
    ).trimEnd(),
  );
  if (showMisses) rows.push(...misses);
  if (!check) continue;
  if (set.length < 20) failures.push(`${locale.key}: ${set.length} questions, fewer than 20`);
  for (const kind of ['faq', 'agreement'] as const) {
    const floor = FLOORS[locale.key]?.[kind];
    if (!floor) failures.push(`${locale.key}: no FLOORS for ${kind} questions`);
    else
      for (const at of ['top1', 'top3'] as const)
        if (tally[kind][at] < floor[at])
          failures.push(`${locale.key}: ${kind} ${at} answers ${tally[kind][at]} questions, its floor is ${floor[at]}`);
  }
}
if (args.includes('--floors')) console.log(JSON.stringify(floors));
else
  console.log(
    `search eval (FAQ goal ${goal('faq')}; agreements ${goal('agreement')}` +
      `${check ? "; --check fails a locale below its floor in tests/search/queries.ts, today's numbers" : ''})\n${rows.join('\n')}`,
  );
if (failures.length) {
  console.error(
    `\nThe search answers fewer questions than it did (tests/search/queries.ts FLOORS):\n  ${failures.join('\n  ')}`,
  );
  process.exitCode = 1;
}
