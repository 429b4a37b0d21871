import {describe, expect, it, vi} from 'vitest';
import {contacts, domesticOnly, telHref, type PhoneNumber} from '../../src/data/contacts';
import {locales} from '../../src/data/locales';
import {
  hotlineFirstLocales,
  messengerApps,
  messengerName,
  messengersByLocale,
  replyTimes,
} from '../../src/data/messengers';
import {describeLocale, formatNumber} from '../../src/plugins/localeFormat/format';

describe('support channels (src/data/messengers.ts)', () => {
  it('gives every locale the messenger its market lives in', () => {
    const first = Object.fromEntries(locales.map((l) => [l.key, messengersByLocale[l.key][0]?.kind]));
    expect(first).toEqual({
      zh: 'wechat',
      en: 'whatsapp',
      vi: 'zalo',
      th: 'line',
      fil: 'whatsapp',
      id: 'whatsapp',
      ja: 'line',
      km: 'telegram',
      ms: 'whatsapp',
      ko: 'kakaotalk',
      kk: 'telegram',
      ru: 'telegram',
    });
  });

  it('links each account in the form its app opens as a chat', () => {
    for (const [locale, accounts] of Object.entries(messengersByLocale)) {
      for (const {kind, url} of accounts) expect(url, `${locale} ${kind}`).toMatch(messengerApps[kind].link);
    }
  });

  it('names an app as it calls itself in the reader’s language', () => {
    expect(messengerName('wechat', 'zh')).toBe('微信');
    expect(messengerName('wechat', 'en')).toBe('WeChat');
    expect(messengerName('kakaotalk', 'ko')).toBe('카카오톡');
  });
});

// The zh source words: enough to see whether a note exists.
vi.mock('@docusaurus/Translate', () => ({translate: ({message}: {message: string}) => message, default: () => null}));
const {phoneCostNote} = await import('../../src/labels/contactNotes');

describe('phone numbers (src/data/contacts.ts)', () => {
  const numbers = Object.entries(contacts as Record<string, unknown>).filter(
    (entry): entry is [string, PhoneNumber] => typeof entry[1] === 'object' && entry[1] !== null && 'kind' in entry[1],
  );

  it('knows the kind of each number from its digits', () => {
    expect(numbers.map(([name]) => name)).toEqual(['hotline', 'salesPhone']);
    for (const [name, {kind, national}] of numbers) {
      const expected = national.startsWith('1900')
        ? 'premium1900'
        : national.startsWith('1800')
          ? 'tollfree1800'
          : /^0[35789]/.test(national)
            ? 'mobile'
            : 'geographic';
      expect(kind, name).toBe(expected);
    }
  });

  it('dials 1900 and 1800 numbers as written in Vietnam, and others in the international form', () => {
    expect(telHref(contacts.hotline)).toBe('tel:19006868');
    expect(telHref(contacts.salesPhone)).toBe('tel:+842838226868');
    expect(telHref({kind: 'tollfree1800', national: '18001234', display: '1800 1234'})).toBe('tel:18001234');
    expect(telHref({kind: 'mobile', national: '0906868686', display: '090 686 8686'})).toBe('tel:+84906868686');
    expect(domesticOnly('premium1900')).toBe(true);
    expect(domesticOnly('geographic')).toBe(false);
    expect(() => telHref({kind: 'geographic', national: '028 3822', display: ''})).toThrow();
  });

  it('says what a call costs, and that a foreign SIM cannot make it, for every domestic-only number in use', () => {
    for (const [name, {kind}] of numbers) {
      if (domesticOnly(kind)) expect(phoneCostNote(kind), name).toMatch(/SIM/);
      else expect(phoneCostNote(kind), name).toBeUndefined();
    }
  });
});

describe('reply times (src/data/messengers.ts)', () => {
  it('are written without the number formatter, as every locale would format them', () => {
    for (const {key, htmlLang} of locales)
      expect(formatNumber(replyTimes.messengerMinutes, describeLocale(htmlLang)), key).toBe(
        String(replyTimes.messengerMinutes),
      );
  });

  it('leads with the hotline only where readers mostly have a Vietnamese SIM', () => {
    expect(hotlineFirstLocales).toEqual(['vi']);
  });
});
