/**
 * npm run search:schema — writes i18n/search-vocabulary.schema.json, the JSON
 * Schema of the locales' search vocabularies, from the schema in
 * src/plugins/search/vocabulary.ts (a unit test fails while they differ).
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {VOCABULARY_SCHEMA_FILE, vocabularyJsonSchema} from '../../src/plugins/search/vocabulary';

const file = path.resolve(import.meta.dirname, '../../i18n', VOCABULARY_SCHEMA_FILE);
writeFileSync(file, `${JSON.stringify(vocabularyJsonSchema(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
