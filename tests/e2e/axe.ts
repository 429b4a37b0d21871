import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations (WCAG 2.2 AA and best practice) as short readable lines: rule, then the failing elements. */
export async function violations(page: Page, build: (axe: AxeBuilder) => AxeBuilder = (axe) => axe) {
  const {violations} = await build(new AxeBuilder({page}).withTags(WCAG)).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Switches the colour mode and waits out its colour transitions, as a reader would see it.
 * Off-screen bands (content-visibility: auto) would only restyle when scrolled to, so
 * every part of the page is rendered first, as it is once the reader gets there.
 */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  await page.evaluate(async (t) => {
    document.documentElement.setAttribute('data-theme', t);
    await new Promise(requestAnimationFrame);
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  }, theme);
}
