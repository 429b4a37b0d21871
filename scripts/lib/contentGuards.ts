/**
 * Guards on translated MDX, for reviewers who may not read the language:
 * each problem names the file and line. Run by `npm run i18n:check` and CI.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {isWrittenIn, localeByKey} from '../../src/data/locales';
import {compareHeadingIds, headingIds, type Problem} from './headingIds';
import {docPairs, locales} from './i18n';

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
]);

/** A self-closing site component with its props: `<Deposit/>`, `<Period of="changeNotice"/>`. */
const COMPONENT_TAG = /<([A-Z]\w*)((?:\s+\w+="[^"]*")*)\s*\/>/g;

/** Business figures must come from components, never be typed. */
const TYPED_FIGURES = [
  {pattern: /\b\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})+\s*(?:VND|₫|đ|đồng)/iu, what: 'an amount of money'},
  {pattern: /\b330\s?000\b|\b330[.,]000\b/u, what: 'the deposit'},
  {pattern: /\d\s?(?:[.,]\d{3})?\s*mAh/iu, what: 'a capacity in mAh'},
  {pattern: /\d+(?:[.,]\d+)?\s?%/u, what: 'a percentage'},
];

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

export function checkFigures(mdx: string): Problem[] {
  const problems: Problem[] = [];
  for (const {line, text} of proseLines(mdx)) {
    for (const {pattern, what} of TYPED_FIGURES) {
      const match = pattern.exec(text);
      if (match)
        problems.push({
          line,
          message: `"${match[0].trim()}" types ${what} by hand: use the component (<Deposit/>, <MinimumCharge/>, …)`,
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
    for (const h of headingIds(readFileSync(path.join(root, source), 'utf8')).filter((h) => !h.id)) {
      out.push(`${source}:${h.line}: heading "${h.text}" has no {/* #id */}`);
    }
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
        ...checkFigures(mdx),
        ...checkScript(mdx, locale),
      ];
      for (const p of problems) out.push(`${rel}:${p.line}: ${p.message}`);
    }
  }
  return out;
}
