/**
 * The Chromium every script and test uses: Debian's, since Playwright cannot
 * download its own browsers here. CHROMIUM_PATH points elsewhere (for example
 * /usr/bin/google-chrome on a GitHub runner without Debian).
 */
import {chromium, type Browser} from '@playwright/test';

/** The whole browser, as a phone's Chrome runs: Lighthouse, the benchmarks, screenshots. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  return chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
}
