import {expect, test} from './fixtures';
import {localePath, locales, routes, inLocaleScript} from './support';

// 12 locales × 9 routes: each answers 200, declares its language, and shows a
// heading written in that language, not a Chinese or English fallback.
for (const route of routes) {
  test(`${route} exists in all 12 locales, each in its own language`, async ({page}) => {
    test.slow(); // 12 pages, each until the network is idle
    // Hydration mismatches (server and browser rendering different text)
    // and runtime errors show up as console errors.
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const headings = new Map<string, string>();
    for (const locale of locales) {
      const response = await page.goto(localePath(locale, route));
      expect(response?.status(), `${locale.key} ${route}`).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      const h1 = (await page.locator('main h1, article h1').first().innerText()).trim();
      expect(inLocaleScript(h1, locale.key), `${locale.key} ${route} heading "${h1}"`).toBe(true);
      headings.set(locale.key, h1);
      await page.waitForLoadState('networkidle');
      expect(errors, `${locale.key} ${route} console`).toEqual([]);
    }
    for (const locale of locales.filter((l) => !['zh', 'en'].includes(l.key))) {
      const h1 = headings.get(locale.key);
      expect(h1, `${locale.key} ${route} is not English`).not.toBe(headings.get('en'));
      expect(h1, `${locale.key} ${route} is not Chinese`).not.toBe(headings.get('zh'));
    }
  });
}
