#!/usr/bin/env node
/**
 * npm run i18n:stamp -- --locale vi [answer.mdx] [home.title] …
 * Records that a locale's translations match the current source: run it
 * after updating them. With names, only those documents or string keys.
 */
import path from 'node:path';
import {stamp} from './lib/i18n.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const index = args.indexOf('--locale');
if (index < 0) {
  console.error('Usage: npm run i18n:stamp -- --locale <locale> [file or key …]');
  process.exit(2);
}
const locale = args[index + 1];
const only = args.filter((_, i) => i !== index && i !== index + 1);
stamp(root, locale, only);
console.log(`Stamped ${locale}${only.length ? `: ${only.join(', ')}` : ' (all documents and strings)'}`);
