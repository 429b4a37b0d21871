/**
 * The one Chromium every script and test uses: Debian's, since Playwright
 * cannot download its own browsers here. CHROMIUM_PATH points elsewhere
 * (for example /usr/bin/google-chrome on a GitHub runner without Debian).
 */
import {chromium, type Browser} from '@playwright/test';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
