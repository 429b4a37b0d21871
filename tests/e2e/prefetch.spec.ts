/** Idle prefetch of visible links (src/clientModules/prefetch.ts). */
import {expect, test} from './fixtures';
import {idle, prefetchesSettled} from './support';

test('visible links prefetch their chunks when idle, but not offline', async ({page, context}) => {
  const prefetched = () => page.locator('link[rel="prefetch"]').count();
  await page.goto('/en/answer');
  await expect.poll(prefetched).toBeGreaterThan(0);

  await page.goto('/en/about');
  // Links visible on load may still be waiting for their idle moment.
  await prefetchesSettled(page);
  await context.setOffline(true);
  const start = await prefetched();
  await page.locator('footer').scrollIntoViewIfNeeded();
  // The footer's links are seen in the next frame, and a prefetch they queued
  // would run before this later idle callback: the moment for it has passed.
  await idle(page);
  expect(await prefetched()).toBe(start);
  await context.setOffline(false);
});
