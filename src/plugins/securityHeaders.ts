import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {locales} from '../data/locales';
import {
  contentSecurityPolicy,
  hashesInHeadersFile,
  headersFile,
  inlineScripts,
  nginxHeaders,
  scriptHash,
  securityHeaders,
} from '../lib/securityHeaders';

const otherLocaleFolders = new Set<string>(locales.map((l) => l.prefix).filter(Boolean));

async function htmlFiles(dir: string, isRoot: boolean): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: false});
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

/**
 * Writes `_headers` and `security-headers.nginx.conf` at the site root with a CSP that allows exactly the
 * inline scripts the pages carry, by hash. Docusaurus builds the default
 * locale (the root) first; each later locale adds its own hashes.
 */
function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const {currentLocale, defaultLocale} = context.i18n;
      const isRoot = currentLocale === defaultLocale;
      const siteRoot = isRoot ? outDir : path.dirname(outDir);
      const target = path.join(siteRoot, '_headers');

      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir, isRoot)) {
        for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(script));
      }
      if (!isRoot) {
        const existing = await readFile(target, 'utf8').catch(() => '');
        for (const hash of hashesInHeadersFile(existing)) hashes.add(hash);
      }
      const policy = contentSecurityPolicy({
        scriptHashes: [...hashes],
        apiBaseUrl: String(context.siteConfig.customFields?.apiBaseUrl),
        analytics: Boolean(process.env.GTAG_ID),
      });
      const headers = securityHeaders(policy);
      await writeFile(target, headersFile(headers));
      await writeFile(path.join(siteRoot, 'security-headers.nginx.conf'), nginxHeaders(headers));
    },
  };
}

export default securityHeadersPlugin as PluginModule;
