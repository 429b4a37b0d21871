/**
 * The 12 locales of the site: one table read by docusaurus.config.ts, the
 * theme and the client code. `key` is the BCP 47 tag Docusaurus uses (i18n
 * folder names, <html lang>, hreflang); `prefix` and `code` keep the legacy
 * URL segments and stored `lang` values that existing links still use.
 */
/**
 * The script a locale is written in, for the guards that catch text left in
 * another language: at least `share` of a text's letters match `letters`,
 * and a long text has at least one of `must` (kana in Japanese, the Kazakh
 * letters that Russian lacks).
 */
export type LocaleScript = {letters: RegExp; share: number; must?: RegExp; mustName?: string};

/** Whether a text is written in a script: at least its share of the text's letters. */
export function isWrittenIn(text: string, {letters, share}: LocaleScript): boolean {
  const all = [...text].filter((c) => /\p{L}/u.test(c));
  return all.length > 0 && all.filter((c) => letters.test(c)).length / all.length >= share;
}

const latin: LocaleScript = {letters: /\p{Script=Latin}/u, share: 0.9};
const cyrillic: LocaleScript = {letters: /\p{Script=Cyrillic}/u, share: 0.7};

export type SiteLocale = {
  /** Docusaurus locale key and i18n folder name (BCP 47). */
  key: string;
  /** URL segment; '' for the default locale served at the root. */
  prefix: string;
  /** The `lang` value stored in the cookie and localStorage. */
  code: string;
  /** `<html lang>` and hreflang. */
  htmlLang: string;
  /** Native name, shown in the locale dropdown. */
  label: string;
  /** The site's name in this language: <title> suffix and navbar. */
  siteName: string;
  /**
   * Primary language subtags a browser sends for this locale
   * (navigator.languages, Accept-Language); read by the browser's detection
   * and by the host rules the build writes.
   */
  browserTags: readonly string[];
  script: LocaleScript;
};

// One locale a line, read as a table.
// prettier-ignore
export const locales = [
  {key: 'zh', siteName: '共享充电宝', prefix: '', code: 'zh', htmlLang: 'zh-Hans', label: '中文', browserTags: ['zh'],
    script: {letters: /\p{Script=Han}/u, share: 0.6}},
  {key: 'en', siteName: 'Shared Power Bank', prefix: 'en', code: 'en', htmlLang: 'en', label: 'English', browserTags: ['en'],
    script: latin},
  {key: 'vi', siteName: 'Thuê Sạc Dự Phòng', prefix: 'vi', code: 'vi', htmlLang: 'vi', label: 'Tiếng Việt', browserTags: ['vi'],
    script: latin},
  {key: 'th', siteName: 'เช่าพาวเวอร์แบงก์', prefix: 'th', code: 'th', htmlLang: 'th', label: 'ไทย', browserTags: ['th'],
    script: {letters: /\p{Script=Thai}/u, share: 0.6}},
  {key: 'fil', siteName: 'Paupahang Power Bank', prefix: 'fb', code: 'fb', htmlLang: 'fil', label: 'Filipino', browserTags: ['fil', 'tl'],
    script: latin},
  {key: 'id', siteName: 'Sewa Power Bank', prefix: 'id', code: 'id', htmlLang: 'id', label: 'Bahasa Indonesia', browserTags: ['id', 'in'],
    script: latin},
  {key: 'ja', siteName: 'モバイルバッテリーレンタル', prefix: 'jp', code: 'jp', htmlLang: 'ja', label: '日本語', browserTags: ['ja'],
    script: {letters: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u, share: 0.6, must: /[\p{Script=Hiragana}\p{Script=Katakana}]/u, mustName: 'kana'}},
  {key: 'km', siteName: 'ជួលថ្មសាកបម្រុង', prefix: 'kh', code: 'kh', htmlLang: 'km', label: 'ខ្មែរ', browserTags: ['km'],
    script: {letters: /\p{Script=Khmer}/u, share: 0.6}},
  {key: 'ms', siteName: 'Sewa Power Bank', prefix: 'bm', code: 'bm', htmlLang: 'ms', label: 'Bahasa Melayu', browserTags: ['ms'],
    script: latin},
  {key: 'ko', siteName: '보조배터리 대여', prefix: 'ko', code: 'ko', htmlLang: 'ko', label: '한국어', browserTags: ['ko'],
    script: {letters: /\p{Script=Hangul}/u, share: 0.6}},
  {key: 'kk', siteName: 'Пауэрбанк жалға алу', prefix: 'kz', code: 'kz', htmlLang: 'kk', label: 'Қазақ тілі', browserTags: ['kk'],
    script: {...cyrillic, must: /[әғқңөұүһі]/iu, mustName: 'Kazakh letters (ә ғ қ ң ө ұ ү һ і)'}},
  {key: 'ru', siteName: 'Аренда пауэрбанков', prefix: 'ru', code: 'ru', htmlLang: 'ru', label: 'Русский', browserTags: ['ru'],
    script: cyrillic},
] as const satisfies readonly SiteLocale[];

export type LocaleKey = (typeof locales)[number]['key'];
export type SiteCode = (typeof locales)[number]['code'];

export const defaultLocale = locales[0];

export function localeByKey(key: string): SiteLocale | undefined {
  return locales.find((l) => l.key === key);
}

export function localeByCode(code: string): SiteLocale | undefined {
  return locales.find((l) => l.code === code);
}

/** The URL segments of the prefixed locales (`en`, `vi`, …): also their folders inside the root build. */
export const urlPrefixes: readonly string[] = locales.map((l) => l.prefix).filter(Boolean);

/** The base URL of a locale's pages: '/' for zh, '/en/' for English. */
export function localeBaseUrl(locale: SiteLocale): string {
  return locale.prefix ? `/${locale.prefix}/` : '/';
}

/** The locale a URL path belongs to (the default locale when no prefix matches). */
export function localeOfPath(pathname: string): SiteLocale {
  const segment = pathname.split('/')[1] ?? '';
  return locales.find((l) => l.prefix !== '' && l.prefix === segment) ?? defaultLocale;
}

/** The same page in another locale: `/vi/answer` → `/th/answer`. */
export function pathInLocale(pathname: string, target: SiteLocale): string {
  const current = localeOfPath(pathname);
  const rest = current.prefix ? pathname.slice(current.prefix.length + 1) : pathname;
  return `${localeBaseUrl(target).slice(0, -1)}${rest.startsWith('/') ? rest : `/${rest}`}`;
}
