/**
 * An archived agreement keeps the figures it was published with
 * (src/data/termsFigures.ts): changing a figure today changes the current
 * pages and no archived one.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {agreementVersions} from '../../src/data/helpCenter';
import {archivedFigures, figuresFor} from '../../src/data/termsFigures';

// Today's tariff changes: the deposit rises and refunds by card get faster.
vi.mock('../../src/data/business', async (importOriginal) => {
  const business = await importOriginal<typeof import('../../src/data/business')>();
  return {
    ...business,
    rental: {...business.rental, depositVnd: 500_000},
    refundTimes: business.refundTimes.map((r) => (r.method === 'card' ? {...r, workingDays: {min: 1, max: 7}} : r)),
  };
});

describe('figures per agreement version', () => {
  it('change on the current pages when a figure changes, and on no archived page', () => {
    expect(figuresFor('current').rental.depositVnd).toBe(500_000);
    expect(figuresFor(undefined).rental.depositVnd).toBe(500_000);
    expect(figuresFor('1.0').rental.depositVnd).toBe(330_000);
    const card = (version: string) => figuresFor(version).refundTimes.find((r) => r.method === 'card')!.workingDays;
    expect(card('current')).toEqual({min: 1, max: 7});
    expect(card('1.0')).toEqual({min: 3, max: 20});
  });

  it("exist for every archived version, and an unknown version is an error, not today's figures", () => {
    for (const v of agreementVersions.filter((v) => v.docsVersion !== 'current')) {
      expect(archivedFigures[v.docsVersion], v.version).toBeDefined();
    }
    expect(() => figuresFor('0.9')).toThrow(/No figures for docs version 0\.9/);
  });

  it("reach the MDX components only through the page's version", () => {
    const source = readFileSync(path.resolve(__dirname, '../../src/components/BusinessFacts/index.tsx'), 'utf8');
    // Types only from business.ts; every figure comes from figuresFor().
    expect(source).toMatch(/^import type \{[^}]*\} from '@site\/src\/data\/business';$/m);
    expect(source).not.toMatch(/^import \{[^}]*\} from '@site\/src\/data\/business';$/m);
    expect(source).toContain('figuresFor(useActiveDocContext(undefined).activeVersion?.name)');
  });
});
