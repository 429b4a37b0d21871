/**
 * Lighthouse (default config: mobile, simulated throttling) on the built site,
 * so regressions against the goals show up before deploying:
 * performance ≥ 95, accessibility, best practices and SEO = 100.
 * It serves the build itself with scripts/dev/serve.ts (clean URLs + compression,
 * like production) and starts a fresh Chrome per URL so no cache leaks over.
 * Each page is measured --runs times and the median run is reported (how
 * Lighthouse's docs say to tame variance); the "perf runs" column shows the
 * spread, which on a shared 2-core host is often ±10 points.
 *
 *   npm run bench:lighthouse -- [--dir build] [--port 4300]
 *     [--locales zh,vi,th,en] [--pages home,answer,shopping,form,about,app] [--json out.json]
 *     [--runs 3] [--reports dir]   (median run's full JSON per page, for the Lighthouse viewer)
 *     [--browser-lang vi]   (a visitor whose browser asks for this language: measures
 *                            the host's redirect of / too, instead of each page's own language)
 *     [--no-script home,answer]   (also measures these pages with every script blocked,
 *                            same runs: their "LCP no-script s" is the limit scripts can reach)
 *     [--applied home,answer]   (also measures these pages under applied throttling, with and
 *                            without scripts: "LCP applied s" and "TBT applied ms" beside their limit)
 *
 * Simulated throttling (the score) is Lantern's model of a load it watched
 * unthrottled: every request that finished before the paint it saw counts
 * towards LCP, so the scripts a page requests beside its CSS are charged in full
 * although they neither block the paint nor win its bandwidth in a browser.
 * Applied throttling (`throttlingMethod: 'devtools'`: each request delayed and
 * the CPU slowed 4× while Chrome loads the page) measures what a phone on that
 * network would see; it is slower to run and varies more, so it sits beside the
 * score and has no goal of its own.
 *
 * Exits 1 if any page misses a goal, after listing the audits that cost points.
 */
import {readFileSync} from 'node:fs';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import {parseArgs} from 'node:util';
import {chromiumArgs, fullChromiumPath} from '../../lib/chromium';
import {createStaticServer} from '../../dev/serve';

const PAGES: Record<string, string> = {
  home: '/',
  answer: '/answer',
  shopping: '/shopping',
  venues: '/venues',
  form: '/#apply-for-trial',
  about: '/about',
  app: '/uploadPage',
};
const GOALS: Record<string, number> = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];

const {values: args} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '4300'},
    runs: {type: 'string', default: '3'},
    locales: {type: 'string', default: 'zh,vi,th,en'},
    // The four pages measured since the first budget; about and app on request.
    pages: {type: 'string', default: 'home,answer,shopping,form'},
    'browser-lang': {type: 'string'},
    'no-script': {type: 'string', default: 'home,answer'},
    applied: {type: 'string', default: 'home,answer'},
    json: {type: 'string'},
    reports: {type: 'string'},
  },
});

// Lighthouse's report is read loosely: its audits' detail items differ by audit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const server = await createStaticServer({dir: args.dir});
// Fall back to any free port if the default one is taken.
const port = await new Promise<number>((resolve, reject) => {
  server.once('error', (e: NodeJS.ErrnoException) =>
    e.code === 'EADDRINUSE' ? server.listen(0, '127.0.0.1') : reject(e),
  );
  server.once('listening', () => resolve((server.address() as {port: number}).port));
  server.listen(Number(args.port), '127.0.0.1');
});

// A home page sends a browser whose language differs to that language's home
// (src/plugins/language/client.ts), and headless Chrome says en-US:
// give Chrome each page's own <html lang> so we measure the page as served.
const htmlLang = (prefix: string) =>
  readFileSync(path.join(args.dir, prefix, 'index.html'), 'utf8').match(/<html[^>]*\slang="?([\w-]+)/)![1]!;

const visitorLang = args['browser-lang'];
const targets = args.locales.split(',').flatMap((locale) => {
  const prefix = locale === 'zh' ? '' : `/${locale}`;
  const lang = visitorLang ?? htmlLang(prefix);
  return args.pages.split(',').map((page) => ({
    page,
    label: `${locale} ${PAGES[page]}${visitorLang ? ` (${visitorLang} browser)` : ''}`,
    url: `http://127.0.0.1:${port}${prefix}${PAGES[page]}`,
    lang,
  }));
});

/**
 * `noScript`: every script blocked, so the page is its HTML and CSS alone.
 * `applied`: the same mobile throttling applied while the page loads, not simulated afterwards.
 */
async function audit(url: string, lang: string, {noScript = false, applied = false} = {}): Promise<Loose> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'lh-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath: fullChromiumPath(),
    chromeFlags: [...CHROME_FLAGS, `--accept-lang=${lang}`],
    userDataDir,
  });
  try {
    const blockedUrlPatterns = noScript ? ['*.js'] : [];
    const throttlingMethod = applied ? 'devtools' : 'simulate';
    return (await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      blockedUrlPatterns,
      throttlingMethod,
    }))!.lhr;
  } finally {
    chrome.kill();
    await rm(userDataDir, {recursive: true, force: true});
  }
}

/** The median of one audit's value over runs (NaN for no runs). */
function median(runs: Loose[], id: string): number {
  const values = runs.map((r) => r.audits[id].numericValue as number).sort((x, y) => x - y);
  return values.length ? values[Math.floor(values.length / 2)]! : NaN;
}
const seconds = (ms: number) => (Number.isNaN(ms) ? '' : Number((ms / 1000).toFixed(2)));

