import {describe, expect, it} from 'vitest';
import {claimReload, isChunkLoadError, RELOAD_GUARD_MS} from '../../src/lib/chunkReload';
import {
  detectLocale,
  dismissOffer,
  languageOffer,
  readPreference,
  rootLanguageRedirect,
  savePreference,
  type PreferenceStore,
} from '../../src/plugins/language/preference';
import {readLanguageOffers} from '../../src/plugins/language';
import {isWrittenIn, localeByCode, localeByKey, locales} from '../../src/data/locales';
import {matchRedirect, parseRedirects, redirectsFile} from '../../src/plugins/language/hostRules';
import {rootRedirectFromEnv, rootRedirectTarget} from '../../src/plugins/language/rootRedirect';

type FakeStore = PreferenceStore & {cookie?: string; items: Map<string, string>};

function fakeStore(cookie?: string, lang?: string): FakeStore {
  const store: FakeStore = {
    cookie,
    items: new Map(lang === undefined ? [] : [['lang', lang]]),
    getCookie: () => store.cookie,
    setCookie: (value) => void (store.cookie = value),
    getItem: (key) => store.items.get(key) ?? null,
    setItem: (key, value) => void (value === null ? store.items.delete(key) : store.items.set(key, value)),
  };
  return store;
}

const browser = {userAgent: 'Mozilla/5.0 (Linux; Android 14)'};
const atRoot = (store: PreferenceStore, languages: string[] = [], extra = {}) =>
  rootLanguageRedirect({pathname: '/', search: '', hash: '', store, languages, ...browser, ...extra});
const offerOn = (pathname: string, store: PreferenceStore, languages: string[] = [], extra = {}) =>
  languageOffer({pathname, store, languages, ...browser, ...extra})?.code;

describe('saved language', () => {
  it('reads the cookie, then localStorage {"value": code}', () => {
    expect(readPreference(fakeStore('th'))?.key).toBe('th');
    expect(readPreference(fakeStore(undefined, '{"value":"kh"}'))?.key).toBe('km');
  });

  it('ignores and clears an unsupported or malformed value', () => {
    const store = fakeStore('xx', 'not json');
    expect(readPreference(store)).toBeUndefined();
    expect(store.cookie).toBeUndefined();
    expect(store.items.has('lang')).toBe(false);
  });

  it('saves both the cookie and the localStorage object', () => {
    const store = fakeStore();
    savePreference(store, localeByCode('fb')!);
    expect(store.cookie).toBe('fb');
    expect(store.items.get('lang')).toBe('{"value":"fb"}');
  });
});

describe('the bare domain / is the only address decided for the visitor', () => {
  it('goes to the saved choice first, keeping query and anchor', () => {
    expect(
      rootLanguageRedirect({
        pathname: '/',
        search: '?ref=qr',
        hash: '#how-to-rent',
        store: fakeStore('th'),
        languages: ['vi-VN'],
        ...browser,
      }),
    ).toBe('/th/?ref=qr#how-to-rent');
  });

  it('then to the first of the browser languages the site has, without saving the guess', () => {
    const store = fakeStore();
    expect(atRoot(store, ['de-DE', 'vi-VN', 'en'])).toBe('/vi/');
    expect(store.cookie).toBeUndefined();
    expect(store.items.size).toBe(0);
  });

  it('else stays in Chinese, as it does for a saved or browser Chinese', () => {
    expect(atRoot(fakeStore(), ['de-DE', 'fr'])).toBeUndefined();
    expect(atRoot(fakeStore('zh'), ['en-US'])).toBeUndefined();
    expect(atRoot(fakeStore(), ['zh-TW', 'en'])).toBeUndefined();
  });

  it('never moves a page with a prefix or a deep link, whatever is saved or asked', () => {
    for (const pathname of ['/vi/', '/vi', '/vi/answer', '/th/shopping', '/answer', '/en/'])
      expect(
        rootLanguageRedirect({pathname, search: '', hash: '#x', store: fakeStore('ko'), languages: ['ru'], ...browser}),
      ).toBeUndefined();
  });

  it('lets crawlers see / as served', () => {
    expect(atRoot(fakeStore(), ['en-US'], {userAgent: 'Googlebot/2.1'})).toBeUndefined();
  });
});

describe('a page offers the visitor their language instead of moving them', () => {
  it('offers the saved choice where it differs from the page', () => {
    expect(offerOn('/vi/answer', fakeStore('en'), ['vi'])).toBe('en');
    expect(offerOn('/en/answer', fakeStore('en'), ['vi'])).toBeUndefined();
  });

  it('without a choice, offers the first browser language the site has', () => {
    expect(offerOn('/vi/', fakeStore(), ['en-US', 'vi'])).toBe('en');
    expect(offerOn('/th/shopping', fakeStore(), ['de-DE', 'ko-KR'])).toBe('ko');
    expect(offerOn('/answer', fakeStore(), ['de-DE'])).toBeUndefined();
    expect(offerOn('/jp/about', fakeStore(), ['ja-JP'])).toBeUndefined();
  });

  it('reading a page writes nothing', () => {
    const store = fakeStore();
    offerOn('/vi/answer', store, ['en-US']);
    expect(store.cookie).toBeUndefined();
    expect(store.items.size).toBe(0);
  });

  it('remembers a dismissal per pair of languages', () => {
    const store = fakeStore(undefined, undefined);
    dismissOffer(store, localeByKey('vi')!, localeByKey('en')!);
    expect(offerOn('/vi/answer', store, ['en-US'])).toBeUndefined();
    expect(offerOn('/vi/shopping', store, ['en-US'])).toBeUndefined();
    // Another pair still offers.
    expect(offerOn('/th/answer', store, ['en-US'])).toBe('en');
    expect(offerOn('/vi/answer', store, ['ko'])).toBe('ko');
    // A broken list is read as none dismissed.
    store.setItem('lang-offer-dismissed', '{oops');
    expect(offerOn('/vi/answer', store, ['en-US'])).toBe('en');
  });

  it('never shows to crawlers', () => {
    expect(offerOn('/vi/answer', fakeStore('en'), ['en'], {userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)'})).toBe(
      undefined,
    );
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

describe('browser languages', () => {
  it('map to the site codes', () => {
    const codes = (tags: string[]) => detectLocale(tags)?.code;
    expect(codes(['zh-TW'])).toBe('zh');
    expect(codes(['tl'])).toBe('fb');
    expect(codes(['fil-PH'])).toBe('fb');
    expect(codes(['ja-JP'])).toBe('jp');
    expect(codes(['km'])).toBe('kh');
    expect(codes(['ms-MY'])).toBe('bm');
    expect(codes(['kk'])).toBe('kz');
    expect(codes(['de', 'ru-RU'])).toBe('ru');
    expect(codes(['de'])).toBeUndefined();
  });
});

describe('root redirect', () => {
  it('is off by default', () => {
    expect(rootRedirectFromEnv({})).toBeNull();
    expect(rootRedirectTarget('/', null)).toBeUndefined();
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
    expect(rootRedirectTarget('/', setting)).toBe('/vi/');
    expect(rootRedirectTarget('/answer', setting)).toBeUndefined();
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
