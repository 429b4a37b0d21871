/**
 * Google Analytics in the e2e build (GTAG_ID): only after the visitor allows
 * it, as the privacy policy says (#website).
 */
import {expect, test} from './fixtures';
import {localeByKey, message} from './support';

type DataLayerWindow = {dataLayer?: IArguments[]};
const pageViews = () =>
  ((window as unknown as DataLayerWindow).dataLayer ?? [])
    .map((args) => Array.from(args))
    .filter(([kind, name]) => kind === 'config' || (kind === 'event' && name === 'page_view')).length;

test.describe('a visitor who allowed analytics', () => {
  test.use({analyticsConsent: 'granted'});

  test('has a page view reported on load and on every route change', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.url().includes('googletagmanager.com') && scripts.push(r.url()));
    await page.goto('/en/');
    // Route changes are client-side only once the app has hydrated; a click
    // before that is a new page load, which starts a new count.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.locator('.navbar').getByRole('link', {name: 'About us'}).click();
    await expect(page).toHaveURL('/en/about');
    // The address changes at once, the page when its code has loaded: a click
    // before that replaces a route change that never happened.
    await expect(page.getByRole('heading', {level: 1})).toHaveText(message(localeByKey('en'), 'about.title'));
    await page.locator('.navbar').getByRole('link', {name: 'Help', exact: true}).click();
    await expect(page).toHaveURL('/en/answer');
    await expect.poll(() => page.evaluate(pageViews)).toBe(3);
    await expect.poll(() => scripts.some((url) => /gtag\/js\?id=G-/.test(url))).toBe(true);
  });
});

test.describe('a first visit', () => {
  test.use({analyticsConsent: null});

  test('asks before measuring anything, and remembers "allow"', async ({page}) => {
    const en = localeByKey('en');
    const scripts: string[] = [];
    page.on('request', (r) => r.url().includes('googletagmanager.com') && scripts.push(r.url()));
    await page.goto('/en/answer');
    const prompt = page.getByRole('region', {name: message(en, 'analytics.label')});
    await expect(prompt).toContainText(message(en, 'analytics.prompt'));
    expect(scripts).toEqual([]);
    expect(await page.evaluate(pageViews)).toBe(0);
    await prompt.getByRole('button', {name: message(en, 'analytics.allow'), exact: true}).click();
    await expect(prompt).toBeHidden();
    await expect.poll(() => page.evaluate(pageViews)).toBe(1);
    // The script is requested after the click returns: wait for it, do not race it.
    await expect.poll(() => scripts.some((url) => /gtag\/js\?id=G-/.test(url))).toBe(true);
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await expect.poll(() => page.evaluate(pageViews)).toBe(1);
  });

  test('"don\'t allow" loads nothing, and the privacy policy can change the choice', async ({page, context}) => {
    const en = localeByKey('en');
    const scripts: string[] = [];
    page.on('request', (r) => r.url().includes('googletagmanager.com') && scripts.push(r.url()));
    await page.goto('/en/');
    const prompt = page.getByRole('region', {name: message(en, 'analytics.label')});
    await prompt.getByRole('button', {name: message(en, 'analytics.refuse'), exact: true}).click();
    await expect(prompt).toBeHidden();
    await page.goto('/en/privacys#website');
    const choice = page.getByRole('group', {name: message(en, 'analytics.label')});
    await expect(choice).toContainText(message(en, 'analytics.state.refused'));
    await expect(choice.getByRole('button', {name: message(en, 'analytics.refuse'), exact: true})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(scripts).toEqual([]);
    await choice.getByRole('button', {name: message(en, 'analytics.allow'), exact: true}).click();
    await expect(choice).toContainText(message(en, 'analytics.state.granted'));
    await expect.poll(() => scripts.length).toBe(1);
    // Taking it back stops reporting and deletes Google's cookies.
    // As gtag.js sets it: on the site's path root.
    await context.addCookies([{name: '_ga', value: 'GA1.1.1.1', domain: new URL(page.url()).hostname, path: '/'}]);
    await choice.getByRole('button', {name: message(en, 'analytics.refuse'), exact: true}).click();
    await expect(choice).toContainText(message(en, 'analytics.state.refused'));
    expect((await context.cookies()).map((c) => c.name)).not.toContain('_ga');
    expect(await page.evaluate(() => typeof (window as {gtag?: unknown}).gtag)).toBe('undefined');
  });
});
