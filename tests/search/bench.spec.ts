/**
 * npm run bench:search — what a query costs on a throttled phone (Chrome's
 * Slow 4G, CPU 4× slower), per locale, through the real search box: bytes
 * fetched for the first query (the dialog's code and the index) and for a
 * further one, and the time from the last keystroke to the results. Printed,
 * not asserted beyond a sanity check: speed goals are benchmarks, not timed
 * tests, and stay out of `npm test`.
 */
import {expect, test} from '../e2e/fixtures';
import {idle, localePath, locales, prefetchesSettled} from '../e2e/support';
import {openSearch, results} from './searchBox';
import {queries} from './queries';

const costs: string[] = [];
test.afterAll(() => {
  console.log(
    `\nsearch bench: cost on Slow 4G with a 4× slower CPU (goal: first query ≤ 50 KB, next ≤ 20 KB, ≤ 300 ms)\n` +
      `  locale  first query (with opening)  next query  keystroke → results (first, next)\n${costs.join('\n')}`,
  );
});

for (const locale of locales) {
  test(`${locale.key}: what a query costs on a throttled phone`, async ({page}) => {
    const [first, next] = queries[locale.key]!;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Chrome DevTools' "Slow 4G" preset (request-level throttling) and 4× CPU, as Lighthouse's mobile profile.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (750 * 1024 * 0.9) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    // What the search fetches: its script and its index. The page's own
    // prefetches of other pages (link rel=prefetch, type "Other") are not
    // the search's, and are let settle first.
    const fetchedBySearch = new Set<string>();
    let bytes = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Script' || e.type === 'Fetch') fetchedBySearch.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (fetchedBySearch.has(e.requestId)) bytes += e.encodedDataLength;
    });
    await page.goto(localePath(locale, '/answer'));
    await prefetchesSettled(page);
    // Opening loads the dialog's code: it counts towards the first query.
    bytes = 0;
    await openSearch(page);
    await idle(page);
    const measure = async (query: string) => {
      bytes = 0;
      // Timed in the page: from the input event of the last keystroke to the
      // list holding this query's results.
      const ms = page.evaluate(
        (q) =>
          new Promise<number>((resolve) => {
            const box = document.querySelector('dialog [role="combobox"]')!;
            const list = document.querySelector('dialog [role="listbox"]')!;
            let typed = 0;
            box.addEventListener('input', (e) => (typed = e.timeStamp), {once: true});
            new MutationObserver((_, observer) => {
              if (typed && list.getAttribute('data-query') === q && list.getAttribute('aria-busy') === 'false') {
                observer.disconnect();
                resolve(performance.now() - typed);
              }
            }).observe(list, {attributes: true});
          }),
        query,
      );
      await results(page, query);
      // A response finishing after the results are drawn would still count.
      await idle(page);
      return {kb: bytes / 1024, ms: Math.round(await ms)};
    };
    await idle(page);
    const opening = bytes / 1024;
    const a = await measure(first!.query);
    a.kb += opening;
    const b = await measure(next!.query);
    costs.push(
      `  ${locale.key.padEnd(6)}  ${a.kb.toFixed(1).padStart(8)} KB (${opening.toFixed(1)} KB opening)  ${b.kb.toFixed(1).padStart(7)} KB  ${String(a.ms).padStart(6)} ms, ${b.ms} ms`,
    );
    expect(a.kb).toBeGreaterThan(0);
  });
}
