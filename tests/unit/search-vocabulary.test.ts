/**
 * The search vocabulary (src/data/searchVocabulary/) maps renters' words
 * to the help center's: a mapping to a word the FAQ does not use finds
 * nothing, so each target is checked against the FAQ of its language as
 * rendered (its MDX, the figure labels it shows and the names its figures
 * carry).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {acceptedCards, powerBank} from '../../src/data/business';
import {locales} from '../../src/data/locales';
import {searchVocabulary, type SearchLang} from '../../src/data/searchVocabulary';
import {searchForm, searchTerms} from '../../src/plugins/search/searchText';

const root = path.resolve(__dirname, '../..');

function faqTerms(key: string, lang: string): Set<string> {
  const mdx = readFileSync(
    key === 'zh'
      ? path.join(root, 'docs/answer.mdx')
      : path.join(root, `i18n/${key}/docusaurus-plugin-content-docs/current/answer.mdx`),
    'utf8',
  );
  // What the FAQ's components render: figure labels, and names from the data.
  const labels = Object.entries(
    JSON.parse(readFileSync(path.join(root, `i18n/${key}/code.json`), 'utf8')) as Record<string, {message: string}>,
  )
    .filter(([id]) => id.startsWith('facts.'))
    .map(([, {message}]) => message)
    .concat(powerBank.cables, acceptedCards.brands)
    .join(' ');
  return new Set(searchTerms(searchForm(`${mdx} ${labels}`, lang)));
}

describe.each(locales.map((l) => [l.key, l.htmlLang.split('-')[0] as SearchLang] as const))(
  'search vocabulary of %s',
  (key, lang) => {
    const {everyday, questionWords} = searchVocabulary[lang];
    const onPage = faqTerms(key, lang);
    const found = (term: string) => onPage.has(term) || [...onPage].some((t) => t.startsWith(term));

    it('maps renters’ words only to words its FAQ uses', () => {
      const missing = Object.entries(everyday)
        .filter(([, target]) => !searchTerms(searchForm(target, lang)).every(found))
        .map(([word, target]) => `${word} → ${target}`);
      expect(missing).toEqual([]);
    });

    it('has everyday words and question words, and never drops a word it also maps', () => {
      expect(Object.keys(everyday).length).toBeGreaterThanOrEqual(20);
      expect(questionWords.length).toBeGreaterThanOrEqual(3);
      const dropped = new Set(questionWords.map((w) => searchForm(w, lang)));
      expect(Object.keys(everyday).filter((w) => dropped.has(searchForm(w, lang)))).toEqual([]);
    });
  },
);
