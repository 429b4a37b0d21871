import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {localeByKey, localePath, locales, message, routes} from './support';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Violations as short readable lines: rule, then the failing elements. */
async function violations(page: Page, build: (axe: AxeBuilder) => AxeBuilder = (axe) => axe) {
  const {violations} = await build(new AxeBuilder({page}).withTags(WCAG)).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Switches the colour mode and waits out its colour transitions, as a reader would see it.
 * Off-screen bands (content-visibility: auto) would only restyle when scrolled to, so
 * every part of the page is rendered first, as it is once the reader gets there.
 */
async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  await page.evaluate(async (t) => {
    document.documentElement.setAttribute('data-theme', t);
    await new Promise(requestAnimationFrame);
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  }, theme);
}

for (const locale of locales) {
  test(`${locale.key}: every page has no axe violations, and its contrast holds in dark mode too`, async ({page}) => {
    // Two axe runs per page, on a runner that may be busy: time per page, so a new page adds its own.
    test.setTimeout(12_000 * routes.length);
    for (const route of routes) {
      const path = localePath(locale, route);
      await page.goto(path);
      await useTheme(page, 'light');
      expect(await violations(page), `${path} (light)`).toEqual([]);
      await useTheme(page, 'dark');
      expect(await violations(page, (axe) => axe.withRules(['color-contrast'])), `${path} (dark)`).toEqual([]);

      // Links that leave the site open apart from it, without handing it our window.
      for (const link of await page.locator('a[href^="http"]').all()) {
        const href = (await link.getAttribute('href'))!;
        if (new URL(href).origin === new URL(page.url()).origin) continue;
        await expect(link, `${path}: ${href}`).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
      }
    }
  });
}

for (const key of ['en', 'th']) {
  test(`${key}: the form's error state is accessible in light and dark mode`, async ({page}) => {
    const locale = localeByKey(key);
    await page.goto(`${localePath(locale, '/')}#apply-for-trial`);
    await page.getByRole('button', {name: message(locale, 'form.submit')}).click();
    await expect(page.locator('form [aria-invalid="true"]').first()).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      expect(await violations(page, (axe) => axe.include('form')), theme).toEqual([]);
    }
  });
}

for (const key of ['en', 'km']) {
  test(`${key}: the confirmation after sending is accessible in light and dark mode`, async ({page}) => {
    const locale = localeByKey(key);
    await page.goto(`${localePath(locale, '/')}#apply-for-trial`);
    await page.getByLabel(message(locale, 'form.name'), {exact: true}).fill('Sok Chan');
    await page.getByLabel(message(locale, 'form.phone'), {exact: true}).fill('+855 12 345 678');
    await page.getByRole('button', {name: message(locale, 'form.submit')}).click();
    const panel = page.locator('[data-confirmation]');
    await expect(panel).toBeFocused();
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      expect(await violations(page, (axe) => axe.include('[data-confirmation]')), theme).toEqual([]);
    }
  });
}
