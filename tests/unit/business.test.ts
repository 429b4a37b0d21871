import {describe, expect, it} from 'vitest';
import {
  acceptedCards,
  claimedFigures,
  ledLevels,
  powerBank,
  prepaidCredit,
  refundTimes,
  rental,
  serviceCities,
  api,
} from '../../src/data/business';
import {
  formatList,
  formatNumber,
  formatPercent,
  formatPercentRange,
  formatRange,
  formatVnd,
} from '../../src/components/BusinessFacts/format';

const nbsp = '\u00a0';

describe('business facts (spec §1, §9)', () => {
  it('pins the rental terms', () => {
    expect(rental).toEqual({depositVnd: 330000, freeMinutes: 5, minimumChargePercent: 60});
    expect(prepaidCredit).toEqual({vnd: 1000, points: 1000});
    expect(api).toEqual({timeoutMs: 6000, successCode: 200});
  });

  it('pins the power bank', () => {
    expect(powerBank.capacityMah).toBe(5000);
    expect(powerBank.guaranteedMah).toEqual({min: 3000, max: 5000});
    expect(powerBank.guaranteedPercent).toEqual({min: 60, max: 100});
    expect(powerBank.phoneCharges).toEqual({min: 1.5, max: 2});
    expect(powerBank.simultaneousDevices).toBe(2);
  });

  it('covers 0–100 % with the LED levels, without gaps after the blinking warning', () => {
    const steady = ledLevels.filter((l) => l.state === 'steady');
    expect(steady.map((l) => [l.lit, l.percent.min, l.percent.max])).toEqual([
      [1, 6, 25],
      [2, 26, 50],
      [3, 51, 75],
      [4, 76, 100],
    ]);
    expect(ledLevels.find((l) => l.state === 'blinking')?.percent.max).toBe(5);
    expect(ledLevels.find((l) => l.state === 'off')?.lit).toBe(0);
  });

  it('pins refund times per method, in working days', () => {
    expect(refundTimes.map((r) => [r.method, r.workingDays.min, r.workingDays.max])).toEqual([
      ['eWallet', 0, 1],
      ['bankTransfer', 3, 5],
      ['card', 3, 20],
    ]);
  });

  it('accepts only Vietnamese cards, and serves three cities', () => {
    expect(acceptedCards.issuedIn).toBe('VN');
    expect([...acceptedCards.brands].sort()).toEqual(['JCB', 'Mastercard', 'Visa']);
    expect(serviceCities).toEqual(['hcmc', 'hanoi', 'danang']);
  });

  it('pins the claimed figures', () => {
    expect(claimedFigures).toEqual({
      connectedDevices: 100000,
      brands: 1000,
      orders: 300000,
      partners: 200,
      stations: 10000,
      urbanCoveragePercent: 96,
    });
  });
});

describe('formatting per locale', () => {
  it('writes the deposit the way each reader expects', () => {
    expect(formatVnd(330000, 'vi')).toBe(`330.000${nbsp}₫`);
    expect(formatVnd(330000, 'en')).toBe('330,000 VND');
    expect(formatVnd(330000, 'zh-Hans')).toBe('330,000 VND');
    expect(formatVnd(330000, 'ru')).toBe(`330${nbsp}000 VND`);
    expect(formatVnd(330000, 'id')).toBe('330.000 VND');
  });

  it('formats numbers, percentages and ranges with local separators', () => {
    expect(formatNumber(5000, 'en')).toBe('5,000');
    expect(formatNumber(5000, 'vi')).toBe('5.000');
    expect(formatPercent(60, 'en')).toBe('60%');
    expect(formatPercent(60, 'ru')).toBe(`60${nbsp}%`);
    expect(formatRange(3000, 5000, 'en')).toBe('3,000–5,000');
    expect(formatRange(1.5, 2, 'vi')).toBe('1,5-2');
    expect(formatPercentRange(60, 100, 'en')).toBe('60% – 100%');
  });

  it('joins lists in the language of the page', () => {
    expect(formatList(['Visa', 'JCB'], 'en')).toBe('Visa and JCB');
    expect(formatList(['Visa', 'JCB'], 'vi')).toBe('Visa và JCB');
  });
});
