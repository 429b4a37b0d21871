import {test as base, expect, type BrowserContext} from '@playwright/test';

type Options = {
  /**
   * The browser's languages: navigator.languages, and the first of them as
   * the Accept-Language header the host reads. [] states none of the site's
   * (the header says de-DE), so home pages are not redirected.
   */
  browserLanguages: string[];
  /**
   * The visitor's analytics choice before the first page loads. Most tests
   * stand for a visitor who already refused (the e2e build has analytics, and
   * its prompt would sit over the page); null is a first visit.
   */
  analyticsConsent: 'granted' | 'refused' | null;
};

/** Chromium takes a page's Accept-Language from the context's locale, not from extra headers. */
export const contextLocale = (browserLanguages: string[]) => browserLanguages[0] ?? 'de-DE';

/**
 * A context as a visitor's browser: its languages and analytics choice, no
 * third party reached, and every Content-Security-Policy violation on the
 * console. Returns the violations seen, which a test expects to stay empty.
 */
export async function prepareContext(
  context: BrowserContext,
  {browserLanguages, analyticsConsent}: Options,
): Promise<string[]> {
  if (analyticsConsent)
    await context.addInitScript(
      // Only before the first answer: a choice made during the test survives reloads.
      (consent: string) =>
        window.localStorage.getItem('analytics-consent') ?? window.localStorage.setItem('analytics-consent', consent),
      analyticsConsent,
    );
  await context.addInitScript((languages: string[]) => {
    Object.defineProperty(navigator, 'languages', {get: () => languages});
    Object.defineProperty(navigator, 'language', {get: () => languages[0] ?? ''});
  }, browserLanguages);
  // The e2e build reports page views (GTAG_ID): the analytics script is a
  // third party the sandbox cannot reach, so it is answered with nothing.
  await context.route(/googletagmanager\.com/, (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
  // The site is served with its Content-Security-Policy (build/_headers):
  // anything it blocks in any test is a broken page for real users too.
  // Blocks that code catches (a feature test of eval) log nothing by
  // themselves, so the page reports every violation to the console.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  const blocked: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(`${message.page()?.url()}: ${message.text()}`);
  });
  return blocked;
}

export const test = base.extend<Options>({
  browserLanguages: [[], {option: true}],
  analyticsConsent: ['refused', {option: true}],
  locale: async ({browserLanguages}, use) => use(contextLocale(browserLanguages)),
  context: async ({context, browserLanguages, analyticsConsent}, use) => {
    const blocked = await prepareContext(context, {browserLanguages, analyticsConsent});
    await use(context);
    expect(blocked, 'Content-Security-Policy violations').toEqual([]);
  },
});

export {expect};
