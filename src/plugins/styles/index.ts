import type {Plugin, PluginModule} from '@docusaurus/types';
import type {PluginCreator, Rule} from 'postcss';

/**
 * Infima's components that neither the theme's parts we use nor our own
 * pages render: their rules leave the global stylesheet.
 */
export const UNUSED_INFIMA = ['avatar', 'pills', 'tabs', 'hero', 'card', 'button-group', 'pagination', 'shadow'];
/**
 * Infima's utility and modifier classes, but those the theme's parts and our
 * pages name (the theme names each literally, e.g. "alert alert--danger").
 * scripts/test/weight-budget.ts fails the build's check if a page or script
 * names a class removed here.
 */
const UTILITY =
  /^((margin|padding)(-(top|bottom|left|right|horiz|vert))?--|text--|col--|row--|badge--|button--|alert--|alert__|breadcrumbs--|container--|dropdown--|navbar__items--|navbar__search)/;
export const USED_INFIMA_UTILITIES = new Set(
  (
    'col--3 margin-top--sm margin-left--sm margin-bottom--sm margin-top--md margin-bottom--md margin-right--md ' +
    'padding--none padding-top--md padding-bottom--lg text--center text--truncate alert--secondary alert--success ' +
    'alert--info alert--warning alert--danger badge--secondary button--outline button--sm button--lg ' +
    'button--secondary button--primary dropdown--hoverable dropdown--show dropdown--right navbar__items--right'
  ).split(' '),
);

/** Infima's block of a class: `pagination__item--active` → `pagination`. */
const block = (className: string) => className.split(/__|--/)[0]!;
const classesOf = (selector: string) => [...selector.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!);
/** A class of Infima's that this site never names. */
export const unusedInfimaClass = (c: string) =>
  UNUSED_INFIMA.includes(block(c)) || (UTILITY.test(c) && !USED_INFIMA_UTILITIES.has(c));
/** A selector that styles only what an unused Infima class would. */
export const unusedInfimaSelector = (selector: string) => classesOf(selector).some(unusedInfimaClass);

/** Drops those selectors from Infima's own file, and a rule left with none. */
const dropUnusedInfima: PluginCreator<void> = () => ({
  postcssPlugin: 'drop-unused-infima',
  Once(root) {
    if (!/[/\\]infima[/\\]/.test(root.source?.input.file ?? '')) return;
    root.walkRules((rule: Rule) => {
      const kept = rule.selectors.filter((s) => !unusedInfimaSelector(s));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
  },
});
dropUnusedInfima.postcss = true;

/**
 * The global stylesheet, through Docusaurus' own seams:
 * - `configurePostCss`: Infima's unused components and utilities leave it;
 * - `configureWebpack`: Docusaurus puts the CSS of every chunk of the site
 *   into one file (styles.css, loaded by every page). Only the CSS of what
 *   every page loads (main.js: Infima, navbar, footer, the shared parts) stays
 *   there; a route's own CSS (the docs' sidebar, TOC and admonitions, a
 *   business page's sections) stays with its route's chunk, named in that
 *   page's HTML and loaded with the chunk on a client-side navigation, and so
 *   does the CSS of a part loaded later (the search dialog, the notices).
 *   Docusaurus kept one file because split CSS applied in a different order
 *   per visit; the theme's and Infima's CSS are now in cascade layers, whose
 *   order is declared once, first, so the file order no longer decides, and
 *   our own module classes do not compete for the same elements.
 */
function stylesPlugin(): Plugin {
  return {
    name: 'styles',
    configurePostCss(options) {
      // First: Docusaurus' cascade-layers plugin then wraps the file in its layer by moving
      // its rules to a copy, where removing one would skip the next.
      options.plugins.unshift(dropUnusedInfima());
      return options;
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Merged into Docusaurus' own `styles` group, which forces the CSS of all chunks into one file.
      return {optimization: {splitChunks: {cacheGroups: {styles: {chunks: 'initial'}}}}};
    },
  };
}

export default stylesPlugin as PluginModule;
