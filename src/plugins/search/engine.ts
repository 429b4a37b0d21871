/**
 * The search engine of the search box: the page's locale's index
 * (./searchIndex.ts), fetched once on first use and searched in memory. A
 * query is read as a renter means it:
 * - everyday words ("pin", "foreign card") also stand for the help center's
 *   own ("sạc dự phòng", "issued abroad"): the language's vocabulary
 *   (i18n/<locale>/search-vocabulary.json), which the build puts into the index;
 * - question words and stop words ("how", "where", "怎么", "làm sao") are
 *   dropped rather than required;
 * - words match by prefix ("refund" finds "refunded"), long Latin and
 *   Cyrillic words within one typo;
 * - what the question is about decides: its rarer words weigh more (a
 *   record missing "delete" of "delete my data" is not about it, however
 *   often it says "data"), and a record whose heading or renters' phrases
 *   name those words (an FAQ question, an agreement clause: "Late return",
 *   "Your rights"), the more so side by side, ranks above records that
 *   merely share them. FAQ answers and agreement clauses compete on that
 *   alone; business pages come after.
 */
import {unpackPostings, unpackTerms, type SearchIndex, type SearchRecord, type SearchTopic} from './searchIndex';
import {escapeRegExp, searchForm, searchTerms, segmentThai, stem, UNSPACED, wordPairs} from './searchText';
import type {SearchVocabulary} from './vocabulary';

export type Hit = SearchRecord;
export type Topic = SearchTopic;

/**
 * How much a kind of record counts: an FAQ answer first where it and an
 * agreement clause both name the subject (its words are plainer); a clause
 * whose heading names what no FAQ question does counts as much as an answer
 * (see `rank`); a business page is rarely what a question is after.
 */
const KIND_WEIGHT: Record<SearchRecord['kind'], number> = {faq: 2, terms: 1, page: 0.5};
// BM25's saturation and length normalisation, at their usual values.
const K1 = 1.2;
const B = 0.75;
/** A query word in a record's heading adds this to its score in the text (which is at most K1 + 1). */
const HEADING_BONUS = 3;
/**
 * A record whose heading the query names is what the query is about: it
 * scores up to this much more, by the share of its heading's words (question
 * words aside) the query holds. "залог" is the subject of "Какой нужен
 * залог?", and only a detail of "Что будет, если плата превысит залог?".
 */
const SUBJECT_BOOST = 1;
/**
 * A generic word ("where", "use", "time": the language's stop words) still
 * tells records apart, at this share of its score, but never makes a record
 * the query's subject: "where" in a heading does not make every "where …?"
 * about the service's cities.
 */
const GENERIC_SHARE = 0.5;
/**
 * Each pair of the query's words that a record's heading or renters' phrases
 * hold side by side raises its score by this share: "quên trả sạc" is about
 * the record asked for as "quên trả", not about every record that says
 * "quên" and "trả" apart (a Vietnamese syllable alone means little).
 */
const PAIR_BOOST = 0.5;

/**
 * A renter's phrase the vocabulary maps is still matched as typed, at this
 * share: the mapping says what it means ("xoá dữ liệu cá nhân" is about the
 * right to deletion, not the clause titled "personal data").
 */
const LITERAL_SHARE = 0.5;

/** Scores within this share of the best of the same clause count as alike (see sameClauseInOrder). */
const SAME_CLAUSE_ALIKE = 0.9;

type Engine = {
  index: SearchIndex;
  /** The index's terms, sorted. */
  sorted: string[];
  /** term → [record, count, record, count, …]. */
  postings: Record<string, number[]>;
  averageLength: number;
  headings: Set<string>[];
  /** Terms of how renters ask for each record (an agreement section's phrases). */
  askedFor: Set<string>[];
  /** Terms of the language's stop words. */
  generic: Set<string>;
};

const engines = new Map<string, Promise<Engine>>();

/** BM25's rarity of a term found in `df` of `n` records. */
const idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

export function prepare(index: SearchIndex): Engine {
  const averageLength = index.lengths.reduce((a, b) => a + b, 0) / Math.max(index.lengths.length, 1);
  const {lang, vocabulary} = index;
  const asked = new Set(vocabulary.questionWords.flatMap((w) => searchTerms(searchForm(w, lang))));
  const headings = index.records.map(
    (r) => new Set(searchTerms(searchForm(r.title, lang)).filter((term) => !asked.has(term))),
  );
  const askedFor = index.records.map(() => new Set<string>());
  const postings: Record<string, number[]> = {};
  const sorted = unpackTerms(index.terms);
  const packed = index.postings.split(' ');
  sorted.forEach((term, i) => {
    postings[term] = unpackPostings(packed[i]!).flatMap(({record, count, asked: isAsked}) => {
      if (isAsked && !asked.has(term)) askedFor[record]!.add(term);
      return [record, count];
    });
  });
  const generic = new Set(vocabulary.genericWords.flatMap((w) => searchTerms(searchForm(w, lang))));
  return {index, sorted, postings, averageLength, headings, askedFor, generic};
}

