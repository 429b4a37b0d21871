import {describe, expect, it} from 'vitest';
import {claimReload, isChunkLoadError, RELOAD_GUARD_MS} from '../../src/lib/chunkReload';
import vm from 'node:vm';
import {decideLanguage, type LanguageDecision} from '../../src/plugins/language/decide';
import {languageHeadScript, readLanguageOffers} from '../../src/plugins/language';
import {dismissOffer, languageRules, savePreference, type PreferenceStore} from '../../src/plugins/language/preference';
import {isWrittenIn, localeByCode, localeByKey, localeOfPath, locales} from '../../src/data/locales';
import {matchRedirect, parseRedirects, redirectsFile} from '../../src/plugins/language/hostRules';
import {rootRedirectFromEnv} from '../../src/plugins/language/rootRedirect';

type Browser = {
  cookie?: string;
  items?: Record<string, string>;
  languages?: string[];
  userAgent?: string;
  search?: string;
  hash?: string;
};
const phone = 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile';

/** A visit as the browser describes it; the page's <html lang> is its URL's locale. */
function visitOf(pathname: string, b: Browser = {}) {
  return {
    pathname,
    search: b.search ?? '',
    hash: b.hash ?? '',
    htmlLang: localeOfPath(pathname).htmlLang,
    cookie: b.cookie ?? '',
    storage: {getItem: (key: string) => b.items?.[key] ?? null},
    languages: b.languages ?? [],
    userAgent: b.userAgent ?? phone,
  };
}
const decide = (pathname: string, b?: Browser, rootRedirect: string | null = null) =>
  decideLanguage(visitOf(pathname, b), languageRules(rootRedirect));

/** The same decision, made by the script the build writes into every page's <head>, run alone. */
function headScript(pathname: string, b: Browser = {}, rootRedirect: string | null = null): LanguageDecision {
  const visit = visitOf(pathname, b);
  const decision: LanguageDecision = {};
  vm.runInNewContext(languageHeadScript(languageRules(rootRedirect)), {
    location: {...visit, replace: (url: string) => (decision.redirect = url)},
    document: {
      cookie: visit.cookie,
      documentElement: {lang: visit.htmlLang, setAttribute: (_: string, code: string) => (decision.offer = code)},
    },
    localStorage: visit.storage,
    navigator: {languages: visit.languages, userAgent: visit.userAgent},
  });
  return decision;
}

describe('saved language', () => {
  const store = () => {
    const s = {
      cookie: undefined as string | undefined,
      items: new Map<string, string>(),
      setCookie: (value: string) => void (s.cookie = value),
      getItem: (key: string) => s.items.get(key) ?? null,
      setItem: (key: string, value: string) => void s.items.set(key, value),
    };
    return s satisfies PreferenceStore;
  };

  it('a pick is saved as the cookie and the localStorage object', () => {
    const s = store();
    savePreference(s, localeByCode('fb')!);
    expect(s.cookie).toBe('fb');
    expect(s.items.get('lang')).toBe('{"value":"fb"}');
  });

  it('is read from the cookie, then from localStorage {"value": code}; an unknown value counts as none', () => {
    expect(decide('/', {cookie: 'x=1; lang=th'})).toEqual({redirect: '/th/'});
    expect(decide('/', {items: {lang: '{"value":"kh"}'}})).toEqual({redirect: '/kh/'});
    expect(decide('/', {cookie: 'lang=xx', items: {lang: '{"value":"ru"}'}})).toEqual({redirect: '/ru/'});
    expect(decide('/', {cookie: 'lang=xx', items: {lang: 'not json'}, languages: ['de']})).toEqual({});
  });

  it('a closed offer is kept per pair of languages', () => {
    const s = store();
    dismissOffer(s, localeByKey('vi')!, localeByKey('en')!);
    dismissOffer(s, localeByKey('vi')!, localeByKey('en')!);
    expect(s.items.get('lang-offer-dismissed')).toBe('["vi>en"]');
    const items = Object.fromEntries(s.items);
    expect(decide('/vi/answer', {items, languages: ['en-US']})).toEqual({});
    expect(decide('/vi/shopping', {items, languages: ['en-US']})).toEqual({});
    // Another pair still offers; a broken list counts as none closed.
    expect(decide('/th/answer', {items, languages: ['en-US']})).toEqual({offer: 'en'});
    expect(decide('/vi/answer', {items, languages: ['ko']})).toEqual({offer: 'ko'});
    expect(decide('/vi/answer', {items: {'lang-offer-dismissed': '{oops'}, languages: ['en']})).toEqual({offer: 'en'});
  });
});

describe('the bare domain / is the only address decided for the visitor', () => {
  it('goes to the saved choice first, keeping query and anchor', () => {
    expect(decide('/', {cookie: 'lang=th', languages: ['vi-VN'], search: '?ref=qr', hash: '#how-to-rent'})).toEqual({
      redirect: '/th/?ref=qr#how-to-rent',
    });
  });

  it('then to the first of the browser languages the site has', () => {
    expect(decide('/', {languages: ['de-DE', 'vi-VN', 'en']})).toEqual({redirect: '/vi/'});
    expect(decide('/', {languages: ['tl']})).toEqual({redirect: '/fb/'});
    expect(decide('/', {languages: ['ms-MY']})).toEqual({redirect: '/bm/'});
    expect(decide('/', {languages: ['kk']})).toEqual({redirect: '/kz/'});
  });

  it('else stays in Chinese, as it does for a saved or browser Chinese', () => {
    expect(decide('/', {languages: ['de-DE', 'fr']})).toEqual({});
    expect(decide('/', {cookie: 'lang=zh', languages: ['en-US']})).toEqual({});
    expect(decide('/', {languages: ['zh-TW', 'en']})).toEqual({});
  });

  it('goes to ROOT_REDIRECT_LOCALE whatever the visitor', () => {
    expect(decide('/', {cookie: 'lang=zh', languages: ['en']}, 'vi')).toEqual({redirect: '/vi/'});
    expect(decide('/answer', {languages: ['en']}, 'vi').redirect).toBeUndefined();
  });

  it('never moves a page with a prefix or a deep link, whatever is saved or asked', () => {
    for (const pathname of ['/vi/', '/vi', '/vi/answer', '/th/shopping', '/answer', '/en/'])
      expect(decide(pathname, {cookie: 'lang=ko', languages: ['ru'], hash: '#x'}).redirect).toBeUndefined();
  });

  it('lets crawlers see / as served', () => {
    expect(decide('/', {languages: ['en-US'], userAgent: 'Googlebot/2.1'})).toEqual({});
  });
});

