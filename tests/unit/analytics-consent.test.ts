/** The analytics consent store (src/lib/analytics.ts): an answer or nothing, never a guess. */
import {describe, expect, it} from 'vitest';
import {parentDomains, readConsent} from '../../src/lib/analytics';

const storage = (value: string | null) => () => ({getItem: () => value});

describe('analytics consent', () => {
  it('is read only as an explicit answer: anything else means no analytics', () => {
    expect(readConsent(storage('granted'))).toBe('granted');
    expect(readConsent(storage('refused'))).toBe('refused');
    expect(readConsent(storage(null))).toBeNull();
    expect(readConsent(storage('yes'))).toBeNull();
    // Where cookies are blocked, even reading window.localStorage throws.
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(readConsent(blocked)).toBeNull();
  });

  it("reaches Google's cookies on every domain gtag.js may have set them", () => {
    expect(parentDomains('help.example.com.vn')).toEqual(['.help.example.com.vn', '.example.com.vn', '.com.vn']);
    expect(parentDomains('localhost')).toEqual([]);
  });
});
