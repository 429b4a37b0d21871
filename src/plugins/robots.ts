import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {robotsTxt} from '../lib/seo';

/** robots.txt at the site root, naming every locale's sitemap by absolute URL. */
function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots',
    async postBuild({outDir}) {
      if (context.i18n.currentLocale === context.i18n.defaultLocale) {
        await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url));
      }
    },
  };
}

export default robotsPlugin as PluginModule;
