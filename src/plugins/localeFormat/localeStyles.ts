/**
 * How each locale writes a figure: dates, lists, ranges, percentages,
 * brackets, unit symbols and electrical ratings. Node's full ICU (read at
 * build time by `describeLocale`) supplies separators, month names and the
 * era; this table records only where a native editor of the language writes
 * otherwise than ICU, each with its reason. Keys are the locales' primary
 * language subtags (src/data/locales.ts).
 *
 * Date templates take {d} day, {dd} day with a leading zero, {M} month
 * number, {month} the month's name as ICU spells it in a date (genitive
 * where the language has one), {y} the year in the locale's era.
 */

/** Units the site writes after a number. */
export type Unit = 'mAh' | 'V' | 'A' | 'Hz' | 'mm' | 'W' | 'kg';

export type ListStyle = {
  /** Between items: ", ", "、", " ". */
  separator: string;
  /** Between two Latin-script items, where the language separates those otherwise ("USB-C, Lightning"). */
  latinSeparator?: string;
  /** Before the last of three or more items: " and ", "和". */
  last: string;
  /** Between the two items of a pair, when it differs from `last`. */
  pair?: string;
  /**
   * Korean joins a pair with a particle that follows the first word's sound:
   * 과 after a final consonant, 와 after a vowel ("호찌민시와 하노이",
   * "다낭과 하노이"); after a Latin word it keeps `pair`.
   */
  pairParticle?: {afterConsonant: string; afterVowel: string};
};

export type LocaleStyle = {
  /** The ICU locale dates are read from, where the site's prose follows another region's usage. */
  dateLocale?: string;
  /** The long date, where ICU's is not the one the prose writes. */
  longDate?: string;
  /** Dates in the agreements (header, notices, version history): the prose's own form. Default: the long date. */
  legalDate?: string;
  /** Months whose number takes a leading zero in a legal date. */
  legalPadMonths?: readonly number[];
  list: ListStyle;
  /**
   * A space where a word of the page's own script meets a Latin word or a
   * digit at a list's join ("Lightning 和 Micro-USB", "และ LINE Pay"), and
   * none between two words of the script ("และดานัง").
   */
  spaceBetweenScripts?: boolean;
  /** "{a}–{b}"; default: ICU's number range. */
  range?: string;
  /** "{a}–{b}%"; default: ICU's percent range. */
  percentRange?: string;
  /** Brackets around an aside, the first with the space before it: [" (", ")"], ["（", "）"]. */
  brackets: readonly [string, string];
  units: Readonly<Record<Unit, string>>;
  /** Between a number and its unit symbol: a no-break space, or nothing. */
  unitSpace: string;
  /** Alternating and direct current around a voltage: "AC {v}", "{v} DC", or the bare voltage. */
  current: {ac: string; dc: string};
  /** Between the parts of a rating ("5 V, 2.4 A"). */
  ratingSeparator: string;
  /** Between a size's sides: " × ", or "×" where units sit against their numbers. */
  times: string;
};

const NBSP = '\u00a0';

/** SI symbols, as most of the site's languages write them on a product label. */
const si: LocaleStyle['units'] = {mAh: 'mAh', V: 'V', A: 'A', Hz: 'Hz', mm: 'mm', W: 'W', kg: 'kg'};
/** Russian symbols (GOST 8.417): "час" is ч. */
const ruUnits: LocaleStyle['units'] = {mAh: 'мА·ч', V: 'В', A: 'А', Hz: 'Гц', mm: 'мм', W: 'Вт', kg: 'кг'};

const latinCurrent = {ac: 'AC {v}', dc: '{v} DC'};
/** English, Filipino and Indonesian datasheets write the current after the voltage, input and output alike. */
const suffixCurrent = {ac: '{v} AC', dc: '{v} DC'};
/** Spec sheets and safety labels in Vietnam, Thailand and Korea put both before the voltage: "DC 5 V". */
const prefixCurrent = {ac: 'AC {v}', dc: 'DC {v}'};
/** The frequency says alternating current and a power bank's output is direct: Cyrillic labels name neither. */
const impliedCurrent = {ac: '{v}', dc: '{v}'};
const spaced: [string, string] = [' (', ')'];
const fullWidth: [string, string] = ['（', '）'];

