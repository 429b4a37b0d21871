import {describe, expect, it} from 'vitest';
import {
  acceptLanguageTags,
  conditionalPaths,
  matchRedirect,
  parseRedirects,
  redirectsDisagreements,
  redirectsFile,
} from '../../src/plugins/language/hostRules';

const rules = parseRedirects(redirectsFile(null));
/** Where the written rules send a request to `/` (or another path); undefined: served as is. */
const destination = (request: {pathname?: string; cookie?: string; acceptLanguage?: string}) => {
  const rule = matchRedirect(rules, {pathname: '/', ...request}, () => true);
  return rule && rule.status === 302 ? rule.to : undefined;
};

describe('Accept-Language', () => {
  it('lists tags by weight, in header order for equal weights, without q=0 or *', () => {
    expect(acceptLanguageTags('vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['vi-VN', 'vi', 'en-US', 'en']);
    expect(acceptLanguageTags('en;q=0.5, th;q=0.9 , *;q=0.1')).toEqual(['th', 'en']);
    expect(acceptLanguageTags('vi;q=0, ru')).toEqual(['ru']);
    expect(acceptLanguageTags('')).toEqual([]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});

describe('the home page at the edge (_redirects)', () => {
  it('sends a first visit to the browser language, the first one the site has', () => {
    expect(destination({acceptLanguage: 'vi-VN,vi;q=0.9,en;q=0.8'})).toBe('/vi/');
    expect(destination({acceptLanguage: 'de-DE,de;q=0.9,th;q=0.8'})).toBe('/th/');
    expect(destination({acceptLanguage: 'fil-PH'})).toBe('/fb/');
    expect(destination({acceptLanguage: 'tl'})).toBe('/fb/');
    expect(destination({acceptLanguage: 'ja-JP,en;q=0.5'})).toBe('/jp/');
    expect(destination({acceptLanguage: 'en;q=0.4,ko;q=0.9'})).toBe('/ko/');
  });

  it('keeps / for a Chinese browser, a language the site lacks, and a crawler', () => {
    expect(destination({acceptLanguage: 'zh-CN,zh;q=0.9,vi;q=0.8'})).toBeUndefined();
    expect(destination({acceptLanguage: 'de-DE'})).toBeUndefined();
    expect(destination({})).toBeUndefined();
  });

  it('lets a saved choice win over the browser language', () => {
    expect(destination({cookie: 'theme=dark; lang=zh', acceptLanguage: 'vi-VN'})).toBeUndefined();
    expect(destination({cookie: 'language=vi', acceptLanguage: 'vi-VN'})).toBe('/vi/');
  });

  it('never moves a deep link', () => {
    expect(destination({pathname: '/answer', acceptLanguage: 'vi'})).toBeUndefined();
    expect(destination({pathname: '/en/', acceptLanguage: 'vi'})).toBeUndefined();
    expect(conditionalPaths(rules)).toEqual(new Set(['/']));
  });

  it('is forced, since / is a file that Netlify would otherwise serve first', () => {
    expect(rules.every((r) => r.force)).toBe(true);
    const unforced = parseRedirects('/  /vi/  302  Language=vi');
    expect(matchRedirect(unforced, {pathname: '/', acceptLanguage: 'vi'}, () => true)).toBeUndefined();
    expect(matchRedirect(unforced, {pathname: '/', acceptLanguage: 'vi'}, () => false)?.to).toBe('/vi/');
  });

  it('agrees with the locale table, and the check finds a rule that does not', () => {
    expect(redirectsDisagreements(redirectsFile(null))).toEqual([]);
    const swapped = redirectsFile(null).replace('/vi/  302!  Language=vi', '/th/  302!  Language=vi');
    expect(redirectsDisagreements(swapped)).toContain('a vi browser at /: expected /vi/, rules give /th/');
    const noCookieRule = redirectsFile(null).replace(/^\/ .*Cookie=lang\n/m, '');
    expect(redirectsDisagreements(noCookieRule).some((p) => p.startsWith('a saved choice'))).toBe(true);
  });
});
