/**
 * Guards on translated MDX, for reviewers who may not read the language:
 * each problem names the file and line. Run by `npm run i18n:check` and CI.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {citedLaws} from '../../src/data/legal';
import {isWrittenIn, localeByKey} from '../../src/data/locales';
import {describeLocale, formatDate} from '../../src/plugins/localeFormat/format';
import {compareHeadingIds, headingIds, type Problem} from './headingIds';
import {docPairs, locales, SOURCE_LOCALE} from './i18n';

/** Components translations may use: src/theme/MDXComponents.tsx registers them. */
export const ALLOWED_COMPONENTS = new Set([
  'Deposit',
  'FreeMinutes',
  'MinimumCharge',
  'PrepaidCredit',
  'BillingUnit',
  'DailyCap',
  'ReplacementValue',
  'BatteryCapacity',
  'GuaranteedCapacity',
  'PhoneCharges',
  'SimultaneousDevices',
  'Cables',
  'AcceptedCardBrands',
  'Hotline',
  'SupportHours',
  'SupportEmail',
  'CompanyName',
  'CompanyAddress',
  'CompanyRegistration',
  'PrivacyEmail',
  'Period',
  'AnalyticsChoice',
  'ServiceCities',
  'RefundTimes',
  'LedLevels',
  'EffectiveDate',
  'FixTime',
  'Messenger',
  'VisitorPaymentMethods',
  'DepositInReaderCurrency',
]);

/** A self-closing site component with its props: `<Deposit/>`, `<Period of="changeNotice"/>`. */
export const COMPONENT_TAG = /<([A-Z]\w*)((?:\s+\w+="[^"]*")*)\s*\/>/g;

/** Business figures must come from components, never be typed. */
const TYPED_FIGURES = [
  {pattern: /\b\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})+\s*(?:VND|₫|đ|đồng)/iu, what: 'an amount of money'},
  {pattern: /\b330\s?000\b|\b330[.,]000\b/u, what: 'the deposit'},
  {pattern: /\d+(?:[.,]\d+)?\s?[%％]/u, what: 'a percentage'},
  // A number range ("3-5 ngày", "1,5–2"); law numbers ("19/2023/QH15") use slashes.
  {pattern: /(?<![\d/.,])\d+(?:[.,]\d+)?\s?[-–—~～]\s?\d+(?![\d/])/u, what: 'a numeric range'},
  {
    pattern:
      /(?<![\p{L}\d.,])\d+(?:[.,\s\u00a0\u202f]\d+)*\s?(?:mAh|мА·ч|мА·сағ|mA|V|В|A|А|Hz|Гц|kW|W|Вт|mm|мм|cm|см|kg|кг)(?![\p{L}\d])/u,
    what: 'a quantity with its unit',
  },
];

/** Dates typed in any of the ways the site's languages write them. */
function datePatterns(locale: string): RegExp[] {
  const lang = localeByKey(locale)?.htmlLang ?? locale;
  const names = new Set<string>();
  for (const tag of [lang, 'en']) {
    for (const month of ['long', 'short'] as const) {
      for (let m = 0; m < 12; m++) {
        const at = Date.UTC(2026, m, 15);
        const formatted = new Intl.DateTimeFormat(tag, {day: 'numeric', month, timeZone: 'UTC'}).formatToParts(at);
        names.add(formatted.find((p) => p.type === 'month')!.value.replace(/\.$/, ''));
        names.add(new Intl.DateTimeFormat(tag, {month, timeZone: 'UTC'}).format(at).replace(/\.$/, ''));
      }
    }
  }
  const months = [...names]
    .filter((n) => /^\p{L}[\p{L}\p{M}]{2,}/u.test(n))
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  return [
    /\d{4}\s*[年년]\s*\d{1,2}\s*[月월]/u,
    /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/u,
    /(?<![\d.])\d{1,2}[./]\d{1,2}[./]\d{4}(?!\d)/u,
    /(?<!\d)\d{1,2}\s+tháng\s+\d{1,2}(?!\d)/u,
    // A whole month name: "1. Jangan" (Malay: "1. Don't") is a step, not 1 January.
    new RegExp(`(?<![\\p{L}\\d])\\d{1,2}\\.?\\s+(?:ខែ)?(?:${months})(?![\\p{L}\\p{M}])`, 'iu'),
    new RegExp(`(?:${months})\\s+\\d{1,2},\\s*\\d{4}`, 'iu'),
  ];
}

