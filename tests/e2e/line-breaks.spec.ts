/**
 * Line breaking per script on a small phone (360 px): the hero's heading,
 * lead and buttons, and the phone bar's buttons, break between words only,
 * never inside one (Korean keep-all, Japanese phrases, Russian words), and
 * the phone bar's labels fit on one line each.
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {localeByKey, localePath} from './support';

test.use({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});

/**
 * The words (Intl.Segmenter, in the page's language) of the elements that
 * `selector` matches which lie on more than one line: empty when no word is split.
 */
async function splitWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const segmenter = new Intl.Segmenter(document.documentElement.lang, {granularity: 'word'});
    const split: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const nodes: {node: Text; start: number}[] = [];
      let text = '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        nodes.push({node, start: text.length});
        text += node.data;
      }
      // The text node holding a character offset; an end offset belongs to the node it closes.
      const position = (offset: number, end: boolean): [Text, number] => {
        const hit = nodes.find(({node, start}) =>
          end
            ? offset > start && offset <= start + node.data.length
            : offset >= start && offset < start + node.data.length,
        )!;
        return [hit.node, offset - hit.start];
      };
      const tolerance = parseFloat(getComputedStyle(element).fontSize) / 2;
      for (const {segment, index, isWordLike} of segmenter.segment(text)) {
        if (!isWordLike) continue;
        const range = document.createRange();
        range.setStart(...position(index, false));
        range.setEnd(...position(index + segment.length, true));
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
        if (tops.length && Math.max(...tops) - Math.min(...tops) > tolerance) split.push(segment);
      }
    }
    return split;
  }, selector);
}

/** How many lines each matched element's text takes. */
async function lineCounts(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tolerance = parseFloat(getComputedStyle(element).fontSize) / 2;
      const tops: number[] = [];
      for (const r of range.getClientRects()) {
        if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) <= tolerance)) tops.push(r.top);
      }
      return tops.length;
    }),
  );
}

for (const key of ['ko', 'ja', 'ru']) {
  test(`${key}: at 360 px no word of the hero or of the buttons is split across lines`, async ({page}) => {
    await page.goto(localePath(localeByKey(key), '/'));
    for (const selector of ['header h1', 'header p', '#hero-actions .button', '[data-phone-actions] .button']) {
      await expect(page.locator(selector).first()).toBeAttached();
      expect(await splitWords(page, selector), `${key} ${selector}`).toEqual([]);
    }
    // The phone bar's two labels (how to rent, help) each fit on one line.
    expect(await lineCounts(page, '[data-phone-actions] .button'), `${key} phone bar`).toEqual([1, 1]);
    // A phone number is never cut between its groups, alone or in a button's label.
    for (const lines of await lineCounts(page, 'a[href^="tel:"]:not(.button), .button[href^="tel:"] .nowrap'))
      expect(lines).toBe(1);
  });
}
