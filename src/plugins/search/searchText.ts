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
 * Chinese, Japanese and Thai are segmented by Pagefind itself.
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

/** The form of a text (or a query) that goes into the index for a language. */
export function searchForm(text: string, lang: string): string {
  if (lang === 'vi') return foldVietnamese(text).toLowerCase();
  if (lang === 'km') return segmentKhmer(text);
  if (lang === 'kk' || lang === 'ru') return foldCyrillic(text);
  return text;
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
  let at = -1;
  let length = 0;
  for (const term of terms) {
    at = haystack.indexOf(term);
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
