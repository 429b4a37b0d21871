/**
 * The visitor's language: a choice made in the locale dropdown, saved as the
 * cookie `lang` and localStorage `lang` = {"value": "<site code>"}, and the
 * browser's languages. A page's URL decides its language; the saved choice
 * and the browser only decide where the bare domain `/` goes, and which
 * language a page offers in its notice. Pure functions over the browser's
 * storage, so the unit tests drive them with fakes.
 */
import {legalPeriods} from '../../data/legal';
import {defaultLocale, locales, localeByCode, localeOfPath, pathInLocale, type SiteLocale} from '../../data/locales';

export const COOKIE = 'lang';
export const STORAGE_KEY = 'lang';
export const COOKIE_MAX_AGE_S = legalPeriods.languageCookie.count * 24 * 60 * 60;
/** localStorage: the language offers a visitor closed, as `page>offered` pairs (`["vi>en"]`). */
export const DISMISSED_KEY = 'lang-offer-dismissed';

export type PreferenceStore = {
  getCookie(): string | undefined;
  setCookie(value: string | undefined): void;
  /** localStorage, which may be blocked (private mode): then reads null and writes nothing. */
  getItem(key: string): string | null;
  setItem(key: string, value: string | null): void;
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

/** The saved choice, or undefined; an unsupported or malformed value is cleared. */
export function readPreference(store: PreferenceStore): SiteLocale | undefined {
  const fromCookie = store.getCookie();
  const fromStorage = parseStored(store.getItem(STORAGE_KEY));
  for (const [value, clear] of [
    [fromCookie, () => store.setCookie(undefined)],
    [fromStorage, () => store.setItem(STORAGE_KEY, null)],
  ] as const) {
    if (value === undefined) continue;
    const locale = localeByCode(value);
    if (locale) return locale;
    clear();
  }
  return undefined;
}

/** Saves a language the visitor picked. Never called for a guess or for the page being read. */
export function savePreference(store: PreferenceStore, locale: SiteLocale): void {
  store.setCookie(locale.code);
  store.setItem(STORAGE_KEY, JSON.stringify({value: locale.code}));
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

/** User agents that are never redirected and never offered a language: crawlers index every page as served. */
export const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|lighthouse/i;

type Visit = {
  pathname: string;
  store: PreferenceStore;
  languages: readonly string[];
  userAgent: string;
};

/** The language the visitor reads: the saved choice, else the first of the browser's that the site has. */
function visitorLocale({store, languages}: Visit): SiteLocale | undefined {
  return readPreference(store) ?? detectLocale(languages);
}

/**
 * Where a visit to the bare domain `/` goes, or undefined to stay: the saved
 * choice, then the browser's languages, else Chinese as served. The same
 * rule the host applies before any HTML is sent (./hostRules.ts); this is
 * its fallback where the host has none. Any other URL, with or without a
 * prefix, is served in its own language: a link keeps the language it was
 * sent in.
 */
export function rootLanguageRedirect(visit: Visit & {search: string; hash: string}): string | undefined {
  if (visit.pathname !== '/' || CRAWLER.test(visit.userAgent)) return undefined;
  const wanted = visitorLocale(visit);
  if (!wanted || wanted === defaultLocale) return undefined;
  return `${pathInLocale('/', wanted)}${visit.search}${visit.hash}`;
}

function readDismissed(store: PreferenceStore): string[] {
  try {
    const list = JSON.parse(store.getItem(DISMISSED_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

const pair = (page: SiteLocale, offered: SiteLocale) => `${page.code}>${offered.code}`;

/**
 * The language a page offers its reader instead of moving them: the
 * visitor's (saved choice, else browser) where it differs from the page's,
 * unless they closed that offer before on a page in this language.
 */
export function languageOffer(visit: Visit): SiteLocale | undefined {
  if (CRAWLER.test(visit.userAgent)) return undefined;
  const page = localeOfPath(visit.pathname);
  const wanted = visitorLocale(visit);
  if (!wanted || wanted.key === page.key) return undefined;
  return readDismissed(visit.store).includes(pair(page, wanted)) ? undefined : wanted;
}

/** Remembers that the visitor closed the offer of `offered` on pages in `page`'s language. */
export function dismissOffer(store: PreferenceStore, page: SiteLocale, offered: SiteLocale): void {
  const dismissed = new Set(readDismissed(store)).add(pair(page, offered));
  store.setItem(DISMISSED_KEY, JSON.stringify([...dismissed]));
}

export {locales};
