/**
 * Search-engine files: each sitemap entry names its page in all 12 locales
 * (and x-default), and robots.txt points at every locale's sitemap.
 */
import {defaultLocale, localeBaseUrl, locales, pathInLocale} from '../data/locales';

type Alternate = {lang: string; url: string};
export type SitemapEntry = {url: string; links?: Alternate[]} & Record<string, unknown>;

export function alternatesOf(url: string, siteUrl: string): Alternate[] {
  const {pathname} = new URL(url);
  return [
    ...locales.map((l) => ({lang: l.htmlLang, url: `${siteUrl}${pathInLocale(pathname, l)}`})),
    {lang: 'x-default', url: `${siteUrl}${pathInLocale(pathname, defaultLocale)}`},
  ];
}

/** For the sitemap plugin's createSitemapItems (the `sitemap` library writes xhtml:link). */
export function withAlternates<T extends SitemapEntry>(items: T[], siteUrl: string): (T & {links: Alternate[]})[] {
  return items.map((item) => ({...item, links: alternatesOf(item.url, siteUrl)}));
}

export function robotsTxt(siteUrl: string): string {
  const sitemaps = locales.map((l) => `Sitemap: ${siteUrl}${localeBaseUrl(l)}sitemap.xml`);
  return ['User-agent: *', 'Allow: /', '', ...sitemaps, ''].join('\n');
}
