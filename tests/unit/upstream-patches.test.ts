/**
 * The patches of src/plugins/upstream/ reach into Docusaurus' internals:
 * each must stop the build on a version nobody checked, and still take
 * effect on this one. The built site proves the rest:
 * tests/e2e/route-chunks.spec.ts (route chunks in the HTML) and
 * tests/e2e/upstream-patches.spec.ts (no Prism in any script).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DOCUSAURUS_VERSION} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {assertVerified, VERIFIED_WITH} from '../../src/plugins/upstream/verified';
import {themePrismModule} from '../../src/plugins/upstream/noPrism';
import {themeWindowSizeModule} from '../../src/plugins/upstream/windowSizeTransition';

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
});
