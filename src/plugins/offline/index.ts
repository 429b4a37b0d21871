/**
 * The help center offline, built by the official @docusaurus/plugin-pwa.
 * Each locale's build has its own worker (/vi/sw.js, scope /vi/) that saves
 * that locale's help pages, their chunks and search index at once, and the
 * business pages (home, about, catalogue, app) with their own files when they
 * are visited (./worker.js). The plugin is wrapped for what it does not do itself:
 * - with `trailingSlash: false` a page is the file `answer.html`, served and
 *   linked as `/answer`, but its worker looks up `/answer` and
 *   `/answer/index.html` only: the saved copies are listed under `/answer`;
 * - the root (zh) build's folder also holds the other locales' folders: they
 *   are left out, so a worker saves its own locale only;
 * - plugins' postBuild run in parallel: this one waits for the search index,
 *   then prints how much a visitor's phone downloads for it, compressed;
 * - it saves every file of the build at once: the business pages and the
 *   files only they use (found in the bundler's chunk graph) are left to the
 *   worker's runtime cache instead, so a first visit to the FAQ does not
 *   download the form's libraries.
 * Registration (after load, when idle, not on 2g or data saver) and the
 * notices are ours: src/clientModules/serviceWorker.ts, src/components/OfflineHelp.
 * A hashed file that the page has already loaded is saved from the HTTP cache
 * (workbox fetches an entry without a revision with the default cache mode),
 * so only what the visitor has not downloaded yet crosses the network.
 */
import path from 'node:path';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {gzipSync} from 'node:zlib';
// The package's types declare its options only; the plugin function is typed in lib/.
import pluginPWA from '@docusaurus/plugin-pwa/lib/index.js';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import {version as pwaVersion} from '@docusaurus/plugin-pwa/package.json';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {ManifestTransform} from 'workbox-build';
import {defaultLocale, urlPrefixes} from '../../data/locales';
import {searchIndexWritten} from '../search';
import {assertVerified} from '../upstream/verified';

/** What saving one locale's help may cost a phone, compressed. */
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

/** The site's business pages: the React pages of src/pages (the rest is help). */
export function businessPagePaths(routes: RouteConfig[]): string[] {
  const flat = (list: RouteConfig[]): RouteConfig[] => list.flatMap((r) => [r, ...flat(r.routes ?? [])]);
  return flat(routes)
    .filter((r) => typeof r.component === 'string' && r.component.startsWith('@site/src/pages/'))
    .map((r) => r.path);
}

/** A module is the business pages' own when it lives in src/pages or in a component only they use. */
export const isBusinessModule = (name: string) =>
  /(^|[/\\])src[/\\](pages|components[/\\]CustomizationForm)[/\\]/.test(name) || name.startsWith('@site/src/pages/');

type ChunkStats = {files?: string[]; origins?: {moduleName?: string; request?: string}[]};
type Compiler = {
  hooks: {
    afterEmit: {
      tap(name: string, fn: (compilation: {getStats(): {toJson(o: object): {chunks?: ChunkStats[]}}}) => void): void;
    };
  };
};

/**
 * Records, after the browser build, the files of the chunks that only the
 * business pages load: a chunk each of whose origins (the import that loads
 * it) is in a business page or a module of one (the form's libraries).
 */
class BusinessChunks {
  files = new Set<string>();
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('offline-help', (compilation) => {
      const {chunks = []} = compilation.getStats().toJson({all: false, chunks: true, chunkOrigins: true});
      this.files = new Set(
        chunks
          .filter(
            ({origins = []}) =>
              origins.length > 0 &&
              origins.every((o) => isBusinessModule(o.request ?? '') || isBusinessModule(o.moduleName ?? '')),
          )
          .flatMap(({files = []}) => files),
      );
      // Without the chunk graph every file would be saved at once again: say so rather than grow quietly.
      if (this.files.size === 0) throw new Error('offline-help: found no chunk of the business pages');
    });
  }
}

function offlineHelpPlugin(context: LoadContext): Plugin<void> | null {
  // The plugin function is imported from the package's lib/, not its public entry.
  assertVerified('offline-help (@docusaurus/plugin-pwa/lib/index.js)', pwaVersion);
  const locale = context.i18n.currentLocale;
  const business = new BusinessChunks();
  let visitedOnly = new Set<string>();
  let saved: Parameters<ManifestTransform>[0] = [];
  const listUnderLinkedUrls: ManifestTransform = async (entries) => {
    saved = entries.filter((entry) => !visitedOnly.has(entry.url));
    return {manifest: saved.map((entry) => ({...entry, url: savedUrl(entry.url)})), warnings: []};
  };
  // Written in postBuild with this deploy's list of business files, then bundled into the worker.
  const workerModule = path.join(context.generatedFilesDir, 'offline-help', 'worker.js');
  const options: PluginOptions = {
    debug: false,
    offlineModeActivationStrategies: ['always'],
    pwaHead: [],
    swRegister: path.join(context.siteDir, 'src/clientModules/serviceWorker.ts'),
    swCustom: workerModule,
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
    configureWebpack(config, isServer, utils, content) {
      const configured = pwa.configureWebpack!(config, isServer, utils, content) ?? {};
      if (isServer || config.mode !== 'production') return configured;
      return {...configured, plugins: [...(configured.plugins ?? []), business]};
    },
    async postBuild(props) {
      await searchIndexWritten(props.outDir);
      // Each business page, its HTML file and the files of its own that its HTML names.
      const baseUrl = props.baseUrl;
      const pages = await Promise.all(
        businessPagePaths(props.routes).map(async (url) => {
          const relative = url.slice(baseUrl.length);
          const html = relative === '' || relative.endsWith('/') ? `${relative}index.html` : `${relative}.html`;
          const named = [
            ...(await readFile(path.join(props.outDir, html), 'utf8')).matchAll(/(?:src|href)="?([^"\s>]+)/g),
          ]
            .map((m) => m[1]!)
            .filter((src) => src.startsWith(baseUrl) && business.files.has(src.slice(baseUrl.length)));
          return {url, html, named};
        }),
      );
      visitedOnly = new Set([...pages.map((p) => p.html), ...business.files]);
      const visited = {
        pages: pages.map((p) => p.url),
        assets: [...business.files].map((file) => `${baseUrl}${file}`),
        pageAssets: Object.fromEntries(pages.map((p) => [p.url, p.named])),
      };
      await mkdir(path.dirname(workerModule), {recursive: true});
      await writeFile(
        workerModule,
        `import offlineWorker from ${JSON.stringify(path.join(__dirname, 'worker.js'))};\n` +
          `export default () => offlineWorker(${JSON.stringify(visited)});\n`,
      );
      await pwa.postBuild!(props);
      const compressed = await Promise.all(
        saved.map(async ({url}) => gzipSync(await readFile(path.join(props.outDir, url))).length),
      );
      const total = compressed.reduce((sum, size) => sum + size, 0);
      console.log(
        `[offline-help] ${locale}: ${saved.length} files saved for offline use, ` +
          `${kb(total)} to download gzipped (goal ≤ ${kb(SAVED_HELP_GOAL_BYTES)}), ` +
          `${kb(saved.reduce((sum, {size}) => sum + size, 0))} unpacked`,
      );
      if (total > SAVED_HELP_GOAL_BYTES)
        console.warn(`[offline-help] ${locale}: over the goal of ${kb(SAVED_HELP_GOAL_BYTES)} gzipped`);
    },
  };
}

export default offlineHelpPlugin as PluginModule;