/** Loads a locale's index once: `/vi/search-index.json` (each locale's build has its own). */
export function loadEngine(indexUrl: string): Promise<Engine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = fetch(indexUrl).then(async (response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return prepare((await response.json()) as SearchIndex);
    });
    // A failed load (offline, mid-deploy) is tried again by the next query.
    engine.catch(() => engines.delete(indexUrl));
    engines.set(indexUrl, engine);
  }
  return engine;
}

/**
 * A vocabulary list as the query is read with it: each phrase in its
 * searchForm, longest first (a longer phrase is cut out before a shorter one
 * inside it), with what it stands for.
 */
type Phrases = {lang: string; forms: [form: string, stands: string][]};

const prepared = new WeakMap<object, Phrases>();

function phrasesOf(list: object, entries: () => [string, string][], lang: string): Phrases {
  let phrases = prepared.get(list);
  if (!phrases) {
    const forms = entries().map(([phrase, stands]): [string, string] => [searchForm(phrase, lang), stands]);
    phrases = {lang, forms: forms.sort(([a], [b]) => b.length - a.length)};
    prepared.set(list, phrases);
  }
  return phrases;
}

const patterns = new Map<string, RegExp>();

/**
 * Occurrences of a phrase: anywhere in unspaced scripts, else as whole
 * words; in Russian and Kazakh a word of five letters or more also with an
 * ending ("разряжен" finds "разряжена").
 */
function finder(form: string, lang: string): RegExp {
  const key = `${lang}:${form}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const escaped = escapeRegExp(form);
    const ending = (lang === 'ru' || lang === 'kk') && /\p{L}{5}$/u.test(form) ? '\\p{L}{0,3}' : '';
    pattern = UNSPACED.has(lang)
      ? new RegExp(escaped, 'gu')
      : new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${escaped}${ending}(?![\\p{L}\\p{N}\\p{M}])`, 'gu');
    patterns.set(key, pattern);
  }
  return pattern;
}

/** Where Thai words start and end, as the browser's dictionary cuts them. */
function thaiWordBounds(text: string): Set<number> {
  // Without a segmenter no boundary is known: no Thai phrase is cut out.
  if (typeof Intl.Segmenter !== 'function') return new Set();
  return new Set(segmentThai(text).flatMap(({index, segment}) => [index, index + segment.length]));
}

/**
 * `text` with each of the phrases it holds cut out (`found` is called with
 * each and what it stands for). In Thai, only an occurrence that is whole
 * words counts: "แบต" in "แบตหมด", not inside "แบตเตอรี่".
 */
function cutOut(text: string, {lang, forms}: Phrases, found?: (form: string, stands: string) => void): string {
  for (const [form, stands] of forms) {
    // Most phrases are not in a query: a plain look first keeps typing fast.
    if (!text.includes(form)) continue;
    let bounds: Set<number> | undefined;
    text = text.replace(finder(form, lang), (match: string, offset: number) => {
      if (lang === 'th') {
        bounds ??= thaiWordBounds(text);
        if (!bounds.has(offset) || !bounds.has(offset + match.length)) return match;
      }
      found?.(form, stands);
      return ' ';
    });
  }
  return text;
}

/** One word of the query, as the alternatives that may stand for it (each a list of terms). */
type Group = string[][];

