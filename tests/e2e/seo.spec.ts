import * as cheerio from 'cheerio';
import {test, expect} from './fixtures';
import {localePath, locales, routes} from './support';

test('every page has its title, description, canonical URL, 12 hreflang links plus x-default, and its locale card', async ({
  request,
}) => {
  for (const locale of locales) {
    for (const route of routes) {
      const path = localePath(locale, route);
      const $ = cheerio.load(await (await request.get(path)).text());
      const where = `${path}: `;
      expect($('title').text(), where).not.toBe('');
      expect($('meta[name="description"]').attr('content')?.length, where).toBeGreaterThan(15);
      expect(new URL($('link[rel="canonical"]').attr('href')!).pathname, where).toBe(path);
      const alternates = $('link[rel="alternate"][hreflang]')
        .map((_, el) => [[$(el).attr('hreflang')!, new URL($(el).attr('href')!).pathname]])
        .get() as unknown as [string, string][];
      expect(new Map(alternates), where).toEqual(
        new Map([...locales.map((l) => [l.htmlLang, localePath(l, route)] as const), ['x-default', route]]),
      );
      expect(new URL($('meta[property="og:image"]').attr('content')!).pathname, where).toBe(
        `${localePath(locale, '/')}img/og.png`,
      );
      expect($('meta[property="og:title"]').attr('content'), where).toBe($('title').text());
    }
  }
});

test('each locale has its own social card image', async ({request}) => {
  const sizes = new Set<number>();
  for (const locale of locales) {
    const response = await request.get(`${localePath(locale, '/')}img/og.png`);
    expect(response.headers()['content-type']).toBe('image/png');
    sizes.add((await response.body()).length);
  }
  expect(sizes.size).toBe(locales.length);
});

test('robots.txt names every locale sitemap, and each entry lists its page in all locales', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => new URL(m[1]).pathname);
  expect(sitemaps).toEqual(locales.map((l) => `${localePath(l, '/')}sitemap.xml`));

  const $ = cheerio.load(await (await request.get('/vi/sitemap.xml')).text(), {xml: true});
  const entries = $('url');
  expect(entries.length).toBeGreaterThanOrEqual(routes.length);
  entries.each((_, entry) => {
    const loc = new URL($(entry).children('loc').text()).pathname;
    const links = $(entry).children('xhtml\\:link');
    expect(links.length, loc).toBe(locales.length + 1);
    expect(links.filter(`[hreflang="vi"]`).attr('href'), loc).toMatch(new RegExp(`${loc}$`));
  });
});
