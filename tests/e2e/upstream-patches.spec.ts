/**
 * What the patches of src/plugins/upstream/ must achieve in the built site
 * (their guards are unit-tested in tests/unit/upstream-patches.test.ts).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './fixtures';

test('no script of the site carries Prism (no-prism and the ejected CodeBlock)', () => {
  const dir = 'build/assets/js';
  const scripts = readdirSync(dir).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  // Prism's tokenizer runs this hook; no other library names it.
  const withPrism = scripts.filter((f) => readFileSync(path.join(dir, f), 'utf8').includes('before-tokenize'));
  expect(withPrism).toEqual([]);
});

test('no script of the site carries tslib (no-tslib)', () => {
  const dir = 'build/assets/js';
  const scripts = readdirSync(dir).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  // Thrown by tslib's __generator helper; the site's own code compiles without it.
  const withTslib = scripts.filter((f) =>
    readFileSync(path.join(dir, f), 'utf8').includes('Generator is already executing'),
  );
  expect(withTslib).toEqual([]);
});
