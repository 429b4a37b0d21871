/**
 * Draws the Open Graph card of each locale (1200×630 PNG, in its own
 * language and script) into i18n/<locale>/static/img/og.png, a static
 * folder only that locale's build copies. Run it again when a site name or
 * the home description changes; the PNGs are committed because the build
 * has no browser.
 *
 *   npx tsx scripts/build/og-images.ts
 */
import {mkdirSync, readFileSync} from 'node:fs';
import {launchChromium} from '../lib/chromium';
import {locales, type SiteLocale} from '../../src/data/locales';

const logo = readFileSync(new URL('../../static/img/logo.svg', import.meta.url), 'utf8')
  .replaceAll('#0a6b4f', '#ffffff')
  .replace('fill="#fff"', 'fill="#0a6b4f"');

function description(key: string): string {
  if (key === 'zh') {
    const source = readFileSync(new URL('../../src/pages/index.tsx', import.meta.url), 'utf8');
    return source.match(/id: 'home\.description',\s*message:\s*'([^']+)'/)![1];
  }
  const messages = JSON.parse(readFileSync(new URL(`../../i18n/${key}/code.json`, import.meta.url), 'utf8'));
  return messages['home.description'].message;
}

const card = (locale: SiteLocale) => `<!doctype html><html lang="${locale.htmlLang}"><body style="margin:0">
<div style="box-sizing:border-box;width:1200px;height:630px;padding:80px;display:flex;flex-direction:column;
  justify-content:space-between;background:#0a6b4f;color:#fff;line-break:strict;font-family:'Noto Sans','Noto Sans CJK SC','Noto Sans Thai',
  'Noto Sans Khmer','Noto Sans CJK JP','Noto Sans CJK KR',sans-serif">
  <div style="display:flex;align-items:center;gap:28px">
    <div style="width:112px;height:112px">${logo.replace('width="32" height="32"', 'width="112" height="112"')}</div>
    <div style="font-size:64px;font-weight:700;line-height:1.2">${locale.siteName}</div>
  </div>
  <div style="font-size:40px;line-height:1.5;max-width:1040px">${description(locale.key)}</div>
</div></body></html>`;

const browser = await launchChromium();
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
for (const locale of locales) {
  const folder = new URL(`../../i18n/${locale.key}/static/img/`, import.meta.url);
  mkdirSync(folder, {recursive: true});
  await page.setContent(card(locale));
  await page.screenshot({path: new URL('og.png', folder).pathname});
  console.log(`i18n/${locale.key}/static/img/og.png`);
}
await browser.close();