/**
 * What a translation may type that looks like a figure: the day a cited law
 * came into force, in the locale's own legal date form (src/data/legal.ts),
 * and references to numbered items of a list, which are not figures.
 */
function allowedLiterals(locale: string): string[] {
  const format = describeLocale(localeByKey(locale)?.htmlLang ?? locale);
  return [...citedLaws.map((law) => formatDate(law.inForce, format, 'legal')), ...(ITEM_REFERENCES[locale] ?? [])];
}

/** "Items 1–5 of the list": the privacy policy's reference to its own list of purposes. */
const ITEM_REFERENCES: Record<string, string[]> = {
  ru: ['пунктах 1–5 списка'],
  kk: ['Тізімнің 1–5-тармақтарында'],
};

/** The text lines of an MDX file, without front matter, code blocks and heading ids. */
function* proseLines(mdx: string): Generator<{line: number; text: string}> {
  const lines = mdx.split('\n');
  let i = 0;
  if (lines[0] === '---') {
    i = lines.indexOf('---', 1) + 1;
  }
  let fence = false;
  for (; i < lines.length; i++) {
    if (/^(```|~~~)/.test(lines[i]!)) {
      fence = !fence;
      continue;
    }
    if (!fence) yield {line: i + 1, text: lines[i]!.replace(/\{\/\*\s*#[\w-]+\s*\*\/\}/g, '')};
  }
}

export function checkSafety(mdx: string): Problem[] {
  const problems: Problem[] = [];
  for (const {line, text} of proseLines(mdx)) {
    if (/^\s*(import|export)\s/.test(text))
      problems.push({line, message: 'import/export is not allowed in a translation'});
    if (/<\s*script/i.test(text)) problems.push({line, message: '<script> is not allowed'});
    if (/\son[a-z]+\s*=/i.test(text))
      problems.push({line, message: 'inline event handlers (onclick=…) are not allowed'});
    if (/javascript:/i.test(text)) problems.push({line, message: 'javascript: links are not allowed'});
    for (const match of text.matchAll(/<\/?\s*([A-Za-z][\w.]*)/g)) {
      if (!ALLOWED_COMPONENTS.has(match[1]!)) {
        problems.push({
          line,
          message: `<${match[1]}> is not one of the site's MDX components (${[...ALLOWED_COMPONENTS].slice(0, 3).join(', ')}, …)`,
        });
      }
    }
    if (/\{(?!\/\*)/.test(text.replace(/<[A-Z]\w*\s*\/>/g, '')))
      problems.push({line, message: 'a {…} expression is not allowed in a translation'});
  }
  return problems;
}

/** Figures typed by hand in a document of `locale`, which components should render. */
export function checkFigures(mdx: string, locale: string): Problem[] {
  const problems: Problem[] = [];
  const allowed = allowedLiterals(locale);
  const patterns = [...TYPED_FIGURES, ...datePatterns(locale).map((pattern) => ({pattern, what: 'a date'}))];
  for (const {line, text: raw} of proseLines(mdx)) {
    // A component's props are not prose; the allowed literals are taken out first.
    const text = allowed.reduce((t, literal) => t.split(literal).join(' '), raw.replace(COMPONENT_TAG, ' '));
    const seen = new Set<string>();
    for (const {pattern, what} of patterns) {
      const match = pattern.exec(text);
      if (match && !seen.has(`${what}:${match[0]}`) && seen.add(`${what}:${match[0]}`))
        problems.push({
          line,
          message: `"${match[0].trim()}" types ${what} by hand: use the component (<Deposit/>, <MinimumCharge/>, <EffectiveDate/>, …)`,
        });
    }
  }
  return problems;
}