/** A query's words: everyday words with the site's word as an alternative, question words dropped. */
export function queryGroups(query: string, lang: string, vocabulary: SearchVocabulary): Group[] {
  const terms = (text: string) => searchTerms(text).map((t) => stem(t, lang));
  const everyday = phrasesOf(vocabulary.everyday, () => Object.entries(vocabulary.everyday), lang);
  const asked = phrasesOf(vocabulary.questionWords, () => vocabulary.questionWords.map((w) => [w, '']), lang);
  const groups: Group[] = [];
  const text = cutOut(searchForm(query, lang), everyday, (form, stands) =>
    groups.push([terms(form), terms(searchForm(stands, lang))]),
  );
  let rest = cutOut(text, asked);
  // A query of question words only ("how?") is searched as typed.
  if (!groups.length && !searchTerms(rest).length) rest = text;
  // Each word left is a group; a run of characters cut into pairs (Chinese,
  // Japanese, Korean, Khmer) is one word, its pairs matched together, so
  // "ランプ" is not half "プラン". A character left alone between cut-out
  // words (a particle: に, 요, 的) says nothing.
  // A figure alone ("1 時間", "2 phones") is not what a question is about.
  const words = rest
    .split(/[\s\p{P}]+/u)
    .map((w) => terms(w).filter((t) => !/^\p{N}+$/u.test(t)))
    .filter((t) => t.length);
  const lone = (t: string[]) => t.length === 1 && [...t[0]!].length === 1 && !/[\p{Script=Latin}\p{N}]/u.test(t[0]!);
  const kept = groups.length || words.some((w) => !lone(w)) ? words.filter((w) => !lone(w)) : words;
  for (const word of kept) {
    if (word.length > 1 && UNSPACED.has(lang) && lang !== 'th') groups.push([word]);
    else for (const term of word) groups.push([[term]]);
  }
  return groups;
}

/** Damerau–Levenshtein distance of at most one: one letter wrong, missing, added or swapped. */
export function withinOneTypo(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const LONE_CHARACTER = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;

/**
 * Index terms a query term matches, with how well: exactly, as a prefix
 * ("refun" finds "refund"), or within one typo. Vietnamese is written in
 * syllables that are whole as typed ("tra" is not the start of "trang"),
 * and a prefix of one or two letters starts too many words to mean one; a
 * single Chinese, Japanese or Korean character is a word of its own ("灯").
 */
export function matchingTerms({index, sorted, postings}: Engine, term: string): [string, number][] {
  const found: [string, number][] = [];
  if (postings[term]) found.push([term, 1]);
  if (index.lang !== 'vi' && ([...term].length >= 3 || LONE_CHARACTER.test(term))) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < term) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sorted.length && sorted[i]!.startsWith(term); i++)
      if (sorted[i] !== term) found.push([sorted[i]!, 0.8]);
  }
  if (!found.length && /^[\p{Script=Latin}\p{Script=Cyrillic}]{5,}$/u.test(term)) {
    for (const candidate of sorted) if (withinOneTypo(term, candidate)) found.push([candidate, 0.6]);
  }
  return found;
}

/**
 * A record's score for a query word, the words of its heading that matched,
 * and the query's terms that its heading or renters' phrases for it name.
 */
type Score = {score: number; named: string[]; asked: string[]};

/** Each record's score for one term: BM25 of its best matching index term, more in a heading. */
function termScores(engine: Engine, term: string): Map<number, Score> {
  const {index, averageLength, headings, askedFor} = engine;
  const n = index.records.length;
  const scores = new Map<number, Score>();
  for (const [indexTerm, quality] of matchingTerms(engine, term)) {
    const postings = engine.postings[indexTerm]!;
    const rarity = idf(n, postings.length / 2);
    for (let i = 0; i < postings.length; i += 2) {
      const record = postings[i]!;
      const count = postings[i + 1]!;
      const norm = 1 - B + (B * index.lengths[record]!) / averageLength;
      const heading = headings[record]!.has(indexTerm);
      // How renters ask for a section weighs as its heading, but only its title says what it is about.
      const asked = heading || askedFor[record]!.has(indexTerm);
      const bonus = asked ? HEADING_BONUS : 0;
      const score = quality * rarity * ((count * (K1 + 1)) / (count + K1 * norm) + bonus);
      const entry = scores.get(record) ?? {score: 0, named: [], asked: []};
      scores.set(record, {
        score: Math.max(score, entry.score),
        named: heading ? [...entry.named, indexTerm] : entry.named,
        asked: asked ? [term] : entry.asked,
      });
    }
  }
  return scores;
}

