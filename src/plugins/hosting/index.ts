/**
 * Writes the static host's configuration at the site root, from the same
 * sources, after each locale's build:
 * - `_headers` (Netlify, Cloudflare Pages, scripts/dev/serve.ts): security
 *   headers with a CSP that allows exactly the inline scripts the pages
 *   carry, by hash, and caching of hashed assets;
 * - `_redirects` (Netlify, scripts/dev/serve.ts): the home page's language;
 * - `_nginx/http.conf` and `_nginx/server.conf`: all of it for nginx.
 * Docusaurus builds the default locale (the root) first; each later locale
 * adds its own script hashes.
 */
import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {urlPrefixes} from '../../data/locales';
import {redirectsDisagreements, redirectsFile} from '../language/hostRules';
import {nginxHttpConf, nginxServerConf} from './nginxConfig';
import {rootRedirectFromEnv} from '../language/rootRedirect';
import {
  contentSecurityPolicy,
  hashesInHeadersFile,
  headersFile,
  inlineScripts,
  scriptHash,
  securityHeaders,
} from './securityHeaders';

const otherLocaleFolders = new Set(urlPrefixes);

async function htmlFiles(dir: string, isRoot: boolean): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const files: string[] = [];
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && !(isRoot && otherLocaleFolders.has(entry.name))) {
      files.push(...(await htmlFiles(file, false)));
    } else if (entry.name.endsWith('.html')) {
      files.push(file);
    }
  }
  return files;
}

function hostConfigPlugin(context: LoadContext): Plugin {
  return {
    name: 'host-config',
    async postBuild({outDir}) {
      const {currentLocale, defaultLocale} = context.i18n;
      const isRoot = currentLocale === defaultLocale;
      const siteRoot = isRoot ? outDir : path.dirname(outDir);
      const headersPath = path.join(siteRoot, '_headers');

      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir, isRoot)) {
        for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(script));
      }
      if (!isRoot) {
        const existing = await readFile(headersPath, 'utf8').catch(() => '');
        for (const hash of hashesInHeadersFile(existing)) hashes.add(hash);
      }
      const headers = securityHeaders(
        contentSecurityPolicy({
          scriptHashes: [...hashes],
          apiBaseUrl: String(context.siteConfig.customFields?.apiBaseUrl),
          analytics: Boolean(process.env.GTAG_ID),
        }),
      );

      const rootRedirect = rootRedirectFromEnv(process.env);
      const redirects = redirectsFile(rootRedirect);
      const problems = rootRedirect ? [] : redirectsDisagreements(redirects);
      if (problems.length) throw new Error(`_redirects disagrees with src/data/locales.ts:\n${problems.join('\n')}`);

      await writeFile(headersPath, headersFile(headers));
      await writeFile(path.join(siteRoot, '_redirects'), redirects);
      await mkdir(path.join(siteRoot, '_nginx'), {recursive: true});
      await writeFile(path.join(siteRoot, '_nginx', 'http.conf'), nginxHttpConf());
      await writeFile(path.join(siteRoot, '_nginx', 'server.conf'), nginxServerConf(headers, rootRedirect));
    },
  };
}

export default hostConfigPlugin as PluginModule;
