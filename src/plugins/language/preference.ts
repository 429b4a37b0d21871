/**
 * The visitor's saved language (spec §3, §4, §9): cookie `lang` and
 * localStorage `lang` = {"value": "<site code>"}. Pure functions over the
 * browser's storage, so the unit tests drive them with fakes.
 */
import {legalPeriods} from '../../data/legal';
import {defaultLocale, locales, localeByCode, localeOfPath, pathInLocale, type SiteLocale} from '../../data/locales';

export const COOKIE = 'lang';
export const STORAGE_KEY = 'lang';
export const COOKIE_MAX_AGE_S = legalPeriods.languageCookie.count * 24 * 60 * 60;

export type PreferenceStore = {
  getCookie(): string | undefined;
  setCookie(value: string | undefined): void;
  getItem(): string | null;
  setItem(value: string | null): void;
};

function parseStored(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const value = (JSON.parse(raw) as {value?: unknown}).value;
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

/** The saved locale, or undefined; an unsupported or malformed value is cleared. */
export function readPreference(store: PreferenceStore): SiteLocale | undefined {
  const fromCookie = store.getCookie();
  const fromStorage = parseStored(store.getItem());
  for (const [value, clear] of [
    [fromCookie, () => store.setCookie(undefined)],
    [fromStorage, () => store.setItem(null)],
  ] as const) {
    if (value === undefined) continue;
    const locale = localeByCode(value);
    if (locale) return locale;
    clear();
  }
  return undefined;
}

export function savePreference(store: PreferenceStore, locale: SiteLocale): void {
  store.setCookie(locale.code);
  store.setItem(JSON.stringify({value: locale.code}));
}

/** The locale a browser asks for, from navigator.languages in order. */
export function detectLocale(languages: readonly string[]): SiteLocale | undefined {
  for (const tag of languages) {
    const subtag = tag.trim().toLowerCase().split(/[-_]/)[0]!;
    const locale = (locales as readonly SiteLocale[]).find((l) => l.browserTags.includes(subtag));
    if (locale) return locale;
  }
  return undefined;
}

/** User agents that are never redirected: crawlers index every page as served. */
export const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|lighthouse/i;

export function isHomePath(pathname: string): boolean {
  return pathInLocale(pathname, defaultLocale) === '/';
}

/**
 * Where this visit should go, or undefined to stay. A saved choice moves any
 * page to the same page in that language; without one, only a home page
 * follows the browser's languages (so links support staff send land as
 * sent, and crawlers see every page as served).
 */
export function languageRedirect(options: {
  pathname: string;
  search: string;
  hash: string;
  store: PreferenceStore;
  languages: readonly string[];
  userAgent: string;
}): string | undefined {
  const current = localeOfPath(options.pathname);
  let wanted = readPreference(options.store);
  if (!wanted) {
    if (!isHomePath(options.pathname) || CRAWLER.test(options.userAgent)) return undefined;
    wanted = detectLocale(options.languages);
    if (!wanted) return undefined;
    savePreference(options.store, wanted);
  }
  if (wanted.key === current.key) return undefined;
  return `${pathInLocale(options.pathname, wanted)}${options.search}${options.hash}`;
}

export {locales};
