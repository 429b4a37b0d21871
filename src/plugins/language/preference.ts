/**
 * The visitor's language: a choice made in the locale dropdown (or by
 * following the notice), saved as the cookie `lang` and localStorage
 * `lang` = {"value": "<site code>"}, and the browser's languages. A page's
 * URL decides its language; the choice and the browser only decide where
 * the bare domain `/` goes and which language a page offers (./decide.ts).
 */
import {legalPeriods} from '../../data/legal';
import {locales, type SiteLocale} from '../../data/locales';
import type {LanguageRules} from './decide';

export const COOKIE = 'lang';
export const STORAGE_KEY = 'lang';
export const COOKIE_MAX_AGE_S = legalPeriods.languageCookie.count * 24 * 60 * 60;
/** localStorage: the offers a visitor closed, as `page>offered` pairs (`["vi>en"]`). */
export const DISMISSED_KEY = 'lang-offer-dismissed';

/** User agents that are never redirected and never offered a language: crawlers index every page as served. */
export const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|inspectiontool|lighthouse/i;

/** The rules the decision reads, from the locale table; `rootRedirect` is ROOT_REDIRECT_LOCALE's code. */
export function languageRules(rootRedirect: string | null): LanguageRules {
  return {
    locales: locales.map((l) => ({code: l.code, prefix: l.prefix, htmlLang: l.htmlLang, tags: l.browserTags})),
    crawler: CRAWLER.source,
    rootRedirect,
    keys: {cookie: COOKIE, storage: STORAGE_KEY, dismissed: DISMISSED_KEY},
  };
}

export type PreferenceStore = {
  setCookie(value: string): void;
  /** localStorage, which may be blocked (private mode): then reads null and writes nothing. */
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

/** Saves a language the visitor picked. Never called for a guess or for the page being read. */
export function savePreference(store: PreferenceStore, locale: SiteLocale): void {
  store.setCookie(locale.code);
  store.setItem(STORAGE_KEY, JSON.stringify({value: locale.code}));
}

/** Remembers that the visitor closed the offer of `offered` on pages in `page`'s language. */
export function dismissOffer(store: PreferenceStore, page: SiteLocale, offered: SiteLocale): void {
  let dismissed: unknown;
  try {
    dismissed = JSON.parse(store.getItem(DISMISSED_KEY) ?? '[]');
  } catch {
    dismissed = [];
  }
  const pairs = new Set(Array.isArray(dismissed) ? (dismissed as unknown[]).filter((p) => typeof p === 'string') : []);
  pairs.add(`${page.code}>${offered.code}`);
  store.setItem(DISMISSED_KEY, JSON.stringify([...pairs]));
}
