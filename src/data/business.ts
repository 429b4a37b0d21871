/**
 * Business facts: figures, rules and claims. Every locale
 * renders these through the MDX fact components, so 12 translations can never
 * disagree on a figure. Change a figure here and every page follows.
 */

export const currency = 'VND';

export const rental = {
  /** Deposit paid before each rental, in VND; refunded minus the fee on return. No limit on rentals. */
  depositVnd: 330_000,
  /** The first minutes of every rental are free. */
  freeMinutes: 5,
  /** Stations never hand out a battery charged below this. */
  minimumChargePercent: 60,
} as const;

/**
 * How a rental is charged, as the agreements state it. The price of one unit
 * is the one the app shows when the renter confirms; the figures here bound it.
 *
 * SAMPLE DATA: the specification names the deposit and the free minutes but
 * not the billing unit, a daily cap or what a lost power bank costs. These
 * placeholders make the terms complete and testable; the business confirms
 * or replaces them here before they bind anyone, and every page follows.
 */
export const tariff = {
  /** After the free minutes, time is charged per started unit of this many minutes (SAMPLE). */
  billingUnitMinutes: 30,
  /** No rental is charged more than this for any 24 hours, counted from its start (SAMPLE). */
  dailyCapVnd: 50_000,
  /**
   * What a power bank lost, stolen or destroyed costs the renter, paid from the
   * deposit; fees and this together never exceed the deposit (SAMPLE).
   */
  replacementValueVnd: 300_000,
} as const;

/** Prepaid credit: VND paid in, points received; points have no cash value. */
export const prepaidCredit = {vnd: 1000, points: 1000} as const;

export const powerBank = {
  capacityMah: 5000,
  guaranteedMah: {min: 3000, max: 5000},
  guaranteedPercent: {min: 60, max: 100},
  phoneCharges: {min: 1.5, max: 2},
  /** Devices that can charge from one power bank at the same time. */
  simultaneousDevices: 2,
  /** The cables built into each power bank, by connector (names are not translated). */
  cables: ['USB-C', 'Lightning', 'Micro-USB'],
} as const;

/** What the LED lights on a power bank mean; `lit` is how many are on. */
export type LedLevel =
  | {lit: 0; state: 'off'; percent: {min: 0; max: 0}}
  | {lit: 1; state: 'blinking'; percent: {min: 0; max: 5}}
  | {lit: 1 | 2 | 3 | 4; state: 'steady'; percent: {min: number; max: number}};

export const ledLevels: readonly LedLevel[] = [
  {lit: 0, state: 'off', percent: {min: 0, max: 0}},
  {lit: 1, state: 'blinking', percent: {min: 0, max: 5}},
  {lit: 1, state: 'steady', percent: {min: 6, max: 25}},
  {lit: 2, state: 'steady', percent: {min: 26, max: 50}},
  {lit: 3, state: 'steady', percent: {min: 51, max: 75}},
  {lit: 4, state: 'steady', percent: {min: 76, max: 100}},
];

export type RefundMethod = 'eWallet' | 'bankTransfer' | 'card';

/** How long a refund takes to reach the renter, in working days. */
export const refundTimes: readonly {
  method: RefundMethod;
  /** Brand names, shown as they are in every language. */
  examples: readonly string[];
  workingDays: {min: number; max: number};
}[] = [
  {method: 'eWallet', examples: ['TrueMoney', 'VISA', 'LINE Pay'], workingDays: {min: 0, max: 1}},
  {method: 'bankTransfer', examples: [], workingDays: {min: 3, max: 5}},
  {method: 'card', examples: [], workingDays: {min: 3, max: 20}},
];

/** Only cards issued in Vietnam are accepted; foreign cards are not. */
export const acceptedCards = {
  issuedIn: 'VN',
  brands: ['Mastercard', 'Visa', 'JCB'],
  domesticAtm: true,
} as const;

/** Phone brands named in the help texts (brand names are not translated). */
export const compatiblePhones = ['iPhone', 'Xiaomi', 'Huawei', 'Honor', 'Samsung'] as const;

/** Cabinet sizes, in battery slots. */
export const cabinetSlots = [6, 8] as const;

export type CityKey = 'hcmc' | 'hanoi' | 'danang';
export const serviceCities: readonly CityKey[] = ['hcmc', 'hanoi', 'danang'];

/** Claimed platform figures; `atLeast` renders as "100,000+". */
export const claimedFigures = {
  connectedDevices: 100_000,
  brands: 1_000,
  orders: 300_000,
  partners: 200,
  stations: 10_000,
  urbanCoveragePercent: 96,
} as const;

/** Support is staffed around the clock. */
export const support = {hoursPerDay: 24, daysPerWeek: 7} as const;

/**
 * How soon the business team answers a request sent with the customisation
 * form, in working days: the confirmation promises it (SAMPLE: the business
 * confirms or replaces it, see sampleData.ts).
 */
export const salesReply = {workingDays: 1} as const;
