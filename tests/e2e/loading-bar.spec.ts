/** The loading bar on <html data-loading-bar> (src/clientModules/loadingBar.ts). */
import {expect, test} from './fixtures';
import {footer, localeByKey, message, navbar} from './support';

test.describe('loading bar', () => {
  test('appears only for a change slower than 200 ms, then finishes', async ({page}) => {
    const en = localeByKey('en');
    await page.goto('/en/about');
    const states: string[] = await page.evaluate(() => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(document.documentElement.dataset.loadingBar ?? '')).observe(
        document.documentElement,
        {attributes: true, attributeFilter: ['data-loading-bar']},
      );
      (window as unknown as {seen: string[]}).seen = seen;
      return seen;
    });
    expect(states).toEqual([]);
    // Fast: the catalogue's code is already loaded, as after an idle prefetch;
    // no bar. (Left to the idle prefetch, a busy CI host sometimes took >200 ms.)
    await page.evaluate(() =>
      (window as unknown as {docusaurus: {preload(path: string): Promise<void>}}).docusaurus.preload('/en/shopping'),
    );
    await page
      .locator('.navbar')
      .getByRole('link', {name: navbar(en, '产品目录')})
      .click();
    await expect(page).toHaveURL('/en/shopping');
    expect(await page.evaluate(() => (window as unknown as {seen: string[]}).seen)).not.toContain('running');

    // Slow: the next page's scripts are held until the bar has shown.
    let release!: () => void;
    const barShown = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await barShown;
      await route.continue();
    });
    await page
      .locator('footer')
      .getByRole('link', {name: footer(en, '隐私政策')})
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-loading-bar', 'running');
    release();
    await expect(page).toHaveURL('/en/privacys');
    await expect(page.locator('html')).toHaveAttribute('data-loading-bar', 'hidden');
  });

  test('turns red when a request through the API wrapper fails', async ({page}) => {
    await page.route('**/customization', (route) => route.abort('connectionrefused'));
    const en = localeByKey('en');
    await page.goto('/en/#apply-for-trial');
    await page.getByLabel(message(en, 'form.name'), {exact: true}).fill('A');
    await page.getByLabel(message(en, 'form.phone'), {exact: true}).fill('+84 90 123 4567');
    await page.getByRole('button', {name: message(en, 'form.submit')}).click();
    await expect(page.locator('html')).toHaveAttribute('data-loading-bar', 'failed');
    await expect(page.locator('#nprogress .bar')).toHaveCSS('background-color', 'rgb(179, 38, 30)');
  });
});
