/**
 * Screenshots of built pages at phone and desktop widths, for a person to
 * look at before a change lands. --full takes the whole page, cut into
 * 1600 px tiles so an image viewer does not shrink it to nothing:
 *   npx tsx scripts/dev/screenshots.ts [--out shots] [--full] /path /vi/answer ...
 */
import {mkdir} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {launchChromium} from '../lib/chromium';
import {createStaticServer} from './serve';

const {values, positionals} = parseArgs({
  options: {out: {type: 'string', default: 'shots'}, full: {type: 'boolean', default: false}},
  allowPositionals: true,
});
const {out, full} = values;
const paths = positionals.length ? positionals : ['/', '/en/', '/th/', '/kh/'];
const viewports = [
  {name: 'phone', width: 390, height: 844},
  {name: 'wide', width: 1280, height: 900},
];

await mkdir(out, {recursive: true});
const server = await createStaticServer({dir: 'build'});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
const browser = await launchChromium();
for (const viewport of viewports) {
  // A browser language of none of the 12: locale home pages stay in their own language.
  const page = await browser.newPage({viewport, locale: 'de-DE'});
  for (const p of paths) {
    await page.goto(base + p, {waitUntil: 'networkidle'});
    // Bands off-screen skip painting (content-visibility: auto), and a
    // full-page capture is mostly off-screen: paint everything for the shot.
    if (full) await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const name = `${p.replace(/[/#?=&]+/g, '_').replace(/^_|_$/g, '') || 'root'}-${viewport.name}`;
    const height = full ? await page.evaluate(() => document.documentElement.scrollHeight) : viewport.height;
    for (let y = 0, tile = 0; y < height; y += 1600, tile++) {
      const file = path.join(out, full ? `${name}-${tile}.png` : `${name}.png`);
      const clip = {x: 0, y, width: viewport.width, height: Math.min(full ? 1600 : viewport.height, height - y)};
      await page.screenshot({path: file, clip, fullPage: full});
      console.log(`${file}${overflow > 0 ? `  horizontal overflow: ${overflow}px` : ''}`);
    }
  }
  await page.close();
}
await browser.close();
server.close();
