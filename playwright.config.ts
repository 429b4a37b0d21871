import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, testChromiumPath} from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The local API the e2e build points at (API_BASE_URL in scripts/test/run.sh). */
export const apiPort = Number(process.env.E2E_API_PORT ?? 4174);
export const apiDataFile = 'data/e2e-customization-requests.jsonl';
/** A second, small build made with ROOT_REDIRECT_LOCALE=vi (scripts/test/run.sh). */
export const rootRedirectPort = Number(process.env.E2E_REDIRECT_PORT ?? 4175);
export const rootRedirectDir = 'build-root-redirect';

// Debian's Chromium headless shell: Playwright's own browser downloads are not reachable here.
const chromium = {executablePath: testChromiumPath, args: chromiumArgs};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on two cores: a test waiting out a real timer (the API's 6 s time-out, an answer's
  // fading mark) leaves its core to the others. 3.2 min against 3.6 with two, 3.4 with four.
  workers: 3,
  forbidOnly: !!process.env.CI,
  // One retry on CI only: a timing hiccup on a loaded 2-core runner should
  // not block a merge, and the list reporter still names the test "flaky".
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'off',
    // Each test is a first visit: a worker saving the help for offline use
    // would add downloads, and serve pages past page.route. Allowed only in
    // tests/e2e/offline.spec.ts.
    serviceWorkers: 'block',
  },
  projects: [{name: 'desktop', use: devices['Desktop Chrome']}],
  webServer: [
    {
      command: `npx tsx scripts/dev/serve.ts --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
    },
    // Only where that build was made: `npm test` makes it, `npm run test:locale` does not need it.
    ...(existsSync(rootRedirectDir)
      ? [
          {
            command: `npx tsx scripts/dev/serve.ts --dir ${rootRedirectDir} --port ${rootRedirectPort}`,
            url: `http://127.0.0.1:${rootRedirectPort}/vi/`,
            reuseExistingServer: !process.env.CI,
          },
        ]
      : []),
    {
      command: `npx tsx scripts/api/server.ts --port ${apiPort} --data ${apiDataFile} --origin http://127.0.0.1:${port}`,
      url: `http://127.0.0.1:${apiPort}/health`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
