/**
 * First-load weight budgets, checked on the built files (gzip -9 of each, as
 * a host serves them; no browser, no timing), for every page type in every
 * locale: what a page's HTML makes the browser download before first paint
 * (its scripts and stylesheets), and for the form opened at its anchor also
 * the form's own chunk, which it loads at once there. A feature that pushes a
 * page over its budget fails `npm test` here, right after the build.
 * `npm run bench:weight` shows the same in Chromium, with what loads later.
 *
 *   npx tsx scripts/test/weight-budget.ts [--dir build]
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {locales} from '../../src/data/locales';
import {unusedInfimaClass} from '../../src/plugins/styles';

/**
 * KB gzip, the most any locale may weigh. Stock Docusaurus 3.10.2 loads 160 KB
 * of JS and 15 KB of CSS on a page; the goal is three quarters of that JS
 * (120 KB; 140 KB for the form). The JS budgets are today's weights plus about
 * 2 KB, not that goal: React 19's react-dom alone is 63 KB and Docusaurus'
 * router, head manager and theme another ~35 KB of every main.js, and the
 * help pages add the docs theme (sidebar, TOC, admonitions). Lower a budget
 * when a page gets lighter; never raise one without saying why.
 */
export const BUDGETS = {
  // Today's heaviest locale plus about 2 KB: tslib and the theme's unused parts left every
  // page (-4 to -7 KB); the help pages then took back ~2.5 KB for the help home, the
  // support block's call cost and reply times and "did this answer help?"; the form ~1 KB
  // for its required marks, currency and unit; the venues page is new.
  js: {
    home: 147,
    about: 134,
    shopping: 136,
    venues: 137,
    uploadPage: 136,
    answer: 161,
    privacys: 161,
    notFound: 134,
    form: 166,
  },
  css: 15,
};

type PageType = keyof typeof BUDGETS.js;
const PAGES: [PageType, string][] = [
  ['home', 'index.html'],
  ['about', 'about.html'],
  ['shopping', 'shopping.html'],
  ['venues', 'venues.html'],
  ['uploadPage', 'uploadPage.html'],
  ['answer', 'answer.html'],
  ['privacys', 'privacys.html'],
  ['notFound', '404.html'],
];
/** The form's chunk name (src/components/CustomizationForm/index.tsx). */
const FORM_CHUNK = 'customization-form';

const {values: args} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
const root = path.resolve(args.dir);

const gz = new Map<string, number>();
function kb(file: string): number {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(readFileSync(file), {level: 9}).length / 1024);
  return gz.get(file)!;
}

/** The same-origin scripts and stylesheets the HTML names, as files of the build. */
function named(html: string): {js: string[]; css: string[]} {
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!).filter((u) => u.startsWith('/'));
  const file = (url: string) => path.join(root, url.split(/[?#]/)[0]!);
  return {
    js: [
      ...new Set([
        ...attr(/<script[^>]*\ssrc="?([^"\s>]+)/g),
        ...attr(/<link[^>]*rel="?(?:preload|modulepreload)"?[^>]*as="?script"?[^>]*href="?([^"\s>]+)/g),
      ]),
    ].map(file),
    css: attr(/<link[^>]*rel="?stylesheet"?[^>]*href="?([^"\s>]+)/g).map(file),
  };
}

/**
 * The files the home page's scripts load together for the form: its chunk,
 * found by name in the runtime's map of chunk ids (`298:"customization-form"`),
 * and the chunks loaded with it (`Promise.all([e("360"), e("298")])`), with their CSS.
 */
