/**
 * The search index of one locale: a small JSON file the search box fetches
 * whole on first use, then searches in memory (./engine.ts).
 * The help center is a few dozen records per language, so an inverted index
 * of terms is a few kilobytes compressed: less than a search engine's
 * WebAssembly alone, and nothing more to fetch for later queries.
 */
import type {SearchVocabulary} from './vocabulary';
import {withinOneTypo} from './engine';
import {searchForm, searchTerms, wordPairs} from './searchText';

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
  /**
   * Every term of the records (heading and text), sorted, and front-coded to
   * keep the first search's download small (sorted Chinese pairs share their
   * first character): each term as the count of characters it shares with
   * the one before (one digit, at most 9) and the rest, space-separated
   * (terms have no spaces). Read with `unpackTerms`.
   */
  terms: string;
  /**
   * For each term (same order, space-separated), the records holding it, how
   * often, and whether renters' phrases for the record hold it (the
   * vocabulary's `sections`): each record as `(gap × 2 + asked) × 8 +
   * min(count, 8) − 1` in base 36, comma-separated, its gap from the previous
   * record's number (the first's from 0). Read with `unpackPostings`.
   */
  postings: string;
  /**
   * The word pairs (`wordPairs`) of each record's heading and of renters'
   * phrases for it → the records that hold them: a query holding a pair is
   * about those records more than about one holding the two words apart.
   */
  pairs: Record<string, number[]>;
};

/** A record in the making: its text, and how renters ask for it (the vocabulary's phrases for its section). */
export type IndexInput = SearchRecord & {text: string; asked?: string[]};

/** Counts above this are stored as this: BM25 has long stopped growing there. */
const MAX_COUNT = 8;

type Posting = {count: number; asked: boolean};

function packPostings(postings: Map<number, Posting>): string {
  let previous = 0;
  return [...postings]
    .map(([record, {count, asked}]) => {
      const value = ((record - previous) * 2 + (asked ? 1 : 0)) * MAX_COUNT + Math.min(count, MAX_COUNT) - 1;
      previous = record;
      return value.toString(36);
    })
    .join(',');
}

/** A term's postings: each record holding it, how often, and whether renters' phrases for it do. */
export function unpackPostings(packed: string): {record: number; count: number; asked: boolean}[] {
  let record = 0;
  return packed.split(',').map((digits) => {
    const value = parseInt(digits, 36);
    const place = Math.floor(value / MAX_COUNT);
    record += Math.floor(place / 2);
    return {record, count: (value % MAX_COUNT) + 1, asked: place % 2 === 1};
  });
}

export function buildIndex(
  lang: string,
  vocabulary: SearchVocabulary,
  input: IndexInput[],
  topics: SearchTopic[],
): SearchIndex {
  const terms = new Map<string, Map<number, Posting>>();
  const lengths: number[] = [];
  const pairs: Record<string, number[]> = {};
  const plain = new Set(
    [...vocabulary.questionWords, ...vocabulary.genericWords].flatMap((w) => searchTerms(searchForm(w, lang))),
  );
  input.forEach((record, i) => {
    // Each phrase apart: the last word of one and the first of the next are no pair.
    for (const phrase of [record.title, ...(record.asked ?? [])])
      for (const pair of wordPairs(searchForm(phrase, lang), lang, plain)) {
        const records = (pairs[pair] ??= []);
        if (!records.includes(i)) records.push(i);
      }
    const heading = searchTerms(searchForm(record.title, lang));
    const text = searchTerms(searchForm(record.text, lang));
    const asked = searchTerms(searchForm(record.asked?.join(' · ') ?? '', lang));
    lengths.push(heading.length + text.length + asked.length);
    const add = (term: string, isAsked: boolean) => {
      const postings = terms.get(term) ?? new Map<number, Posting>();
      const posting = postings.get(i) ?? {count: 0, asked: false};
      postings.set(i, {count: posting.count + 1, asked: posting.asked || isAsked});
      terms.set(term, postings);
    };
    for (const term of [...heading, ...text]) add(term, false);
    for (const term of asked) add(term, true);
  });
  return {
    lang,
    vocabulary: {...vocabulary, genericWords: vocabulary.genericWords.filter((w) => onSite(w, lang, terms))},
    records: input.map(({text: _text, asked: _asked, ...record}) => record),
    topics,
    lengths,
    pairs,
    ...(() => {
      const sorted = [...terms].sort(([a], [b]) => (a < b ? -1 : 1));
      return {
        terms: packTerms(sorted.map(([term]) => term)),
        postings: sorted.map(([, postings]) => packPostings(postings)).join(' '),
      };
    })(),
  };
}

function packTerms(sorted: string[]): string {
  let previous: string[] = [];
  return sorted
    .map((term) => {
      const chars = [...term];
      let shared = 0;
      while (shared < 9 && shared < chars.length - 1 && chars[shared] === previous[shared]) shared++;
      previous = chars;
      return `${shared}${chars.slice(shared).join('')}`;
    })
    .join(' ');
}

/** The index's terms, sorted, from their front-coded form. */
export function unpackTerms(packed: string): string[] {
  let previous: string[] = [];
  return packed.split(' ').map((entry) => {
    const chars = [...previous.slice(0, Number(entry[0])), ...entry.slice(1)];
    previous = chars;
    return chars.join('');
  });
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
