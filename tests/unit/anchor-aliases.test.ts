import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {anchorAliases, resolveAnchorAlias} from '../../src/data/anchorAliases';
import {headingIds} from '../../scripts/lib/headingIds';

describe('anchor aliases', () => {
  it('send old or informal anchors to the question they mean', () => {
    expect(resolveAnchorAlias('/vi/answer', '#deposit-refund')).toBe('refund-time');
    expect(resolveAnchorAlias('/answer', '#deposit-refund')).toBe('refund-time');
    expect(resolveAnchorAlias('/vi/answer', '#deposit')).toBeUndefined();
    expect(resolveAnchorAlias('/vi/privacys', '#deposit-refund')).toBeUndefined();
  });

  it.each(Object.entries(anchorAliases))('point to real ids of /%s, never shadow one', (page, aliases) => {
    const mdx = readFileSync(path.resolve(__dirname, '../../docs', `${page}.mdx`), 'utf8');
    const ids = headingIds(mdx).map((h) => h.id);
    for (const [alias, target] of Object.entries(aliases)) {
      expect(ids).toContain(target);
      expect(ids).not.toContain(alias);
    }
  });
});
