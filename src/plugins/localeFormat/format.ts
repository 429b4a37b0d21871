/**
 * Locale-aware formatting of business figures, identical on the server and in
 * every browser. Browsers ship reduced ICU data (Chromium has no Kazakh: it
 * prints 330,000 and "2026 M07 1" where Node prints 330 000 and
 * "2026 ж. 1 шілде"), so at build time, in Node's full ICU, `describeLocale`
 * reads each locale's separators, patterns and month names once and merges
 * the locale's departures from ICU (localeStyles.ts); the formatters below
 * only apply that description. Pure functions, pinned by the unit tests and
 * the golden table (tests/unit/fixtures/locale-golden.ts).
 */
import {styleFor, type ListStyle, type LocaleStyle, type Unit} from './localeStyles';

export type {Unit} from './localeStyles';

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
  /** "{a}–{b}%", "{a}%～{b}%". */
  percentRange: string;
  /** Date templates ({d} {dd} {M} {MM} {month} {y}): numeric, long, and the agreements' own. */
  dates: Record<DateStyle, string>;
  /** Months whose number takes a leading zero in a legal date (Vietnamese: 1 and 2). */
  legalPadMonths: readonly number[];
  /** Month names (or numbers) as they appear in a long date. */
  months: string[];
  /** Added to the Gregorian year (543 for the Thai Buddhist era). */
  yearOffset: number;
  /** "{n} ₫": the local VND form, used for Vietnamese. */
  vnd: string;
  /** Names of the requested regions (ISO 3166 codes) in this language. */
  regions: Record<string, string>;
  /** "¥{n}", "{n} ₽", "USD {n}": the requested currencies (ISO 4217) as this language writes an amount. */
  money: Record<string, string>;
} & Pick<LocaleStyle, 'list' | 'brackets' | 'units' | 'unitSpace' | 'current' | 'ratingSeparator' | 'times'> & {
    spaceBetweenScripts: boolean;
  };

export type DateStyle = 'short' | 'long' | 'legal';

/** A date's parts as a template: each part named, the literals between them kept. */
function dateTemplate(lang: string, options: Intl.DateTimeFormatOptions, names: Record<string, string>): string {
  return new Intl.DateTimeFormat(lang, {...options, timeZone: 'UTC'})
    .formatToParts(Date.UTC(2026, 6, 1))
    .map((p) => (p.type in names ? `{${names[p.type]}}` : p.value))
    .join('');
}

/** A currency to describe, by its symbol ("¥") or, where a symbol is ambiguous, its ISO code ("USD"). */
export type MoneyStyle = {currency: string; display: 'symbol' | 'code'};

