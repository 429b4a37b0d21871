/**
 * The help search's ranking (src/plugins/search/engine.ts) on a small index
 * built the way the build builds it; its quality on real pages and real
 * questions is measured by `npm run search:eval`.
 */
import {describe, expect, it} from 'vitest';
import path from 'node:path';
import {
  buildIndex,
  firstSentence,
  unpackPostings,
  unpackTerms,
  type IndexInput,
} from '../../src/plugins/search/searchIndex';
import {searchForm, searchTerms} from '../../src/plugins/search/searchText';
import {prepare, queryGroups, rank} from '../../src/plugins/search/engine';
import {reportableQuery} from '../../src/plugins/search/theme/SearchBar/noResults';
import {mergeVocabulary, readVocabularyFile, type SearchVocabulary} from '../../src/plugins/search/vocabulary';

type SearchLang = 'en' | 'vi' | 'zh';
const root = path.resolve(__dirname, '../..');
// Each language's vocabulary as the build reads it, from its locale's folder.
const searchVocabulary = Object.fromEntries(
  await Promise.all(
    (['en', 'vi', 'zh'] as const).map(async (lang) => [
      lang,
      mergeVocabulary(await readVocabularyFile(root, lang), lang),
    ]),
  ),
) as Record<SearchLang, SearchVocabulary>;

const record = (id: string, title: string, text: string, kind: IndexInput['kind'] = 'faq'): IndexInput => ({
  url: `/answer#${id}`,
  title,
  page: 'FAQ',
  kind,
  answer: firstSentence(text, 'en'),
  text,
});

const engineOf = (lang: SearchLang, records: IndexInput[]) =>
  prepare(buildIndex(lang, searchVocabulary[lang], records, [{url: '/answer#paying', title: 'Deposit and payment'}]));
const ids = (engine: ReturnType<typeof prepare>, query: string) =>
  rank(engine, query).map((hit) => hit.url.split('#')[1]);
const groups = (query: string, lang: SearchLang) => queryGroups(query, lang, searchVocabulary[lang]);

const en = engineOf('en', [
  record(
    'deposit',
    'How much is the deposit?',
    'Each rental takes a deposit of 330,000 VND, refunded when you return it.',
  ),
  record('refund-time', 'How long does a refund take?', 'It depends on how you paid; days are working days.'),
  record('how-to-return', 'How do I return the power bank?', 'Push it into any empty slot of any station.'),
  record(
    'accepted-cards',
    'Which cards can I pay with?',
    'We accept cards issued in Vietnam only. Cards issued abroad are not accepted.',
  ),
  record(
    'liability',
    'Liability',
    'A deposit is held; if the power bank is not returned within the rental, the deposit is kept, and refund rules apply to each return of a deposit.',
    'terms',
  ),
]);

