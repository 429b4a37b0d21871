import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {assertVerified} from '../verified';

const NAME = 'lazy-progress-bar';

/** The classic theme's client module that starts and ends nprogress on route changes. */
export function themeProgressBarModule(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'nprogress.js');
}

/**
 * Keeps nprogress out of every page's first load. The theme registers a
 * client module that imports it (and its style) into main.js only to start
 * the bar 200 ms into a route change; src/clientModules/loadingBar.ts does the
 * same with nprogress loaded on the first change, and imports the style. The
 * theme has no option for it, so its module is replaced by an empty one.
 */
function lazyProgressBarPlugin(): Plugin {
  assertVerified(NAME);
  return {
    name: NAME,
    configureWebpack() {
      const original = themeProgressBarModule();
      // After a theme upgrade that moves the file the alias would silently do nothing.
      if (!existsSync(original)) throw new Error(`${NAME}: ${original} is gone; update the alias`);
      return {resolve: {alias: {[original]: false}}};
    },
  };
}

export default lazyProgressBarPlugin as PluginModule;
