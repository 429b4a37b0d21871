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
  describeLocale,
  formatDate,
  formatList,
  formatNumber,
  formatPercent,
  formatPercentRange,
  formatRange,
  formatVnd,
} from '../../src/components/BusinessFacts/format';

const nbsp = '\u00a0';
const fmt = (lang: string) => describeLocale(lang);

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
    expect(formatVnd(330000, fmt('vi'))).toBe(`330.000${nbsp}₫`);
    expect(formatVnd(330000, fmt('en'))).toBe('330,000 VND');
    expect(formatVnd(330000, fmt('zh-Hans'))).toBe('330,000 VND');
    expect(formatVnd(330000, fmt('ru'))).toBe(`330${nbsp}000 VND`);
    expect(formatVnd(330000, fmt('id'))).toBe('330.000 VND');
  });

  it('formats numbers, percentages and ranges with local separators', () => {
    expect(formatNumber(5000, fmt('en'))).toBe('5,000');
    expect(formatNumber(5000, fmt('vi'))).toBe('5.000');
    expect(formatPercent(60, fmt('en'))).toBe('60%');
    expect(formatPercent(60, fmt('ru'))).toBe(`60${nbsp}%`);
    expect(formatRange(3000, 5000, fmt('en'))).toBe('3,000–5,000');
    expect(formatRange(1.5, 2, fmt('vi'))).toBe('1,5-2');
    expect(formatPercentRange(60, 100, fmt('en'))).toBe('60% – 100%');
  });

  it('writes dates in the words and era of the locale', () => {
    expect(formatDate('2026-07-01', fmt('en'))).toBe('July 1, 2026');
    expect(formatDate('2026-07-01', fmt('vi'))).toBe('1 tháng 7, 2026');
    expect(formatDate('2026-07-01', fmt('kk'))).toBe('2026\u202fж. 1 шілде');
    expect(formatDate('2025-03-01', fmt('th'))).toBe('1 มีนาคม 2568');
    expect(formatDate('2026-07-01', fmt('ja'))).toBe('2026年7月1日');
  });

  it('renders from a description, not the runtime ICU, so browsers without kk data agree', () => {
    const kk = describeLocale('kk');
    // What a browser receives is plain data: JSON round-trip loses nothing.
    const shipped = JSON.parse(JSON.stringify(kk));
    expect(formatVnd(330000, shipped)).toBe(`330${nbsp}000 VND`);
    expect(formatRange(1.5, 2, shipped)).toBe('1,5–2');
    expect(formatNumber(1000, fmt('ru'))).toBe(`1${nbsp}000`);
  });

  it('joins lists in the language of the page, the same on server and browser', () => {
    const cities = ['A', 'B', 'C'];
    expect(formatList(['Visa', 'JCB'], fmt('en'))).toBe('Visa and JCB');
    expect(formatList(cities, fmt('en'))).toBe('A, B, and C');
    expect(formatList(['Visa', 'JCB'], fmt('vi'))).toBe('Visa và JCB');
    expect(formatList(['TrueMoney', 'VISA', 'LINE Pay'], fmt('th'))).toBe('TrueMoney, VISA และ LINE Pay');
    expect(formatList(cities, fmt('kk'))).toBe('A, B және C');
    expect(formatList(cities, fmt('zh-Hans'))).toBe('A、B和C');
    expect(formatList(['only'], fmt('ja'))).toBe('only');
  });
});
