/**
 * Text normalisation shared by the search index (src/plugins/search)
 * and the search box, so both sides cut and fold words the same way:
 * - Vietnamese is folded (tone marks off, đ → d), so "hoan tien" finds
 *   "hoàn tiền";
 * - Khmer, written without spaces, is cut into character clusters (a
 *   consonant with its vowels, signs and subscripts) with a fixed rule, not
 *   Intl.Segmenter whose data browsers may lack, and indexed as overlapping
 *   pairs of clusters, so any run of two or more clusters matches inside a
 *   word;
 * - Kazakh letters fold to the Russian keyboard's (қ → к, і → и…), which is
 *   how many people type them; Russian ё folds to е.
 * - Chinese, Japanese and Korean are cut into overlapping pairs of
 *   characters, the usual way to index them without a dictionary: any run
 *   of two characters matches inside a word, whatever the word boundaries;
 * - Thai, written without spaces, is cut into words by Intl.Segmenter
 *   (the same ICU data in Node and in browsers).
 */

const KHMER_RUN = /[\u1780-\u17FF]+/g;
const KHMER_CLUSTER = /[\u1780-\u17B3](?:\u17D2[\u1780-\u17B3]|[\u17B4-\u17D3\u17DD])*|[\u17D4-\u17FF]/g;

/** One character at a time, so positions in the folded text match the original. */
export function foldChar(c: string): string {
  if (c === 'đ') return 'd';
  if (c === 'Đ') return 'D';
  return c.normalize('NFD').replace(/[\u0300-\u036f]/g, '') || c;
}

export function foldVietnamese(text: string): string {
  return [...text].map(foldChar).join('');
}

export function segmentKhmer(text: string): string {
  return text.replace(KHMER_RUN, (run) => {
    const clusters = run.match(KHMER_CLUSTER) ?? [run];
    if (clusters.length === 1) return clusters[0]!;
    return clusters
      .slice(1)
      .map((c, i) => clusters[i]! + c)
      .join(' ');
  });
}

const KAZAKH_FOLD: Record<string, string> = {
  ә: 'а',
  ғ: 'г',
  қ: 'к',
  ң: 'н',
  ө: 'о',
  ұ: 'у',
  ү: 'у',
  һ: 'х',
  і: 'и',
  ё: 'е',
};

export function foldCyrillic(text: string): string {
  return text.toLowerCase().replace(/[әғқңөұүһіё]/g, (c) => KAZAKH_FOLD[c]!);
}

/** A text (or a query) as the index compares it: lower case, folded; scripts are not yet cut. */
export function searchForm(text: string, lang: string): string {
  // NFKC folds full-width and half-width forms; it also splits Thai's ำ, put back.
  const lower = text
    .normalize('NFKC')
    .replace(/\u0e4d\u0e32/g, '\u0e33')
    .toLowerCase();
  if (lang === 'vi') return foldVietnamese(lower);
  if (lang === 'kk' || lang === 'ru') return foldCyrillic(lower);
  return lower;
}

// Runs of one kind of writing: pairs of characters (Han, kana, Hangul),
// Khmer clusters, Thai, or letters and digits of spaced scripts.
const PAIRED = '\\p{Script=Han}\\p{Script_Extensions=Hiragana}\\p{Script_Extensions=Katakana}\\p{Script=Hangul}';
const RUNS = new RegExp(
  `(?<pairs>[${PAIRED}]+)|(?<khmer>[\\u1780-\\u17FF]+)|(?<thai>[\\u0E00-\\u0E7F]+)` +
    // Letters of spaced scripts and digits: "iPhoneでも" is "iphone" and "でも".
    `|(?<word>(?:(?![${PAIRED}\\u0E00-\\u0E7F\\u1780-\\u17FF])[\\p{L}\\p{N}\\p{M}])+)`,
  'gu',
);

/** Languages written without spaces between words (Korean's spaced words carry particles). */
export const UNSPACED = new Set(['zh', 'ja', 'th', 'km', 'ko']);

/** `text` as a pattern that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let thaiWords: Intl.Segmenter | undefined;
/** Thai words as the browser's (or Node's) ICU dictionary cuts them; the whole run without one. */
export function segmentThai(run: string): Intl.SegmentData[] {
  if (typeof Intl.Segmenter !== 'function') return [{segment: run, index: 0, input: run, isWordLike: true}];
  thaiWords ??= new Intl.Segmenter('th', {granularity: 'word'});
  return [...thaiWords.segment(run)];
}

