import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';

/**
 * Language choice (spec §3, §4) in the browser: the saved choice and the
 * first visit's browser language (./preference.ts), and the optional root
 * redirect (./rootRedirect.ts). The host applies the same rules before any
 * HTML is sent where it can (./hostRules.ts, written by ../hosting); this
 * client module is the fallback where it cannot.
 */
function languagePlugin(): Plugin {
  return {
    name: 'language',
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}

export default languagePlugin as PluginModule;