/** Reads a locale's formats from Intl, with the locale's departures from it: run at build time, in Node. */
export function describeLocale(
  lang: string,
  regionCodes: readonly string[] = [],
  currencies: readonly MoneyStyle[] = [],
): LocaleFormat {
  const style = styleFor(lang);
  const regionNames = new Intl.DisplayNames(lang, {type: 'region'});
  const number = new Intl.NumberFormat(lang);
  const parts = number.formatToParts(12345.5);
  const percent = new Intl.NumberFormat(lang, {style: 'percent', maximumFractionDigits: 0});
  const dateLang = style.dateLocale ?? lang;
  const longOptions = {year: 'numeric', month: 'long', day: 'numeric'} as const;
  const longDate = new Intl.DateTimeFormat(dateLang, {...longOptions, timeZone: 'UTC'});
  const long = style.longDate ?? dateTemplate(dateLang, longOptions, {day: 'd', month: 'month', year: 'y'});
  return {
    lang,
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    minimumGroupingDigits: number.format(1000).length > 4 ? 1 : 2,
    percent: percent.format(0.6).replace('60', '{n}'),
    range: style.range ?? number.formatRange(3, 7).replace('3', '{a}').replace('7', '{b}'),
    percentRange: style.percentRange ?? percent.formatRange(0.3, 0.7).replace('30', '{a}').replace('70', '{b}'),
    dates: {
      short: dateTemplate(
        dateLang,
        {year: 'numeric', month: '2-digit', day: '2-digit'},
        {day: 'dd', month: 'MM', year: 'y'},
      ),
      long,
      legal: style.legalDate ?? long,
    },
    legalPadMonths: style.legalPadMonths ?? [],
    months: Array.from(
      {length: 12},
      (_, m) => longDate.formatToParts(Date.UTC(2026, m, 1)).find((p) => p.type === 'month')!.value,
    ),
    yearOffset: Number(longDate.formatToParts(Date.UTC(2026, 6, 1)).find((p) => p.type === 'year')!.value) - 2026,
    vnd: new Intl.NumberFormat(lang, {style: 'currency', currency: 'VND'}).format(5).replace('5', '{n}'),
    regions: Object.fromEntries(regionCodes.map((code) => [code, regionNames.of(code) ?? code])),
    money: Object.fromEntries(
      currencies.map(({currency, display}) => [
        currency,
        new Intl.NumberFormat(lang, {style: 'currency', currency, currencyDisplay: display, maximumFractionDigits: 0})
          .format(5)
          .replace('5', '{n}'),
      ]),
    ),
    list: style.list,
    spaceBetweenScripts: style.spaceBetweenScripts ?? false,
    brackets: style.brackets,
    units: style.units,
    unitSpace: style.unitSpace,
    current: style.current,
    ratingSeparator: style.ratingSeparator,
    times: style.times,
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
  return f.lang.startsWith('vi') ? fill(f.vnd, {n}) : `${n}\u00a0VND`;
}

/**
 * An amount of another currency, as the locale writes it ("¥89", "₩18,000",
 * "USD 13"); the ISO code after the number where the build described no form.
 */
export function formatMoney(amount: number, currency: string, f: LocaleFormat): string {
  const n = formatNumber(amount, f);
  const template = f.money[currency];
  return template ? fill(template, {n}) : `${n}\u00a0${currency}`;
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

/** A number, or an already formatted one (a range), with its unit symbol: "5,000 mAh", "5 В", "5000mAh". */
export function formatQuantity(value: number | string, unit: Unit, f: LocaleFormat): string {
  return `${typeof value === 'number' ? formatNumber(value, f) : value}${f.unitSpace}${f.units[unit]}`;
}

/** An aside in the locale's brackets: " (TrueMoney, VISA)", "（TrueMoney、VISA）". */
export function bracketed(text: string, f: LocaleFormat): string {
  return `${f.brackets[0]}${text}${f.brackets[1]}`;
}

/** An electrical rating as written on the label: alternating with a voltage range and frequencies, or direct. */
export type Rating =
  | {current: 'ac'; volts: {min: number; max: number}; hertz: readonly number[]}
  | {current: 'dc'; volts: number; amps: number};

/** "AC 100–240 V, 50/60 Hz", "5 V DC, 2.4 A", "100–240 В, 50/60 Гц", "DC5V、2.4A". */
export function formatRating(rating: Rating, f: LocaleFormat): string {
  if (rating.current === 'ac') {
    const volts = formatQuantity(formatRange(rating.volts.min, rating.volts.max, f), 'V', f);
    const hertz = formatQuantity(rating.hertz.map((hz) => formatNumber(hz, f)).join('/'), 'Hz', f);
    return `${fill(f.current.ac, {v: volts})}${f.ratingSeparator}${hertz}`;
  }
  const volts = formatQuantity(rating.volts, 'V', f);
  return `${fill(f.current.dc, {v: volts})}${f.ratingSeparator}${formatQuantity(rating.amps, 'A', f)}`;
}

/** Outside dimensions in millimetres: "200 × 150 × 290 mm". */
export function formatSize(sides: readonly number[], f: LocaleFormat): string {
  return formatQuantity(sides.map((n) => formatNumber(n, f)).join(f.times), 'mm', f);
}

const latinOrDigit = /[\p{Script=Latin}\d]/u;
const letter = /\p{L}/u;

/** The join between two items, spaced where the page's script meets a Latin word. */
const hangulSyllable = /[\uAC00-\uD7A3]$/;

/** Korean's 와/과 after the first of a pair: a Hangul syllable's final consonant is its index modulo 28 (0: none). */
function pairParticle(first: string, style: ListStyle): string | undefined {
  if (!style.pairParticle || !hangulSyllable.test(first)) return undefined;
  const final = (first.charCodeAt(first.length - 1) - 0xac00) % 28;
  return final ? style.pairParticle.afterConsonant : style.pairParticle.afterVowel;
}

function join(prev: string, glue: string, next: string, f: LocaleFormat, style: ListStyle): string {
  const betweenLatin = latinOrDigit.test(prev.at(-1)!) && latinOrDigit.test(next[0]!);
  let text = glue === style.separator && style.latinSeparator && betweenLatin ? style.latinSeparator : glue;
  if (f.spaceBetweenScripts) {
    if (letter.test(text[0]!) && latinOrDigit.test(prev.at(-1)!)) text = ` ${text}`;
    if (letter.test(text.at(-1)!) && latinOrDigit.test(next[0]!)) text = `${text} `;
  }
  return text;
}

/**
 * A list in the locale's own style: "Visa, JCB and Mastercard",
 * "USB-C、Lightning 和 Micro-USB", "นครโฮจิมินห์ ฮานอย และดานัง". A fixed
 * table rather than Intl.ListFormat, whose output differs between ICU
 * versions (Node's kk has no "және"), which would make server and browser
 * render different text.
 */
export function formatList(items: readonly string[], f: LocaleFormat, kind: 'and' | 'examples' = 'and'): string {
  // Examples are an open list: no "and" before the last ("TrueMoney, VISA, LINE Pay").
  const {separator, latinSeparator} = f.list;
  const style: ListStyle = kind === 'and' ? f.list : {separator, latinSeparator, last: separator, pair: separator};
  if (items.length <= 1) return items.join('');
  const particle = items.length === 2 ? pairParticle(items[0]!, style) : undefined;
  if (particle) return `${items[0]}${particle}${items[1]}`;
  return items.reduce((out, item, i) => {
    if (i === 0) return item;
    const glue = i < items.length - 1 ? style.separator : items.length === 2 ? (style.pair ?? style.last) : style.last;
    return `${out}${join(items[i - 1]!, glue, item, f, style)}${item}`;
  }, '');
}

/** A date from an ISO date: numeric, long ("1 July 2026"), or as the agreements write it. */
export function formatDate(isoDate: string, f: LocaleFormat, style: DateStyle): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  return fill(f.dates[style], {
    d: String(day),
    dd: pad(day),
    M: style === 'legal' && f.legalPadMonths.includes(month) ? pad(month) : String(month),
    MM: pad(month),
    month: f.months[month - 1]!,
    y: String(year + f.yearOffset),
  });
}
