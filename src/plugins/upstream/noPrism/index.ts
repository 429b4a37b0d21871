import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {assertVerified} from '../verified';

const NAME = 'no-prism';

/** The classic theme's client module that loads Prism into every page. */
export function themePrismModule(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages.js');
}

/**
 * Keeps Prism (~30 KB gzip, a fifth of the first-load JavaScript) out of
 * every page. The help center has no code samples: the ejected
 * src/theme/CodeBlock renders plain text, but the theme also registers a
 * client module whose only work is to load Prism and its languages. It has
 * no option to turn that off, so the module is replaced by an empty one.
 */
function noPrismPlugin(): Plugin {
  assertVerified(NAME);
  return {
    name: NAME,
    configureWebpack() {
      const original = themePrismModule();
      // After a theme upgrade that moves the file the alias would silently do nothing.
      if (!existsSync(original)) throw new Error(`${NAME}: ${original} is gone; update the alias`);
      return {resolve: {alias: {[original]: false}}};
    },
  };
}

export default noPrismPlugin as PluginModule;
