import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations (WCAG 2.2 AA and best practice) as short readable lines:
 * rule, then the failing elements. Only the rules given, and only inside
 * `include`, when set.
 *
 * axe-core runs in the page, injected once: @axe-core/playwright re-injects it
 * and opens a blank page to merge each run's frames (our pages have none),
 * which was two thirds of the time the page sweep spent per page.
 */
export async function violations(page: Page, {include, rules}: {include?: string; rules?: string[]} = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: WCAG},
    resultTypes: ['violations'],
  };
  const run = (options: RunOptions) =>
    page.evaluate(
      async ([include, options]) => {
        const {axe} = window as unknown as {axe: {run: (context: unknown, o: RunOptions) => Promise<AxeResults>}};
        const {violations} = await axe.run(include ?? document, options);
        return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target?.join(' ')).join(', ')}`);
      },
      [include, options] as const,
    );
  // Without CSS selectors for the elements a seventh faster; only a page with
  // violations is run again, to name them.
  const found = await run({...options, selectors: false, ancestry: false, xpath: false});
  return found.length ? run(options) : found;
}

/**
 * Switches the colour mode and shows its colours as a reader sees them once
 * they settle: the colour transitions jump to their end (waiting them out cost
 * the page sweep a fifth of a second a page). Off-screen bands
 * (content-visibility: auto) would only restyle when scrolled to, so every part
 * of the page is rendered first, as it is once the reader gets there.
 */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  await page.evaluate((t) => {
    document.documentElement.setAttribute('data-theme', t);
    // getAnimations() brings the style up to date, so the transitions the switch starts are all there.
    for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
  }, theme);
}
