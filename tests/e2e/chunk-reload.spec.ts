/** Recovery from a chunk that fails to load (src/lib/chunkReload.ts). */
import {expect, test} from './fixtures';
import {idle, prefetchesSettled} from './support';

test('a chunk that fails to load reloads once, then shows the error page', async ({page}) => {
  // Find the chunks the customisation form loads on demand (after the idle
  // prefetches of visible links have settled).
  await page.goto('/en/');
  await prefetchesSettled(page);
  const before = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)));
  await page.locator('#apply-for-trial').scrollIntoViewIfNeeded();
  await expect(page.locator('form input[autocomplete="name"]')).toBeVisible();
  const formChunks = (await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))).filter(
    (url) => !before.has(url) && url.endsWith('.js'),
  );
  expect(formChunks.length).toBeGreaterThan(0);

  const fresh = await page.context().newPage();
  await fresh.route(
    (url) => formChunks.includes(url.href),
    (route) => route.abort(),
  );
  let loads = 0;
  fresh.on('load', () => (loads += 1));
  let documents = 0;
  fresh.on('request', (r) => r.isNavigationRequest() && r.frame() === fresh.mainFrame() && (documents += 1));
  await fresh.goto('/en/#apply-for-trial');
  // First failure: one reload fetches the page again.
  await expect.poll(() => loads).toBe(2);
  // Second failure within 60 s (the URL names the form, so it loads at
  // once): the error page, not another reload.
  await expect(fresh.getByRole('alert')).toContainText('500');
  await expect(fresh.getByRole('heading', {level: 1})).toContainText('Loading chunk');
  // The error page asks the guard in an effect, which has run once the page is
  // idle: a reload it started would already have requested the document.
  await idle(fresh);
  expect(documents).toBe(2);
  expect(loads).toBe(2);
});
