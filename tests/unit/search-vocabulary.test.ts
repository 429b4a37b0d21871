/**
 * The search vocabularies (i18n/<locale>/search-vocabulary.json) are locale
 * content that translators edit: each must match the schema (the build fails
 * on one that does not), the committed JSON Schema their editors check them
 * with must be the one derived from the code, and a mapping to words the
 * site does not use finds nothing, so each target is checked against the
 * FAQ and agreements of its language as rendered (their MDX, the figure
 * labels they show and the names their figures carry).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {acceptedCards, powerBank} from '../../src/data/business';
import {locales} from '../../src/data/locales';
import {searchForm, searchTerms} from '../../src/plugins/search/searchText';
import {
  VOCABULARY_FILE,
  VOCABULARY_SCHEMA_FILE,
  vocabularyJsonSchema,
  vocabularySchema,
} from '../../src/plugins/search/vocabulary';

const root = path.resolve(__dirname, '../..');
const PAGES = ['answer', 'userAgreements', 'privacys', 'leaseAgreement', 'salesRefund'];

const mdxOf = (key: string, page: string) =>
  readFileSync(
    key === 'zh'
      ? path.join(root, `docs/${page}.mdx`)
      : path.join(root, `i18n/${key}/docusaurus-plugin-content-docs/current/${page}.mdx`),
    'utf8',
  );

function siteTerms(key: string, lang: string): Set<string> {
  const mdx = PAGES.map((page) => mdxOf(key, page)).join(' ');
  // What the pages' components render: figure labels, and names from the data.
  const labels = Object.entries(
    JSON.parse(readFileSync(path.join(root, `i18n/${key}/code.json`), 'utf8')) as Record<string, {message: string}>,
  )
    .filter(([id]) => id.startsWith('facts.'))
    .map(([, {message}]) => message)
    .concat(powerBank.cables, acceptedCards.brands)
    .join(' ');
  return new Set(searchTerms(searchForm(`${mdx} ${labels}`, lang)));
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

it('the committed JSON Schema is the one the code derives', () => {
  expect(readJson(`i18n/${VOCABULARY_SCHEMA_FILE}`)).toEqual(vocabularyJsonSchema());
});

describe.each(locales.map((l) => [l.key, l.htmlLang.split('-')[0]!] as const))(
  'search vocabulary of %s',
  (key, lang) => {
    const file = `i18n/${key}/${VOCABULARY_FILE}`;
    const json = readJson(file) as {$schema?: string};
    const parsed = vocabularySchema.safeParse(json);

    it('matches the schema and names it', () => {
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(json.$schema).toBe(`../${VOCABULARY_SCHEMA_FILE}`);
    });

    it('maps renters’ words only to words its FAQ and agreements use', () => {
      const onSite = siteTerms(key, lang);
      const found = (term: string) => onSite.has(term) || [...onSite].some((t) => t.startsWith(term));
      const missing = Object.entries(parsed.data!.everyday)
        .filter(([, target]) => !searchTerms(searchForm(target, lang)).every(found))
        .map(([word, target]) => `${word} → ${target}`);
      expect(missing).toEqual([]);
    });

    it('asks only about FAQ answers and agreement sections its language has', () => {
      // An FAQ answer is a question (###), an agreement's section a ## heading.
      const sectionIds = (page: string) =>
        [...mdxOf(key, page).matchAll(/^(##|###) .+\{\/\* #([\w-]+) \*\/\}$/gm)]
          .filter((m) => m[1] === (page === 'answer' ? '###' : '##'))
          .map((m) => `${page}#${m[2]}`);
      const sections = new Set(PAGES.flatMap(sectionIds));
      expect(sections.size).toBeGreaterThan(45);
      expect(Object.keys(parsed.data!.sections).filter((id) => !sections.has(id))).toEqual([]);
    });

    it('has everyday words and question words, and never drops a word it also maps', () => {
      const {everyday, questionWords} = parsed.data!;
      expect(Object.keys(everyday).length).toBeGreaterThanOrEqual(20);
      expect(questionWords.length).toBeGreaterThanOrEqual(3);
      const dropped = new Set(questionWords.map((w) => searchForm(w, lang)));
      expect(Object.keys(everyday).filter((w) => dropped.has(searchForm(w, lang)))).toEqual([]);
    });
  },
);