describe('a page offers the visitor their language instead of moving them', () => {
  it('offers the saved choice where it differs from the page', () => {
    expect(decide('/vi/answer', {cookie: 'lang=en', languages: ['vi']})).toEqual({offer: 'en'});
    expect(decide('/en/answer', {cookie: 'lang=en', languages: ['vi']})).toEqual({});
  });

  it("without a choice, offers the browser's first language, unless the browser lists the page's", () => {
    expect(decide('/vi/', {languages: ['en-US', 'fr']})).toEqual({offer: 'en'});
    expect(decide('/th/shopping', {languages: ['de-DE', 'ko-KR']})).toEqual({offer: 'ko'});
    expect(decide('/vi/answer', {languages: ['en-US', 'vi-VN']})).toEqual({});
    expect(decide('/answer', {languages: ['de-DE']})).toEqual({});
    expect(decide('/jp/about', {languages: ['ja-JP']})).toEqual({});
  });

  it('never shows to crawlers', () => {
    expect(decide('/vi/answer', {cookie: 'lang=en', userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)'})).toEqual({});
  });

  it("has each locale's words, written in that locale's script", () => {
    const offers = readLanguageOffers(process.cwd());
    for (const locale of locales) {
      const words = offers[locale.code]!;
      expect(words.text.length, locale.key).toBeGreaterThan(5);
      expect(words.dismiss, locale.key).toBeTruthy();
      expect(isWrittenIn(words.text, locale.script), `${locale.key}: ${words.text}`).toBe(true);
    }
  });
});

describe("the page's head script", () => {
  it('makes the same decisions, with nothing but the browser around it', () => {
    const cases: [string, Browser, string | null][] = [
      ['/', {languages: ['vi-VN']}, null],
      ['/', {cookie: 'lang=th', search: '?a=1', hash: '#b'}, null],
      ['/', {languages: ['en']}, 'ru'],
      ['/', {languages: ['de']}, null],
      ['/vi/answer', {languages: ['en-US']}, null],
      ['/vi/answer', {items: {lang: '{"value":"ko"}'}, languages: ['vi']}, null],
      ['/vi/answer', {items: {'lang-offer-dismissed': '["vi>en"]'}, languages: ['en']}, null],
      ['/kh/answer', {languages: ['en'], userAgent: 'Chrome-Lighthouse'}, null],
    ];
    for (const [pathname, browser, root] of cases)
      expect(headScript(pathname, browser, root), pathname).toEqual(decide(pathname, browser, root));
  });

  it('never breaks the page where storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(
      decideLanguage({...visitOf('/vi/answer', {languages: ['en']}), storage: blocked}, languageRules(null)),
    ).toEqual({
      offer: 'en',
    });
  });
});

describe('root redirect', () => {
  it('is off by default', () => {
    expect(rootRedirectFromEnv({})).toBeNull();
  });

  it('redirects / with 302 unless another status is set, as host rule and in the browser', () => {
    const setting = rootRedirectFromEnv({ROOT_REDIRECT_LOCALE: 'vi'});
    expect(setting).toEqual({locale: 'vi', status: 302});
    // Forced (`!`): `/` is a file, and Netlify serves a file before an unforced rule.
    const rules = parseRedirects(redirectsFile(setting));
    expect(rules).toEqual([{from: '/', to: '/vi/', status: 302, force: true, conditions: {}}]);
    // Whatever the visitor's language or saved choice.
    expect(matchRedirect(rules, {pathname: '/', acceptLanguage: 'zh-CN', cookie: 'lang=zh'}, () => true)?.to).toBe(
      '/vi/',
    );
    expect(matchRedirect(rules, {pathname: '/answer'})).toBeUndefined();
    const kh301 = parseRedirects(
      redirectsFile(rootRedirectFromEnv({ROOT_REDIRECT_LOCALE: 'kh', ROOT_REDIRECT_STATUS: '301'})),
    );
    expect(kh301).toEqual([{from: '/', to: '/kh/', status: 301, force: true, conditions: {}}]);
  });

  it('refuses a setting that cannot work', () => {
    expect(() => rootRedirectFromEnv({ROOT_REDIRECT_LOCALE: 'zh'})).toThrow();
    expect(() => rootRedirectFromEnv({ROOT_REDIRECT_LOCALE: 'vi', ROOT_REDIRECT_STATUS: '200'})).toThrow();
  });
});

describe('chunk reload guard', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return {getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v)};
  };

  it('recognises chunk load failures and nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), {name: 'ChunkLoadError'}))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: /assets/js/123.js)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('allows one reload per 60 s', () => {
    const s = storage();
    expect(claimReload(s, 1_000_000)).toBe(true);
    expect(claimReload(s, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(s, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });
});
