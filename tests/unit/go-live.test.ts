import {describe, expect, it} from 'vitest';
import {sampleValues} from '../../src/data/sampleData';
import {assertReadyForProduction, placeholdersIn, siteFacts, type SiteFacts} from '../../src/lib/goLive';

/** What the business would give: real-looking values in every declared place. */
const given: SiteFacts = {
  contacts: {
    companyName: 'Công ty TNHH Năng Lượng Di Động Sài Gòn',
    registrationNumber: '0312345678',
    privacyEmail: 'dpo@sacdidong.vn',
    hotline: {display: '1900 1234', tel: '+8419001234'},
    salesPhone: {display: '+84 28 3911 2233', tel: '+842839112233'},
    supportEmail: 'hotro@sacdidong.vn',
    backOfficeUrl: 'https://quantri.sacdidong.vn/login',
  },
  people: {
    executiveDirector: {name: 'Lê Thị Hoa', email: 'hoa.le@sacdidong.vn'},
    generalManager: {name: 'Phạm Văn Long', email: 'long.pham@sacdidong.vn'},
  },
  offices: {
    hcmc: '12 Nguyễn Huệ, Phường Sài Gòn, Thành phố Hồ Chí Minh',
    hanoi: '8 Tràng Tiền, Phường Hoàn Kiếm, Thành phố Hà Nội',
    danang: '40 Trần Phú, Phường Hải Châu, Thành phố Đà Nẵng',
  },
  appLinks: {
    miniProgram: 'https://sacdidong.vn/app/mini',
    officialAccount: 'https://sacdidong.vn/app/oa',
    appStore: 'https://apps.apple.com/app/id6471234567',
    googlePlay: 'https://play.google.com/store/apps/details?id=vn.sacdidong.app',
  },
  messengers: {
    zalo: 'https://zalo.me/1234567890123456',
    'line@sacdidong.th': 'https://line.me/R/ti/p/@sacdidong.th',
    whatsapp: 'https://wa.me/84901112233',
  },
  tariff: {billingUnitMinutes: 60, dailyCapVnd: 40_000, replacementValueVnd: 320_000},
  salesReply: {workingDays: 2},
  siteUrl: 'https://www.sacdidong.vn',
  apiBaseUrl: 'https://api.sacdidong.vn',
};

const today = siteFacts({});

describe('the go-live guard (src/lib/goLive.ts)', () => {
  it("names every placeholder of today's data and the URLs a build was not given", () => {
    const named = placeholdersIn(today).map((p) => p.what);
    expect(named).toEqual(expect.arrayContaining(Object.keys(sampleValues)));
    expect(named).toEqual(expect.arrayContaining(['SITE_URL', 'API_BASE_URL']));
    expect(named).toHaveLength(Object.keys(sampleValues).length + 2);
  });

  it('passes once the real values are given', () => {
    expect(placeholdersIn(given)).toEqual([]);
  });

  it('catches an example domain or a zero store id nobody declared, and an example SITE_URL', () => {
    const found = placeholdersIn({
      ...given,
      contacts: {...given.contacts, pressEmail: 'press@example.org'},
      appLinks: {...given.appLinks, appStore: 'https://apps.apple.com/app/id0000000'},
      siteUrl: 'https://www.example.com',
    });
    expect(found).toEqual([
      {what: 'contacts.pressEmail', value: 'press@example.org'},
      {what: 'appLinks.appStore', value: 'https://apps.apple.com/app/id0000000'},
      {what: 'SITE_URL', value: 'https://www.example.com'},
    ]);
  });

  it('declares only places that exist in the data, so a renamed field cannot slip past', () => {
    const present = new Set(placeholdersIn(today).map((p) => p.what));
    for (const what of Object.keys(sampleValues)) expect(present, what).toContain(what);
  });

  it('stops a production build with the list, and lets preview and test builds through', () => {
    const env = {SITE_URL: 'https://www.sacdidong.vn', API_BASE_URL: 'https://api.sacdidong.vn'};
    expect(() => assertReadyForProduction({...env, SITE_ENV: 'production'})).toThrow(
      /still sample data[\s\S]*contacts\.supportEmail: support@example\.com[\s\S]*messengers\.zalo/,
    );
    expect(() => assertReadyForProduction({SITE_ENV: 'production'})).toThrow(/SITE_URL: \(not set\)/);
    expect(() => assertReadyForProduction({...env, SITE_ENV: 'preview'})).not.toThrow();
    expect(() => assertReadyForProduction(env)).not.toThrow();
  });
});
