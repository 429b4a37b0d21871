/**
 * Builds the search index after `docusaurus build`: one Pagefind index per
 * language, under build/pagefind/. Records are cut where visitors need to
 * land: one per FAQ question and agreement section (linking to its
 * #anchor), one per business page; navigation and footers are left out.
 * Text is normalised with src/lib/searchText.ts (Vietnamese folded, Khmer
 * cut into syllables), as the search box normalises queries.
 *
 *   npx tsx scripts/search-index.mts [--dir build]
 */
import {mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import * as pagefind from 'pagefind';
import {locales} from '../src/data/locales';
import {searchForm} from '../src/lib/searchText';

const dir = path.resolve(process.argv.includes('--dir') ? process.argv[process.argv.indexOf('--dir') + 1]! : 'build');
const prefixes = new Set<string>(locales.filter((l) => l.prefix).map((l) => l.prefix));

/** Built pages of one locale: its folder, without other locales and earlier versions. */
function pagesOf(prefix: string): string[] {
  const root = path.join(dir, prefix);
  return readdirSync(root)
    .filter((f) => f.endsWith('.html') && f !== '404.html')
    .filter((f) => statSync(path.join(root, f)).isFile())
    .map((f) => path.join(root, f))
    .filter((f) => !prefixes.has(path.basename(f, '.html')));
}

type Doc = cheerio.CheerioAPI;
type Record = {url: string; title: string; page: string; content: string};

/** Text of a page, with a space between blocks (cheerio's .text() glues "About usWe run…"). */
function blockText($: Doc, root: cheerio.Cheerio<Element>): string {
  root.find('h1, h2, h3, h4, p, li, dt, dd, td, th, figcaption, address, a, button').after(' ');
  return root.text();
}

const clean = (value: string) => value.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

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

async function main() {
  const {index, errors} = await pagefind.createIndex({});
  if (!index) throw new Error(errors.join('\n'));
  let count = 0;
  for (const locale of locales) {
    const lang = locale.htmlLang.split('-')[0]!;
    for (const file of pagesOf(locale.prefix)) {
      const $ = cheerio.load(readFileSync(file, 'utf8'));
      const name = path.basename(file, '.html');
      const url = `${locale.prefix ? `/${locale.prefix}` : ''}/${name === 'index' ? '' : name}`;
      const markdown = $('article .markdown');
      const pageTitle = clean($('h1').first().text());
      const records = markdown.length
        ? sections($, markdown, url, pageTitle, name === 'answer' ? 3 : 2)
        : [{url, title: pageTitle, page: pageTitle, content: clean(blockText($, $('main')))}];
      for (const r of records) {
        await index.addCustomRecord({
          url: r.url,
          language: lang,
          // The question or section title counts twice: it says what the record answers.
          content: searchForm(`${r.title} ${r.title} ${r.content}`, lang),
          meta: {title: r.title, page: r.page, text: r.content.slice(0, 600), kind: kindOf(name, markdown.length > 0)},
          filters: {kind: [kindOf(name, markdown.length > 0)]},
        });
        count += 1;
      }
    }
  }
  // Not index.writeFiles(): Pagefind's service acknowledges it before the
  // bytes reach disk, and close() then kills the writer, leaving files cut
  // at a 4 KiB boundary (Pagefind/pagefind#1271; seen here as a 32768-byte
  // pagefind.js that broke search). The files come back in memory instead,
  // and are written here before the service is closed.
  const {files, errors: fileErrors} = await index.getFiles();
  if (fileErrors.length) throw new Error(fileErrors.join('\n'));
  const outDir = path.join(dir, 'pagefind');
  rmSync(outDir, {recursive: true, force: true});
  for (const file of files) {
    const target = path.join(outDir, file.path);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, file.content);
  }
  await pagefind.close();
  console.log(`search index: ${count} records in ${locales.length} languages → ${path.relative(process.cwd(), dir)}/pagefind`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
