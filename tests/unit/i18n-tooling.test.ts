/**
 * The translators' tooling: each content guard catches a planted fault, and
 * the status command reports a translation as stale once its source changes.
 */
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkContent, checkFigures, checkSafety, checkScript, compareComponents} from '../../scripts/lib/contentGuards';
import {isComplete, localeStatus, stamp} from '../../scripts/lib/i18n';

const root = path.resolve(__dirname, '../..');
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/guards', `${name}.mdx`), 'utf8');

describe('content guards', () => {
  it('refuse imports, scripts, event handlers, javascript: links and raw HTML, with lines', () => {
    const problems = checkSafety(fixture('unsafe'));
    expect([...new Set(problems.map((p) => p.line))]).toEqual([6, 10, 12, 14]);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/import\/export/);
    expect(problems.some((p) => /javascript:/.test(p.message))).toBe(true);
    expect(problems.some((p) => /event handlers/.test(p.message))).toBe(true);
    expect(problems.some((p) => /<script>/.test(p.message))).toBe(true);
    expect(problems.some((p) => /<div> is not one of/.test(p.message))).toBe(true);
    // The site's own components are fine.
    expect(problems.some((p) => /Deposit/.test(p.message) && p.line === 16)).toBe(false);
  });

  it('catch business figures typed by hand', () => {
    expect(checkFigures(fixture('figures'), 'vi').map((p) => p.line)).toEqual([8, 8, 10, 12]);
  });

  it('catch dates, ranges and quantities with units typed by hand, and let a cited law keep its date', () => {
    const problems = checkFigures(fixture('typed-dates-ranges-units'), 'vi');
    const found = problems.map((p) => `${p.line} ${/"(.*)" types (.*) by hand/.exec(p.message)!.slice(1).join(' = ')}`);
    expect(found).toEqual([
      '8 3-5 = a numeric range',
      '10 1,5–2 = a numeric range',
      '10 5000 mAh = a quantity with its unit',
      '12 2027年1月 = a date',
      '12 01 tháng 01 = a date',
      '14 5 V = a quantity with its unit',
      // A law's day in force passes only in the page's own legal form.
      '18 1 tháng 7 = a date',
    ]);
  });

  it('let the source and every locale cite the laws in force with their dates, in their own legal form', () => {
    expect(checkFigures('Luật số 19/2023/QH15 (có hiệu lực thi hành từ ngày 01 tháng 7 năm 2024).', 'vi')).toEqual([]);
    expect(checkFigures('《个人数据保护法》（第 91/2025/QH15 号法律，自 2026 年 1 月 1 日起施行）', 'zh')).toEqual([]);
    expect(checkFigures('自 2027 年 1 月 1 日起施行', 'zh')).toHaveLength(1);
    expect(checkFigures('в пунктах 1–5 списка', 'ru')).toEqual([]);
    expect(checkFigures('в пунктах 1–7 списка', 'ru')).toHaveLength(1);
  });

  it('read a numbered step that starts with a word like a month as a step, not a date', () => {
    expect(checkFigures('1. Jangan tinggalkan power bank di stesen.', 'ms')).toEqual([]);
    expect(checkFigures('Sejak 1 Jan tahun ini', 'ms')).toHaveLength(1);
    expect(checkFigures('с 1 января', 'ru')).toHaveLength(1);
  });

  it('catch text that is not in the locale script', () => {
    expect(checkScript(fixture('thai-english'), 'th')[0]?.message).toMatch(/letters are in the th script/);
    expect(checkScript(fixture('kazakh-russian'), 'kk')[0]?.message).toMatch(/Kazakh letters/);
    expect(checkScript(fixture('kazakh-russian'), 'ru')).toEqual([]);
  });

  it('catch a figure component dropped from a translation or pointed at another period', () => {
    const source = '我们会在 <Period of="complaintAnswer"/>内答复。押金 <Deposit/>。';
    expect(compareComponents(source, 'We answer within <Period of="complaintAnswer"/>. Deposit: <Deposit/>.')).toEqual(
      [],
    );
    const messages = compareComponents(
      source,
      'We answer within <Period of="changeNotice"/>. Deposit: 330,000 VND.',
    ).map((p) => p.message);
    expect(messages).toEqual([
      '<Period of="complaintAnswer"/> appears 0 time(s), the source has it 1 time(s)',
      '<Deposit/> appears 0 time(s), the source has it 1 time(s)',
      '<Period of="changeNotice"/> appears 1 time(s), the source has it 0 time(s)',
    ]);
  });

  it('pass on every translated help document of the site', () => {
    expect(checkContent(root)).toEqual([]);
  });
});

