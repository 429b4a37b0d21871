/**
 * npm run i18n:status [-- --locale vi] [-- --json]
 * Per locale: missing documents and strings, strings left in Chinese or
 * English, and stale translations. Exits 1 when any locale is incomplete.
 */
import {parseArgs} from 'node:util';
import {isComplete, localeStatus, locales, type LocaleStatus} from '../lib/i18n';
import {repoRoot} from '../lib/paths';

const {values} = parseArgs({options: {locale: {type: 'string'}, json: {type: 'boolean', default: false}}});
const statuses = (values.locale ? [values.locale] : locales()).map((l) => localeStatus(repoRoot, l));

const sections: [keyof LocaleStatus, string][] = [
  ['missingDocs', 'documents missing'],
  ['staleDocs', 'documents stale (source changed since translated)'],
  ['sections', 'sections missing or extra (heading ids against the source)'],
  ['missingKeys', 'strings missing'],
  ['untranslated', 'strings identical to the source or English'],
  ['staleKeys', 'strings stale (source changed since translated)'],
];

if (values.json) {
  console.log(JSON.stringify(statuses, null, 2));
} else {
  for (const s of statuses) {
    if (isComplete(s)) {
      console.log(`✓ ${s.locale}: complete and up to date`);
      continue;
    }
    console.log(`✗ ${s.locale}:`);
    for (const [field, label] of sections) {
      const items = s[field] as string[];
      if (!items.length) continue;
      console.log(`  ${items.length} ${label}:`);
      for (const item of items.slice(0, 30)) console.log(`    - ${item}`);
      if (items.length > 30) console.log(`    … ${items.length - 30} more (--json for all)`);
    }
  }
  if (statuses.some((s) => s.staleDocs.length || s.staleKeys.length)) {
    console.log('\nAfter updating a translation, record it: npm run i18n:stamp -- --locale <locale> [file or key …]');
  }
}
process.exitCode = statuses.every(isComplete) ? 0 : 1;
