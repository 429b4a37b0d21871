/**
 * Translation status: for each locale, what is missing, what was left in
 * the source language, and what is stale because its source changed since
 * it was translated.
 *
 * Staleness survives rebases because it compares content, not commits:
 * - a translated help document carries `source_hash:` in its front matter,
 *   the hash of the source file it was translated from;
 * - JSON strings (code.json, navbar, footer, docs labels) have their
 *   source message's hash in i18n/<locale>/source-hashes.json.
 * `npm run i18n:stamp -- --locale vi` records the current hashes after a
 * translator has updated the texts.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {locales as siteLocales} from '../../src/data/locales';
import {headingIds} from './headingIds';

export const SOURCE_LOCALE: string = siteLocales[0].key;
export const JSON_FILES = [
  'code.json',
  'docusaurus-theme-classic/navbar.json',
  'docusaurus-theme-classic/footer.json',
  'docusaurus-plugin-content-docs/current.json',
];
export const HASHES_FILE = 'source-hashes.json';

/**
 * Strings a locale may write like the source or English on purpose: brand
 * names, placeholders, and loanwords the locale's translators chose.
 */
export const DELIBERATELY_UNCHANGED: Record<string, string[]> = {
  '*': ['theme.blog.author.pageTitle', 'version.label'],
  fil: [
    'facts.refund.eWallet',
    'form.userPlatform.miniProgram',
    'home.solutions.hardware',
    'home.solutions.software',
    'products.power-bank.name',
    'products.spec.input',
    'products.spec.output',
    'facts.city.hcmc',
    'facts.city.hanoi',
    'facts.city.danang',
  ],
  id: ['products.spec.input', 'products.spec.output', 'facts.city.hcmc', 'facts.city.hanoi', 'facts.city.danang'],
  ms: [
    'products.power-bank.name',
    'products.spec.input',
    'products.spec.output',
    'facts.city.hcmc',
    'facts.city.hanoi',
    'facts.city.danang',
  ],
};

export const hash = (text: string): string =>
  createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex').slice(0, 12);

type Messages = Record<string, {message: string}>;
const readJson = <T = Messages>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Help documents: [source file, translation path relative to the locale's docs folder]. */
export type DocPair = {source: string; target: string};

export function docPairs(root: string): DocPair[] {
  const versions = [{source: 'docs', target: 'current'}];
  const versionsFile = path.join(root, 'versions.json');
  if (existsSync(versionsFile)) {
    for (const v of readJson<string[]>(versionsFile))
      versions.push({source: `versioned_docs/version-${v}`, target: `version-${v}`});
  }
  return versions.flatMap(({source, target}) =>
    readdirSync(path.join(root, source))
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => ({source: path.join(source, f), target: path.join('docusaurus-plugin-content-docs', target, f)})),
  );
}

