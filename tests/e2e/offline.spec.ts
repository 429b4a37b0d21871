import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {idle, localeByKey, message} from './support';
import {freePort} from '../../scripts/lib/freePort';
import {rootRedirectDir} from '../../playwright.config';

test.use({serviceWorkers: 'allow'});

const vi = localeByKey('vi');

/** Resolves once this locale's worker is active: it has saved every file of its list. */
async function helpSaved(page: Page, scope: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (scope) => {
          const registration = await navigator.serviceWorker.getRegistration(scope);
          return registration?.scope.endsWith(scope) ? registration.active?.state : undefined;
        }, scope),
      {timeout: 30_000}, // the worker saves some 70 files first
    )
    .toBe('activated');
}

test('after one visit, the Vietnamese help opens offline: answers, agreements and search', async ({page, context}) => {
  await page.goto('/vi/answer');
  await helpSaved(page, '/vi/');
  await context.setOffline(true);

  // A new load, not a jump within the open page.
  await page.goto('about:blank');
  await page.goto('/vi/answer#deposit');
  await expect(page.locator('h3#deposit')).toBeInViewport();
  const notice = page.locator('[data-offline-notice]');
  await expect(notice).toHaveText(message(vi, 'offline.notice'));

  await page.goto('/vi/salesRefund');
  await expect(page.locator('h1')).toBeVisible();
  await expect(notice).toBeVisible();

  await page.keyboard.press('/');
  await page.getByRole('dialog').getByRole('combobox').fill('hoan tien coc');
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vi\/(answer|salesRefund)#/);

  // Back online, the notice goes.
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test('a locale not yet visited is not saved: offline, /th/ is the browser’s own offline page', async ({
  page,
  context,
}) => {
  await page.goto('/vi/');
  await helpSaved(page, '/vi/');
  await context.setOffline(true);
  await expect(page.goto('/th/')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('with data saver on, nothing is saved for offline use', async ({page, context}) => {
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
  );
  const saved: string[] = [];
  page.on('request', (r) => r.url().includes('/sw.js') && saved.push(r.url()));
  await page.goto('/vi/answer');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The registration runs at the page's first idle moment after load; had it
  // gone on, its script and the worker would be on the network before it settles.
  await idle(page);
  await page.waitForLoadState('networkidle');
  expect(saved).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
});

test.describe('a new deploy', () => {
  let server: ChildProcess;
  let port: number;
  // The same host as the other tests (scripts/dev/serve.ts), started and
  // stopped here so that another build can take its place on the same origin.
  const serve = async (dir: string) => {
    server = spawn('node_modules/.bin/tsx', ['scripts/dev/serve.ts', '--dir', dir, '--port', String(port)], {
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/vi/`).then(
            (r) => r.status,
            () => 0,
          ),
        {timeout: 20_000},
      )
      .toBe(200);
  };
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill();
    await once(server, 'exit');
  };
  test.beforeAll(async () => {
    port = await freePort();
  });
  test.afterAll(() => stop());

  test('served over the old one, the page offers to reload into the new version', async ({page}) => {
    const origin = `http://127.0.0.1:${port}`;
    const mainScript = () => page.locator('script[src*="/main."]').getAttribute('src');
    await serve('build');
    await page.goto(`${origin}/vi/answer`);
    await helpSaved(page, '/vi/');
    const before = await mainScript();

    // Another build of the same pages (made with other settings) replaces it on the host.
    await stop();
    await serve(rootRedirectDir);
    const after = /<script src="?([^"\s>]*\/main\.[^"\s>]+)/.exec(
      readFileSync(`${rootRedirectDir}/vi/answer.html`, 'utf8'),
    )![1];
    expect(after).not.toBe(before);

    // The saved copy shows first; the new worker saves the new files meanwhile.
    await page.reload();
    const prompt = page.locator('[data-update-prompt]');
    // It shows once the new worker has saved the new version's files, as the first save took (helpSaved).
    await expect(prompt).toContainText(message(vi, 'update.available'), {timeout: 30_000});
    await prompt.getByRole('button', {name: message(vi, 'update.reload'), exact: true}).click();
    await expect.poll(mainScript).toBe(after);
    await expect(prompt).toHaveCount(0);
  });
});