// One locale a block, read as a table.
export const localeStyles: Readonly<Record<string, LocaleStyle>> = {
  zh: {
    // The prose sets Arabic numerals apart from Han characters: "2026 年 1 月 1 日起施行".
    longDate: '{y} 年 {M} 月 {d} 日',
    list: {separator: '、', last: '和'},
    spaceBetweenScripts: true,
    // GB/T 15834: a range takes the wave dash; a percentage keeps its sign on both ends.
    range: '{a}～{b}',
    percentRange: '{a}%～{b}%',
    brackets: fullWidth,
    units: si,
    unitSpace: NBSP,
    current: prefixCurrent,
    // Chinese punctuation between parts, as in the sentences around it.
    ratingSeparator: '，',
    times: ' × ',
  },
  en: {
    // The English prose is British ("authorised", "1 January 2026").
    dateLocale: 'en-GB',
    // British house style: no serial comma, as the English help pages write lists.
    list: {separator: ', ', last: ' and '},
    percentRange: '{a}–{b}%',
    brackets: spaced,
    units: si,
    unitSpace: NBSP,
    current: suffixCurrent,
    ratingSeparator: ', ',
    times: ' × ',
  },
  vi: {
    // Decree 30/2020/ND-CP (administrative style, as the agreements write dates):
    // "ngày 01 tháng 01 năm 2026", a zero before days under 10 and months 1 and 2.
    legalDate: '{dd} tháng {M} năm {y}',
    legalPadMonths: [1, 2],
    list: {separator: ', ', last: ' và '},
    // ICU writes a hyphen; typeset text uses the en dash.
    range: '{a}–{b}',
    percentRange: '{a}–{b}%',
    brackets: spaced,
    units: si,
    unitSpace: NBSP,
    current: prefixCurrent,
    ratingSeparator: ', ',
    times: ' × ',
  },
  th: {
    // The agreements name the era: "1 มกราคม พ.ศ. 2569".
    legalDate: '{d} {month} พ.ศ. {y}',
    // Thai lists items with spaces, "และ" joined to the last word; Latin names keep their commas
    // ("iPhone, Xiaomi, Huawei, Honor, Samsung และโทรศัพท์…").
    // A pair takes no space: "เงินมัดจำและการชำระเงิน".
    list: {separator: ' ', latinSeparator: ', ', last: ' และ', pair: 'และ'},
    spaceBetweenScripts: true,
    percentRange: '{a}-{b}%',
    brackets: spaced,
    units: si,
    unitSpace: NBSP,
    current: prefixCurrent,
    ratingSeparator: ', ',
    times: ' × ',
  },
  fil: {
    // The Filipino pages list without a serial comma ("Honor, Samsung at sa karamihan…").
    list: {separator: ', ', last: ' at '},
    // ICU writes a hyphen; ranges take the en dash, as in English.
    range: '{a}–{b}',
    percentRange: '{a}–{b}%',
    brackets: spaced,
    units: si,
    unitSpace: NBSP,
    current: suffixCurrent,
    ratingSeparator: ', ',
    times: ' × ',
  },
  id: {
    list: {separator: ', ', last: ', dan ', pair: ' dan '},
    percentRange: '{a}–{b}%',
    brackets: spaced,
    units: si,
    unitSpace: NBSP,
    current: suffixCurrent,
    ratingSeparator: ', ',
    times: ' × ',
  },
  ja: {
    // A pair is joined with と ("ホーチミン市とハノイ"); longer lists with 、.
    list: {separator: '、', last: '、', pair: 'と'},
    // "60～100%": the sign once, after the range.
    percentRange: '{a}～{b}%',
    brackets: fullWidth,
    units: si,
    // Japanese product labels set the symbol against the number: "5000mAh", "AC100～240V".
    unitSpace: '',
    current: {ac: 'AC{v}', dc: 'DC{v}'},
    ratingSeparator: '、',
    times: '×',
  },
  km: {
    // The agreements write "ថ្ងៃទី 1 ខែមករា ឆ្នាំ 2026": ខែ before the month, ឆ្នាំ before the year.
    legalDate: '{d} ខែ{month} ឆ្នាំ {y}',
    // As Thai: spaces between items, និង joined to the last Khmer word; commas between Latin names.
    list: {separator: ' ', latinSeparator: ', ', last: ' និង'},
    spaceBetweenScripts: true,
    percentRange: '{a}–{b}%',
    brackets: spaced,
    units: si,
    unitSpace: NBSP,
    current: latinCurrent,
    ratingSeparator: ', ',
    times: ' × ',
  },
  ms: {
    list: {separator: ', ', last: ' dan '},
    percentRange: '{a}–{b}%',
    brackets: spaced,
    units: si,
    unitSpace: NBSP,
    current: latinCurrent,
    ratingSeparator: ', ',
    times: ' × ',
  },
  ko: {
    // Everyday Korean lists with commas alone; 및 belongs to official documents.
    list: {separator: ', ', last: ', ', pair: ', ', pairParticle: {afterConsonant: '과 ', afterVowel: '와 '}},
    percentRange: '{a}~{b}%',
    // Korean sets brackets against the word they explain: "전자지갑(TrueMoney, …)".
    brackets: ['(', ')'],
    units: si,
    // As on Korean product labels (KC marks): "5,000mAh", "DC 5V", "AC 100~240V".
    unitSpace: '',
    current: prefixCurrent,
    ratingSeparator: ', ',
    times: '×',
  },
  kk: {
    // The Kazakh prose writes "2026 жылғы 1 қаңтар", not ICU's "2026 ж. 1 қаңтар".
    longDate: '{y} жылғы {d} {month}',
    list: {separator: ', ', last: ' және '},
    percentRange: '{a}–{b}%',
    brackets: spaced,
    // Kazakh "сағат" (hour) abbreviates to сағ: мА·сағ, not the Russian мА·ч.
    units: {...ruUnits, mAh: 'мА·сағ'},
    unitSpace: NBSP,
    current: impliedCurrent,
    ratingSeparator: ', ',
    times: ' × ',
  },
  ru: {
    // "1 января 2026 года", as the prose writes it; ICU's "г." would double a sentence's full stop.
    longDate: '{d} {month} {y} года',
    list: {separator: ', ', last: ' и '},
    brackets: spaced,
    units: ruUnits,
    unitSpace: NBSP,
    current: impliedCurrent,
    ratingSeparator: ', ',
    times: ' × ',
  },
};

/** The style of a BCP 47 tag ("zh-Hans" reads zh). */
export function styleFor(lang: string): LocaleStyle {
  const style = localeStyles[lang.split('-')[0]!];
  if (!style) throw new Error(`No locale style for ${lang}: add it to src/plugins/localeFormat/localeStyles.ts`);
  return style;
}