describe('translation status', () => {
  it('is complete and fresh for every locale on main', () => {
    for (const locale of ['en', 'vi', 'th', 'fil', 'id', 'ja', 'km', 'ms', 'ko', 'kk', 'ru']) {
      expect(localeStatus(root, locale), locale).toMatchObject({
        missingDocs: [],
        staleDocs: [],
        sections: [],
        missingKeys: [],
        untranslated: [],
        staleKeys: [],
      });
    }
  });

  it('reports a translation as stale after its source changes, until it is stamped', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'site-'));
    for (const part of ['docs', 'versioned_docs', 'versions.json', 'i18n']) {
      cpSync(path.join(root, part), path.join(copy, part), {recursive: true});
    }
    const source = path.join(copy, 'docs/answer.mdx');
    writeFileSync(source, readFileSync(source, 'utf8').replace('押金是多少？', '押金是多少钱？'));
    const code = path.join(copy, 'i18n/zh/code.json');
    const messages = JSON.parse(readFileSync(code, 'utf8'));
    messages['home.title'].message = '共享充电宝云平台';
    writeFileSync(code, JSON.stringify(messages));

    const stale = localeStatus(copy, 'vi');
    expect(stale.staleDocs).toEqual([
      'i18n/vi/docusaurus-plugin-content-docs/current/answer.mdx (source changed: diff docs/answer.mdx)',
    ]);
    expect(stale.staleKeys).toEqual(['code.json: home.title']);
    expect(isComplete(stale)).toBe(false);

    stamp(copy, 'vi', ['answer.mdx', 'home.title']);
    expect(isComplete(localeStatus(copy, 'vi'))).toBe(true);
    expect(localeStatus(copy, 'th').staleDocs).toHaveLength(1);
  });

  it('reports a string left in English and a missing document', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'site-'));
    for (const part of ['docs', 'versioned_docs', 'versions.json', 'i18n']) {
      cpSync(path.join(root, part), path.join(copy, part), {recursive: true});
    }
    const code = path.join(copy, 'i18n/th/code.json');
    const messages = JSON.parse(readFileSync(code, 'utf8'));
    messages['form.submit'].message = 'Submit';
    writeFileSync(code, JSON.stringify(messages));
    rmSync(path.join(copy, 'i18n/th/docusaurus-plugin-content-docs/current/privacys.mdx'));
    const status = localeStatus(copy, 'th');
    expect(status.untranslated).toEqual(['code.json: form.submit = "Submit"']);
    expect(status.missingDocs).toEqual(['i18n/th/docusaurus-plugin-content-docs/current/privacys.mdx']);
  });

  it('counts a deleted or added answer as incomplete and names it, though no hash changed', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'site-'));
    for (const part of ['docs', 'versioned_docs', 'versions.json', 'i18n']) {
      cpSync(path.join(root, part), path.join(copy, part), {recursive: true});
    }
    const faq = path.join(copy, 'i18n/vi/docusaurus-plugin-content-docs/current/answer.mdx');
    // Drop one answer: from its heading to the next heading.
    const text = readFileSync(faq, 'utf8');
    const start = text.indexOf('{/* #refund-time */}');
    const headingStart = text.lastIndexOf('\n###', start);
    const next = text.indexOf('\n##', start);
    writeFileSync(
      faq,
      `${text.slice(0, headingStart)}${text.slice(next)}\n### Câu hỏi mới {/* #new-question */}\n\nTrả lời.\n`,
    );
    const status = localeStatus(copy, 'vi');
    expect(status.sections).toEqual([
      'i18n/vi/docusaurus-plugin-content-docs/current/answer.mdx: missing #refund-time',
      'i18n/vi/docusaurus-plugin-content-docs/current/answer.mdx: extra #new-question',
    ]);
    expect(status.staleDocs).toEqual([]);
    expect(isComplete(status)).toBe(false);
  });
});
