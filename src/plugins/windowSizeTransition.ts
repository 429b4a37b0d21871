import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

/**
 * Points the theme's own imports of useWindowSize (navbar, doc sidebar, doc
 * layout) at src/hooks/useWindowSize.ts, which reports the first size after
 * hydration as a transition. An alias on the resolved file, because the theme
 * imports it by relative path.
 */
function windowSizeTransitionPlugin(context: LoadContext): Plugin {
  return {
    name: 'window-size-transition',
    configureWebpack() {
      const themeCommon = path.dirname(require.resolve('@docusaurus/theme-common'));
      const original = path.join(themeCommon, 'hooks/useWindowSize.js');
      // After a theme upgrade that moves the file the alias would silently do nothing.
      if (!existsSync(original)) throw new Error(`window-size-transition: ${original} is gone; update the alias`);
      return {resolve: {alias: {[original]: path.join(context.siteDir, 'src/hooks/useWindowSize.ts')}}};
    },
  };
}

export default windowSizeTransitionPlugin as PluginModule;
