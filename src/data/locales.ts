/**
 * The 12 locales of the site: one table read by docusaurus.config.ts, the
 * theme and the client code. `key` is the BCP 47 tag Docusaurus uses (i18n
 * folder names, <html lang>, hreflang); `prefix` and `code` keep the legacy
 * URL segments and stored `lang` values that existing links still use.
 */
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
};

export const locales = [
  {key: 'zh', siteName: '共享充电宝', prefix: '', code: 'zh', htmlLang: 'zh-Hans', label: '中文', browserTags: ['zh']},
  {key: 'en', siteName: 'Shared Power Bank', prefix: 'en', code: 'en', htmlLang: 'en', label: 'English', browserTags: ['en']},
  {key: 'vi', siteName: 'Thuê Sạc Dự Phòng', prefix: 'vi', code: 'vi', htmlLang: 'vi', label: 'Tiếng Việt', browserTags: ['vi']},
  {key: 'th', siteName: 'เช่าพาวเวอร์แบงก์', prefix: 'th', code: 'th', htmlLang: 'th', label: 'ไทย', browserTags: ['th']},
  {key: 'fil', siteName: 'Paupahang Power Bank', prefix: 'fb', code: 'fb', htmlLang: 'fil', label: 'Filipino', browserTags: ['fil', 'tl']},
  {key: 'id', siteName: 'Sewa Power Bank', prefix: 'id', code: 'id', htmlLang: 'id', label: 'Bahasa Indonesia', browserTags: ['id', 'in']},
  {key: 'ja', siteName: 'モバイルバッテリーレンタル', prefix: 'jp', code: 'jp', htmlLang: 'ja', label: '日本語', browserTags: ['ja']},
  {key: 'km', siteName: 'ជួលថ្មសាកបម្រុង', prefix: 'kh', code: 'kh', htmlLang: 'km', label: 'ខ្មែរ', browserTags: ['km']},
  {key: 'ms', siteName: 'Sewa Power Bank', prefix: 'bm', code: 'bm', htmlLang: 'ms', label: 'Bahasa Melayu', browserTags: ['ms']},
  {key: 'ko', siteName: '보조배터리 대여', prefix: 'ko', code: 'ko', htmlLang: 'ko', label: '한국어', browserTags: ['ko']},
  {key: 'kk', siteName: 'Пауэрбанк жалға алу', prefix: 'kz', code: 'kz', htmlLang: 'kk', label: 'Қазақ тілі', browserTags: ['kk']},
  {key: 'ru', siteName: 'Аренда пауэрбанков', prefix: 'ru', code: 'ru', htmlLang: 'ru', label: 'Русский', browserTags: ['ru']},
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
