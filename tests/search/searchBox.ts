/** The search box as a reader drives it, for the eval and the benchmark. */
import type {Page} from '@playwright/test';
import {expect} from '../e2e/fixtures';

export async function openSearch(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('/');
  // The dialog's code loads when it is first opened: a slow phone waits for it, as a reader does.
  const box = page.getByRole('dialog').getByRole('combobox');
  await expect(box).toBeVisible({timeout: 15_000});
  return box;
}

/** Types a query (as one last keystroke) and waits for its results: their links. */
export async function results(page: Page, query: string): Promise<string[]> {
  await page.getByRole('dialog').getByRole('combobox').fill(query);
  // The list is busy while a search runs; then it holds this query's results. Checked on
  // every frame, not with expect()'s back-off (100, 250, 500 ms), which kept the browser idle.
  const list = await page.waitForFunction((q) => {
    const found = document.querySelector('dialog [role="listbox"]');
    return found?.getAttribute('data-query') === q && found.getAttribute('aria-busy') === 'false' && found;
  }, query);
  return list.evaluate((found) =>
    [...(found as Element).querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
  );
}
