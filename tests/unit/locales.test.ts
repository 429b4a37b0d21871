import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {localeBaseUrl, localeByCode, localeOfPath, locales, pathInLocale} from '../../src/data/locales';

describe('locale table', () => {
  it('has the 12 locales with the legacy URL prefixes and lang codes', () => {
    expect(locales.map((l) => [l.key, l.prefix, l.code])).toEqual([
      ['zh', '', 'zh'],
      ['en', 'en', 'en'],
      ['vi', 'vi', 'vi'],
      ['th', 'th', 'th'],
      ['fil', 'fb', 'fb'],
      ['id', 'id', 'id'],
      ['ja', 'jp', 'jp'],
      ['km', 'kh', 'kh'],
      ['ms', 'bm', 'bm'],
      ['ko', 'ko', 'ko'],
      ['kk', 'kz', 'kz'],
      ['ru', 'ru', 'ru'],
    ]);
  });

  it('labels every locale with its native name', () => {
    expect(locales.map((l) => l.label)).toEqual([
      '中文',
      'English',
      'Tiếng Việt',
      'ไทย',
      'Filipino',
      'Bahasa Indonesia',
      '日本語',
      'ខ្មែរ',
      'Bahasa Melayu',
      '한국어',
      'Қазақ тілі',
      'Русский',
    ]);
  });

  it('uses valid BCP 47 tags for <html lang>', () => {
    for (const {htmlLang} of locales) {
      expect(Intl.getCanonicalLocales(htmlLang)[0]).toBe(htmlLang);
    }
  });

  it('feeds the Docusaurus config: zh at the root, others under their prefix', () => {
    expect(config.i18n!.defaultLocale).toBe('zh');
    expect(config.i18n!.locales).toEqual(locales.map((l) => l.key));
    expect(config.i18n!.localeConfigs!.zh?.baseUrl).toBe('/');
    expect(config.i18n!.localeConfigs!.fil?.baseUrl).toBe('/fb/');
    expect(config.i18n!.localeConfigs!.km?.htmlLang).toBe('km');
    expect(config.i18n!.localeConfigs!.ja?.label).toBe('日本語');
  });
});

describe('paths', () => {
  it('finds the locale of a path by its prefix', () => {
    expect(localeOfPath('/').key).toBe('zh');
    expect(localeOfPath('/answer').key).toBe('zh');
    expect(localeOfPath('/jp/answer').key).toBe('ja');
    expect(localeOfPath('/kh').key).toBe('km');
    // "/idx" is not the Indonesian prefix.
    expect(localeOfPath('/idx/page').key).toBe('zh');
  });

  it('maps a page to the same page in another locale', () => {
    const th = localeByCode('th')!;
    const zh = localeByCode('zh')!;
    expect(pathInLocale('/vi/answer', th)).toBe('/th/answer');
    expect(pathInLocale('/answer', th)).toBe('/th/answer');
    expect(pathInLocale('/th/answer', zh)).toBe('/answer');
    expect(pathInLocale('/th/', zh)).toBe('/');
    expect(pathInLocale('/', th)).toBe('/th/');
    expect(localeBaseUrl(zh)).toBe('/');
  });
});
