import {describe, expect, it} from 'vitest';
import {jaPhrases} from '../../src/lib/jaPhrases';

describe('Japanese phrases for line breaks', () => {
  it('cut after particles and punctuation, never inside a katakana word or before small kana', () => {
    expect(jaPhrases('モバイルバッテリーのシェアリングとシェアリング機器向けクラウドプラットフォーム')).toEqual([
      'モバイルバッテリーの',
      'シェアリングと',
      'シェアリング',
      '機器向け',
      'クラウドプラットフォーム',
    ]);
    expect(jaPhrases('スタンドのQRコードを読み取れば、数秒で借りられます。')).toEqual([
      'スタンドの',
      'QRコードを',
      '読み取れば、',
      '数秒で',
      '借りられます。',
    ]);
  });

  it('keep every character, in order', () => {
    const text = 'トライアルを申し込む';
    expect(jaPhrases(text).join('')).toBe(text);
  });
});
