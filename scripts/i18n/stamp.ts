/**
 * npm run i18n:stamp -- --locale vi [answer.mdx] [home.title] …
 * Records that a locale's translations match the current source: run it
 * after updating them. With names, only those documents or string keys.
 */
import {parseArgs} from 'node:util';
import {stamp} from '../lib/i18n';
import {repoRoot} from '../lib/paths';

const {values, positionals} = parseArgs({options: {locale: {type: 'string'}}, allowPositionals: true});
if (!values.locale) {
  console.error('Usage: npm run i18n:stamp -- --locale <locale> [file or key …]');
  process.exit(2);
}
stamp(repoRoot, values.locale, positionals);
console.log(`Stamped ${values.locale}${positionals.length ? `: ${positionals.join(', ')}` : ' (all documents and strings)'}`);
