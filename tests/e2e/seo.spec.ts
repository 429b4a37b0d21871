import * as cheerio from 'cheerio';
import {test, expect} from './fixtures';
import {localePath, locales, routes} from './support';

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
