import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compareHeadingIds, headingIds} from '../../scripts/lib/headingIds';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/heading-ids', `${name}.mdx`), 'utf8');

describe('heading id check', () => {
  it('reads ids in order and ignores headings inside code blocks', () => {
    expect(headingIds(fixture('source')).map((h) => h.id)).toEqual(['renting', 'how-to-rent', 'deposit']);
  });

  it('accepts a translation with the same ids in the same order', () => {
    expect(compareHeadingIds(fixture('source'), fixture('ok'))).toEqual([]);
  });

  it('catches a heading whose id was dropped, with its line', () => {
    expect(compareHeadingIds(fixture('source'), fixture('missing'))).toEqual([
      {line: 7, message: 'heading "How much is the deposit?" has no {/* #id */}'},
      {line: 0, message: 'id #deposit of the source (line 15) is missing'},
    ]);
  });

  it('catches an id the source does not have', () => {
    expect(compareHeadingIds(fixture('source'), fixture('extra'))).toEqual([
      {line: 9, message: 'id #free is not in the source'},
    ]);
  });

  it('catches the same ids in another order', () => {
    expect(compareHeadingIds(fixture('source'), fixture('reordered'))).toEqual([
      {
        line: 5,
        message: 'heading #deposit is out of order or at another level (source expects #how-to-rent as h3)',
      },
    ]);
  });
});
