/**
 * The help center offline (issue 18), built by the official
 * @docusaurus/plugin-pwa. Each locale's build has its own worker (/vi/sw.js,
 * scope /vi/) that saves that locale's pages, chunks and search index. The
 * plugin is wrapped for what it does not do itself:
 * - with `trailingSlash: false` a page is the file `answer.html`, served and
 *   linked as `/answer`, but its worker looks up `/answer` and
 *   `/answer/index.html` only: the saved copies are listed under `/answer`;
 * - the root (zh) build's folder also holds the other locales' folders: they
 *   are left out, so a worker saves its own locale only;
 * - plugins' postBuild run in parallel: this one waits for the search index,
 *   then prints how much a visitor's phone downloads for it, compressed.
 * Registration (after load, when idle, not on 2g or data saver) and the
 * notices are ours: src/clientModules/serviceWorker.ts, src/components/OfflineHelp.
 */
import path from 'node:path';
import {readFile} from 'node:fs/promises';
import {gzipSync} from 'node:zlib';
// The package's types declare its options only; the plugin function is typed in lib/.
import pluginPWA from '@docusaurus/plugin-pwa/lib/index.js';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {ManifestTransform} from 'workbox-build';
import {defaultLocale, urlPrefixes} from '../../data/locales';
import {searchIndexWritten} from '../search';

/** Issue 18's goal for one locale's saved help, compressed. */
export const SAVED_HELP_GOAL_BYTES = 1.5 * 1024 * 1024;

/**
 * `answer.html` → `answer`, the URL the site links to. `index.html` stays (the
 * worker looks it up for `/vi/`), and so does `404.html`: `/404` answers 404,
 * and one failed download fails the whole save.
 */
export function savedUrl(file: string): string {
  const keep = ['index.html', '404.html'].includes(path.posix.basename(file));
  return file.endsWith('.html') && !keep ? file.slice(0, -'.html'.length) : file;
}

/** What a locale's worker leaves out: other locales' folders (in the root build) and the social card. */
export function notSaved(localeKey: string): string[] {
  const others = localeKey === defaultLocale.key ? urlPrefixes : [];
  return [...others.map((prefix) => `${prefix}/**`), 'img/og.png'];
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

function offlineHelpPlugin(context: LoadContext): Plugin<void> | null {
  const locale = context.i18n.currentLocale;
  let saved: Parameters<ManifestTransform>[0] = [];
  const listUnderLinkedUrls: ManifestTransform = async (entries) => {
    saved = entries;
    return {manifest: entries.map((entry) => ({...entry, url: savedUrl(entry.url)})), warnings: []};
  };
  const options: PluginOptions = {
    debug: false,
    offlineModeActivationStrategies: ['always'],
    pwaHead: [],
    swRegister: path.join(context.siteDir, 'src/clientModules/serviceWorker.ts'),
    swCustom: path.join(context.siteDir, 'src/plugins/offline/claimClients.js'),
    // Its type asks for swSrc and swDest, which the plugin sets itself.
    injectManifestConfig: {
      globIgnores: notSaved(locale),
      // Hashed chunks need no revision: their name changes with their content.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
      manifestTransforms: [listUnderLinkedUrls],
    } as PluginOptions['injectManifestConfig'],
  };
  const pwa = pluginPWA(context, options);
  if (!pwa) return null; // The plugin works in production builds only.
  return {
    name: 'offline-help',
    getClientModules: pwa.getClientModules,
    configureWebpack: pwa.configureWebpack,
    async postBuild(props) {
      await searchIndexWritten(props.outDir);
      await pwa.postBuild!(props);
      const compressed = await Promise.all(
        saved.map(async ({url}) => gzipSync(await readFile(path.join(props.outDir, url))).length),
      );
      const total = compressed.reduce((sum, size) => sum + size, 0);
      console.log(
        `[offline-help] ${locale}: ${saved.length} files saved for offline use, ` +
          `${kb(saved.reduce((sum, {size}) => sum + size, 0))}, ${kb(total)} gzip (goal ≤ ${kb(SAVED_HELP_GOAL_BYTES)})`,
      );
      if (total > SAVED_HELP_GOAL_BYTES)
        console.warn(`[offline-help] ${locale}: over the goal of ${kb(SAVED_HELP_GOAL_BYTES)}`);
    },
  };
}

export default offlineHelpPlugin as PluginModule;
