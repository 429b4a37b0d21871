/**
 * Option lists of the customisation form. Values are stable codes
 * sent to the API; labels are translated where the form renders them.
 */

import {locales, type SiteCode} from './locales';

/** Country and region: the 12 markets we offer, as ISO 3166 codes. */
export const countries = ['VN', 'TH', 'PH', 'ID', 'KH', 'MY', 'SG', 'JP', 'KR', 'KZ', 'RU', 'RS'] as const;

/**
 * The currency a price in the form is written in, by the country chosen
 * (ISO 4217). Cambodia's businesses price in US dollars, not riel. Without a
 * country, prices are read in the platform's home currency, VND.
 */
export const currencyOfCountry: Record<(typeof countries)[number], string> = {
  VN: 'VND',
  TH: 'THB',
  PH: 'PHP',
  ID: 'IDR',
  KH: 'USD',
  MY: 'MYR',
  SG: 'SGD',
  JP: 'JPY',
  KR: 'KRW',
  KZ: 'KZT',
  RU: 'RUB',
  RS: 'RSD',
};
export const defaultCurrency = 'VND';

/** Operation categories: the device types the platform runs (multi-select). */
export const categories = [
  'powerBanks',
  'cables',
  'washingMachines',
  'vending',
  'evCharging',
  'massagePillows',
  'rockingRides',
  'carWash',
  'hotelRoom',
] as const;

/**
 * The venues a station suits (the home page's scenarios; the venues page
 * names the modes each usually takes), each with the icon it is drawn with.
 */
export const scenarioIcons = {
  malls: 'mall',
  hotelRooms: 'hotelRoom',
  bars: 'bar',
  internetCafes: 'internetCafe',
} as const;
export type Scenario = keyof typeof scenarioIcons;
export const scenarios = Object.keys(scenarioIcons) as Scenario[];

/** How a business may work with us (the form's cooperation modes). */
export const cooperationModes = [
  'sharedCable',
  'desktopScan',
  'independentBrand',
  'franchiseAgent',
  'partnerOperation',
] as const;

/** Detailed selection: which of our products the request is about. */
export const detailedSelections = ['cabinet-6', 'cabinet-8-folding', 'cabinet-stacked-screen', 'power-bank'] as const;

export const userPlatforms = ['miniProgram', 'mobileApp', 'webApp'] as const;
export const adminBackOffices = ['web', 'mobile', 'webAndMobile'] as const;
export const listingPlatforms = ['appStore', 'googlePlay', 'zalo', 'wechat'] as const;

/** The site's own 12 languages, by their stored codes (src/data/locales.ts). */
export const systemLanguages = locales.map((l) => l.code) as unknown as readonly [SiteCode, ...SiteCode[]];

export const paymentMethods = ['card', 'eWallet', 'bankTransfer', 'prepaidPoints'] as const;

/** Who pays, for a billing row of the configuration list. */
export const endUsers = ['consumer', 'merchant', 'agent'] as const;
export const paymentChannels = ['card', 'eWallet', 'bankTransfer', 'cash'] as const;
/** What one price of a billing row pays for. */
export const priceUnits = ['perHour', 'perUse', 'perDay', 'perMonth'] as const;

/**
 * Every option list by name: a field of the form (src/data/customizationFields.ts)
 * names the list it offers, and src/labels/customization.ts names each list's options.
 */
export const optionLists = {
  countries,
  categories,
  cooperationModes,
  detailedSelections,
  userPlatforms,
  adminBackOffices,
  listingPlatforms,
  systemLanguages,
  paymentMethods,
  endUsers,
  paymentChannels,
  priceUnits,
} as const;
export type OptionListName = keyof typeof optionLists;
/** An option of the list named L. */
export type OptionOf<L extends OptionListName> = (typeof optionLists)[L][number];

/**
 * The bounds of every field of the request: what a sales team can read, and
 * what the form tells a visitor in their language (src/labels/customizationFields.ts).
 * The price is in the currency the visitor has in mind; a billion is past any real one.
 */
export const LIMITS = {
  name: 100,
  phone: 32,
  contactDetails: 500,
  billingRows: 20,
  price: 1_000_000_000,
  /**
   * Combining marks on one character of a name: a Devanagari conjunct such as
   * स्त्र्यं carries 4, a Tibetan stack 3; dozens are only there to spill over
   * the lines around them.
   */
  marksPerCharacter: 6,
} as const;
