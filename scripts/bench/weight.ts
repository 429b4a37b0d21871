/**
 * First-load weight of the built site, per page type, against the stock
 * Docusaurus 3.10.2 baseline (160 KB JS / 15 KB CSS, gzip). Sizes are gzip -9
 * of the built files, as a real host would serve them.
 *
 * The HTML lists runtime~main, main and the page's route chunks
 * (src/plugins/upstream/routeChunksInHtml.ts), but a page can fetch more before it is
 * interactive (a lazy component, the form). So the script reads the HTML with
 * cheerio (what the HTML lists) and also loads each page in Chromium to catch
 * the chunks fetched later (sizes still come from the files, so the numbers do
 * not depend on the encoding the browser negotiates). What a page asks for
 * only once it has loaded and the browser is idle (the offline worker's
 * registration) is shown apart, as "after load": it is not first-load.
 *
 *   npm run bench:weight -- [--locale en] [--dir build]
 *
 * Exits 1 if any page's first-load JS is over 160 KB gzip, the form included:
 * opened at #apply-for-trial it renders with react-hook-form alone (zod and
 * axios wait for the first focus in it).
 */
import {readFile, readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';
import {parseArgs} from 'node:util';
import {launchChromium} from '../lib/chromium';
import {createStaticServer, localePrefixes} from '../dev/serve';

const BASELINE = {js: 160, css: 15}; // KB gzip, stock Docusaurus 3.10.2
// [name, built file, hash]; answer = FAQ doc, privacys = agreement doc; the
// form is the home page opened at it, which loads the form's own chunk.
const PAGES = [
  ['home', 'index'],
  ['form', 'index', '#apply-for-trial'],
  ['about', 'about'],
  ['shopping', 'shopping'],
  ['venues', 'venues'],
  ['uploadPage', 'uploadPage'],
  ['answer', 'answer'],
  ['privacys', 'privacys'],
  ['404', '404'],
];

const {values: args} = parseArgs({
  options: {locale: {type: 'string', default: 'en'}, dir: {type: 'string', default: 'build'}},
});
const root = path.resolve(args.dir);
const prefix = args.locale === 'zh' ? '' : `/${args.locale}`;

const gzCache = new Map<string, number>();
async function gzipKB(file: string): Promise<number> {
  if (!gzCache.has(file)) gzCache.set(file, zlib.gzipSync(await readFile(file), {level: 9}).length / 1024);
  return gzCache.get(file)!;
}
const isExternal = (url: string) => /^(https?:)?\/\//.test(url);
const sumKB = async (urls: Iterable<string>) =>
  (await Promise.all([...urls].map((u) => gzipKB(path.join(root, new URL(u, 'http://x').pathname))))).reduce(
    (a, b) => a + b,
    0,
  );

/** What the HTML itself makes the browser fetch. */
function htmlAssets(html: string): {js: string[]; css: string[]; lang?: string} {
  const $ = cheerio.load(html);
  const js = [
    ...$('script[src]')
      .map((_, el) => $(el).attr('src'))
      .get(),
    ...$('link[rel=preload][as=script], link[rel=modulepreload]')
      .map((_, el) => $(el).attr('href'))
      .get(),
  ];
  const css = $('link[rel=stylesheet]')
    .map((_, el) => $(el).attr('href'))
    .get();
  return {js, css, lang: $('html').attr('lang')};
}

// Serve the build and let Chromium show which same-origin scripts and styles
// load before the page is interactive. Only 'script'/'stylesheet' requests
// count: Docusaurus' viewport link prefetches (<link rel=prefetch>) are 'other'.
const server = await createStaticServer({dir: root});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
const browser = await launchChromium();

const rows: Record<string, string>[] = [];
const thirdParty = new Set<string>();
let failed = false;
try {
  for (const [name, file, hash = ''] of PAGES as [string, string, string?][]) {
    const htmlFile = path.join(root, prefix, `${file}.html`);
    const {js, css, lang} = htmlAssets(await readFile(htmlFile, 'utf8'));
    js.concat(css)
      .filter(isExternal)
      .forEach((u) => thirdParty.add(u));

    // Fresh cache per page; the page's own language, or a home page would
    // redirect to the browser's language (src/plugins/language/client.ts).
    const context = await browser.newContext({locale: lang});
    const page = await context.newPage();
    const loaded = {script: new Set<string>(), stylesheet: new Set<string>()};
    const afterLoad = new Set<string>();
    let idleAfterLoad = false;
    page.on('request', (req) => {
      const type = req.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      if (!req.url().startsWith(origin)) thirdParty.add(req.url());
      else if (idleAfterLoad) afterLoad.add(new URL(req.url()).pathname);
      else loaded[type].add(new URL(req.url()).pathname);
    });
    // Marks the first idle moment after the load event, when the page's own
    // deferred work (src/lib/connection.ts whenIdle) starts.
    await page.exposeFunction('__idleAfterLoad', () => {
      idleAfterLoad = true;
    });
    await page.addInitScript(() =>
      window.addEventListener('load', () =>
        window.requestIdleCallback(() => (window as unknown as {__idleAfterLoad(): void}).__idleAfterLoad()),
      ),
    );
    const url = `${origin}${prefix}/${file === 'index' ? '' : file}`;
    await page.goto(url + hash, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated=true]');
    if (page.url().split('#')[0] !== url) console.warn(`WARNING: ${url} redirected to ${page.url()}`);
    await context.close();

    const htmlJs = new Set(js.filter((u) => !isExternal(u)).map((u) => new URL(u, 'http://x').pathname));
    const laterJs = [...loaded.script].filter((u) => !htmlJs.has(u));
    const allCss = new Set(
      [...css.filter((u) => !isExternal(u)), ...loaded.stylesheet].map((u) => new URL(u, 'http://x').pathname),
    );
    const [htmlJsKB, laterJsKB, cssKB, afterLoadKB] = await Promise.all([
      sumKB(htmlJs),
      sumKB(laterJs),
      sumKB(allCss),
      sumKB([...afterLoad].filter((u) => u.endsWith('.js'))),
    ]);
    const jsKB = htmlJsKB + laterJsKB;
    if (jsKB > BASELINE.js) failed = true;
    rows.push({
      page: name,
      'JS in HTML KB': htmlJsKB.toFixed(1),
      'fetched later KB': `${laterJsKB.toFixed(1)} (${laterJs.length} files)`,
      'JS total KB': jsKB.toFixed(1),
      'after load KB': afterLoadKB.toFixed(1),
      'CSS KB': cssKB.toFixed(1),
      'HTML KB': (await gzipKB(htmlFile)).toFixed(1),
      'JS ratio': `${(jsKB / BASELINE.js).toFixed(2)}×`,
      'CSS ratio': `${(cssKB / BASELINE.css).toFixed(2)}×`,
    });
  }
} finally {
  await browser.close();
  server.close();
}

console.log(
  `First-load weight, locale ${args.locale} (gzip -9; baseline ${BASELINE.js} KB JS / ${BASELINE.css} KB CSS)`,
);
console.table(rows);
if (thirdParty.size) console.log(`third-party (not counted):\n  ${[...thirdParty].join('\n  ')}`);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

// Fonts: anything over 100 KB is worth subsetting.
let largestFont = null;
for await (const file of walk(root)) {
  if (!/\.(woff2?|ttf|otf)$/i.test(file)) continue;
  const {size} = await stat(file);
  if (!largestFont || size > largestFont.size) largestFont = {file, size};
}
console.log(
  largestFont
    ? `Largest font: ${path.relative(root, largestFont.file)} ${(largestFont.size / 1024).toFixed(1)} KB${largestFont.size > 100 * 1024 ? '  WARNING: over 100 KB' : ''}`
    : 'Largest font: none in the build',
);

// Images without explicit dimensions shift layout; eager ones compete with
// the LCP. Above-the-fold images may rightly be eager, so these are warnings.
const localeDir = path.join(root, prefix);
const otherLocales = await localePrefixes(root);
const warnings = new Map();
for await (const file of walk(localeDir)) {
  const rel = path.relative(localeDir, file);
  // zh lives at the root: skip the other locales' folders.
  if (!file.endsWith('.html') || (prefix === '' && otherLocales.includes(rel.split(path.sep)[0]))) continue;
  const $ = cheerio.load(await readFile(file, 'utf8'));
  $('img').each((_, el) => {
    const img = $(el);
    const issues = [];
    if (!img.attr('width') || !img.attr('height')) issues.push('no width/height');
    if (img.attr('loading') !== 'lazy') issues.push('not loading=lazy');
    if (!issues.length) return;
    const key = `${img.attr('src')} (${issues.join(', ')})`;
    warnings.set(key, (warnings.get(key) ?? new Set()).add(rel));
  });
}
console.log(warnings.size ? 'Image warnings:' : 'Image warnings: none');
for (const [key, pages] of warnings) console.log(`  ${key} on ${pages.size} page(s): ${[...pages].join(', ')}`);

if (failed) {
  console.error(`FAIL: first-load JS over ${BASELINE.js} KB gzip on some page.`);
  process.exit(1);
}
