/**
 * The help search, all of it in this folder: the index the build makes
 * (below, ./searchIndex.ts, ./searchText.ts), the engine that ranks it
 * (./engine.ts), the navbar's search box this plugin provides as the theme's
 * `SearchBar` (./theme/SearchBar/), the answer page's landing mark
 * (./landing.ts), and each language's vocabulary, read from the locale's
 * i18n folder (./vocabulary.ts).
 *
 * The search index is made by `docusaurus build` itself: after each locale is
 * built, its pages are cut into records and written as that locale's own
 * `search-index.json` (`build/search-index.json`, `build/vi/search-index.json`,
 * …), so any host that runs the plain build command gets working search, and
 * a page only ever downloads its own language's index. Records are cut where
 * visitors need to land: one per FAQ question and agreement section (linking
 * to its #anchor), one per business page; navigation and footers are left
 * out. The format and the text rules are in ./searchIndex.ts and
 * ./searchText.ts, shared with the search box.
 */
import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {helpDocIds} from '../../data/helpCenter';
import {localeByKey, urlPrefixes} from '../../data/locales';
import {mergeVocabulary, readVocabularyFile} from './vocabulary';
import {
  buildIndex,
  unpackTerms,
  firstSentence,
  type IndexInput,
  type RecordKind,
  type SearchIndex,
  type SearchTopic,
} from './searchIndex';

/** Where a locale's index is served, below its base URL; the search box fetches it from there. */
export const SEARCH_INDEX_FILE = 'search-index.json';

const prefixes = new Set(urlPrefixes);

/**
 * How much of a business page's text is indexed (see localeRecords): its
 * opening, some hundred words, in characters. In Chinese, Japanese and Korean
 * a character is most of a word, and each is indexed in two pairs: 600 of
 * them weighed 2.6 KB of the Japanese index's 40 (compressed), three times
 * the English. Khmer's clusters are indexed in pairs too: 400 keeps its first
 * query within 50 KB.
 */
const PAGE_TEXT_CHARS: Record<string, number> = {zh: 250, ja: 250, ko: 250, km: 400};
const pageTextChars = (lang: string) => PAGE_TEXT_CHARS[lang] ?? 600;

/**
 * Built pages of one locale: the top of its folder (earlier versions and
 * other locales live below), the help center's documents first in its own
 * order (the FAQ, then the User Agreement, which the other agreements refer
 * to), so a clause found in several agreements is the User Agreement's first.
 */
async function pagesOf(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, {withFileTypes: true});
  const order = (name: string) => {
    const at = helpDocIds.indexOf(path.basename(name, '.html'));
    return at < 0 ? helpDocIds.length : at;
  };
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '404.html')
    .filter((e) => !prefixes.has(path.basename(e.name, '.html')))
    .map((e) => e.name)
    .sort((a, b) => order(a) - order(b) || (a < b ? -1 : 1))
    .map((name) => path.join(outDir, name));
}

type Doc = cheerio.CheerioAPI;
/** A heading's section: `lead` is its first paragraph (or list item, cell). */
type Section = {url: string; title: string; page: string; content: string; lead?: string};

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
function sections($: Doc, article: cheerio.Cheerio<Element>, url: string, page: string, level: number): Section[] {
  const records: Section[] = [];
  let current: Section | null = null;
  // Copy buttons, hash links and what a page marks (the help home's cards, "did this help?") are not content.
  article.find('button, .hash-link, [data-search-ignore]').remove();
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        if (current) current.content += ` ${(node as unknown as {data: string}).data}`;
        continue;
      }
      if (node.type !== 'tag') continue;
      const el = node as Element;
      if (current && current.lead === undefined && /^(p|li|td|dd)$/.test(el.name)) current.lead = clean($(el).text());
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

const kindOf = (page: string, isDoc: boolean): RecordKind => (page === 'answer' ? 'faq' : isDoc ? 'terms' : 'page');