/** Ranks the index's records for a query: best first, at most `limit`. */
export function rank(engine: Engine, query: string, limit = 8): Hit[] {
  const perWord = queryGroups(query, engine.index.lang, engine.index.vocabulary)
    .map((alternatives) => {
      const generic = alternatives.length === 1 && alternatives[0]!.every((t) => engine.generic.has(t));
      // A record's score for a word: its best alternative, each alternative's terms averaged.
      const best = new Map<number, Score>();
      for (const [which, alternative] of alternatives.entries()) {
        const factor = alternatives.length > 1 && which === 0 ? LITERAL_SHARE : 1;
        const sum = new Map<number, Score>();
        for (const term of alternative)
          for (const [record, {score, named, asked}] of termScores(engine, term)) {
            const entry = sum.get(record) ?? {score: 0, named: [], asked: []};
            sum.set(record, {
              score: entry.score + (factor * score) / alternative.length,
              named: [...entry.named, ...named],
              asked: [...entry.asked, ...asked],
            });
          }
        for (const [record, entry] of sum) if (entry.score > (best.get(record)?.score ?? 0)) best.set(record, entry);
      }
      if (generic)
        for (const [record, {score}] of best) best.set(record, {score: score * GENERIC_SHARE, named: [], asked: []});
      return {best, generic};
    })
    // A word found nowhere on the site neither helps nor hurts any record.
    .filter(({best}) => best.size > 0);
  // Generic words count for coverage only when the query has nothing else.
  const counted = perWord.some((w) => !w.generic) ? perWord.filter((w) => !w.generic).length : perWord.length;
  const totals = new Map<number, {score: number; words: number; named: Set<string>; asked: Set<string>}>();
  for (const {best, generic} of perWord)
    for (const [record, {score, named, asked}] of best) {
      const total = totals.get(record) ?? {score: 0, words: 0, named: new Set<string>(), asked: new Set<string>()};
      named.forEach((term) => total.named.add(term));
      asked.forEach((term) => total.asked.add(term));
      const words = total.words + (generic && counted !== perWord.length ? 0 : 1);
      totals.set(record, {...total, score: total.score + score, words});
    }
  const {records} = engine.index;
  const paired = new Map<number, number>();
  for (const pair of wordPairs(searchForm(query, engine.index.lang), engine.index.lang))
    for (const record of engine.index.pairs[pair] ?? []) paired.set(record, (paired.get(record) ?? 0) + 1);
  // Which of the query's terms the FAQ's questions (or renters' phrases for
  // them) name: a clause named by a term that none of them names is about
  // what the FAQ does not answer, and weighs as an answer; where both name
  // the subject, the FAQ's plainer answer comes first.
  const faqNamed = new Set<string>();
  for (const [record, {asked}] of totals) if (records[record]!.kind === 'faq') asked.forEach((t) => faqNamed.add(t));
  const weightOf = (record: number, asked: Set<string>) =>
    records[record]!.kind === 'terms' && [...asked].some((t) => !faqNamed.has(t))
      ? KIND_WEIGHT.faq
      : KIND_WEIGHT[records[record]!.kind];
  return [...totals]
    .map(([record, total]) => ({
      record,
      score:
        weightOf(record, total.asked) *
        total.score *
        // More of the query's words first, softly: one word missing is no veto.
        Math.sqrt(total.words / counted) *
        (1 + (SUBJECT_BOOST * total.named.size) / Math.max(engine.headings[record]!.size, 1)) *
        (1 + PAIR_BOOST * (paired.get(record) ?? 0)),
    }))
    .sort((a, b) => b.score - a.score || a.record - b.record)
    .map(sameClauseInOrder(records))
    .slice(0, limit)
    .map((record) => records[record]!);
}

/**
 * The same clause in several agreements ("Governing law and disputes" in
 * each), scored alike: the query does not tell them apart, so they keep the
 * places they ranked at, taken in the documents' order (the index's), and
 * the User Agreement's, which the others refer to, comes first. A clause the
 * query names more clearly (a refund policy's changes) keeps its lead.
 */
function sameClauseInOrder(records: SearchRecord[]) {
  const anchor = (record: number) =>
    records[record]!.kind === 'terms' ? records[record]!.url.split('#')[1] : undefined;
  type Scored = {record: number; score: number};
  return ({record}: Scored, _: number, ranked: Scored[]): number => {
    const id = anchor(record);
    if (!id) return record;
    const same = ranked.filter((r) => anchor(r.record) === id);
    const alike = same.filter((r) => r.score >= SAME_CLAUSE_ALIKE * same[0]!.score);
    const at = alike.findIndex((r) => r.record === record);
    return at < 0 ? record : alike.map((r) => r.record).sort((a, b) => a - b)[at]!;
  };
}

/** The results for a query, and the FAQ's topics to offer when there are none. */
export async function search(query: string, indexUrl: string, limit = 8): Promise<{hits: Hit[]; topics: Topic[]}> {
  const engine = await loadEngine(indexUrl);
  return {hits: rank(engine, query, limit), topics: engine.index.topics};
}
