/**
 * What saving a locale for offline reading costs a visitor: one first visit to
 * a page in Chromium (service workers allowed), then everything the host sends
 * until that locale's worker is active and the network is quiet. Counted at
 * the host (scripts/dev/serve.ts, brotli as a browser asks for it), so the
 * worker's own requests count and a file the browser takes from its HTTP cache
 * does not: the bytes are what crosses the network.
 *
 *   npm run bench:offline -- [--dir build] [--page /vi/answer]
 *
 * Prints the page's own load, the background download and its largest files.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {chromium} from '@playwright/test';
import {chromiumArgs, fullChromiumPath} from '../lib/chromium';
import {createStaticServer} from '../dev/serve';

const {values: args} = parseArgs({
  options: {dir: {type: 'string', default: 'build'}, page: {type: 'string', default: '/vi/answer'}},
});
const scope = `/${args.page.split('/')[1] ?? ''}/`.replace('//', '/');

type Sent = {url: string; bytes: number; status: number; background: boolean};
let sent: Sent[] = [];
/** Set once the page has hydrated: what follows is background work (idle prefetches, the save). */
let background = false;

const server = await createStaticServer({dir: path.resolve(args.dir)});
// Count each response's body as sent (compressed when the browser asked for it).
server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
  const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
  res.end = ((...a: unknown[]) => {
    const chunk = a[0];
    const bytes = Buffer.isBuffer(chunk) || typeof chunk === 'string' ? Buffer.byteLength(chunk) : 0;
    sent.push({url: (req.url ?? '').split('?')[0]!, bytes, status: res.statusCode, background});
    return end(...a);
  }) as typeof res.end;
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as {port: number}).port}`;

/**
 * One first visit in a fresh browser profile; with workers blocked it is the
 * page alone (its prefetches included), with them allowed the page and the save.
 */
async function visit(serviceWorkers: 'allow' | 'block'): Promise<Sent[]> {
  sent = [];
  background = false;
  const browser = await chromium.launch({executablePath: fullChromiumPath(), args: chromiumArgs});
  try {
    const context = await browser.newContext({serviceWorkers, locale: 'vi-VN'});
    const page = await context.newPage();
    await page.goto(origin + args.page, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated=true]');
    background = true;
    if (serviceWorkers === 'allow')
      await page.waitForFunction(
        async (scope) => (await navigator.serviceWorker.getRegistration(scope))?.active?.state === 'activated',
        scope,
        {timeout: 60_000, polling: 200},
      );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await context.close();
  } finally {
    await browser.close();
  }
  return sent;
}

let pageOnly: Sent[];
let withSave: Sent[];
try {
  pageOnly = await visit('block');
  withSave = await visit('allow');
} finally {
  server.close();
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const total = (list: Sent[]) => list.reduce((a, s) => a + s.bytes, 0);
// The save's own responses: each URL's responses beyond the page-only visit's.
const left = new Map<string, number>();
for (const s of pageOnly) left.set(s.url, (left.get(s.url) ?? 0) + 1);
const extra = withSave.filter((s) => {
  const n = left.get(s.url) ?? 0;
  if (n > 0) left.set(s.url, n - 1);
  return n === 0;
});
const pageUrls = new Set(pageOnly.map((s) => s.url));
const twice = extra.filter((s) => pageUrls.has(s.url) && s.bytes > 0);
console.log(`First visit to ${args.page}, the page alone: ${kb(total(pageOnly))} in ${pageOnly.length} responses`);
console.log(
  `With the offline save: ${kb(total(withSave))} in ${withSave.length} responses; ` +
    `the save: ${kb(total(withSave) - total(pageOnly))}, ${extra.length} more responses`,
);
console.log(`  of which the page had already loaded: ${kb(total(twice))} in ${twice.length} responses`);
// Less dependent on which links the page happened to prefetch: everything after hydration.
const after = withSave.filter((s) => s.background);
console.log(
  `Everything in the background after hydration (idle prefetches and the save): ${kb(total(after))} in ${after.length} responses`,
);
for (const s of extra.sort((a, b) => b.bytes - a.bytes).slice(0, Number(process.env.SHOW ?? 12)))
  console.log(`  ${kb(s.bytes).padStart(9)}  ${s.status}  ${s.url}`);
