/**
 * The search index, made by `docusaurus build` itself: after each locale is
 * built, its pages are indexed with Pagefind into that locale's own
 * `pagefind/` folder (`build/pagefind/`, `build/vi/pagefind/`, …), so any
 * host that runs the plain build command gets working search, and a page
 * only ever downloads its own language's index. Records are cut where
 * visitors need to land: one per FAQ question and agreement section
 * (linking to its #anchor), one per business page; navigation and footers
 * are left out. Text is normalised with src/plugins/search/searchText.ts (Vietnamese
 * folded, Khmer cut into syllables), as the search box normalises queries.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {execFile} from 'node:child_process';
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {localeByKey, locales} from '../../data/locales';
import {searchForm} from './searchText';

const prefixes = new Set<string>(locales.filter((l) => l.prefix).map((l) => l.prefix));

/** Built pages of one locale: the top of its folder (earlier versions and other locales live below). */
async function pagesOf(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, {withFileTypes: true});
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '404.html')
    .filter((e) => !prefixes.has(path.basename(e.name, '.html')))
    .map((e) => path.join(outDir, e.name));
}

type Doc = cheerio.CheerioAPI;
type Record = {url: string; title: string; page: string; content: string};

/** Text of a page, with a space between blocks (cheerio's .text() glues "About usWe run…"). */
function blockText($: Doc, root: cheerio.Cheerio<Element>): string {
  root.find('h1, h2, h3, h4, p, li, dt, dd, td, th, figcaption, address, a, button').after(' ');
  return root.text();
}

const clean = (value: string) =>
  value
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Help pages: one record per heading of `level` that has an id, holding the
 * text up to the next heading of that level or above.
 */
function sections($: Doc, article: cheerio.Cheerio<Element>, url: string, page: string, level: number): Record[] {
  const records: Record[] = [];
  let current: Record | null = null;
  // Copy buttons and hash links are not content.
  article.find('button, .hash-link').remove();
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        if (current) current.content += ` ${(node as unknown as {data: string}).data}`;
        continue;
      }
      if (node.type !== 'tag') continue;
      const el = node as Element;
      const heading = /^h([1-6])$/.exec(el.name);
      if (heading) {
        const n = Number(heading[1]);
        if (n === level && el.attribs.id) {
          current = {url: `${url}#${el.attribs.id}`, title: clean($(el).text()), page, content: ''};
          records.push(current);
        } else if (n < level) {
          current = null;
        }
        continue;
      }
      walk(el.children);
    }
  };
  walk(article.toArray().flatMap((el) => el.children));
  return records.map((r) => ({...r, content: clean(r.content)}));
}

/** FAQ answers, agreement clauses, or business pages: the search box ranks them in that order. */
const kindOf = (page: string, isDoc: boolean) => (page === 'answer' ? 'faq' : isDoc ? 'terms' : 'page');

type PagefindRecord = {
  url: string;
  language: string;
  content: string;
  meta: {title: string; page: string; text: string; kind: string};
  filters: {kind: string[]};
};

/** The records of one locale's built pages. */
export async function searchRecords(outDir: string, localeKey: string): Promise<PagefindRecord[]> {
  const locale = localeByKey(localeKey);
  if (!locale) throw new Error(`search index: unknown locale ${localeKey}`);
  const lang = locale.htmlLang.split('-')[0]!;
  const records: PagefindRecord[] = [];
  for (const file of await pagesOf(outDir)) {
    const $ = cheerio.load(await readFile(file, 'utf8'));
    const name = path.basename(file, '.html');
    const url = `${locale.prefix ? `/${locale.prefix}` : ''}/${name === 'index' ? '' : name}`;
    const markdown = $('article .markdown');
    const pageTitle = clean($('h1').first().text());
    const kind = kindOf(name, markdown.length > 0);
    const found = markdown.length
      ? sections($, markdown, url, pageTitle, name === 'answer' ? 3 : 2)
      : [{url, title: pageTitle, page: pageTitle, content: clean(blockText($, $('main')))}];
    for (const r of found) {
      records.push({
        url: r.url,
        language: lang,
        // The question or section title counts twice: it says what the record answers.
        content: searchForm(`${r.title} ${r.title} ${r.content}`, lang),
        meta: {title: r.title, page: r.page, text: r.content.slice(0, 600), kind},
        filters: {kind: [kind]},
      });
    }
  }
  return records;
}

function writeIndex(outDir: string, records: PagefindRecord[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(__dirname, 'writeIndex.mjs')], (error, _stdout, stderr) =>
      error ? reject(new Error(`search index: ${stderr || error.message}`)) : resolve(),
    );
    child.stdin!.end(JSON.stringify({outDir, records}));
  });
}

function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir}) {
      const records = await searchRecords(outDir, context.i18n.currentLocale);
      // A build whose pages yield no records would ship a search that finds nothing.
      if (!records.length) throw new Error(`search index: no pages found in ${outDir}`);
      await writeIndex(outDir, records);
      console.log(
        `[search-index] ${records.length} records → ${path.relative(context.siteDir, outDir) || '.'}/pagefind`,
      );
    },
  };
}

export default searchIndexPlugin as PluginModule;
