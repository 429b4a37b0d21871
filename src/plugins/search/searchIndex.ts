/**
 * The search index of one locale: a small JSON file the search box fetches
 * whole on first use, then searches in memory (./engine.ts).
 * The help center is a few dozen records per language, so an inverted index
 * of terms is a few kilobytes compressed: less than a search engine's
 * WebAssembly alone, and nothing more to fetch for later queries.
 */
import type {SearchVocabulary} from './vocabulary';
import {withinOneTypo} from './engine';
import {searchForm, searchTerms} from './searchText';

/** FAQ answers, agreement clauses, business pages: the search box ranks them in that order. */
export type RecordKind = 'faq' | 'terms' | 'page';

/** One place a result links to: an FAQ answer, an agreement section, or a page. */
export type SearchRecord = {
  url: string;
  /** The question or section heading. */
  title: string;
  /** The page it is on, when that is not the title itself. */
  page: string;
  kind: RecordKind;
  /** The answer's first sentence, shown under the heading. */
  answer: string;
};

/** A section of the FAQ, offered when a search finds nothing. */
export type SearchTopic = {url: string; title: string};

export type SearchIndex = {
  lang: string;
  /** How renters ask in this language (i18n/<locale>/search-vocabulary.json), read with the query. */
  vocabulary: SearchVocabulary;
  records: SearchRecord[];
  topics: SearchTopic[];
  /** Terms each record holds, counted as `length` for ranking. */
  lengths: number[];
  /** term → [record, count, record, count, …]: how often each record has it, heading and text. */
  terms: Record<string, number[]>;
};

export type IndexInput = SearchRecord & {text: string};

export function buildIndex(
  lang: string,
  vocabulary: SearchVocabulary,
  input: IndexInput[],
  topics: SearchTopic[],
): SearchIndex {
  const terms = new Map<string, Map<number, number>>();
  const lengths: number[] = [];
  input.forEach((record, i) => {
    const heading = searchTerms(searchForm(record.title, lang));
    const text = searchTerms(searchForm(record.text, lang));
    lengths.push(heading.length + text.length);
    for (const term of [...heading, ...text]) {
      const postings = terms.get(term) ?? new Map<number, number>();
      postings.set(i, (postings.get(i) ?? 0) + 1);
      terms.set(term, postings);
    }
  });
  return {
    lang,
    vocabulary: {...vocabulary, genericWords: vocabulary.genericWords.filter((w) => onSite(w, lang, terms))},
    records: input.map(({text: _text, ...record}) => record),
    topics,
    lengths,
    terms: Object.fromEntries([...terms].sort(([a], [b]) => (a < b ? -1 : 1)).map(([t, p]) => [t, [...p].flat()])),
  };
}

/**
 * Whether a generic word could match anything in the index (each of its
 * terms a term of the index, the start of one or one typo away): one that cannot is no
 * different from any other word found nowhere, and stays out of the file.
 */
function onSite(word: string, lang: string, terms: Map<string, unknown>): boolean {
  const wordTerms = searchTerms(searchForm(word, lang));
  const all = [...terms.keys()];
  return (
    wordTerms.length > 0 &&
    wordTerms.every((t) => terms.has(t) || all.some((term) => term.startsWith(t) || withinOneTypo(t, term)))
  );
}

/**
 * The first sentence of a text, for the result list: with the next one when
 * it is only a "Yes." (at most `max` characters).
 */
export function firstSentence(text: string, lang: string, max = 160): string {
  let lead = '';
  for (const {segment} of new Intl.Segmenter(lang, {granularity: 'sentence'}).segment(text)) {
    lead += segment;
    // "TP. Hồ Chí Minh": an abbreviation's full stop ends no sentence.
    if ([...lead.trim()].length >= 24 && !/(^|\s)\p{Lu}{1,3}\.\s*$/u.test(lead)) break;
  }
  const chars = [...lead.trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}
