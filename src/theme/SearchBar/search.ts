/**
 * The search engine of the search box: Pagefind's index for the page's
 * language, loaded on first use, with the same normalisation as the index
 * (src/plugins/search/searchText.ts). When not every word matches, results matching
 * the most words come first rather than none at all.
 */
import {correctSpelling} from '@site/src/data/searchSpellings';
import {searchForm} from '@site/src/plugins/search/searchText';

export type Hit = {url: string; title: string; page: string; text: string};

type PagefindResult = {id: string; data: () => Promise<{url: string; meta: Record<string, string>}>};
type Pagefind = {
  options: (o: Record<string, unknown>) => Promise<void>;
  search: (q: string, options?: {filters?: Record<string, string>}) => Promise<{results: PagefindResult[]} | null>;
};

let engine: Promise<Pagefind> | undefined;

/** Loads the page's locale's index: `/vi/pagefind/pagefind.js` (each locale's build has its own). */
export function loadEngine(bundleUrl: string): Promise<Pagefind> {
  engine ??= import(/* webpackIgnore: true */ bundleUrl).then(async (pf: Pagefind) => {
    await pf.options({baseUrl: '/'});
    return pf;
  });
  return engine;
}

/**
 * Kazakh and Russian inflect heavily (зарядтамайды, зарядтамаса); Pagefind
 * matches word prefixes, so a query word loses its last three letters
 * (keeping at least five) and finds the other forms too.
 */
function toPrefixes(normalised: string, lang: string): string {
  if (lang !== 'kk' && lang !== 'ru') return normalised;
  return normalised
    .split(/\s+/)
    .map((w) => (w.length > 6 ? w.slice(0, Math.max(5, w.length - 3)) : w))
    .join(' ');
}

/** The words of a query: by spaces, or by the browser's segmenter for zh, ja and th. */
function queryWords(normalised: string, lang: string): string[] {
  if (['zh', 'ja', 'th'].includes(lang) && typeof Intl.Segmenter === 'function') {
    return [...new Intl.Segmenter(lang, {granularity: 'word'}).segment(normalised)]
      .filter((s) => s.isWordLike)
      .map((s) => s.segment);
  }
  return normalised.split(/\s+/).filter(Boolean);
}

type Scored = {result: PagefindResult; words: number; rank: number; faq: boolean};

/** Each record's best rank and how many of the query's words it matches. */
async function scoredSearch(pf: Pagefind, normalised: string, words: string[], faq: boolean): Promise<Scored[]> {
  const options = faq ? {filters: {kind: 'faq'}} : undefined;
  const [all, ...perWord] = await Promise.all([
    pf.search(normalised, options),
    ...(words.length > 1 ? words.map((w) => pf.search(w, options)) : []),
  ]);
  const scored = new Map<string, Scored>();
  all?.results.forEach((result, rank) => scored.set(result.id, {result, words: words.length, rank, faq}));
  perWord.forEach((res) =>
    res?.results.forEach((result, rank) => {
      const entry = scored.get(result.id) ?? {result, words: 0, rank: Infinity, faq};
      if (entry.words < words.length) entry.words += 1;
      entry.rank = Math.min(entry.rank, rank + 0.5);
      scored.set(result.id, entry);
    }),
  );
  return [...scored.values()];
}

export async function search(query: string, lang: string, bundleUrl: string, limit = 8): Promise<Hit[]> {
  const pf = await loadEngine(bundleUrl);
  const normalised = toPrefixes(searchForm(correctSpelling(query.trim(), lang), lang), lang);
  if (!normalised) return [];
  // Pagefind requires every word; each word is also searched alone so that
  // records matching most words still come up when none matches them all.
  // FAQ answers are searched on their own too: visitors want an answer, so
  // an answer matching at least half the words ranks before agreement
  // clauses and business pages.
  const words = queryWords(normalised, lang);
  const [faq, everything] = await Promise.all([
    scoredSearch(pf, normalised, words, true),
    scoredSearch(pf, normalised, words, false),
  ]);
  const faqIds = new Set(faq.map((s) => s.result.id));
  const byWords = (a: Scored, b: Scored) => b.words - a.words || a.rank - b.rank;
  const rest = everything
    .filter((s) => !faqIds.has(s.result.id))
    .sort(byWords)
    .slice(0, limit);
  const score = (s: Scored) => s.words / Math.max(words.length, 1) + (s.faq ? 0.5 : 0);
  const ranked = [...faq, ...rest].sort((a, b) => score(b) - score(a) || a.rank - b.rank).slice(0, limit);
  const data = await Promise.all(ranked.map((s) => s.result.data()));
  return data.map((d) => ({url: d.url, title: d.meta.title ?? '', page: d.meta.page ?? '', text: d.meta.text ?? ''}));
}
