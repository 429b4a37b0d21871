import {readFileSync} from 'node:fs';
import path from 'node:path';
import {locales, type SiteLocale} from '../../src/data/locales';

export {locales};

export const routes = [
  '/',
  '/about',
  '/answer',
  '/leaseAgreement',
  '/privacys',
  '/salesRefund',
  '/shopping',
  '/uploadPage',
  '/userAgreements',
] as const;

/** `/answer` under a locale's prefix: `/answer`, `/en/answer`, `/en/`. */
export function localePath(locale: SiteLocale, route: string): string {
  if (!locale.prefix) return route;
  return route === '/' ? `/${locale.prefix}/` : `/${locale.prefix}${route}`;
}

/** A string of the site's React code as a locale translates it. */
export function message(locale: SiteLocale, id: string): string {
  const file = path.resolve(__dirname, '../../i18n', locale.key, 'code.json');
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  const text = messages[id]?.message;
  if (!text) throw new Error(`No ${id} in ${file}`);
  return text;
}

export function localeByKey(key: string): SiteLocale {
  const locale = locales.find((l) => l.key === key);
  if (!locale) throw new Error(`No locale ${key}`);
  return locale;
}

/** The script each locale's headings are written in. */
export const scriptOf: Record<string, RegExp> = {
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
  km: /\p{Script=Khmer}/u,
  ru: /\p{Script=Cyrillic}/u,
  kk: /\p{Script=Cyrillic}/u,
  en: /^[\p{Script=Latin}\p{P}\p{N}\s]+$/u,
  vi: /^[\p{Script=Latin}\p{P}\p{N}\s]+$/u,
  fil: /^[\p{Script=Latin}\p{P}\p{N}\s]+$/u,
  id: /^[\p{Script=Latin}\p{P}\p{N}\s]+$/u,
  ms: /^[\p{Script=Latin}\p{P}\p{N}\s]+$/u,
};
