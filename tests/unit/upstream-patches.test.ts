/**
 * The patches of src/plugins/upstream/ reach into Docusaurus' internals:
 * each must stop the build on a version nobody checked, and still take
 * effect on this one. The built site proves the rest:
 * tests/e2e/route-chunks.spec.ts (route chunks in the HTML) and
 * tests/e2e/upstream-patches.spec.ts (no Prism in any script).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DOCUSAURUS_VERSION} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {assertVerified, VERIFIED_WITH} from '../../src/plugins/upstream/verified';
import {themePrismModule} from '../../src/plugins/upstream/noPrism';
import {themeWindowSizeModule} from '../../src/plugins/upstream/windowSizeTransition';
import {themeProgressBarModule} from '../../src/plugins/upstream/lazyProgressBar';
import {REPLACEMENT, utilsCommonIndex} from '../../src/plugins/upstream/noTslib';
import {PAGE_MESSAGES, splitMessages, UNUSED_THEME_PREFIXES} from '../../src/plugins/upstream/pageTranslations';
import {locales} from '../../src/data/locales';
import helpHomeRemark from '../../src/plugins/helpHome/remark';
import type {Heading, Root} from 'mdast';
import {topProblems} from '../../src/data/helpCenter';
import {VFile} from 'vfile';

/** Every source file under src/, with its path relative to it. */
function sourceFiles(dir = 'src'): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/** The imports the help home's remark plugin gives the FAQ, in order. */
function faqImports(): string[] {
  const root: Root = {
    type: 'root',
    children: [
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'Topic'}], data: {hProperties: {id: 'topic'}}},
      // The answers the help home links to: a FAQ without them is reported as incomplete.
      ...topProblems.map((id): Heading => ({
        type: 'heading',
        depth: 3,
        children: [{type: 'text', value: id}],
        data: {hProperties: {id}},
      })),
    ],
  };
  helpHomeRemark()(root, new VFile({path: path.join('docs', 'answer.mdx')}));
  return root.children.flatMap((n) => (n.type === 'mdxjsEsm' ? [n.value] : []));
}