function formChunks(localeDir: string, homeJs: string[]): string[] {
  const sources = homeJs.map((f) => readFileSync(f, 'utf8'));
  const names = new Map<string, string>();
  for (const source of sources)
    for (const [, id, name] of source.matchAll(/[{,]"?(\w+)"?:"([\w-]+)"/g)) if (!names.has(id!)) names.set(id!, name!);
  const id = [...names].find(([, name]) => name === FORM_CHUNK)?.[0];
  const loads = (ids: string) => [...ids.matchAll(/\.e\("?(\w+)"?\)/g)].map((m) => m[1]!);
  const group = id
    ? sources
        .flatMap((source) => [...source.matchAll(/Promise\.all\(\[([^\]]*)\]\)/g)].map((m) => loads(m[1]!)))
        .find((ids) => ids.includes(id))
    : undefined;
  if (!group) throw new Error(`the home page's scripts no longer load the "${FORM_CHUNK}" chunk: update this check`);
  const list = (dir: string) => (existsSync(path.join(localeDir, dir)) ? readdirSync(path.join(localeDir, dir)) : []);
  return group.flatMap((chunk) => {
    const prefix = `${chunk === id ? FORM_CHUNK : chunk}.`;
    return [
      ...list('assets/js')
        .filter((f) => f.startsWith(prefix) && f.endsWith('.js'))
        .map((f) => path.join(localeDir, 'assets/js', f)),
      ...list('assets/css')
        .filter((f) => f.startsWith(prefix) && f.endsWith('.css'))
        .map((f) => path.join(localeDir, 'assets/css', f)),
    ];
  });
}

const sum = (files: string[]) => files.reduce((total, f) => total + kb(f), 0);
const failures: string[] = [];
const worst = new Map<string, {js: number; css: number; where: string}>();

for (const locale of locales) {
  const localeDir = path.join(root, locale.prefix);
  for (const [type, file] of PAGES) {
    const {js, css} = named(readFileSync(path.join(localeDir, file), 'utf8'));
    const measured: [PageType, number, number][] = [[type, sum(js), sum(css)]];
    if (type === 'home') {
      const form = formChunks(localeDir, js);
      measured.push([
        'form',
        sum(js) + sum(form.filter((f) => f.endsWith('.js'))),
        sum(css) + sum(form.filter((f) => f.endsWith('.css'))),
      ]);
    }
    for (const [page, jsKB, cssKB] of measured) {
      const where = `${locale.key} ${page}`;
      if (jsKB > BUDGETS.js[page]) failures.push(`${where}: ${jsKB.toFixed(1)} KB JS (budget ${BUDGETS.js[page]})`);
      if (cssKB > BUDGETS.css) failures.push(`${where}: ${cssKB.toFixed(1)} KB CSS (budget ${BUDGETS.css})`);
      const w = worst.get(page);
      if (!w || jsKB > w.js) worst.set(page, {js: jsKB, css: Math.max(cssKB, w?.css ?? 0), where: locale.key});
      else if (cssKB > w.css) w.css = cssKB;
    }
  }
}

// Infima's classes that the stylesheet no longer has (src/plugins/styles) must stay unnamed:
// in the pages' class attributes, and in the scripts' class names (`className:"…"`, `"card"`).
const scriptsDir = path.join(root, 'assets/js');
const scripts = readdirSync(scriptsDir)
  .filter((f) => f.endsWith('.js'))
  .map((f) => readFileSync(path.join(scriptsDir, f), 'utf8'))
  .join('\n');
const htmlClasses = readdirSync(root)
  .filter((f) => f.endsWith('.html'))
  .flatMap((f) => [...readFileSync(path.join(root, f), 'utf8').matchAll(/\sclass="?([^">]+)/g)].map((m) => m[1]!))
  .join(' ');
const scriptClasses = [...scripts.matchAll(/className:"([^"]+)"|[(,]"([\w -]+)"/g)].map((m) => m[1] ?? m[2]).join(' ');
const used = new Set(`${htmlClasses} ${scriptClasses}`.split(/\s+/));
const infima = readFileSync(createRequire(import.meta.url).resolve('infima/dist/css/default/default.css'), 'utf8');
const dropped = new Set([...infima.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!).filter(unusedInfimaClass));
const stillUsed = [...dropped].filter((c) => used.has(c));
if (stillUsed.length) failures.push(`Infima classes dropped from the stylesheet but used: ${stillUsed.join(', ')}`);

console.log('First-load weight, max over the locales (KB gzip; budget in brackets):');
for (const [page, {js, css, where}] of worst)
  console.log(
    `  ${page.padEnd(10)} JS ${js.toFixed(1).padStart(6)} [${BUDGETS.js[page as PageType]}]  CSS ${css.toFixed(1).padStart(5)} [${BUDGETS.css}]  (${where})`,
  );
if (failures.length) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All pages within their budgets.');
