import {describe, expect, it} from 'vitest';
import {correctSpelling} from '../../src/data/searchSpellings';
import {excerpt, foldVietnamese, searchForm, segmentKhmer} from '../../src/plugins/search/searchText';

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

  it('leaves Chinese, Japanese and Thai to Pagefind', () => {
    expect(searchForm('押金退款', 'zh')).toBe('押金退款');
    expect(searchForm('คืนเงิน', 'th')).toBe('คืนเงิน');
  });

  it('marks the match in the original text of an excerpt', () => {
    const text = 'Sau khi trả sạc, tiền cọc còn lại được hoàn tiền tự động.';
    expect(excerpt(text, 'hoan tien', 'vi', 10)).toEqual({
      before: '… lại được ',
      match: 'hoàn tiền',
      after: ' tự động.',
    });
    expect(excerpt('ប្រាក់កក់ត្រូវបានបង្វិលសង', 'ប្រាក់កក់', 'km').match).toBe('ប្រាក់កក់');
  });
});

describe('query vocabulary', () => {
  it('maps what people type to the words the site uses', () => {
    expect(correctSpelling('压金多少钱', 'zh')).toBe('押金多少钱');
    expect(correctSpelling('otp not recieved', 'en')).toBe('otp not received');
    expect(correctSpelling('когда вернут деньги', 'ru')).toBe('когда возврат средства');
    expect(correctSpelling('ko nhan dc ma otp', 'vi')).toBe('khong nhan duoc ma otp');
    // Whole words only in spaced languages: "kosong" keeps its "ko".
    expect(correctSpelling('slot kosong', 'vi')).toBe('slot kosong');
  });
});
