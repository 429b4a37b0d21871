/**
 * Every page of the sitemap in every locale, loaded once: what any reader
 * of any page relies on. Behaviour specs keep their own pages; this sweep
 * is the one place that visits them all.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {devices, type ConsoleMessage, type Page, type Request} from '@playwright/test';
import {useTheme, violations} from './axe';
import {contextLocale, expect, prepareContext, test} from './fixtures';
import {pageContent} from './pageContent';
import {inLocaleScript, localePath, locales} from './support';
import type {SiteLocale} from '../../src/data/locales';

const build = path.resolve(__dirname, '../../build');

/** The site's routes as the sitemap lists them: the paths of the default locale's entries. */
const sitemap = cheerio.load(readFileSync(path.join(build, 'sitemap.xml'), 'utf8'), {xml: true});
const sitemapRoutes: string[] = sitemap('url > loc')
  .map((_, loc) => new URL(sitemap(loc).text()).pathname)
  .get();

/** An earlier version of the help center (`/v1/privacys`), kept for the record. */
const archived = (route: string) => /^\/v\d+\//.test(route);

/** A page's h1 as built, to tell a translated heading from a copied one (read once per page). */
const builtHeadings = new Map<string, string>();
function builtHeading(localePrefix: string, route: string): string {
  const file = path.join(build, localePrefix, route === '/' ? 'index.html' : `${route}.html`);
  if (!builtHeadings.has(file))
    builtHeadings.set(file, cheerio.load(readFileSync(file, 'utf8'))('main h1, article h1').first().text().trim());
  return builtHeadings.get(file)!;
}

test('the sitemap lists the home page, the business pages and the help center', () => {
  expect(sitemapRoutes).toEqual(expect.arrayContaining(['/', '/about', '/shopping', '/uploadPage', '/answer']));
});

/** What a reader and a search engine get from a page's HTML: its language, its heading, its tags. */
function checkHtml(html: string, locale: SiteLocale, route: string) {
  const where = localePath(locale, route);
  const $ = cheerio.load(html);
  // In its language: declared, and a heading in the locale's script, not a Chinese or English copy.
  expect($('html').attr('lang')).toBe(locale.htmlLang);
  const h1 = $('main h1, article h1').first().text().trim();
  expect(inLocaleScript(h1, locale.key), `heading "${h1}"`).toBe(true);
  if (!['zh', 'en'].includes(locale.key)) {
    expect(h1, 'heading copied from Chinese').not.toBe(builtHeading('', route));
    expect(h1, 'heading copied from English').not.toBe(builtHeading('en', route));
  }
  // Found and shared right: title, description, canonical URL, the 12 languages plus x-default, its locale's card.
  expect($('title').text()).not.toBe('');
  expect($('meta[name="description"]').attr('content')?.length).toBeGreaterThan(15);
  expect(new URL($('link[rel="canonical"]').attr('href')!).pathname).toBe(where);
  const alternates = $('link[rel="alternate"][hreflang]')
    .map((_, el) => [[$(el).attr('hreflang')!, new URL($(el).attr('href')!).pathname]])
    .get() as unknown as [string, string][];
  expect(new Map(alternates)).toEqual(
    new Map([...locales.map((l) => [l.htmlLang, localePath(l, route)] as const), ['x-default', route]]),
  );
  expect(new URL($('meta[property="og:image"]').attr('content')!).pathname).toBe(
    `${localePath(locale, '/')}img/og.png`,
  );
  expect($('meta[property="og:title"]').attr('content')).toBe($('title').text());
  return $;
}

// An archived agreement version is the current one's template with older text: its HTML is
// checked without a browser, twelve pages to a test.
for (const locale of locales) {
  test(`${localePath(locale, '/')} archived agreements read in their language and are found right`, async ({
    request,
  }) => {
    for (const route of sitemapRoutes.filter(archived)) {
      const response = await request.get(localePath(locale, route));
      expect(response.status(), route).toBe(200);
      checkHtml(await response.text(), locale, route);
    }
  });
}

/**
 * The sweep's reader: one browser context per worker, a visitor going from page
 * to page. Each page is still loaded once, by its own test, with the HTTP and
 * code caches warm from the pages before (the sweep takes a tenth less time); the
 * pages keep no state between them that they read (the theme is set on the
 * element, not saved).
 */
const {defaultBrowserType: _, ...desktop} = devices['Desktop Chrome'];
const sweep = test.extend<object, {reader: Page}>({
  reader: [
    async ({browser}, use, {project}) => {
      const context = await browser.newContext({
        ...desktop,
        baseURL: project.use.baseURL,
        serviceWorkers: project.use.serviceWorkers,
        locale: contextLocale([]),
      });
      await prepareContext(context, {browserLanguages: [], analyticsConsent: 'refused'});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
});

for (const locale of locales) {
  for (const route of sitemapRoutes.filter((r) => !archived(r))) {
    const where = localePath(locale, route);
    sweep(`${where} reads in its language, is accessible, and fits a phone`, async ({reader: page}) => {
      // Hydration mismatches, runtime errors and CSP violations show up as console errors.
      const errors: string[] = [];
      const onConsole = (msg: ConsoleMessage) => msg.type() === 'error' && errors.push(msg.text());
      const onError = (error: Error) => errors.push(error.message);
      // Nothing of a third party (a messenger's script or frame, analytics refused) loads with a page.
      const thirdParty: string[] = [];
      const onRequest = (request: Request) =>
        new URL(request.url()).hostname !== '127.0.0.1' && thirdParty.push(request.url());
      page.on('console', onConsole);
      page.on('pageerror', onError);
      page.on('request', onRequest);
      await page.setViewportSize(desktop.viewport);

      const response = await page.goto(where);
      expect(response?.status()).toBe(200);
      const $ = checkHtml(await response!.text(), locale, route);
      // "7×24" is the Chinese idiom; every other language gives the hours its own way (<SupportHours/>).
      // (An archived version keeps the words it had.)
      if (locale.key !== 'zh') expect($('body').text(), 'the Chinese "7×24"').not.toContain('7×24');

      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      for (const [what, check] of pageContent[route] ?? []) await sweep.step(what, () => check(page, locale));

      await useTheme(page, 'light');
      expect(await violations(page), 'axe, light').toEqual([]);
      await useTheme(page, 'dark');
      expect(await violations(page, {rules: ['color-contrast']}), 'axe, dark').toEqual([]);

      // Links that leave the site open apart from it, without handing it our window.
      const handingOver = await page
        .locator('a[href^="http"]')
        .evaluateAll((links) =>
          (links as HTMLAnchorElement[])
            .filter(
              (a) =>
                a.origin !== window.location.origin &&
                !(a.relList.contains('noopener') && a.relList.contains('noreferrer')),
            )
            .map((a) => a.href),
        );
      expect(handingOver, 'links out without rel="noopener noreferrer"').toEqual([]);

      // A 360 px phone: nothing scrolls sideways (off-screen bands drawn, as once scrolled to).
      await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
      await page.setViewportSize({width: 360, height: 780});
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'sideways scroll at 360 px').toBeLessThanOrEqual(0);

      page.off('console', onConsole);
      page.off('pageerror', onError);
      page.off('request', onRequest);
      expect(errors, 'console errors').toEqual([]);
      expect(thirdParty, 'third-party requests').toEqual([]);
    });
  }
}
