/** The fade between pages (src/clientModules/pageTransition.ts). */
import {expect, test} from './fixtures';
import {localeByKey, navbar} from './support';

test.describe('page transition', () => {
  test('the new page fades in', async ({page}) => {
    await page.goto('/en/about');
    await page
      .locator('.navbar')
      .getByRole('link', {name: navbar(localeByKey('en'), '产品目录')})
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-route-transition', 'in');
    expect(await page.locator('main').evaluate((m) => getComputedStyle(m).animationName)).toBe('page-in');
  });

  test('and does not move under prefers-reduced-motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto('/en/about');
    await page
      .locator('.navbar')
      .getByRole('link', {name: navbar(localeByKey('en'), '产品目录')})
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-route-transition', 'in');
    expect(await page.locator('main').evaluate((m) => getComputedStyle(m).animationName)).toBe('none');
  });
});
