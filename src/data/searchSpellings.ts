/**
 * What people type into the help search, mapped to the words the site uses,
 * per language: misspellings, variant spellings, and everyday words for the
 * site's terms ("money" for "funds"). Applied to queries only. Add a line
 * when support sees a search that found nothing.
 */
export const searchSpellings: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  zh: {压金: '押金', 冲电宝: '充电宝', 充电包: '充电宝'},
  en: {recieved: 'received', recieve: 'receive', powerbank: 'power bank', refound: 'refund'},
  th: {แบงค์: 'แบงก์', กระพริบ: 'กะพริบ', พาวเวอร์แบงค์: 'พาวเวอร์แบงก์'},
  ja: {モバイルバッテリ: 'モバイルバッテリー'},
  ko: {보조베터리: '보조배터리', 밧데리: '배터리'},
  ru: {
    повербанк: 'пауэрбанк',
    пауербанк: 'пауэрбанк',
    павербанк: 'пауэрбанк',
    деньги: 'средства',
    вернут: 'возврат',
    стоит: 'плата',
  },
  kk: {повербанк: 'пауэрбанк', пауербанк: 'пауэрбанк', ақша: 'қаражат'},
  ms: {powerbank: 'power bank', pulangkan: 'memulangkan', pulang: 'memulangkan'},
  id: {powerbank: 'power bank'},
  vi: {ko: 'khong', k: 'khong', dc: 'duoc', đc: 'được'},
};

/** The query with known misspellings corrected, word by word (or inside unspaced text). */
export function correctSpelling(query: string, lang: string): string {
  const table = searchSpellings[lang];
  if (!table) return query;
  let out = query;
  for (const [wrong, right] of Object.entries(table)) {
    const spaced = /^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u.test(wrong);
    out = spaced
      ? out.replace(new RegExp(`(^|\\s)${wrong}(?=\\s|$)`, 'giu'), `$1${right}`)
      : out.split(wrong).join(right);
  }
  return out;
}
