import {describe, expect, it} from 'vitest';
import {ledLevels, powerBank, refundTimes, rental, tariff} from '../../src/data/business';
import {
  describeLocale,
  formatDate,
  formatList,
  formatNumber,
  formatPercent,
  formatPercentRange,
  formatRange,
  formatQuantity,
  formatVnd,
} from '../../src/plugins/localeFormat/format';
import {locales} from '../../src/data/locales';

const nbsp = '\u00a0';
const fmt = (lang: string) => describeLocale(lang);

// The figures themselves are data (src/data/business.ts), not restated here:
// what is tested is what must hold whatever the figures are.
describe('business facts', () => {
  it('cover 0–100 % with the LED levels: off, blinking, then steady levels without gaps', () => {
    expect(ledLevels[0]).toMatchObject({state: 'off', lit: 0, percent: {min: 0, max: 0}});
    const blinking = ledLevels.find((l) => l.state === 'blinking')!;
    const steady = ledLevels.filter((l) => l.state === 'steady');
    expect(steady[0]!.percent.min).toBe(blinking.percent.max + 1);
    steady.slice(1).forEach((level, i) => {
      expect(level.percent.min).toBe(steady[i]!.percent.max + 1);
      expect(level.lit).toBe(steady[i]!.lit + 1);
    });
    expect(steady.at(-1)!.percent.max).toBe(100);
  });

  it('give every range a minimum no larger than its maximum', () => {
    for (const r of refundTimes) expect(r.workingDays.min, r.method).toBeLessThanOrEqual(r.workingDays.max);
    expect(powerBank.guaranteedMah.max).toBeLessThanOrEqual(powerBank.capacityMah);
    expect(powerBank.phoneCharges.min).toBeLessThanOrEqual(powerBank.phoneCharges.max);
  });

  it('keep the deposit a security the fees and the replacement value fit in', () => {
    // The terms promise fees and compensation never exceed the deposit, and
    // that a day's fee is a fraction of it (the automatic end takes days).
    expect(tariff.replacementValueVnd).toBeLessThanOrEqual(rental.depositVnd);
    expect(tariff.dailyCapVnd).toBeLessThan(rental.depositVnd);
    expect(tariff.billingUnitMinutes).toBeGreaterThan(0);
    expect(tariff.billingUnitMinutes).toBeLessThanOrEqual(24 * 60);
  });
});

describe('formatting per locale', () => {
  it('writes the deposit the way each reader expects, the code kept with its number', () => {
    expect(formatVnd(330000, fmt('vi'))).toBe(`330.000${nbsp}₫`);
    expect(formatVnd(330000, fmt('en'))).toBe(`330,000${nbsp}VND`);
    expect(formatVnd(330000, fmt('ru'))).toBe(`330${nbsp}000${nbsp}VND`);
    expect(formatVnd(330000, fmt('id'))).toBe(`330.000${nbsp}VND`);
  });

  it('formats numbers, percentages and ranges with local separators', () => {
    expect(formatNumber(5000, fmt('en'))).toBe('5,000');
    expect(formatNumber(5000, fmt('vi'))).toBe('5.000');
    expect(formatPercent(60, fmt('en'))).toBe('60%');
    expect(formatPercent(60, fmt('ru'))).toBe(`60${nbsp}%`);
    expect(formatRange(3000, 5000, fmt('en'))).toBe('3,000–5,000');
    expect(formatPercentRange(60, 100, fmt('en'))).toBe('60–100%');
  });

  it('keeps a number with its unit: a no-break space, or none where the language sets them together', () => {
    expect(formatQuantity(5000, 'mAh', fmt('en'))).toBe(`5,000${nbsp}mAh`);
    expect(formatQuantity(5000, 'mAh', fmt('ja'))).toBe('5,000mAh');
  });

  it('writes dates short, long, and as the agreements write them', () => {
    expect(formatDate('2026-07-01', fmt('en'), 'long')).toBe('1 July 2026');
    expect(formatDate('2026-07-01', fmt('en'), 'short')).toBe('01/07/2026');
    expect(formatDate('2026-07-01', fmt('vi'), 'long')).toBe('1 tháng 7, 2026');
    // Vietnamese administrative style pads days under 10 and months 1 and 2 only.
    expect(formatDate('2026-07-01', fmt('vi'), 'legal')).toBe('01 tháng 7 năm 2026');
    expect(formatDate('2026-02-05', fmt('vi'), 'legal')).toBe('05 tháng 02 năm 2026');
    expect(formatDate('2025-03-01', fmt('th'), 'legal')).toBe('1 มีนาคม พ.ศ. 2568');
    expect(formatDate('2026-07-01', fmt('ja'), 'legal')).toBe('2026年7月1日');
    expect(formatDate('2027-01-01', fmt('vi'), 'legal')).toBe('01 tháng 01 năm 2027');
    expect(formatDate('2026-11-27', fmt('vi'), 'legal')).toBe('27 tháng 11 năm 2026');
  });

  it('renders from a description, not the runtime ICU, so browsers without kk data agree', () => {
    const kk = describeLocale('kk');
    // What a browser receives is plain data: JSON round-trip loses nothing.
    const shipped = JSON.parse(JSON.stringify(kk));
    expect(formatVnd(330000, shipped)).toBe(`330${nbsp}000${nbsp}VND`);
    expect(formatRange(1.5, 2, shipped)).toBe('1,5–2');
    expect(formatDate('2026-07-01', shipped, 'legal')).toBe('2026 жылғы 1 шілде');
    expect(formatList(['A', 'B', 'C'], shipped)).toBe('A, B және C');
    expect(formatNumber(1000, fmt('ru'))).toBe(`1${nbsp}000`);
  });

  it('joins lists in the language of the page, the same on server and browser', () => {
    const cities = ['A', 'B', 'C'];
    expect(formatList(['Visa', 'JCB'], fmt('en'))).toBe('Visa and JCB');
    expect(formatList(cities, fmt('id'))).toBe('A, B, dan C');
    expect(formatList(['TrueMoney', 'VISA', 'LINE Pay'], fmt('th'))).toBe('TrueMoney, VISA และ LINE Pay');
    expect(formatList(['TrueMoney', 'VISA', 'LINE Pay'], fmt('th'), 'examples')).toBe('TrueMoney, VISA, LINE Pay');
    expect(formatList(['ก', 'ข', 'ค'], fmt('th'))).toBe('ก ข และค');
    expect(formatList(['only'], fmt('ja'))).toBe('only');
  });

  it('has a style for every locale of the site', () => {
    for (const locale of locales) expect(() => describeLocale(locale.htmlLang), locale.key).not.toThrow();
  });
});
