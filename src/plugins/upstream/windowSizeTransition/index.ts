import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {assertVerified} from '../verified';

/** The theme's own module that the alias replaces. */
export function themeWindowSizeModule(): string {
  return path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks/useWindowSize.js');
}

/**
 * Points the theme's own imports of useWindowSize (navbar, doc sidebar, doc
 * layout) at ./useWindowSize.ts, which reports the first size after
 * hydration as a transition. An alias on the resolved file, because the
 * theme imports it by relative path.
 */
function windowSizeTransitionPlugin(): Plugin {
  assertVerified('window-size-transition');
  return {
    name: 'window-size-transition',
    configureWebpack() {
      const original = themeWindowSizeModule();
      // After a theme upgrade that moves the file the alias would silently do nothing.
      if (!existsSync(original)) throw new Error(`window-size-transition: ${original} is gone; update the alias`);
      return {resolve: {alias: {[original]: path.join(__dirname, 'useWindowSize.ts')}}};
    },
  };
}

export default windowSizeTransitionPlugin as PluginModule;
