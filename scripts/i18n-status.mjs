#!/usr/bin/env node
/**
 * npm run i18n:status [-- --locale vi] [-- --json]
 * Per locale: missing documents and strings, strings left in Chinese or
 * English, and stale translations. Exits 1 when any locale is incomplete.
 */
import path from 'node:path';
import {isComplete, localeStatus, locales} from './lib/i18n.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const only = args.includes('--locale') ? args[args.indexOf('--locale') + 1] : undefined;
const targets = only ? [only] : locales(root);
const statuses = targets.map((l) => localeStatus(root, l));

if (args.includes('--json')) {
  console.log(JSON.stringify(statuses, null, 2));
} else {
  const sections = [
    ['missingDocs', 'documents missing'],
    ['staleDocs', 'documents stale (source changed since translated)'],
    ['missingKeys', 'strings missing'],
    ['untranslated', 'strings identical to the source or English'],
    ['staleKeys', 'strings stale (source changed since translated)'],
  ];
  for (const s of statuses) {
    if (isComplete(s)) {
      console.log(`✓ ${s.locale}: complete and up to date`);
      continue;
    }
    console.log(`✗ ${s.locale}:`);
    for (const [field, label] of sections) {
      if (!s[field].length) continue;
      console.log(`  ${s[field].length} ${label}:`);
      for (const item of s[field].slice(0, 30)) console.log(`    - ${item}`);
      if (s[field].length > 30) console.log(`    … ${s[field].length - 30} more (--json for all)`);
    }
  }
  const stale = statuses.filter((s) => s.staleDocs.length || s.staleKeys.length);
  if (stale.length) {
    console.log('\nAfter updating a translation, record it: npm run i18n:stamp -- --locale <locale> [file or key …]');
  }
}
process.exit(statuses.every(isComplete) ? 0 : 1);
