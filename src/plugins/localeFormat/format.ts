/**
 * Locale-aware formatting of business figures, identical on the server and in
 * every browser. Browsers ship reduced ICU data (Chromium has no Kazakh: it
 * prints 330,000 and "2026 M07 1" where Node prints 330 000 and
 * "2026 ж. 1 шілде"), so at build time, in Node's full ICU, `describeLocale`
 * reads each locale's separators, patterns and month names once; the
 * formatters below only apply that description. Pure functions, pinned by
 * the unit tests.
 */

export type LocaleFormat = {
  /** BCP 47 tag the description was read from. */
  lang: string;
  group: string;
  decimal: string;
  /** 2 where 4-digit numbers are not grouped (1000, but 10 000). */
  minimumGroupingDigits: number;
  /** "{n}%", "{n} %". */
  percent: string;
  /** "{a}–{b}", "{a}～{b}". */
  range: string;
  /** "{a}% – {b}%", "{a}–{b} %". */
  percentRange: string;
  /** Template of a long date, "{day} {month} {year}". */
  date: string;
  /** Month names (or numbers) as they appear in a long date. */
  months: string[];
  /** Days before the 10th written with a leading zero ("ngày 01"). */
  padDay: boolean;
  /** Added to the Gregorian year (543 for the Thai Buddhist era). */
  yearOffset: number;
  /** "{n} ₫": the local VND form, used for Vietnamese. */
  vnd: string;
  /** Names of the requested regions (ISO 3166 codes) in this language. */
  regions: Record<string, string>;
};

/**
 * Vietnamese contracts and official texts write "ngày 01 tháng 01 năm 2027":
 * a day below 10 and the months January and February with a leading zero,
 * and "năm" before the year (the rules for administrative documents, Decree
 * 30/2020/NĐ-CP). ICU's "1 tháng 1, 2027" reads informal in an agreement.
 */
const vietnameseLegalDate = {
  date: '{day} {month} năm {year}',
  months: Array.from({length: 12}, (_, m) => `tháng ${m < 2 ? `0${m + 1}` : m + 1}`),
  padDay: true,
};

/** Reads a locale's formats from Intl: run at build time, in Node. */
export function describeLocale(lang: string, regionCodes: readonly string[] = []): LocaleFormat {
  const regionNames = new Intl.DisplayNames(lang, {type: 'region'});
  const number = new Intl.NumberFormat(lang);
  const parts = number.formatToParts(12345.5);
  const percent = new Intl.NumberFormat(lang, {style: 'percent', maximumFractionDigits: 0});
  const longDate = new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const dateParts = longDate.formatToParts(Date.UTC(2026, 6, 1));
  return {
    lang,
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    minimumGroupingDigits: number.format(1000).length > 4 ? 1 : 2,
    percent: percent.format(0.6).replace('60', '{n}'),
    range: number.formatRange(3, 7).replace('3', '{a}').replace('7', '{b}'),
    percentRange: percent.formatRange(0.3, 0.7).replace('30', '{a}').replace('70', '{b}'),
    date: dateParts.map((p) => (['day', 'month', 'year'].includes(p.type) ? `{${p.type}}` : p.value)).join(''),
    months: Array.from(
      {length: 12},
      (_, m) => longDate.formatToParts(Date.UTC(2026, m, 1)).find((p) => p.type === 'month')!.value,
    ),
    yearOffset: Number(dateParts.find((p) => p.type === 'year')!.value) - 2026,
    padDay: false,
    ...(lang === 'vi' ? vietnameseLegalDate : {}),
    vnd: new Intl.NumberFormat(lang, {style: 'currency', currency: 'VND'}).format(5).replace('5', '{n}'),
    regions: Object.fromEntries(regionCodes.map((code) => [code, regionNames.of(code) ?? code])),
  };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** Up to one decimal, grouped in threes: 330,000 / 330.000 / 330 000 / 1,5. */
export function formatNumber(value: number, f: LocaleFormat): string {
  const [integer, fraction] = String(Math.round(value * 10) / 10).split('.');
  const digits = integer!;
  const grouped =
    digits.length < 4 + (f.minimumGroupingDigits - 1) ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, f.group);
  return fraction ? `${grouped}${f.decimal}${fraction}` : grouped;
}

/**
 * Vietnamese readers see the local form (330.000 ₫); everyone else sees the
 * ISO code after the number (330,000 VND), which a visitor recognises on a
 * receipt whatever their language.
 */
export function formatVnd(amount: number, f: LocaleFormat): string {
  const n = formatNumber(amount, f);
  return f.lang.startsWith('vi') ? fill(f.vnd, {n}) : `${n} VND`;
}

export function formatPercent(percent: number, f: LocaleFormat): string {
  return fill(f.percent, {n: formatNumber(percent, f)});
}

/** "3,000–5,000" in the locale's digits and range style. */
export function formatRange(min: number, max: number, f: LocaleFormat): string {
  return fill(f.range, {a: formatNumber(min, f), b: formatNumber(max, f)});
}

export function formatPercentRange(min: number, max: number, f: LocaleFormat): string {
  return fill(f.percentRange, {a: formatNumber(min, f), b: formatNumber(max, f)});
}

/**
 * How each language joins a list: separator, and the word before the last
 * item. A fixed table rather than Intl.ListFormat, whose output differs
 * between ICU versions (Node's kk has no "және", th glues "และ" to Latin
 * words), which would make server and browser render different text.
 */
const listStyles: Record<string, {separator: string; last: string; pair?: string}> = {
  zh: {separator: '、', last: '和'},
  en: {separator: ', ', last: ', and ', pair: ' and '},
  vi: {separator: ', ', last: ' và '},
  th: {separator: ', ', last: ' และ '},
  fil: {separator: ', ', last: ', at ', pair: ' at '},
  id: {separator: ', ', last: ', dan ', pair: ' dan '},
  ja: {separator: '、', last: '、'},
  km: {separator: ', ', last: ' និង '},
  ms: {separator: ', ', last: ' dan '},
  ko: {separator: ', ', last: ' 및 '},
  kk: {separator: ', ', last: ' және '},
  ru: {separator: ', ', last: ' и '},
};

/** A list in the locale's own style: "Visa, JCB, and Mastercard". */
export function formatList(items: readonly string[], f: LocaleFormat): string {
  const style = listStyles[f.lang.split('-')[0]!] ?? listStyles.en!;
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return items.join(style.pair ?? style.last);
  return `${items.slice(0, -1).join(style.separator)}${style.last}${items.at(-1)}`;
}

/** "1 July 2026" in the locale's words, from an ISO date. */
export function formatDate(isoDate: string, f: LocaleFormat): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return fill(f.date, {
    day: f.padDay ? String(day).padStart(2, '0') : String(day),
    month: f.months[month! - 1]!,
    year: String(year! + f.yearOffset),
  });
}
