/**
 * SAMPLE DATA: the specification names a contact phone, a 7×24 hotline,
 * company addresses and a back-office but gives none of their values. These
 * placeholders are for layout and tests; the company replaces them here, and
 * every page follows.
 */
export const contacts = {
  /** The operating company's legal name, as registered (sample). */
  companyName: 'Công ty TNHH Sạc Chia Sẻ Việt Nam',
  /** Enterprise code (mã số doanh nghiệp) on its registration certificate: ten digits, no spaces (sample). */
  registrationNumber: '0318765432',
  /** The data-protection contact the privacy policy names (sample). */
  privacyEmail: 'privacy@example.com',
  /** Customer hotline, staffed 7×24 (sample). */
  hotline: {kind: 'premium1900', national: '19006868', display: '1900 6868'},
  /** Business enquiries (sample). */
  salesPhone: {kind: 'geographic', national: '02838226868', display: '+84 28 3822 6868'},
  supportEmail: 'support@example.com',
  /** Web back-office login for merchants and agents (sample). */
  backOfficeUrl: 'https://admin.example.com/login',
} as const satisfies {hotline: PhoneNumber; salesPhone: PhoneNumber; [field: string]: unknown};

/**
 * How a Vietnamese number is dialled depends on its kind. 1900 (caller pays a
 * premium rate) and 1800 (free to the caller) numbers exist only inside
 * Vietnam's network: they are dialled as written, never with +84, and a
 * foreign SIM cannot reach them. Landline and mobile numbers take the
 * international form, which works from any phone.
 */
export type PhoneKind = 'premium1900' | 'tollfree1800' | 'geographic' | 'mobile';

export type PhoneNumber = {
  kind: PhoneKind;
  /** As dialled inside Vietnam, digits only (a landline or mobile number with its leading 0). */
  national: string;
  /** As printed on the page. */
  display: string;
};

/** Numbers that exist only inside Vietnam's network. */
export const domesticOnly = (kind: PhoneKind): boolean => kind === 'premium1900' || kind === 'tollfree1800';

/** The `tel:` link of a number: its national digits for 1900/1800, else E.164 (+84 without the leading 0). */
export function telHref({kind, national}: PhoneNumber): string {
  if (!/^\d+$/.test(national)) throw new Error(`A phone number is digits only: ${national}`);
  if (domesticOnly(kind)) return `tel:${national}`;
  return `tel:+84${national.replace(/^0/, '')}`;
}

/** People named as contacts on the About page, by role (sample names). */
export const people: readonly {role: 'executiveDirector' | 'generalManager'; name: string; email: string}[] = [
  {role: 'executiveDirector', name: 'Nguyễn Minh Anh', email: 'director@example.com'},
  {role: 'generalManager', name: 'Trần Quốc Bảo', email: 'gm@example.com'},
];

/**
 * Where the QR codes and store buttons lead (sample URLs). The QR codes are
 * generated from these at build time (src/plugins/qrCodes.ts).
 */
export const appLinks = {
  miniProgram: 'https://example.com/app/mini-program',
  officialAccount: 'https://example.com/app/official-account',
  appStore: 'https://apps.apple.com/app/id0000000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.example.powerbank',
} as const;

export type QrTarget = 'miniProgram' | 'officialAccount';

export type OfficeKey = 'hcmc' | 'hanoi' | 'danang';

/**
 * Offices, written as the post office expects them (sample streets). Since
 * 1 July 2025 Vietnam has two levels of local government: an address names
 * the ward or commune (phường/xã) and the province or centrally run city
 * (tỉnh/thành phố), no district. The first office is the registered address
 * the agreements name (<CompanyAddress/>).
 */
export const offices: readonly {city: OfficeKey; address: string}[] = [
  // Formerly Phường Bến Nghé, Quận 1.
  {city: 'hcmc', address: '86 Lê Thánh Tôn, Phường Sài Gòn, Thành phố Hồ Chí Minh'},
  // Formerly Phường Phan Chu Trinh, Quận Hoàn Kiếm.
  {city: 'hanoi', address: '25 Lý Thường Kiệt, Phường Cửa Nam, Thành phố Hà Nội'},
  // Formerly Phường Hải Châu 1, Quận Hải Châu; Đà Nẵng now includes the former Quảng Nam province.
  {city: 'danang', address: '112 Bạch Đằng, Phường Hải Châu, Thành phố Đà Nẵng'},
];
