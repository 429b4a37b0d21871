/**
 * Japanese text cut into phrases (bunsetsu, roughly) where a line may break,
 * for browsers without `word-break: auto-phrase`. Deterministic rules, not
 * Intl.Segmenter, so the server and every browser cut the same way and the
 * page hydrates unchanged. A phrase ends:
 * - after 、。・ and closing brackets;
 * - after a run of hiragana that ends in a particle, before a word that is not hiragana
 *   ("バッテリーの|シェアリング", "読み取れば、|数秒で"), or any run before katakana ("向け|クラウド");
 * - where katakana meets kanji ("シェアリング|機器").
 * Never before small kana or the long-vowel mark, so "プラットフォーム" stays whole.
 */
const hiragana = /\p{Script=Hiragana}/u;
const katakana = /[\p{Script=Katakana}ー]/u;
const kanji = /\p{Script=Han}/u;
const closing = /[、。・」』）]/u;
const particle =
  /(?:の|と|を|に|で|は|が|へ|も|や|ば|から|まで|より|には|では|への|との|での|にも|ので|けど|たら|なら)$/u;
const noLineStart = /[ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶー、。・」』）]/u;

export function jaPhrases(text: string): string[] {
  const chars = [...text];
  const phrases: string[] = [];
  let current = '';
  let hiraganaRun = '';
  chars.forEach((c, i) => {
    current += c;
    hiraganaRun = hiragana.test(c) ? hiraganaRun + c : '';
    const next = chars[i + 1];
    if (next === undefined || noLineStart.test(next)) return;
    const end =
      closing.test(c) ||
      (hiraganaRun !== '' && !hiragana.test(next) && (particle.test(hiraganaRun) || katakana.test(next))) ||
      (katakana.test(c) && kanji.test(next));
    if (end) {
      phrases.push(current);
      current = '';
    }
  });
  if (current) phrases.push(current);
  return phrases;
}
