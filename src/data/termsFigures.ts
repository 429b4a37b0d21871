/**
 * The figures each version of the help documents was published with. An
 * agreement is a contract: the terms a renter accepted in 2025 must read as
 * they did then, whatever the tariff today. The current version reads
 * src/data/business.ts; each earlier one has a snapshot here, written out as
 * literals (never derived from today's data) when it was replaced.
 * Publishing a new version: copy today's figures below under the docs
 * version being archived (tests/unit/terms-figures.test.ts checks each
 * archived version has one).
 */
import {
  acceptedCards,
  ledLevels,
  powerBank,
  prepaidCredit,
  refundTimes,
  rental,
  serviceCities,
  tariff,
  type CityKey,
  type LedLevel,
  type RefundMethod,
} from './business';
import {legalPeriods, type Period, type PeriodKey} from './legal';

export type TermsFigures = {
  rental: {depositVnd: number; freeMinutes: number; minimumChargePercent: number};
  prepaidCredit: {vnd: number; points: number};
  powerBank: {
    capacityMah: number;
    guaranteedMah: {min: number; max: number};
    guaranteedPercent: {min: number; max: number};
    phoneCharges: {min: number; max: number};
    simultaneousDevices: number;
    cables: readonly string[];
  };
  ledLevels: readonly LedLevel[];
  refundTimes: readonly {method: RefundMethod; examples: readonly string[]; workingDays: {min: number; max: number}}[];
  acceptedCards: {issuedIn: string; brands: readonly string[]; domesticAtm: boolean};
  serviceCities: readonly CityKey[];
  /** The periods the agreements promise; versions before 2.1 named none. */
  periods?: Readonly<Record<PeriodKey, Period>>;
  /** Billing unit, daily cap and replacement value; versions before 2.1 named none. */
  tariff?: {billingUnitMinutes: number; dailyCapVnd: number; replacementValueVnd: number};
};

const current: TermsFigures = {
  rental,
  prepaidCredit,
  powerBank,
  ledLevels,
  refundTimes,
  acceptedCards,
  serviceCities,
  periods: legalPeriods,
  tariff,
};

/**
 * The figures of 2025 and 2026: versions 1.0 (in force 2025-03-01 to
 * 2026-06-30) and 2.0 (2026-07-01 to 2026-12-31) were published with the same.
 */
const figures2025: TermsFigures = {
  rental: {depositVnd: 330_000, freeMinutes: 5, minimumChargePercent: 60},
  prepaidCredit: {vnd: 1000, points: 1000},
  powerBank: {
    capacityMah: 5000,
    guaranteedMah: {min: 3000, max: 5000},
    guaranteedPercent: {min: 60, max: 100},
    phoneCharges: {min: 1.5, max: 2},
    simultaneousDevices: 2,
    cables: ['USB-C', 'Lightning', 'Micro-USB'],
  },
  ledLevels: [
    {lit: 0, state: 'off', percent: {min: 0, max: 0}},
    {lit: 1, state: 'blinking', percent: {min: 0, max: 5}},
    {lit: 1, state: 'steady', percent: {min: 6, max: 25}},
    {lit: 2, state: 'steady', percent: {min: 26, max: 50}},
    {lit: 3, state: 'steady', percent: {min: 51, max: 75}},
    {lit: 4, state: 'steady', percent: {min: 76, max: 100}},
  ],
  refundTimes: [
    {method: 'eWallet', examples: ['TrueMoney', 'VISA', 'LINE Pay'], workingDays: {min: 0, max: 1}},
    {method: 'bankTransfer', examples: [], workingDays: {min: 3, max: 5}},
    {method: 'card', examples: [], workingDays: {min: 3, max: 20}},
  ],
  acceptedCards: {issuedIn: 'VN', brands: ['Mastercard', 'Visa', 'JCB'], domesticAtm: true},
  serviceCities: ['hcmc', 'hanoi', 'danang'],
};

/** Snapshots by docs version name (versions.json), as each was published. */
export const archivedFigures: Readonly<Record<string, TermsFigures>> = {
  '2.0': figures2025,
  '1.0': figures2025,
};

/** The figures of a docs version: 'current' (or no docs page at all) reads today's data. */
export function figuresFor(docsVersion: string | undefined): TermsFigures {
  if (!docsVersion || docsVersion === 'current') return current;
  const snapshot = archivedFigures[docsVersion];
  if (!snapshot)
    throw new Error(`No figures for docs version ${docsVersion}: add its snapshot to src/data/termsFigures.ts`);
  return snapshot;
}
