/**
 * The Chromium every script and test uses: Debian's, since Playwright cannot
 * download its own browsers here. CHROMIUM_PATH points elsewhere (for example
 * /usr/bin/google-chrome on a GitHub runner without Debian).
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';

/**
 * The whole browser, as a phone's Chrome runs: Lighthouse, the benchmarks,
 * screenshots, social cards. The tests do not need it, so `npm test` leaves
 * it out (an 81 MB download) and this installs it where it is missing.
 */
export function fullChromiumPath(): string {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executable))
    execFileSync('bash', [path.resolve(__dirname, '../test/ensure-system-packages.sh'), 'chromium'], {
      stdio: 'inherit',
    });
  return executable;
}

/**
 * The tests' browser: Debian's build of Chromium's headless shell, the same
 * Blink and V8 without the full browser's extra processes (what Playwright
 * itself runs headless tests in). The e2e suite takes 3.7 minutes in it
 * against 6.6 in the whole browser, on two cores.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Root in a container needs --no-sandbox; the rest keep a closed network quiet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: fullChromiumPath(), args: chromiumArgs});
}