export function frontMatterValue(mdx: string, key: string): string | undefined {
  const fm = /^---\n([\s\S]*?)\n---/.exec(mdx);
  const line = fm?.[1]!.split('\n').find((l) => l.startsWith(`${key}:`));
  return line
    ?.slice(key.length + 1)
    .trim()
    .replace(/^["']|["']$/g, '');
}

export function setFrontMatterValue(mdx: string, key: string, value: string): string {
  const fm = /^---\n([\s\S]*?)\n---/.exec(mdx);
  if (!fm) throw new Error('no front matter');
  const lines = fm[1]!.split('\n').filter((l) => !l.startsWith(`${key}:`));
  lines.push(`${key}: ${value}`);
  return mdx.replace(fm[0], `---\n${lines.join('\n')}\n---`);
}

const hasWords = (message: string) => /\p{L}{2}/u.test(message.replace(/\{\w+\}/g, ''));

/** The locales translators work on: every locale of src/data/locales.ts but the source. */
export function locales(): string[] {
  return siteLocales.map((l) => l.key).filter((l) => l !== SOURCE_LOCALE);
}

/** The status of one locale: lists of problems, each naming file and key. */
export type LocaleStatus = {
  locale: string;
  missingDocs: string[];
  staleDocs: string[];
  /** Sections (heading ids) the source has and the translation lacks, or the other way round. */
  sections: string[];
  missingKeys: string[];
  untranslated: string[];
  staleKeys: string[];
};

export function localeStatus(root: string, locale: string): LocaleStatus {
  const dir = path.join(root, 'i18n', locale);
  const status: LocaleStatus = {
    locale,
    missingDocs: [],
    staleDocs: [],
    sections: [],
    missingKeys: [],
    untranslated: [],
    staleKeys: [],
  };
  for (const {source, target} of docPairs(root)) {
    const file = path.join(dir, target);
    const rel = path.relative(root, file);
    if (!existsSync(file)) {
      status.missingDocs.push(rel);
      continue;
    }
    const sourceText = readFileSync(path.join(root, source), 'utf8');
    const translation = readFileSync(file, 'utf8');
    const want = hash(sourceText);
    const have = frontMatterValue(translation, 'source_hash');
    if (have !== want) status.staleDocs.push(`${rel} (${have ? 'source changed' : 'no source_hash'}: diff ${source})`);
    // A deleted answer leaves the hashes as they were: compare the sections themselves.
    const sourceIds = headingIds(sourceText).flatMap((h) => (h.id ? [h.id] : []));
    const translatedIds = headingIds(translation).flatMap((h) => (h.id ? [h.id] : []));
    for (const id of sourceIds.filter((i) => !translatedIds.includes(i)))
      status.sections.push(`${rel}: missing #${id}`);
    for (const id of translatedIds.filter((i) => !sourceIds.includes(i))) status.sections.push(`${rel}: extra #${id}`);
  }
  const hashesFile = path.join(dir, HASHES_FILE);
  const hashes = existsSync(hashesFile) ? readJson<Record<string, Record<string, string>>>(hashesFile) : {};
  const english = (file: string): Messages => (locale === 'en' ? {} : readJson(path.join(root, 'i18n', 'en', file)));
  const allowed = new Set([...DELIBERATELY_UNCHANGED['*'], ...(DELIBERATELY_UNCHANGED[locale] ?? [])]);
  for (const file of JSON_FILES) {
    const source = readJson(path.join(root, 'i18n', SOURCE_LOCALE, file));
    const target: Messages = existsSync(path.join(dir, file)) ? readJson(path.join(dir, file)) : {};
    const en = english(file);
    for (const [key, {message}] of Object.entries(source)) {
      // The site name comes from src/data/locales.ts, not from these files.
      if ((file.endsWith('navbar.json') && key === 'title') || (file.endsWith('footer.json') && key === 'copyright'))
        continue;
      const translated = target[key]?.message;
      if (translated === undefined || translated.trim() === '') {
        status.missingKeys.push(`${file}: ${key}`);
        continue;
      }
      if (!allowed.has(key) && hasWords(translated) && (translated === message || translated === en[key]?.message)) {
        status.untranslated.push(`${file}: ${key} = "${translated}"`);
      }
      if (hashes[file]?.[key] !== hash(message)) status.staleKeys.push(`${file}: ${key}`);
    }
  }
  return status;
}

export const isComplete = (s: LocaleStatus): boolean =>
  !s.missingDocs.length &&
  !s.staleDocs.length &&
  !s.sections.length &&
  !s.missingKeys.length &&
  !s.untranslated.length &&
  !s.staleKeys.length;

/** Records the current source hashes for a locale (all docs and strings, or the named ones). */
export function stamp(root: string, locale: string, only: string[] = []): void {
  const dir = path.join(root, 'i18n', locale);
  const wanted = (name: string) => only.length === 0 || only.some((o) => name.includes(o));
  for (const {source, target} of docPairs(root)) {
    const file = path.join(dir, target);
    if (!existsSync(file) || !wanted(target)) continue;
    const mdx = readFileSync(file, 'utf8');
    writeFileSync(file, setFrontMatterValue(mdx, 'source_hash', hash(readFileSync(path.join(root, source), 'utf8'))));
  }
  const hashesFile = path.join(dir, HASHES_FILE);
  const hashes = existsSync(hashesFile) ? readJson<Record<string, Record<string, string>>>(hashesFile) : {};
  for (const file of JSON_FILES) {
    const source = readJson(path.join(root, 'i18n', SOURCE_LOCALE, file));
    hashes[file] ??= {};
    for (const [key, {message}] of Object.entries(source)) {
      if (wanted(`${file}:${key}`) || wanted(key)) hashes[file]![key] = hash(message);
    }
  }
  writeFileSync(hashesFile, `${JSON.stringify(hashes, null, 2)}\n`);
}