/**
 * The terms of a text as the index holds them, for a text already in its
 * searchForm. Words of spaced scripts stay whole (the search matches them by
 * prefix); the rest is cut as the header says.
 */
export function searchTerms(form: string): string[] {
  const terms: string[] = [];
  for (const m of form.matchAll(RUNS)) {
    const {pairs, khmer, thai, word} = m.groups!;
    if (pairs) {
      const chars = [...pairs];
      if (chars.length === 1) terms.push(pairs);
      for (let i = 1; i < chars.length; i++) terms.push(chars[i - 1]! + chars[i]!);
    } else if (khmer) terms.push(...segmentKhmer(khmer).split(' '));
    else if (thai) terms.push(...segmentThai(thai).flatMap((s) => (s.isWordLike ? [s.segment] : [])));
    else if (word) terms.push(word);
  }
  return terms;
}

/**
 * Russian and Kazakh inflect heavily (зарядтамайды, зарядтамаса); a long
 * word loses its last three letters (keeping at least five) and is matched
 * by prefix, which finds the other forms.
 */
export function stem(term: string, lang: string): string {
  if ((lang === 'ru' || lang === 'kk') && term.length > 6) return term.slice(0, Math.max(5, term.length - 3));
  return term;
}

/**
 * Adjacent word pairs of a text in its searchForm ("tra muon" of "trả
 * muộn"), in languages whose words the index keeps whole: spaced scripts and
 * Thai (the others are indexed as pairs of characters already). A pair of
 * two words in `plain` (question and stop words: "làm sao") says nothing.
 */
export function wordPairs(form: string, lang: string, plain?: ReadonlySet<string>): string[] {
  if (UNSPACED.has(lang) && lang !== 'th') return [];
  const words = searchTerms(form).map((t) => stem(t, lang));
  return words.slice(1).flatMap((word, i) => {
    const previous = words[i]!;
    return plain?.has(previous) && plain.has(word) ? [] : [`${previous} ${word}`];
  });
}

/**
 * A short excerpt of `text` around the first query term, with the match
 * marked; found on a folded copy so "hoan tien" marks "hoàn tiền".
 */
export function excerpt(
  text: string,
  query: string,
  lang: string,
  radius = 70,
): {before: string; match: string; after: string} {
  // Both folds keep one character per character, so positions still match.
  const comparable = (s: string) =>
    lang === 'vi'
      ? foldVietnamese(s).toLowerCase()
      : lang === 'kk' || lang === 'ru'
        ? foldCyrillic(s)
        : s.toLowerCase();
  const haystack = comparable(text);
  // The whole query first, then its longest words.
  const words = lang === 'km' ? [] : query.split(/\s+/).sort((a, b) => b.length - a.length);
  const terms = [query.replace(lang === 'km' ? /\s+/g : /^\s+|\s+$/g, ''), ...words]
    .map((t) => comparable(t.trim()))
    .filter(Boolean);
  // In spaced scripts a match starts a word, and a Vietnamese syllable is
  // whole: "tra" marks "trả", not the start of "trạm"; "o" marks nothing.
  const spaced = !UNSPACED.has(lang);
  const find = (term: string) => {
    if (!spaced) return haystack.indexOf(term);
    if ([...term].length < 2) return -1;
    const escaped = escapeRegExp(term);
    const end = lang === 'vi' ? '(?![\\p{L}\\p{N}])' : '';
    return haystack.search(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}${end}`, 'u'));
  };
  let at = -1;
  let length = 0;
  for (const term of terms) {
    at = find(term);
    if (at >= 0) {
      length = term.length;
      break;
    }
  }
  const chars = [...text];
  if (at < 0)
    return {before: '', match: '', after: chars.slice(0, radius * 2).join('') + (chars.length > radius * 2 ? '…' : '')};
  // Indexes of the folded string are code-point indexes of the original.
  const hayChars = [...haystack.slice(0, at)].length;
  const start = Math.max(0, hayChars - radius);
  const end = Math.min(chars.length, hayChars + length + radius);
  return {
    before: (start > 0 ? '…' : '') + chars.slice(start, hayChars).join(''),
    match: chars.slice(hayChars, hayChars + length).join(''),
    after: chars.slice(hayChars + length, end).join('') + (end < chars.length ? '…' : ''),
  };
}
