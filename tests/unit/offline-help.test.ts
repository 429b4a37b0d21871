import {describe, expect, it} from 'vitest';
import {notSaved, savedUrl} from '../../src/plugins/offline';

describe('the help saved for offline use (src/plugins/offline)', () => {
  it('lists a page under the URL the site links to, as the worker looks it up', () => {
    expect(savedUrl('answer.html')).toBe('answer');
    expect(savedUrl('v2/privacys.html')).toBe('v2/privacys');
    expect(savedUrl('index.html')).toBe('index.html');
    // /404 answers with status 404, which would fail the whole save.
    expect(savedUrl('404.html')).toBe('404.html');
    expect(savedUrl('assets/js/main.0a1b2c3d.js')).toBe('assets/js/main.0a1b2c3d.js');
  });

  it('keeps the root build’s worker to its own locale', () => {
    expect(notSaved('zh')).toEqual(expect.arrayContaining(['vi/**', 'en/**', 'kz/**']));
    expect(notSaved('vi')).not.toContain('en/**');
  });
});