/** One line per offending element/resource (deduplicated), so the fix is obvious. */
function describeItems(details: Loose, max = 6): string[] {
  const lines: string[] = (details?.items ?? []).map((item: Loose) => {
    const node = item.node ?? (typeof item.source === 'object' ? item.source : item);
    const where = node.selector ?? node.url ?? item.url ?? item.sourceLocation?.url ?? '';
    const what = node.snippet ?? item.description ?? '';
    const why = (node.explanation ?? '').replace(/^Fix (any|all) of the following:/, '').replace(/\s+/g, ' ');
    return [where, what, why].filter(Boolean).join('  ').slice(0, 400);
  });
  const counts = new Map<string, number>();
  for (const line of lines.filter(Boolean)) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].slice(0, max).map(([line, n]) => (n > 1 ? `${n}× ${line}` : line));
}

/** Performance audits are metrics; point at the causes instead. */
function performanceHints(lhr: Loose): string[] {
  const hint = (label: string, id: string, max: number) =>
    describeItems(lhr.audits[id]?.details, max).map((l) => `    ${label}: ${l}`);
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  return [
    ...describeItems(lcp, 1).map((l) => `    LCP element: ${l}`),
    ...hint('layout shift', 'layout-shifts', 3),
    ...(lhr.audits['bootup-time']?.details?.items ?? [])
      .slice(0, 3)
      .map((i: Loose) => `    JS execution: ${i.url} ${Math.round(i.total)} ms`),
  ];
}

const rows: Record<string, Loose>[] = [];
const results: Record<string, Loose>[] = [];
const failures: string[] = [];
const benchmarks: number[] = [];
try {
  const noScriptPages = args['no-script'] ? args['no-script'].split(',') : [];
  const appliedPages = args.applied ? args.applied.split(',') : [];
  for (const {page, label, url, lang} of targets) {
    const runs = [];
    const noScriptRuns = [];
    const appliedRuns = [];
    const appliedNoScriptRuns = [];
    // Interleaved, so all see the same host load.
    for (let run = 1; run <= Number(args.runs); run++) {
      process.stderr.write(`Lighthouse ${url} (${run}/${args.runs}) …\n`);
      runs.push(await audit(url, lang));
      if (noScriptPages.includes(page)) noScriptRuns.push(await audit(url, lang, {noScript: true}));
      if (appliedPages.includes(page)) {
        appliedRuns.push(await audit(url, lang, {applied: true}));
        appliedNoScriptRuns.push(await audit(url, lang, {applied: true, noScript: true}));
      }
    }
    const lhr = computeMedianRun(runs);
    const perfRuns = runs.map((r) => Math.round((r.categories.performance?.score ?? NaN) * 100));
    benchmarks.push(...runs.map((r) => r.environment.benchmarkIndex));
    if (args.reports) {
      await mkdir(args.reports, {recursive: true});
      await writeFile(path.join(args.reports, `${label.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
    }
    const score = (id: string) =>
      lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const result: Record<string, Loose> = {
      page: label,
      performance: score('performance'),
      'perf runs': `${Math.min(...perfRuns)}–${Math.max(...perfRuns)}`,
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP s': Number((value('largest-contentful-paint') / 1000).toFixed(2)),
      // The median of the blocked runs' LCP.
      'LCP no-script s': seconds(median(noScriptRuns, 'largest-contentful-paint')),
      'TBT ms': Math.round(value('total-blocking-time')),
      'LCP applied s': seconds(median(appliedRuns, 'largest-contentful-paint')),
      'LCP applied no-script s': seconds(median(appliedNoScriptRuns, 'largest-contentful-paint')),
      'TBT applied ms': appliedRuns.length ? Math.round(median(appliedRuns, 'total-blocking-time')) : '',
      CLS: Number(value('cumulative-layout-shift').toFixed(3)),
      'transfer KB': Math.round(value('total-byte-weight') / 1024),
    };
    results.push({url, ...result});
    rows.push(result);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      const note = `${label}: redirected to ${new URL(lhr.finalDisplayedUrl).pathname}; the numbers include the redirect`;
      if (visitorLang) console.log(note);
      else failures.push(note);
    }
    if (lhr.runtimeError) failures.push(`${label}: runtime error ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

    for (const [category, goal] of Object.entries(GOALS)) {
      if (result[category] >= goal) continue;
      failures.push(`${label}: ${category} ${result[category]} (goal ${goal})`);
      // Only weighted audits that lost points explain the category score.
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1) {
          failures.push(
            `    - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''} [score ${a.score}, weight ${ref.weight}]`,
          );
          for (const line of describeItems(a.details)) failures.push(`        ${line}`);
        }
      }
      if (category === 'performance') failures.push(...performanceHints(lhr));
    }
  }
} finally {
  server.close();
}

console.table(rows);
const minimum = Object.fromEntries(Object.keys(GOALS).map((k) => [k, Math.min(...rows.map((r) => r[k]))]));
console.log(
  'Minimum:',
  Object.entries(minimum)
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
);
// Simulated throttling scales this host's own CPU time by 4, so a slow or busy
// host inflates TBT/LCP; say so rather than let it pass for a regression.
console.log(
  `CPU benchmarkIndex: ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}` +
    ` (typical desktop ~1000–2000), load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
);
if (os.loadavg()[0] > os.cpus().length / 2)
  console.log('WARNING: the host is busy; performance scores are unreliable.');
if (args.json) await writeFile(args.json, `${JSON.stringify({results, minimum}, null, 2)}\n`);

if (failures.length) {
  console.log(
    `\nBelow the goals (${Object.entries(GOALS)
      .map(([k, v]) => `${k} ≥ ${v}`)
      .join(', ')}):`,
  );
  console.log(failures.join('\n'));
  process.exit(1);
}
console.log('All pages meet the goals.');
