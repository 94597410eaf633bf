import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WITHHOLDING_PERIODS } from './periods.js';
import { prepareYear, withholdingSteps } from './routine.js';
import { withholding } from './withholding.js';
import { WITHHOLDING_2026 } from './year-2026.js';

const year = prepareYear(WITHHOLDING_2026);
const TABLES = WITHHOLDING_2026.tables.map((table) => table.number);

const table = fc.constantFrom(...TABLES);
const period = fc.constantFrom(...WITHHOLDING_PERIODS);
/** Bases up to 25 million, leaning small, where the deductions, phase-in and caps change. */
const basis = fc.oneof(
  fc.integer({ min: 0, max: 20_000 }),
  fc.integer({ min: 0, max: 2_000_000 }),
  fc.integer({ min: 0, max: 25_000_000 }),
);

const deductionOf = (t: string, p: (typeof WITHHOLDING_PERIODS)[number], b: number) => {
  const result = withholding(2026, t, p, b);
  if (!('deduction' in result)) throw new Error(result.error);
  return result.deduction;
};

describe('properties of W', () => {
  it('§6.7: monotone — within a table and period, W never decreases when the basis grows (B ≥ 0)', () => {
    fc.assert(
      fc.property(table, period, basis, basis, (t, p, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(deductionOf(t, p, low)).toBeLessThanOrEqual(deductionOf(t, p, high));
      }),
      { numRuns: 3_000 },
    );
  });

  it('§6.7: monotone on the whole grid — every table, period and step up to the maximum', () => {
    for (const t of TABLES) {
      for (const p of WITHHOLDING_PERIODS) {
        const { step, tableMaximum } = WITHHOLDING_2026.periods[p];
        let previous = 0;
        for (let b = 0; b <= tableMaximum; b += step) {
          const { deduction } = withholdingSteps(year, year.tables.get(t)!, p, b);
          if (deduction < previous) expect.fail(`${t} ${p} ${b}: ${deduction} < ${previous}`);
          previous = deduction;
        }
      }
    }
  });

  it('§4 step 7: never above the basis, and always a whole, non-negative number of kroner', () => {
    fc.assert(
      fc.property(table, period, basis, (t, p, b) => {
        const deduction = deductionOf(t, p, b);
        expect(Number.isSafeInteger(deduction) && deduction >= 0 && deduction <= b).toBe(true);
      }),
      { numRuns: 3_000 },
    );
  });

  it('§6.1: 0 at basis 0, for any table and period', () => {
    fc.assert(fc.property(table, period, (t, p) => deductionOf(t, p, 0) === 0));
  });

  it('§4 step 1: all bases of one step interval [k·s, (k+1)·s − 1] give the same tax before the cap', () => {
    fc.assert(
      fc.property(table, period, basis, fc.nat(), (t, p, b, offset) => {
        const { step } = WITHHOLDING_2026.periods[p];
        const start = b - (b % step);
        const other = start + (offset % step);
        const tax = (x: number) => withholdingSteps(year, year.tables.get(t)!, p, x).periodTax;
        expect(tax(other)).toBe(tax(start));
      }),
      { numRuns: 2_000 },
    );
  });

  it('§1 a pure function: the same table, period and basis give the same W whatever was computed before, in any period', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(table, period, basis), { minLength: 1, maxLength: 20 }),
        fc.array(fc.tuple(table, period, basis), { maxLength: 20 }),
        (calls, between) => {
          const first = calls.map(([t, p, b]) => deductionOf(t, p, b));
          for (const [t, p, b] of between) deductionOf(t, p, b);
          expect([...calls].reverse().map(([t, p, b]) => deductionOf(t, p, b))).toEqual([...first].reverse());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('§6.4: the periods differ only by step, factor and divisor — a month and a week with the same annual income P give the same annual tax, in any table', () => {
    // A month's A × 12 (or × 12.12) equals a week's A × 52 (or × 52.52) when (100k + 50) × 12 = (20j + 10) × 52,
    // i.e. 15k + 1 = 13j: k = 6 + 13n, j = (15k + 1) / 13.
    fc.assert(
      fc.property(table, fc.integer({ min: 0, max: 2_000 }), (t, n) => {
        const k = 6 + 13 * n;
        const j = (15 * k + 1) / 13;
        const month = withholdingSteps(year, year.tables.get(t)!, 'MONTH', 100 * k);
        const week = withholdingSteps(year, year.tables.get(t)!, 'WEEK', 20 * j);
        expect(week.annualIncome).toBe(month.annualIncome);
        expect(week.annualTax).toBe(month.annualTax);
        const round =
          WITHHOLDING_2026.types[year.tables.get(t)!.type].finalRounding === 'floor' ? Math.floor : Math.round;
        expect(week.periodTax).toBe(round(week.annualTax / week.divisor));
      }),
      { numRuns: 1_000 },
    );
  });
});
