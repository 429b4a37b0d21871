import {describe, expect, it} from 'vitest';
import {excerpt, foldVietnamese, searchForm, searchTerms, segmentKhmer} from '../../src/plugins/search/searchText';

describe('search normalisation', () => {
  it('folds Vietnamese so queries without diacritics match', () => {
    expect(foldVietnamese('Hoàn tiền đặt cọc')).toBe('Hoan tien dat coc');
    expect(searchForm('Trả PIN được', 'vi')).toBe('tra pin duoc');
    // One character per character: excerpt positions stay aligned.
    expect([...foldVietnamese('Hoàn tiền')].length).toBe([...'Hoàn tiền'].length);
  });

  it('cuts Khmer into overlapping cluster pairs, the same for text and query', () => {
    // ប្រា + ក់ + ក + ក់ → pairs; a query's pairs are all inside the text's.
    expect(segmentKhmer('ប្រាក់កក់')).toBe('ប្រាក់ ក់ក កក់');
    expect(segmentKhmer('ក OK')).toBe('ក OK');
    const text = segmentKhmer('ប្រាក់កក់ត្រូវបានបង្វិលសង').split(' ');
    for (const pair of segmentKhmer('កក់ត្រូវ').split(' ')) expect(text).toContain(pair);
  });

  it('folds Kazakh letters to how people type them', () => {
    expect(searchForm('Кепілақы қанша', 'kk')).toBe('кепилакы канша');
    expect(searchForm('Ещё', 'ru')).toBe('еще');
  });

  it('cuts Chinese, Japanese and Korean into overlapping pairs, Thai into words', () => {
    expect(searchTerms(searchForm('押金退款', 'zh'))).toEqual(['押金', '金退', '退款']);
    expect(searchTerms(searchForm('モバイルバッテリー', 'ja'))).toContain('バッ');
    expect(searchTerms(searchForm('보증금 환불', 'ko'))).toEqual(['보증', '증금', '환불']);
    expect(searchTerms(searchForm('คืนเงินมัดจำ', 'th'))).toEqual(['คืน', 'เงิน', 'มัดจำ']);
    // Latin inside Chinese stays a word: "USB-C" is two.
    expect(searchTerms(searchForm('支持 USB-C 充电线', 'zh'))).toEqual(['支持', 'usb', 'c', '充电', '电线']);
  });

  it('marks the match in the original text of an excerpt', () => {
    const text = 'Sau khi trả sạc, tiền cọc còn lại được hoàn tiền tự động.';
    expect(excerpt(text, 'hoan tien', 'vi', 10)).toEqual({
      before: '… lại được ',
      match: 'hoàn tiền',
      after: ' tự động.',
    });
    expect(excerpt('ប្រាក់កក់ត្រូវបានបង្វិលសង', 'ប្រាក់កក់', 'km').match).toBe('ប្រាក់កក់');
    // A word's start, a whole Vietnamese syllable: not "trạm" for "tra", nothing for "o".
    expect(excerpt('Đẩy vào khe ở bất kỳ trạm nào, rồi trả sạc.', 'tra o', 'vi').match).toBe('trả');
    expect(excerpt('Hiện chúng tôi hoạt động tại Hà Nội.', 'o', 'vi').match).toBe('');
  });
});
