import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {assertVerified} from '../verified';

const NAME = 'no-tslib';

/** @docusaurus/utils-common's published (CommonJS) index. */
export function utilsCommonIndex(): string {
  return require.resolve('@docusaurus/utils-common');
}

/** Its replacement in the browser build: the same exports, as ES re-exports of its files. */
export const REPLACEMENT = path.join(__dirname, 'utilsCommon.ts');

/**
 * Keeps tslib out of every page's main.js. The router's Link and the theme's
 * error boundary import two functions from @docusaurus/utils-common, whose
 * CommonJS index requires tslib for one helper; a require() of tslib brings all
 * of it (~4 KB gzip), and Docusaurus has no option for it. So the browser
 * build imports the package's own files through an ES index instead.
 */
function noTslibPlugin(): Plugin {
  assertVerified(NAME);
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      const original = utilsCommonIndex();
      if (!existsSync(path.join(path.dirname(original), 'applyTrailingSlash.js')))
        throw new Error(`${NAME}: @docusaurus/utils-common's files moved; update ${REPLACEMENT}`);
      return isServer ? {} : {resolve: {alias: {'@docusaurus/utils-common$': REPLACEMENT}}};
    },
  };
}

export default noTslibPlugin as PluginModule;
