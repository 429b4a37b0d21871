/**
 * SAMPLE DATA, declared in one place: every contact, store id, messenger
 * account, address, URL and figure of src/data that was invented for layout
 * and tests, with the invented value. A production build
 * (`SITE_ENV=production`, src/lib/goLive.ts) refuses to finish while the data
 * still holds any of them, and names each one.
 *
 * To go live, put the real value where the data lives (contacts.ts,
 * messengers.ts, business.ts); this list stays as it is. A sample value that
 * turns out to be the real one (a figure the business confirms) is deleted
 * here, which is the record that someone confirmed it.
 */
export const sampleValues: Readonly<Record<string, string | number>> = {
  // Company (src/data/contacts.ts)
  'contacts.companyName': 'Công ty TNHH Sạc Chia Sẻ Việt Nam',
  'contacts.registrationNumber': '0318765432',
  'contacts.privacyEmail': 'privacy@example.com',
  'contacts.supportEmail': 'support@example.com',
  'contacts.hotline.display': '1900 6868',
  'contacts.salesPhone.display': '+84 28 3822 6868',
  'contacts.backOfficeUrl': 'https://admin.example.com/login',
  'people.executiveDirector.name': 'Nguyễn Minh Anh',
  'people.executiveDirector.email': 'director@example.com',
  'people.generalManager.name': 'Trần Quốc Bảo',
  'people.generalManager.email': 'gm@example.com',
  'offices.hcmc': '86 Lê Thánh Tôn, Phường Sài Gòn, Thành phố Hồ Chí Minh',
  'offices.hanoi': '25 Lý Thường Kiệt, Phường Cửa Nam, Thành phố Hà Nội',
  'offices.danang': '112 Bạch Đằng, Phường Hải Châu, Thành phố Đà Nẵng',
  // Apps and store listings (src/data/contacts.ts)
  'appLinks.miniProgram': 'https://example.com/app/mini-program',
  'appLinks.officialAccount': 'https://example.com/app/official-account',
  'appLinks.appStore': 'https://apps.apple.com/app/id0000000000',
  'appLinks.googlePlay': 'https://play.google.com/store/apps/details?id=com.example.powerbank',
  // Messenger accounts (src/data/messengers.ts), by their link
  'messengers.zalo': 'https://zalo.me/4318765432123456789',
  'messengers.line@chargeshare.th': 'https://line.me/R/ti/p/@chargeshare.th',
  'messengers.line@chargeshare.jp': 'https://line.me/R/ti/p/@chargeshare.jp',
  'messengers.kakaotalk': 'https://pf.kakao.com/_xChargeVN/chat',
  'messengers.wechat': 'https://weixin.qq.com/r/ChargeShareVN-support',
  'messengers.telegram': 'https://t.me/chargeshare_support',
  'messengers.whatsapp': 'https://wa.me/84906868686',
  // Figures the agreements and the form state (src/data/business.ts)
  'tariff.billingUnitMinutes': 30,
  'tariff.dailyCapVnd': 50_000,
  'tariff.replacementValueVnd': 300_000,
  'salesReply.workingDays': 1,
};

/**
 * Domains and ids no real deployment uses (RFC 2606 example domains, a store
 * id of zeros): a value holding one is a placeholder even if nobody declared
 * it above.
 */
export const placeholderPatterns: readonly RegExp[] = [
  /\bexample\.(com|org|net)\b/i,
  /\.(example|invalid|test|localhost)(\/|:|$)/i,
  /\bcom\.example\./i,
  /\bid0{6,}\b/,
];
