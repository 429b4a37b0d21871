import {describe, expect, it} from 'vitest';
import {claimReload, isChunkLoadError, RELOAD_GUARD_MS} from '../../src/lib/chunkReload';
import {
  detectLocale,
  isHomePath,
  languageRedirect,
  readPreference,
  savePreference,
  type PreferenceStore,
} from '../../src/plugins/language/preference';
import {localeByCode} from '../../src/data/locales';
import {matchRedirect, parseRedirects, redirectsFile} from '../../src/plugins/language/hostRules';
import {rootRedirectFromEnv, rootRedirectTarget} from '../../src/plugins/language/rootRedirect';

function fakeStore(cookie?: string, item?: string | null): PreferenceStore & {cookie?: string; item: string | null} {
  const store = {
    cookie,
    item: item ?? null,
    getCookie: () => store.cookie,
    setCookie: (value: string | undefined) => void (store.cookie = value),
    getItem: () => store.item,
    setItem: (value: string | null) => void (store.item = value),
  };
  return store;
}

const visit = (pathname: string, store: PreferenceStore, languages: string[] = [], extra = {}) =>
  languageRedirect({pathname, search: '', hash: '', store, languages, userAgent: 'Mozilla/5.0', ...extra});

describe('saved language', () => {
  it('reads the cookie, then localStorage {"value": code}', () => {
    expect(readPreference(fakeStore('th'))?.key).toBe('th');
    expect(readPreference(fakeStore(undefined, '{"value":"kh"}'))?.key).toBe('km');
  });

  it('ignores and clears an unsupported or malformed value', () => {
    const store = fakeStore('xx', 'not json');
    expect(readPreference(store)).toBeUndefined();
    expect(store.cookie).toBeUndefined();
    expect(store.item).toBeNull();
  });

  it('saves both the cookie and the localStorage object', () => {
    const store = fakeStore();
    savePreference(store, localeByCode('fb')!);
    expect(store.cookie).toBe('fb');
    expect(store.item).toBe('{"value":"fb"}');
  });
});

describe('language redirect', () => {
  it('sends any page to the saved language, keeping query and anchor', () => {
    expect(
      languageRedirect({
        pathname: '/vi/answer',
        search: '?ref=sms',
        hash: '#refund-time',
        store: fakeStore('th'),
        languages: ['vi-VN'],
        userAgent: 'Mozilla/5.0',
      }),
    ).toBe('/th/answer?ref=sms#refund-time');
    expect(visit('/jp/shopping', fakeStore('zh'))).toBe('/shopping');
  });

  it('stays when the page is already in the saved language', () => {
    expect(visit('/th/answer', fakeStore('th'), ['vi'])).toBeUndefined();
  });

  it('without a saved choice, follows the browser only on a home page, and saves it', () => {
    const store = fakeStore();
    expect(visit('/', store, ['vi-VN', 'en'])).toBe('/vi/');
    expect(store.cookie).toBe('vi');
    expect(visit('/answer', fakeStore(), ['vi-VN'])).toBeUndefined();
    expect(visit('/en/', fakeStore(), ['de-DE', 'fr'])).toBeUndefined();
  });

  it('lets crawlers see home pages as served', () => {
    expect(visit('/', fakeStore(), ['en-US'], {userAgent: 'Googlebot/2.1'})).toBeUndefined();
  });

  it('maps browser tags to the site codes', () => {
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

  it('knows home pages', () => {
    expect(['/', '/vi/', '/vi', '/kh/'].map(isHomePath)).toEqual([true, true, true, true]);
    expect(['/answer', '/vi/answer'].map(isHomePath)).toEqual([false, false]);
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