export function checkScript(mdx: string, locale: string): Problem[] {
  const rule = localeByKey(locale)?.script;
  if (!rule) return [];
  const text = [...proseLines(mdx)]
    .map((l) => l.text)
    .join('\n')
    .replace(COMPONENT_TAG, '')
    // Brand and product names stay in Latin letters in every language.
    .replace(
      /\b(?:Visa|VISA|JCB|Mastercard|Google|Apple|iPhone|Xiaomi|Huawei|Honor|Samsung|USB-C|Lightning|Micro-USB|OTP|SMS|QR|ATM|IP|App Store|Google Play|TrueMoney|LINE Pay|Zalo|WeChat|mAh|VND)\b/g,
      '',
    );
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  const problems: Problem[] = [];
  if (letters.length && !isWrittenIn(text, rule)) {
    const own = letters.filter((c) => rule.letters.test(c)).length;
    problems.push({
      line: 1,
      message: `only ${Math.round((100 * own) / letters.length)}% of the letters are in the ${locale} script (at least ${rule.share * 100}% expected): untranslated text?`,
    });
  }
  if (rule.must && letters.length > 200 && !rule.must.test(text)) {
    problems.push({line: 1, message: `no ${rule.mustName}: is this really ${locale}?`});
  }
  return problems;
}

/** The components a document renders, with their props: `<Period of="changeNotice"/>`. */
function componentUses(mdx: string): string[] {
  return [...proseLines(mdx)].flatMap(({text}) => [...text.matchAll(COMPONENT_TAG)].map((m) => `<${m[1]}${m[2]}/>`));
}

/**
 * A translation renders the same figures as its source: a component dropped
 * (its figure typed instead) or pointed at another period would let 12
 * languages disagree.
 */
export function compareComponents(source: string, translation: string): Problem[] {
  const count = (uses: string[]) => uses.reduce((m, u) => m.set(u, (m.get(u) ?? 0) + 1), new Map<string, number>());
  const want = count(componentUses(source));
  const have = count(componentUses(translation));
  return [...new Set([...want.keys(), ...have.keys()])]
    .filter((use) => want.get(use) !== have.get(use))
    .map((use) => ({
      line: 1,
      message: `${use} appears ${have.get(use) ?? 0} time(s), the source has it ${want.get(use) ?? 0} time(s)`,
    }));
}

/** Every guard over every translated help document: `file:line: message`. */
export function checkContent(root: string): string[] {
  const out: string[] = [];
  // Every heading of the source needs an id for translations to keep.
  for (const {source} of docPairs(root)) {
    const mdx = readFileSync(path.join(root, source), 'utf8');
    for (const h of headingIds(mdx).filter((h) => !h.id)) {
      out.push(`${source}:${h.line}: heading "${h.text}" has no {/* #id */}`);
    }
    // The source is held to the same rule as its translations.
    for (const p of checkFigures(mdx, SOURCE_LOCALE)) out.push(`${source}:${p.line}: ${p.message}`);
  }
  for (const locale of locales()) {
    for (const {source, target} of docPairs(root)) {
      const rel = path.join('i18n', locale, target);
      const file = path.join(root, rel);
      if (!existsSync(file)) continue; // reported by i18n:status
      const mdx = readFileSync(file, 'utf8');
      const sourceMdx = readFileSync(path.join(root, source), 'utf8');
      const problems = [
        ...compareHeadingIds(sourceMdx, mdx),
        ...compareComponents(sourceMdx, mdx),
        ...checkSafety(mdx),
        ...checkFigures(mdx, locale),
        ...checkScript(mdx, locale),
      ];
      for (const p of problems) out.push(`${rel}:${p.line}: ${p.message}`);
    }
  }
  return out;
}