/** The search index of one locale's built pages. */
export async function localeSearchIndex(outDir: string, localeKey: string, siteDir: string): Promise<SearchIndex> {
  const {lang, vocabulary, input, topics} = await localeRecords(outDir, localeKey, siteDir);
  return buildIndex(lang, vocabulary, input, topics);
}

/** One locale's built pages cut into records, with its vocabulary: what its index is built from. */
export async function localeRecords(outDir: string, localeKey: string, siteDir: string) {
  const locale = localeByKey(localeKey);
  if (!locale) throw new Error(`search index: unknown locale ${localeKey}`);
  const lang = locale.htmlLang.split('-')[0]!;
  const vocabularyFile = await readVocabularyFile(siteDir, localeKey);
  const vocabulary = mergeVocabulary(vocabularyFile, lang);
  const input: IndexInput[] = [];
  const topics: SearchTopic[] = [];
  for (const file of await pagesOf(outDir)) {
    const $ = cheerio.load(await readFile(file, 'utf8'));
    const name = path.basename(file, '.html');
    const url = `${locale.prefix ? `/${locale.prefix}` : ''}/${name === 'index' ? '' : name}`;
    const markdown = $('article .markdown');
    const pageTitle = clean($('h1').first().text());
    const kind = kindOf(name, markdown.length > 0);
    if (kind === 'faq')
      markdown.find('h2[id]').each((_, h2) => {
        topics.push({url: `${url}#${h2.attribs.id}`, title: clean($(h2).text())});
      });
    const found = markdown.length
      ? sections($, markdown, url, pageTitle, name === 'answer' ? 3 : 2)
      : [{url, title: pageTitle, page: pageTitle, content: clean(blockText($, $('main')))}];
    for (const r of found) {
      // A page's own record starts with its heading; its answer is what follows.
      const text = r.lead ?? (r.content.startsWith(r.title) ? r.content.slice(r.title.length).trim() : r.content);
      // A business page is searched by its opening: all of its text (the home
      // page's is the longest on the site) would weigh more in the download
      // than the help's answers, for words few ask about.
      const indexed = kind === 'page' ? [...r.content].slice(0, pageTextChars(lang)).join('') : r.content;
      const asked = kind === 'page' ? undefined : vocabularyFile.sections[`${name}#${r.url.split('#')[1]}`];
      input.push({
        url: r.url,
        title: r.title,
        page: r.page,
        kind,
        answer: firstSentence(text, lang),
        ...(asked && {asked}),
        text: indexed,
      });
    }
  }
  return {lang, vocabulary, input, topics};
}

// Plugins' postBuild run in parallel; the offline help (src/plugins/offline)
// must list this locale's index among the files it saves, so it waits here.
const indexWritten = new Map<string, Promise<void>>();

/** Settles once this build's search index of `outDir` is written (at once if none is being built). */
export function searchIndexWritten(outDir: string): Promise<void> {
  return indexWritten.get(outDir) ?? Promise.resolve();
}

function searchIndexPlugin(context: LoadContext): Plugin {
  let done!: () => void;
  indexWritten.set(context.outDir, new Promise<void>((resolve) => (done = resolve)));
  return {
    name: 'search-index',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'landing.ts')],
    async postBuild({outDir}) {
      try {
        const index = await localeSearchIndex(outDir, context.i18n.currentLocale, context.siteDir);
        // A build whose pages yield no records would ship a search that finds nothing.
        if (!index.records.length) throw new Error(`search index: no pages found in ${outDir}`);
        const json = JSON.stringify(index);
        await mkdir(outDir, {recursive: true});
        await writeFile(path.join(outDir, SEARCH_INDEX_FILE), json);
        console.log(
          `[search-index] ${index.records.length} records, ${unpackTerms(index.terms).length} terms, ` +
            `${Math.round(json.length / 1024)} KB → ${path.join(path.relative(context.siteDir, outDir) || '.', SEARCH_INDEX_FILE)}`,
        );
      } finally {
        done();
      }
    },
  };
}

export default searchIndexPlugin as PluginModule;
