import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {redirectsFile, rootRedirectFromEnv} from '../lib/rootRedirect';

/** Writes `_redirects` for hosts that read it, when ROOT_REDIRECT_LOCALE is set. */
function rootRedirectPlugin(context: LoadContext): Plugin {
  return {
    name: 'root-redirect',
    async postBuild({outDir}) {
      const rules = redirectsFile(rootRedirectFromEnv(process.env));
      // The default locale's build is the site root; one file serves all.
      if (rules && context.i18n.currentLocale === context.i18n.defaultLocale) {
        await writeFile(path.join(outDir, '_redirects'), rules);
      }
    },
  };
}

export default rootRedirectPlugin as PluginModule;