describe('search ranking', () => {
  it('puts a clause whose heading names the subject above an FAQ answer sharing a word', () => {
    const engine = engineOf('en', [
      record('lost-battery', 'I have lost the power bank. What should I do?', 'Tell support; the deposit pays for it.'),
      record(
        'late-return',
        'Late return and non-return',
        'If you do not return the power bank, the fee keeps accruing until it reaches the deposit.',
        'terms',
      ),
      record(
        'how-to-return',
        'How do I return the power bank?',
        'Push it into any empty slot of any station, even late at night; return it where you like.',
      ),
    ]);
    expect(ids(engine, 'what if i return it late')[0]).toBe('late-return');
    // Where both name the subject, the FAQ's answer comes first.
    expect(ids(engine, 'return the power bank')[0]).toBe('how-to-return');
  });

  it('puts a clause that renters’ phrases name above an FAQ answer sharing a word', () => {
    const engine = engineOf('en', [
      record(
        'data-collected',
        'What data does the app collect?',
        'Your phone number, your rentals and your payments; none of it is sold.',
      ),
      {
        ...record(
          'sharing',
          'Sharing',
          'We give personal data to payment providers and to authorities that the law names, and to nobody else.',
          'terms',
        ),
        asked: ['who sees my data', 'sold to advertisers'],
      },
    ]);
    // "Sold" names the clause in renters' words, and none of the FAQ's questions.
    expect(ids(engine, 'is my data sold')[0]).toBe('sharing');
    // Where the FAQ's question names the subject too, its answer comes first.
    expect(ids(engine, 'what data do you collect')[0]).toBe('data-collected');
  });

  it('keeps the same clause of several agreements in their order, unless the query names one', () => {
    const clause = (page: string, title: string, text: string): IndexInput => ({
      url: `/${page}#changes`,
      title,
      page,
      kind: 'terms',
      answer: firstSentence(text, 'en'),
      text,
    });
    const engine = engineOf('en', [
      clause('userAgreements', 'Changes', 'We may change these terms, and tell you seven days before.'),
      clause('salesRefund', 'Changes', 'We may change how refunds work, and tell you before.'),
    ]);
    const pages = (query: string) => rank(engine, query).map((hit) => hit.url.split('#')[0]);
    // Alike for the query: the User Agreement's, which the others refer to, first.
    expect(pages('changes')).toEqual(['/userAgreements', '/salesRefund']);
    // The refund policy's is what this one asks about.
    expect(pages('changes to how refunds work')[0]).toBe('/salesRefund');
  });

  it('does not let a generic word make a record the subject', () => {
    const engine = engineOf('en', [
      record('service-cities', 'Where can I rent?', 'Ho Chi Minh City and Hanoi, with more cities soon.'),
      record('refund-time', 'How long does a refund take?', 'Refunds reach the card you paid with in a few days.'),
    ]);
    expect(ids(engine, 'where is my refund')[0]).toBe('refund-time');
  });

  it('puts the answer whose question names the subject first', () => {
    expect(ids(en, 'deposit')[0]).toBe('deposit');
    expect(ids(en, 'return')[0]).toBe('how-to-return');
  });

  it('ranks an FAQ answer above an agreement clause that shares more words', () => {
    expect(ids(en, 'deposit refund')[0]).not.toBe('liability');
  });

  it('drops question words instead of requiring them', () => {
    expect(groups('how do i return it', 'en')).toEqual([[['return']]]);
    expect(ids(en, 'how do i return it')[0]).toBe('how-to-return');
    // A query of question words only is still searched.
    expect(groups('how', 'en')).toEqual([[['how']]]);
  });

  it('reads everyday words as the site words they stand for', () => {
    expect(groups('foreign card', 'en')).toEqual([
      [
        ['foreign', 'card'],
        ['cards', 'issued', 'abroad'],
      ],
    ]);
    expect(ids(en, 'foreign card')[0]).toBe('accepted-cards');
  });

  it('matches by prefix and within one typo', () => {
    expect(ids(en, 'refun')[0]).toBe('refund-time');
    expect(ids(en, 'depost')[0]).toBe('deposit');
    expect(ids(en, 'retrun')[0]).toBe('how-to-return');
  });

  it('puts a record that holds the query’s words side by side above one that has them apart', () => {
    // The same words and text; only their order in the heading differs.
    const text = 'Rentals returned after they end are charged until they come back.';
    const engine = engineOf('en', [
      record('apart', 'Return fees for late rentals', text, 'terms'),
      record('together', 'Late return fees for rentals', text, 'terms'),
    ]);
    expect(ids(engine, 'late return')).toEqual(['together', 'apart']);
    // Renters' phrases for a section count as its heading here too.
    const vi = engineOf('vi', [
      {...record('quen-mat-khau', 'Quên mật khẩu', 'Trả lời tin nhắn để đặt lại.'), asked: ['trả lời chậm']},
      {...record('tra-muon', 'Trả muộn', 'Phí được tính đến lúc trả.', 'terms'), asked: ['quên trả sạc']},
    ]);
    expect(ids(vi, 'quen tra sac')[0]).toBe('tra-muon');
  });

  it('ships every term of every record, and where each one is, through the index’s packing', () => {
    const records = [
      record('a', '充电宝充不进电怎么办？', '充电宝充电中，1900 热线；iPhone 也能用。'),
      record('b', '充值积分', '充值 1 元 = 1 积分；充电宝押金另付。', 'terms'),
    ];
    const index = buildIndex('zh', searchVocabulary.zh, records, []);
    const termsOf = (r: IndexInput) => searchTerms(searchForm(`${r.title} ${r.text}`, 'zh'));
    const expected = [...new Set(records.flatMap(termsOf))].sort();
    const terms = unpackTerms(index.terms);
    expect(terms).toEqual(expected);
    const postings = index.postings.split(' ');
    terms.forEach((term, i) => {
      const holders = unpackPostings(postings[i]!).map((p) => p.record);
      expect(holders, term).toEqual(records.flatMap((r, n) => (termsOf(r).includes(term) ? [n] : [])));
    });
  });

  it('lets a word found nowhere on the site neither help nor hurt', () => {
    expect(ids(en, 'deposit please asap')[0]).toBe('deposit');
    expect(rank(en, 'zebra')).toEqual([]);
  });

  it('finds Vietnamese typed without marks, everyday words included', () => {
    const vi = engineOf('vi', [
      record('deposit', 'Tiền cọc là bao nhiêu?', 'Mỗi lần thuê cần đặt cọc.'),
      record('how-to-return', 'Làm sao để trả sạc dự phòng?', 'Cắm sạc dự phòng vào ô trống bất kỳ.'),
    ]);
    expect(ids(vi, 'lam sao tra pin')[0]).toBe('how-to-return');
    expect(ids(vi, 'coc bao nhieu')[0]).toBe('deposit');
  });

  it('finds a natural Chinese question whose words the heading puts another way', () => {
    const zh = engineOf('zh', [
      record('how-to-return', '怎样归还充电宝？', '把充电宝插入任意站点的任意空槽位。'),
      record('how-to-rent', '怎样租借充电宝？', '用小程序扫一扫站点上的二维码。'),
      record('liability', '责任', '充电宝未归还的，押金不予退还。', 'terms'),
    ]);
    expect(ids(zh, '充电宝怎么还回去')[0]).toBe('how-to-return');
  });
});

describe('search results', () => {
  it('carry the answer’s first sentence', () => {
    expect(rank(en, 'foreign card')[0]!.answer).toBe('We accept cards issued in Vietnam only.');
    // A bare "Yes." takes the next sentence along.
    expect(firstSentence('有。每次租借的前几分钟免费，在这段时间内归还不收取任何费用。无需申请。', 'zh')).toBe(
      '有。每次租借的前几分钟免费，在这段时间内归还不收取任何费用。',
    );
    expect(firstSentence('Hiện chúng tôi hoạt động tại TP. Hồ Chí Minh và Hà Nội. Sắp có thêm.', 'vi')).toBe(
      'Hiện chúng tôi hoạt động tại TP. Hồ Chí Minh và Hà Nội.',
    );
  });

  it('report a query that found nothing without the numbers or e-mail in it', () => {
    expect(reportableQuery('refund 0912 345 678 order')).toBe('refund [number] order');
    expect(reportableQuery('mail me at an@example.com')).toBe('mail me at [email]');
    expect(reportableQuery('x'.repeat(300))).toHaveLength(100);
  });
});
