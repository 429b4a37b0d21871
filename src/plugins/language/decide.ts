/**
 * Which language a visit goes to or is offered, decided before the page
 * paints. The build writes this function's own source into every page's
 * <head> (./index.ts), and the notice calls it again after hydration, so the
 * two can never disagree. Hence its form: no imports, no module values, no
 * syntax a transpiler would rewrite into helpers; everything it needs comes
 * in as plain data.
 */

/** The locale table as the decision needs it; the first locale is the default, served at `/`. */
export type LanguageRules = {
  locales: readonly {code: string; prefix: string; htmlLang: string; tags: readonly string[]}[];
  /** Source of the crawler pattern (case-insensitive): crawlers are never moved nor offered a language. */
  crawler: string;
  /** A locale code `/` always goes to (ROOT_REDIRECT_LOCALE), or null. */
  rootRedirect: string | null;
  keys: {cookie: string; storage: string; dismissed: string};
};

/** What the browser knows. */
export type LanguageVisit = {
  pathname: string;
  search: string;
  hash: string;
  /** The page's `<html lang>`. */
  htmlLang: string;
  /** `document.cookie`. */
  cookie: string;
  /** localStorage, or null where it is blocked. */
  storage: {getItem(key: string): string | null} | null;
  languages: readonly string[];
  userAgent: string;
};

export type LanguageDecision = {
  /** Where `/` goes instead (only ever set for `/`). */
  redirect?: string;
  /** The code of the language this page offers its reader. */
  offer?: string;
};

export function decideLanguage(visit: LanguageVisit, rules: LanguageRules): LanguageDecision {
  const all = rules.locales;
  function byCode(code: unknown) {
    for (let i = 0; i < all.length; i++) if (all[i]!.code === code) return all[i];
    return undefined;
  }
  function read(key: string) {
    try {
      return visit.storage ? visit.storage.getItem(key) : null;
    } catch (e) {
      return null;
    }
  }
  if (new RegExp(rules.crawler, 'i').test(visit.userAgent)) return {};

  // The saved choice: the cookie, else localStorage {"value": code}; an unknown value counts as none.
  const cookie = new RegExp('(?:^|; )' + rules.keys.cookie + '=([^;]*)').exec(visit.cookie);
  let saved = cookie ? byCode(decodeURIComponent(cookie[1]!)) : undefined;
  if (!saved) {
    try {
      saved = byCode((JSON.parse(read(rules.keys.storage) || 'null') || {}).value);
    } catch (e) {
      saved = undefined;
    }
  }
  // The browser's languages, in its order, as site locales.
  const asked: (typeof all)[number][] = [];
  for (let t = 0; t < visit.languages.length; t++) {
    const subtag = String(visit.languages[t]).trim().toLowerCase().split(/[-_]/)[0];
    for (let l = 0; l < all.length; l++) if (all[l]!.tags.indexOf(subtag!) >= 0) asked.push(all[l]!);
  }
  const wanted = saved || asked[0];

  if (visit.pathname === '/') {
    const target = byCode(rules.rootRedirect) || wanted;
    if (target && target.prefix) return {redirect: '/' + target.prefix + '/' + visit.search + visit.hash};
  }

  let page: (typeof all)[number] | undefined;
  for (let p = 0; p < all.length; p++) if (all[p]!.htmlLang === visit.htmlLang) page = all[p];
  if (!page || !wanted || wanted === page) return {};
  // A reader whose browser lists the page's language reads it: offer only what they picked.
  if (!saved && asked.indexOf(page) >= 0) return {};
  let dismissed: unknown;
  try {
    dismissed = JSON.parse(read(rules.keys.dismissed) || '[]');
  } catch (e) {
    dismissed = [];
  }
  if (Array.isArray(dismissed) && dismissed.indexOf(page.code + '>' + wanted.code) >= 0) return {};
  return {offer: wanted.code};
}
