import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {assertVerified} from './verified';

/** The little of webpack's and Rspack's compiler API this needs; both have it. */
type Compilation = {namedChunkGroups: Iterable<[string, {origins: {request?: string}[]}]>};
type Compiler = {hooks: {afterEmit: {tap(name: string, fn: (compilation: Compilation) => void): void}}};
type ClientManifest = {origins: Record<string, (string | number)[]>};

const NAME = 'route-chunks-in-html';

/**
 * Lists each page's own route chunks in its HTML, next to main.js.
 *
 * Docusaurus writes a page's scripts from the client manifest, looked up by
 * the modules the page rendered ('@theme/DocItem', '@site/docs/answer.mdx').
 * With webpack 5 and Rspack the manifest keys chunks by chunk name instead, so
 * nothing matches and the HTML lists runtime~main and main.js alone: main.js
 * then fetches the route's chunks, one round trip late, inserting a <script>
 * each inside its own start-up task (the longest task on a cold load). Adding
 * each chunk's import request as a second key lets Docusaurus' own lookup
 * find them, so they download in parallel with main.js and are already there
 * when it starts.
 */
class RouteChunkOrigins {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler) {
    // After emit: the manifest plugin writes the file during emit.
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      const manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      let added = 0;
      // A group named by `import(/* webpackChunkName: "17896441" */ '@theme/DocItem')`
      // has that import as its origin.
      for (const [name, {origins}] of compilation.namedChunkGroups) {
        const ids = manifest.origins[name];
        if (!ids) continue;
        for (const {request} of origins) {
          if (request && !manifest.origins[request]) {
            manifest.origins[request] = ids;
            added += 1;
          }
        }
      }
      // Without this a bundler upgrade could quietly bring the waterfall back.
      if (added === 0) throw new Error(`${NAME}: no named chunk group has an import origin`);
      writeFileSync(this.manifestPath, JSON.stringify(manifest));
    });
  }
}

function routeChunksInHtmlPlugin(context: LoadContext): Plugin {
  assertVerified(NAME);
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      // Only a production client build writes the manifest (and the HTML);
      // the dev server renders pages in the browser.
      if (isServer || config.mode !== 'production') return {};
      // Where @docusaurus/core's client config has the manifest written.
      return {plugins: [new RouteChunkOrigins(path.join(context.generatedFilesDir, 'client-manifest.json'))]};
    },
  };
}

export default routeChunksInHtmlPlugin as PluginModule;
