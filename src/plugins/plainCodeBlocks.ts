import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

/**
 * Swaps Prism out of the page bundles (client and server rendering alike,
 * so hydration matches) for src/lib/plainHighlight.tsx. The theme's option
 * validation in Node keeps the real package and its colour themes.
 */
function plainCodeBlocksPlugin(context: LoadContext): Plugin {
  return {
    name: 'plain-code-blocks',
    configureWebpack() {
      const stub = path.join(context.siteDir, 'src/lib/plainHighlight.tsx');
      return {resolve: {alias: {'prism-react-renderer$': stub}}};
    },
  };
}

export default plainCodeBlocksPlugin as PluginModule;
