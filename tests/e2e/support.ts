import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {helpDocIds} from '../../src/data/helpCenter';
import {isWrittenIn, locales, type SiteLocale} from '../../src/data/locales';

export {locales};

/** Every route of the site: the React pages of src/pages and the help documents. */
export const routes: readonly string[] = [
  '/',
  '/about',
  '/shopping',
  '/venues',
  '/uploadPage',
  ...helpDocIds.map((id) => `/${id}`),
];

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

/** A plural message's form for a count where every locale uses its first form (1). */
export const firstForm = (text: string) => text.split('|')[0]!;

/** A navbar or footer label as a locale translates it, from its zh source label. */
function themeLabel(file: 'navbar' | 'footer', prefix: string) {
  return (locale: SiteLocale, zhLabel: string): string => {
    if (locale.key === 'zh') return zhLabel;
    const json = path.resolve(__dirname, '../../i18n', locale.key, 'docusaurus-theme-classic', `${file}.json`);
    const labels = JSON.parse(readFileSync(json, 'utf8')) as Record<string, {message: string}>;
    const text = labels[`${prefix}${zhLabel}`]?.message;
    if (!text) throw new Error(`No ${prefix}${zhLabel} in ${json}`);
    return text;
  };
}

export const navbar = themeLabel('navbar', 'item.label.');
export const footer = themeLabel('footer', 'link.item.label.');

export function localeByKey(key: string): SiteLocale {
  const locale = locales.find((l) => l.key === key);
  if (!locale) throw new Error(`No locale ${key}`);
  return locale;
}

/**
 * Whether a text is written in a locale's script (src/data/locales.ts, the
 * rule the translation guards apply): at least its share of the letters.
 */
export function inLocaleScript(text: string, key: string): boolean {
  return isWrittenIn(text, locales.find((l) => l.key === key)!.script);
}

/**
 * Sums every layout shift of the pages loaded from now on, as Lighthouse
 * counts them: viewport emulation marks the first shifts as input, so none is
 * left out. Returns a reader of the sum so far, for the page loaded last.
 */
export async function countLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    (window as unknown as {shifts: number}).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as {shifts: number}).shifts += (entry as unknown as {value: number}).value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  return () => page.evaluate(() => (window as unknown as {shifts: number}).shifts);
}

/**
 * Resolves once the page has been idle: two frames (so work queued for the
 * next frame, such as an IntersectionObserver callback, has run), then one
 * idle callback. Anything the page schedules for its idle moment has run.
 */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 3000}))),
      ),
  );
}

/**
 * Resolves once the page is hydrated, has been idle, and every chunk its
 * links asked to prefetch has arrived (each <link rel=prefetch> has a
 * resource-timing entry).
 */
export async function prefetchesSettled(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await idle(page);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const fetched = new Set(performance.getEntriesByType('resource').map((e) => e.name));
        return [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].every((l) => fetched.has(l.href));
      }),
    )
    .toBe(true);
}
