import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {assertVerified} from '../verified';

const NAME = 'page-translations';

/**
 * Each business page (src/pages/<page>.tsx), and two parts only some pages
 * show (the FAQ's help home, the support block), with the message ids only
 * they use. tests/unit/upstream-patches.test.ts
 * checks that no file outside the business pages uses one of these ids.
 */
export const PAGE_MESSAGES: Record<string, readonly string[]> = {
  index: ['home.', 'form.', 'products.', 'rent.'],
  about: ['about.'],
  // The catalogue names the home page's other device kinds in the home page's words.
  shopping: ['shopping.', 'products.', 'home.productMenu.'],
  uploadPage: ['uploadPage.', 'home.rent.', 'rent.'],
  // The FAQ, a help document rather than a page: its help home and "did this
  // help?" (src/plugins/helpHome), whose remark plugin imports these first.
  answer: ['helpHome.', 'feedback.'],
  // The support block (help pages, app page, 404 and error pages): what a call costs, how soon each channel answers.
  supportContacts: ['contact.cost.', 'contact.reply.'],
  // The venues page names the form's modes, the home page's scenarios and the catalogue's products.
  venues: ['venues.', 'form.mode.', 'home.scenarios.', 'products.'],
};
/**
 * The theme's messages for parts this site does not have: the blog (off), admonitions, the
 * announcement bar, draft/unlisted banners (src/theme), code block buttons (src/theme/CodeBlock),
 * tags and last-updated lines (no doc has tags or shows its update time).
 */
export const UNUSED_THEME_PREFIXES = [
  'theme.blog.',
  'theme.admonition.',
  'theme.AnnouncementBar.',
  'theme.contentVisibility.',
  'theme.CodeBlock.',
  'theme.tags.',
  'theme.lastUpdated.',
];

/** The module every page's main script reads `<Translate>`'s messages from. */
export const GENERATED_MODULE = '@generated/codeTranslations';
/** What each business page imports first: `@site-page-translations/<page>`. */
export const PAGE_MODULE = '@site-page-translations';

type Messages = Record<string, string>;

const startsWithAny = (id: string, prefixes: readonly string[]) => prefixes.some((p) => id.startsWith(p));

export function splitMessages(all: Messages): {shared: Messages; pages: Record<string, Messages>} {
  const pageOnly = Object.values(PAGE_MESSAGES).flat();
  const shared: Messages = {};
  const pages: Record<string, Messages> = Object.fromEntries(Object.keys(PAGE_MESSAGES).map((page) => [page, {}]));
  for (const [id, message] of Object.entries(all)) {
    if (startsWithAny(id, UNUSED_THEME_PREFIXES)) continue;
    if (!startsWithAny(id, pageOnly)) shared[id] = message;
    for (const [page, prefixes] of Object.entries(PAGE_MESSAGES))
      if (startsWithAny(id, prefixes)) pages[page]![id] = message;
  }
  return {shared, pages};
}

/**
 * Keeps the business pages' words out of every page's main script.
 * Docusaurus bundles the locale's whole code.json (with the theme's own
 * messages) into main.js, read by `<Translate>` from one generated module;
 * the home, about, catalogue and app pages' texts are over half of it. In
 * the browser build that module holds the shared messages only, and each
 * business page's chunk adds its own as it runs, before the page renders:
 * the page imports `@site-page-translations/<page>` first. The server build
 * keeps the whole set, so the HTML and the hydrated page read the same words.
 */
function pageTranslationsPlugin(context: LoadContext): Plugin {
  assertVerified(NAME);
  const generated = path.join(context.generatedFilesDir, 'codeTranslations.json');
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      // Written by Docusaurus before the bundler starts; the alias would silently do nothing without it.
      if (!existsSync(generated)) throw new Error(`${NAME}: ${generated} is gone; update the alias`);
      const {shared, pages} = splitMessages(JSON.parse(readFileSync(generated, 'utf8')) as Messages);
      const outDir = path.join(context.generatedFilesDir, NAME, isServer ? 'server' : 'client');
      mkdirSync(outDir, {recursive: true});
      writeFileSync(path.join(outDir, 'shared.json'), JSON.stringify(shared));
      for (const [page, messages] of Object.entries(pages)) {
        writeFileSync(
          path.join(outDir, `${page}.js`),
          `import messages from '${GENERATED_MODULE}';\nObject.assign(messages, ${JSON.stringify(isServer ? {} : messages)});\n`,
        );
      }
      const alias: Record<string, string> = {[PAGE_MODULE]: outDir};
      // By its name and by the file Docusaurus' own `@generated` alias makes of it, whichever the resolver meets first.
      if (!isServer) {
        alias[`${GENERATED_MODULE}$`] = path.join(outDir, 'shared.json');
        alias[generated.replace(/\.json$/, '')] = path.join(outDir, 'shared.json');
      }
      return {resolve: {alias}};
    },
  };
}

export default pageTranslationsPlugin as PluginModule;
