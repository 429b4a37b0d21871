/**
 * Every locale ships complete, real translations: no missing key, no string
 * left in Chinese or English, text in the locale's own script.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {locales} from '../../src/data/locales';

const root = path.resolve(__dirname, '../..');
type Messages = Record<string, {message: string}>;

function read(locale: string, file: string): Messages {
  return JSON.parse(readFileSync(path.join(root, 'i18n', locale, file), 'utf8'));
}

const files = [
  'code.json',
  'docusaurus-theme-classic/navbar.json',
  'docusaurus-theme-classic/footer.json',
  'docusaurus-plugin-content-docs/current.json',
];
const docs = readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.mdx'));

/** Strings a locale writes like English on purpose (established loanwords). */
const cityNames = ['facts.city.hcmc', 'facts.city.hanoi', 'facts.city.danang'];
const specLabels = ['products.spec.input', 'products.spec.output'];
const sameAsEnglish: Record<string, string[]> = {
  // Loanwords Philippine, Indonesian and Malaysian sites use as they are.
  fil: [
    'facts.refund.eWallet',
    'form.userPlatform.miniProgram',
    'home.solutions.hardware',
    'home.solutions.software',
    'products.power-bank.name',
    ...specLabels,
    ...cityNames,
  ],
  id: [...specLabels, ...cityNames],
  ms: ['products.power-bank.name', ...specLabels, ...cityNames],
};

/** The message without placeholders: does any word remain to translate? */
const hasWords = (message: string) => /\p{L}{2}/u.test(message.replace(/\{\w+\}/g, ''));

/** The script a locale's text must be written in. */
const script: Record<string, RegExp> = {
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
  km: /\p{Script=Khmer}/u,
  ru: /\p{Script=Cyrillic}/u,
  kk: /[әғқңөұүһі]/iu,
};

describe('site name', () => {
  // The navbar title and copyright come from src/data/locales.ts (siteName)
  // through docusaurus.config.ts; a JSON entry would override them with a
  // copy, so `write-translations` output must not keep them.
  it.each(locales)('$key keeps navbar title and copyright out of its JSON', ({key}) => {
    expect(read(key, 'docusaurus-theme-classic/navbar.json')).not.toHaveProperty('title');
    expect(read(key, 'docusaurus-theme-classic/footer.json')).not.toHaveProperty('copyright');
  });
});

describe.each(locales.filter((l) => l.key !== 'zh'))('$key translations', ({key}) => {
  it.each(files)('%s has every source key, each translated', (file) => {
    const source = read('zh', file);
    const english = read('en', file);
    const target = read(key, file);
    expect(Object.keys(target).sort()).toEqual(Object.keys(source).sort());
    const untranslated = Object.entries(target)
      .filter(([id, {message}]) => {
        if (!hasWords(message) || sameAsEnglish[key]?.includes(id)) return false;
        if (!message.trim()) return true;
        if (message === source[id]!.message && script.zh!.test(message)) return true;
        return key !== 'en' && message === english[id]!.message && /[a-z]{3}/i.test(message);
      })
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it.each(docs)('docs/%s is translated', (doc) => {
    const file = path.join(root, 'i18n', key, 'docusaurus-plugin-content-docs/current', doc);
    expect(existsSync(file)).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^---\ntitle: .+\ndescription: .+\n/);
    if (key !== 'ja') expect(text).not.toMatch(script.zh!);
    if (script[key]) expect(text).toMatch(script[key]!);
  });
});
