/**
 * Translation completeness, untranslated strings and staleness are checked by
 * scripts/lib/i18n.ts (see i18n-tooling.test.ts); this covers what the
 * status cannot see.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {locales} from '../../src/data/locales';

const root = path.resolve(__dirname, '../..');
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, 'i18n', locale, file), 'utf8')) as Record<string, unknown>;

describe('site name', () => {
  // The navbar title and copyright come from src/data/locales.ts (siteName)
  // through docusaurus.config.ts; a JSON entry would override them with a
  // copy, so `write-translations` output must not keep them.
  it.each(locales)('$key keeps navbar title and copyright out of its JSON', ({key}) => {
    expect(read(key, 'docusaurus-theme-classic/navbar.json')).not.toHaveProperty('title');
    expect(read(key, 'docusaurus-theme-classic/footer.json')).not.toHaveProperty('copyright');
  });
});
