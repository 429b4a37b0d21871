/**
 * The help pages read the same without JavaScript: their HTML carries the
 * whole text, every heading's anchor, the agreements' version and dates and
 * the links to the other languages, styled, so a reader whose scripts fail
 * or are off (and a search engine) gets what a hydrated page shows.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

// A first visit, as the HTML was made for: the privacy policy's analytics
// switch shows "no choice yet" in both.
test.use({analyticsConsent: null});

const PAGES = ['answer', 'privacys', 'leaseAgreement'];
const LOCALES = ['vi', 'th'];

async function reading(page: Page) {
  const article = page.locator('article').first();
  return {
    text: (await article.innerText()).replace(/\s+/g, ' ').trim(),
    anchors: await article.locator('h2[id], h3[id]').evaluateAll((hs) => hs.map((h) => h.id)),
    // The locale menu's links and the alternates for search engines.
    languages: await page
      .locator('.navbar a[hreflang], link[rel=alternate][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`).sort()),
  };
}

for (const locale of LOCALES)
  for (const doc of PAGES)
    test(`${locale} ${doc} reads the same without JavaScript`, async ({browser, page}) => {
      await page.goto(`/${locale}/${doc}`);
      await page.waitForSelector('html[data-has-hydrated=true]');
      const hydrated = await reading(page);

      const context = await browser.newContext({javaScriptEnabled: false, baseURL: test.info().project.use.baseURL});
      const noScript = await context.newPage();
      await noScript.goto(`/${locale}/${doc}`);
      const plain = await reading(noScript);
      expect(plain.text.length).toBeGreaterThan(500);
      expect(plain.text).toBe(hydrated.text);
      expect(plain.anchors.length).toBeGreaterThan(3);
      expect(plain.anchors).toEqual(hydrated.anchors);
      expect(plain.languages.length).toBeGreaterThanOrEqual(11);
      expect(plain.languages).toEqual(hydrated.languages);
      // A deep link lands on its heading.
      await noScript.goto(`/${locale}/${doc}#${plain.anchors[1]}`);
      await expect(noScript.locator(`[id="${plain.anchors[1]}"]`)).toBeInViewport();
      // Styled: the theme's and the page's stylesheets are in the HTML.
      await expect(noScript.locator('.theme-doc-markdown')).toHaveCSS('display', 'block');
      if (doc === 'privacys')
        await expect(noScript.locator('[role=group] button').first()).not.toHaveCSS(
          'background-color',
          'rgba(0, 0, 0, 0)',
        );
      await context.close();
    });
