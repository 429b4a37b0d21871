import {describe, expect, it} from 'vitest';
import {contacts} from '../../src/data/contacts';
import {locales} from '../../src/data/locales';
import {messengerApps, messengerName, messengersByLocale} from '../../src/data/messengers';

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

  it('links each account in the form its app opens as a chat, and the hotline as a phone number', () => {
    for (const [locale, accounts] of Object.entries(messengersByLocale)) {
      for (const {kind, url} of accounts) expect(url, `${locale} ${kind}`).toMatch(messengerApps[kind].link);
    }
    expect(contacts.hotline.tel).toMatch(/^\+\d{8,15}$/);
  });

  it('names an app as it calls itself in the reader’s language', () => {
    expect(messengerName('wechat', 'zh')).toBe('微信');
    expect(messengerName('wechat', 'en')).toBe('WeChat');
    expect(messengerName('kakaotalk', 'ko')).toBe('카카오톡');
  });
});
