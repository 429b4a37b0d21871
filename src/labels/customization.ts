/**
 * The names of the form's options (src/data/customization.ts), in the page's
 * language. Device categories (./categories.ts) and products reuse the home
 * page's and the catalogue's strings; languages use their native names;
 * country names come from the build-time locale data; store and platform
 * names are brands.
 */
import {translate} from '@docusaurus/Translate';
import type {OptionListName, OptionOf} from '@site/src/data/customization';
import {localeByCode} from '@site/src/data/locales';
import type {LocaleFormat} from '@site/src/plugins/localeFormat/format';
import {categoryLabel} from './categories';
import {productName} from './products';

/** Each option's words: a function, so that translate() runs in the page's language, as a literal call Docusaurus finds. */
type Words<L extends OptionListName> = Record<OptionOf<L>, () => string>;

const cooperationModes: Words<'cooperationModes'> = {
  sharedCable: () => translate({id: 'form.mode.sharedCable', message: '共享充电线'}),
  desktopScan: () => translate({id: 'form.mode.desktopScan', message: '桌面扫码充电'}),
  independentBrand: () => translate({id: 'form.mode.independentBrand', message: '独立品牌'}),
  franchiseAgent: () => translate({id: 'form.mode.franchiseAgent', message: '加盟代理'}),
  partnerOperation: () => translate({id: 'form.mode.partnerOperation', message: '合作运营'}),
};

const paymentMethods: Words<'paymentMethods'> = {
  card: () => translate({id: 'form.payment.card', message: '银行卡'}),
  eWallet: () => translate({id: 'facts.refund.eWallet', message: '电子钱包'}),
  bankTransfer: () => translate({id: 'form.payment.bankTransfer', message: '银行转账'}),
  prepaidPoints: () => translate({id: 'form.payment.prepaidPoints', message: '预付积分'}),
};

/** Store and platform names are brands, written the same in every language. */
const listingPlatforms: Record<OptionOf<'listingPlatforms'>, string> = {
  appStore: 'App Store',
  googlePlay: 'Google Play',
  zalo: 'Zalo',
  wechat: 'WeChat',
};

type Label<L extends OptionListName> = (value: OptionOf<L>, format: LocaleFormat) => string;
const inWords =
  <L extends OptionListName>(words: Words<L>): Label<L> =>
  (value) =>
    words[value]();

/** The name of an option of each list, in the page's language. */
export const optionLabel: {[L in OptionListName]: Label<L>} = {
  countries: (country, format) => format.regions[country] ?? country,
  categories: categoryLabel,
  cooperationModes: inWords(cooperationModes),
  detailedSelections: productName,
  userPlatforms: inWords({
    miniProgram: () => translate({id: 'form.userPlatform.miniProgram', message: '小程序'}),
    mobileApp: () => translate({id: 'form.userPlatform.mobileApp', message: '手机应用（iOS 和 Android）'}),
    webApp: () => translate({id: 'form.userPlatform.webApp', message: '网页版'}),
  }),
  adminBackOffices: inWords({
    web: () => translate({id: 'form.admin.web', message: '网页后台'}),
    mobile: () => translate({id: 'form.admin.mobile', message: '手机端后台'}),
    webAndMobile: () => translate({id: 'form.admin.webAndMobile', message: '网页和手机端'}),
  }),
  listingPlatforms: (platform) => listingPlatforms[platform],
  systemLanguages: (code) => localeByCode(code)?.label ?? code,
  paymentMethods: inWords(paymentMethods),
  endUsers: inWords({
    consumer: () => translate({id: 'form.endUser.consumer', message: '消费者'}),
    merchant: () => translate({id: 'form.endUser.merchant', message: '商家'}),
    agent: () => translate({id: 'form.endUser.agent', message: '代理商'}),
  }),
  // The channels a billing row is paid through: the payment methods, and cash.
  paymentChannels: inWords({...paymentMethods, cash: () => translate({id: 'form.payment.cash', message: '现金'})}),
  priceUnits: inWords({
    perHour: () => translate({id: 'form.unit.perHour', message: '每小时'}),
    perUse: () => translate({id: 'form.unit.perUse', message: '每次'}),
    perDay: () => translate({id: 'form.unit.perDay', message: '每天'}),
    perMonth: () => translate({id: 'form.unit.perMonth', message: '每月'}),
  }),
};

/** The name of an option of whichever list a field offers. */
export const optionName = (list: OptionListName, value: string, format: LocaleFormat): string =>
  (optionLabel[list] as Label<OptionListName>)(value as never, format);

/** The language an option is written in, where it is its own (a language's native name). */
export const optionLang: {[L in OptionListName]?: (value: OptionOf<L>) => string | undefined} = {
  systemLanguages: (code) => localeByCode(code)?.htmlLang,
};

export const cooperationModeLabel = (mode: OptionOf<'cooperationModes'>): string => cooperationModes[mode]();