describe('upstream patches', () => {
  it('were verified with the Docusaurus version installed', () => {
    expect(VERIFIED_WITH).toContain(DOCUSAURUS_VERSION);
    expect(() => assertVerified('a patch')).not.toThrow();
  });

  it('stop the build on a version they were not verified with', () => {
    expect(() => assertVerified('a patch', '3.11.0')).toThrow(/a patch .* verified with 3\.10\.2, not 3\.11\.0/);
  });

  it('window-size-transition: the module it replaces is the one the theme imports', () => {
    const original = themeWindowSizeModule();
    expect(existsSync(original)).toBe(true);
    // The navbar and doc layout import useWindowSize from the package's
    // index, which takes it from this very file: so the alias catches it.
    const index = readFileSync(path.join(path.dirname(original), '..', 'index.js'), 'utf8');
    expect(index).toMatch(/export \{ useWindowSize \} from '\.\/hooks\/useWindowSize'/);
  });

  it('no-prism: the module it empties is a client module the theme registers, and only loads Prism', () => {
    const original = themePrismModule();
    const source = readFileSync(original, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    expect(source.split('\n')).toEqual([
      "import { Prism } from 'prism-react-renderer';",
      "import prismIncludeLanguages from '@theme/prism-include-languages';",
      'prismIncludeLanguages(Prism);',
    ]);
    const index = readFileSync(path.join(path.dirname(original), 'index.js'), 'utf8');
    expect(index).toContain("'./prism-include-languages'");
  });

  it('lazy-progress-bar: the module it empties is a client module the theme registers, and only drives nprogress', () => {
    const original = themeProgressBarModule();
    const source = readFileSync(original, 'utf8');
    expect(source).toContain("import nprogress from 'nprogress';");
    expect(source).toContain("import './nprogress.css';");
    // Nothing else than the bar: the replacement (src/clientModules/loadingBar.ts) does the same.
    expect(source.match(/^import .*$/gm)).toHaveLength(2);
    const index = readFileSync(path.join(path.dirname(original), 'index.js'), 'utf8');
    expect(index).toContain("'./nprogress'");
  });

  it('no-tslib: the replacement has the same exports as the index it replaces, which requires tslib', async () => {
    const original = utilsCommonIndex();
    expect(readFileSync(original, 'utf8')).toContain('require("tslib")');
    const names = (module: object) =>
      Object.keys(module)
        .filter((k) => k !== '__esModule' && k !== 'default')
        .sort();
    const replacement = (await import(REPLACEMENT)) as Record<string, unknown>;
    const originalModule = (await import(original)) as Record<string, unknown>;
    expect(names(replacement)).toEqual(names(originalModule));
    expect(names(replacement).length).toBeGreaterThan(5);
    for (const name of names(replacement)) expect(typeof replacement[name]).toBe(typeof originalModule[name]);
    expect(
      (replacement.applyTrailingSlash as (p: string, o: object) => string)('/a/', {trailingSlash: false, baseUrl: '/'}),
    ).toBe('/a');
  });

  it("page-translations: the business pages' message ids are used by the business pages alone", () => {
    // What may use them: the pages and the components only they import.
    const pageOnly = [
      /^src\/pages\//,
      /^src\/components\/(CustomizationForm|ClaimedFigures|RentSteps)\//,
      /^src\/labels\/(categories|customization|customizationFields|products|scenarios)\.ts$/,
      // The FAQ's help home and feedback, placed in the FAQ alone by their remark plugin.
      /^src\/plugins\/helpHome\//,
      // The support block and the notes only it says.
      /^src\/components\/SupportContacts\/index\.tsx$/,
      /^src\/labels\/contactNotes\.ts$/,
    ];
    const prefixes = [...new Set(Object.values(PAGE_MESSAGES).flat())];
    // `id:` or `id=` as a word: a key that ends in "id" (`invalid: 'form.error.price'`) names no message.
    const ids = new RegExp(`(\\bid[:=] *['"])(${prefixes.map((p) => p.replace('.', '\\.')).join('|')})`);
    const offenders = sourceFiles()
      .filter((file) => !pageOnly.some((re) => re.test(file)))
      .filter((file) => ids.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
    // ...and those components are imported by business pages only.
    for (const component of [
      'CustomizationForm',
      'ClaimedFigures',
      'RentSteps',
      'labels/categories',
      'labels/customization',
      'labels/customizationFields',
      'labels/products',
      'labels/scenarios',
    ]) {
      const importers = sourceFiles().filter((file) => readFileSync(file, 'utf8').includes(`/${component}'`));
      expect(
        importers.filter((file) => !pageOnly.some((re) => re.test(file))),
        component,
      ).toEqual([]);
    }
  });

  it('page-translations: every message of every locale but those of theme parts the site lacks is in main.js or in its page', () => {
    for (const locale of locales) {
      const codeJson = JSON.parse(readFileSync(`i18n/${locale.key}/code.json`, 'utf8')) as Record<
        string,
        {message: string}
      >;
      const all = Object.fromEntries(Object.entries(codeJson).map(([id, {message}]) => [id, message]));
      const {shared, pages} = splitMessages(all);
      for (const id of Object.keys(all).filter((id) => !UNUSED_THEME_PREFIXES.some((p) => id.startsWith(p)))) {
        const where = [id in shared, ...Object.values(pages).map((m) => id in m)];
        expect(where.some(Boolean), `${locale.key} ${id}`).toBe(true);
      }
      // Each page's file (and the support block's) imports its own messages first; the FAQ's remark plugin puts its import first.
      for (const page of Object.keys(pages).filter((p) => p !== 'answer')) {
        const file = page === 'supportContacts' ? 'src/components/SupportContacts/index.tsx' : `src/pages/${page}.tsx`;
        const first = readFileSync(file, 'utf8').match(/^import .*$/m)?.[0];
        expect(first).toBe(`import '@site-page-translations/${page}';`);
      }
      expect(faqImports()[0]).toBe(`import '@site-page-translations/answer';`);
    }
  });
});
