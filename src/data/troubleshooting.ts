import type {PeriodUnit} from './legal';

export type FixTimeUnit = PeriodUnit | 'hour';

/**
 * How long support takes to put a renter's problem right, counted from the
 * report that carries what the FAQ asks for (station, slot, time, photo).
 * A refund then takes the time its payment method takes (refundTimes in
 * business.ts); a fee dispute is answered within the period the agreements
 * promise (complaintAnswer in legal.ts).
 *
 * SAMPLE DATA, for the business to confirm: the specification gives no
 * support targets. Rendered by <FixTime of="…"/>, so a confirmed figure is
 * one edit for every language.
 */
export const fixTimes = {
  /** A rental whose power bank never came out is cancelled, without a fee (SAMPLE). */
  cancelStuckRental: {count: 1, unit: 'hour'},
  /** A return the station did not record is closed at the time of return, from the station's log (SAMPLE). */
  correctReturn: {count: 1, unit: 'workingDay'},
  /** A fee charged for a faulty power bank is sent back (SAMPLE). */
  refundFaultyFee: {count: 1, unit: 'workingDay'},
  /** A late refund: support gives the transaction reference the renter's bank needs (SAMPLE). */
  traceRefund: {count: 1, unit: 'workingDay'},
} as const satisfies Record<string, {count: number; unit: FixTimeUnit}>;

export type FixTimeKey = keyof typeof fixTimes;
