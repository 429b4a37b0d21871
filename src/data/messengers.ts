import type {LocaleKey} from './locales';

/**
 * SAMPLE DATA, like the hotline in contacts.ts: the messenger accounts where
 * support answers renters, one market's messenger per language (Zalo in
 * Vietnam, LINE in Thailand and Japan, ...). The company replaces the
 * accounts here; the links, QR codes and tests follow.
 */
export type MessengerKind = 'zalo' | 'line' | 'kakaotalk' | 'wechat' | 'telegram' | 'whatsapp';

export type MessengerApp = {
  /** The app's name; `native` where the app calls itself otherwise in that language. */
  name: string;
  native?: Partial<Record<LocaleKey, string>>;
  /** The form of a link that opens a chat with an account (checked by a unit test). */
  link: RegExp;
};

export const messengerApps: Record<MessengerKind, MessengerApp> = {
  // An Official Account's page: zalo.me/<OA id>.
  zalo: {name: 'Zalo', link: /^https:\/\/zalo\.me\/\d{10,20}$/},
  // "Add friend" link of a LINE Official Account: line.me/R/ti/p/@<basic id>.
  line: {name: 'LINE', link: /^https:\/\/line\.me\/R\/ti\/p\/@[a-z0-9._-]+$/},
  // A Kakao Talk Channel's chat: pf.kakao.com/_<channel id>/chat.
  kakaotalk: {name: 'KakaoTalk', native: {ko: '카카오톡'}, link: /^https:\/\/pf\.kakao\.com\/_[A-Za-z0-9]+\/chat$/},
  // An Official Account's QR link; WeChat opens it when scanned.
  wechat: {name: 'WeChat', native: {zh: '微信'}, link: /^https:\/\/weixin\.qq\.com\/r\/[A-Za-z0-9_-]+$/},
  // A public username: t.me/<username> (5–32 characters).
  telegram: {name: 'Telegram', link: /^https:\/\/t\.me\/[A-Za-z][A-Za-z0-9_]{4,31}$/},
  // Click to chat: wa.me/<number in international form, digits only>.
  whatsapp: {name: 'WhatsApp', link: /^https:\/\/wa\.me\/[1-9]\d{7,14}$/},
};

export type MessengerAccount = {
  kind: MessengerKind;
  /** What a renter searches for in the app, or sees as the chat's name. */
  handle: string;
  url: string;
};

const accounts = {
  zalo: {kind: 'zalo', handle: 'Sạc Chia Sẻ Việt Nam', url: 'https://zalo.me/4318765432123456789'},
  lineTh: {kind: 'line', handle: '@chargeshare.th', url: 'https://line.me/R/ti/p/@chargeshare.th'},
  lineJa: {kind: 'line', handle: '@chargeshare.jp', url: 'https://line.me/R/ti/p/@chargeshare.jp'},
  kakaotalk: {kind: 'kakaotalk', handle: '보조배터리 대여', url: 'https://pf.kakao.com/_xChargeVN/chat'},
  wechat: {kind: 'wechat', handle: 'ChargeShareVN', url: 'https://weixin.qq.com/r/ChargeShareVN-support'},
  telegram: {kind: 'telegram', handle: '@chargeshare_support', url: 'https://t.me/chargeshare_support'},
  whatsapp: {kind: 'whatsapp', handle: '+84 90 686 8686', url: 'https://wa.me/84906868686'},
} as const satisfies Record<string, MessengerAccount>;

/**
 * Which messengers each language's pages offer, in this order, after the
 * hotline that every language shows. English readers are travellers and
 * residents from anywhere: WhatsApp first, and Zalo, which Vietnam uses.
 * Cambodia chats on Telegram first, WhatsApp second.
 */
export const messengersByLocale: Record<LocaleKey, readonly MessengerAccount[]> = {
  zh: [accounts.wechat],
  en: [accounts.whatsapp, accounts.zalo],
  vi: [accounts.zalo],
  th: [accounts.lineTh],
  fil: [accounts.whatsapp],
  id: [accounts.whatsapp],
  ja: [accounts.lineJa],
  km: [accounts.telegram, accounts.whatsapp],
  ms: [accounts.whatsapp],
  ko: [accounts.kakaotalk],
  kk: [accounts.telegram],
  ru: [accounts.telegram],
};

export function messengerName(kind: MessengerKind, locale: string): string {
  const app = messengerApps[kind];
  return app.native?.[locale as LocaleKey] ?? app.name;
}

/** The messengers of a locale's pages; none for an unknown locale. */
export function messengersOf(locale: string): readonly MessengerAccount[] {
  return messengersByLocale[locale as LocaleKey] ?? [];
}

/**
 * Languages whose readers mostly live in Vietnam, on a Vietnamese SIM: their
 * support block leads with the hotline. Everyone else is mostly a visitor,
 * whose phone cannot reach a 1900 number, so the messenger comes first. Chinese
 * readers count as visitors too: travellers and business visitors from China,
 * who reach WeChat from any SIM.
 */
export const hotlineFirstLocales: readonly LocaleKey[] = ['vi'];

/** Whether a locale's support contacts lead with the hotline: its readers are on Vietnamese SIMs, or it has no messenger. */
export const leadsWithHotline = (locale: string): boolean =>
  hotlineFirstLocales.includes(locale as LocaleKey) || messengersOf(locale).length === 0;

/**
 * SAMPLE VALUES, for the business to confirm: how soon each channel answers.
 * The hotline is answered at once during the support hours (business.ts);
 * a messenger message within this many minutes.
 */
export const replyTimes = {hotline: 'immediate', messengerMinutes: 15} as const;
