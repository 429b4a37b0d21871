import {useTheme, violations} from './axe';
import {expect, test} from './fixtures';
import {localeByKey, localePath, message} from './support';

for (const key of ['en', 'th']) {
  test(`${key}: the form's error state is accessible in light and dark mode`, async ({page}) => {
    const locale = localeByKey(key);
    await page.goto(`${localePath(locale, '/')}#apply-for-trial`);
    await page.getByRole('button', {name: message(locale, 'form.submit')}).click();
    await expect(page.locator('form [aria-invalid="true"]').first()).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      expect(await violations(page, {include: 'form'}), theme).toEqual([]);
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
      expect(await violations(page, {include: '[data-confirmation]'}), theme).toEqual([]);
    }
  });
}
