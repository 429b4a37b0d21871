import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {localeByKey, message} from './support';

// Its name says what it does, then the current choice: "Switch between dark and light mode (currently …)".
const name = message(localeByKey('th'), 'theme.colorToggle.ariaLabel').split('{mode}')[0]!;
const toggle = (page: Page) => page.locator('.navbar__items--right').getByRole('button', {name});

for (const system of ['light', 'dark'] as const) {
  const other = system === 'light' ? 'dark' : 'light';
  test.describe(`a ${system} system`, () => {
    test.use({colorScheme: system});

    test(`the first tap on the colour toggle turns the page ${other}, and three taps follow the system again`, async ({
      page,
    }) => {
      await page.goto('/th/answer');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', system);
      await expect(html).toHaveAttribute('data-theme-choice', 'system');
      await toggle(page).click();
      await expect(html).toHaveAttribute('data-theme', other);
      await toggle(page).click();
      await expect(html).toHaveAttribute('data-theme-choice', system);
      await toggle(page).click();
      await expect(html).toHaveAttribute('data-theme-choice', 'system');
      // The choice is kept across pages.
      await toggle(page).click();
      await page.reload();
      await expect(html).toHaveAttribute('data-theme', other);
    });
  });
}
