import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.js';
import {
  paycheckWithholding,
  withholdingWarning,
  type PaycheckTaxCard,
  type PaycheckWithholding,
  type PaycheckWithholdingInput,
} from './paycheck-withholding.js';
import { withholding } from './withholding/withholding.js';

const TABLE_CARD: PaycheckTaxCard = { method: 'MAIN_EMPLOYER_TABLE', table: '8000', percentage: '38' };
const base = (overrides: Partial<PaycheckWithholdingInput>): PaycheckWithholdingInput => ({
  payDate: '2026-03-20',
  period: 'MONTH',
  card: TABLE_CARD,
  regularBasis: '0',
  extraBasis: '0',
  halfTaxMonth: 'DECEMBER',
  ...overrides,
});
const computed = (input: PaycheckWithholdingInput): PaycheckWithholding => {
  const result = paycheckWithholding(input);
  if ('error' in result) throw new Error(result.error);
  return result;
};
const engine = (table: string, basis: number) => {
  const result = withholding(2026, table, 'MONTH', basis);
  if ('error' in result) throw new Error(result.error);
  return result.deduction;
};

describe('table card', () => {
  it('regular pay by the table (8000, month, 45,000 → 12,244 from the engine), extras at the card’s 38 % (10,000.50 → 3,800)', () => {
    expect(engine('8000', 45_000)).toBe(12_244);
    expect(computed(base({ regularBasis: '45000', extraBasis: '10000.50' }))).toEqual({
      deduction: 16_044, // 12,244 + 3,800 (10,000.50 × 38 % = 3,800.19 → 3,800, rounded down)
      tableDeduction: 12_244,
      percentageDeduction: 3_800,
      halfTax: false,
      frikortPaid: null,
    });
  });

  it('the table rounds the basis down to its step itself: 45,099.99 withholds what 45,000 does', () => {
    expect(computed(base({ regularBasis: '45099.99' })).deduction).toBe(12_244);
  });

  it('engine errors pass through: an unknown table, a year without tables', () => {
    expect(paycheckWithholding(base({ card: { ...TABLE_CARD, table: '8115' }, regularBasis: '1' }))).toEqual({
      error: 'TABLE_NOT_FOUND',
    });
    expect(paycheckWithholding(base({ payDate: '2025-12-20', regularBasis: '1' }))).toEqual({
      error: 'YEAR_NOT_SUPPORTED',
    });
  });

  it('extras on a table card without a percentage are refused (MISSING_PERCENTAGE); without extras it does not matter', () => {
    const card: PaycheckTaxCard = { method: 'MAIN_EMPLOYER_TABLE', table: '8000', percentage: null };
    expect(paycheckWithholding(base({ card, regularBasis: '45000', extraBasis: '1' }))).toEqual({
      error: 'MISSING_PERCENTAGE',
    });
    expect(computed(base({ card, regularBasis: '45000' })).deduction).toBe(12_244);
  });
});

describe('half tax (monthly pay in the unit’s half-tax month)', () => {
  it('table card in December: half of the table deduction, rounded down (30,000 → 6,427 → 3,213); extras in full', () => {
    expect(engine('8000', 30_000)).toBe(6_427);
    expect(computed(base({ payDate: '2026-12-18', regularBasis: '30000', extraBasis: '1000' }))).toEqual({
      deduction: 3_593, // 3,213 + 1,000 × 38 % = 380
      tableDeduction: 3_213,
      percentageDeduction: 380,
      halfTax: true,
      frikortPaid: null,
    });
  });

  it('the chosen month only: November when the unit chose November, not December', () => {
    const november = base({ payDate: '2026-11-20', regularBasis: '30000', halfTaxMonth: 'NOVEMBER' });
    expect(computed(november).tableDeduction).toBe(3_213);
    expect(computed({ ...november, payDate: '2026-12-18' }).tableDeduction).toBe(6_427);
    expect(computed({ ...november, halfTaxMonth: 'DECEMBER' }).tableDeduction).toBe(6_427);
  });

  it('monthly pay only: 14-day pay in December is withheld in full here', () => {
    const result = computed(base({ payDate: '2026-12-11', period: 'FOURTEEN_DAYS', regularBasis: '20000' }));
    expect(result).toMatchObject({ tableDeduction: 5_296, halfTax: false });
  });

  it('not on the seamen’s or other 12-month tables (0100: 4,612; 7150: 10,563 in December as in March)', () => {
    for (const [table, expected] of [
      ['0100', 4_612],
      ['7150', 10_563],
    ] as const) {
      const card: PaycheckTaxCard = { method: 'MAIN_EMPLOYER_TABLE', table, percentage: '30' };
      expect(computed(base({ card, payDate: '2026-12-18', regularBasis: '45000' }))).toMatchObject({
        tableDeduction: expected,
        halfTax: false,
      });
    }
  });

  it('percentage card in December: half of the percentage on regular pay, extras in full (40,000 × 30 % ÷ 2 + 5,000 × 30 % = 7,500)', () => {
    for (const method of ['MAIN_EMPLOYER_PERCENTAGE', 'SECONDARY_EMPLOYER_PERCENTAGE'] as const) {
      const card: PaycheckTaxCard = { method, percentage: '30' };
      expect(computed(base({ card, payDate: '2026-12-18', regularBasis: '40000', extraBasis: '5000' }))).toEqual({
        deduction: 7_500,
        tableDeduction: 0,
        percentageDeduction: 7_500,
        halfTax: true,
        frikortPaid: null,
      });
    }
  });

  it('not on the 50 % without a card (December: 10,000 → 5,000)', () => {
    expect(
      computed(base({ card: { method: 'NO_TAX_CARD' }, payDate: '2026-12-18', regularBasis: '10000' })),
    ).toMatchObject({
      deduction: 5_000,
      halfTax: false,
    });
  });
});

describe('percentage card', () => {
  it('both bases at the percentage, summed exactly and rounded down once (12,345.67 + 0.50 at 33.5 % = 4,135.96… → 4,135)', () => {
    const card: PaycheckTaxCard = { method: 'MAIN_EMPLOYER_PERCENTAGE', percentage: '33.5' };
    expect(computed(base({ card, regularBasis: '12345.67', extraBasis: '0.50' }))).toEqual({
      deduction: 4_135,
      tableDeduction: 0,
      percentageDeduction: 4_135,
      halfTax: false,
      frikortPaid: null,
    });
  });

  it('a secondary employer’s card withholds the same way (20,000 at 46 % = 9,200)', () => {
    const card: PaycheckTaxCard = { method: 'SECONDARY_EMPLOYER_PERCENTAGE', percentage: '46' };
    expect(computed(base({ card, regularBasis: '20000' })).deduction).toBe(9_200);
  });

  it('refuses a percentage outside 0–100', () => {
    const card: PaycheckTaxCard = { method: 'MAIN_EMPLOYER_PERCENTAGE', percentage: '101' };
    expect(() => paycheckWithholding(base({ card, regularBasis: '1' }))).toThrow(RangeError);
  });
});

describe('frikort (tax-free card)', () => {
  const frikort = (paidThisYear: string, limit: string | null = '100000'): PaycheckTaxCard => ({
    method: 'TAX_EXEMPTION',
    limit,
    paidThisYear,
  });

  it('nothing up to the limit (80,000 paid + 15,000 = 95,000 ≤ 100,000)', () => {
    expect(computed(base({ card: frikort('80000'), regularBasis: '15000' }))).toEqual({
      deduction: 0,
      tableDeduction: 0,
      percentageDeduction: 0,
      halfTax: false,
      frikortPaid: '95000.00',
    });
  });

  it('crossing the limit mid-year: 50 % of the part above (95,000 + 10,000 + 1,001 = 106,001 → 6,001 above → 3,000)', () => {
    expect(computed(base({ card: frikort('95000'), regularBasis: '10000', extraBasis: '1001' }))).toMatchObject({
      deduction: 3_000, // 6,001 × 50 % = 3,000.50, rounded down
      frikortPaid: '106001.00',
    });
  });

  it('above the limit already: 50 % of the whole paycheck (120,000 paid, 8,000 → 4,000), also in the half-tax month', () => {
    expect(computed(base({ card: frikort('120000'), payDate: '2026-12-18', regularBasis: '8000' }))).toMatchObject({
      deduction: 4_000,
      halfTax: false,
    });
  });

  it('a card without its own limit uses the year’s standard limit (2026: 100,000, to confirm)', () => {
    expect(computed(base({ card: frikort('99000', null), regularBasis: '3000' })).deduction).toBe(1_000);
  });

  it('the months of a year: withheld 50 % of exactly what the year pays above the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40_000 }), { minLength: 12, maxLength: 12 }), (months) => {
        let paid = '0';
        let withheld = 0;
        for (const [index, pay] of months.entries()) {
          const month = String(index + 1).padStart(2, '0');
          const result = computed(
            base({ card: frikort(paid), payDate: `2026-${month}-20`, regularBasis: String(pay) }),
          );
          withheld += result.deduction;
          paid = result.frikortPaid!;
        }
        const above = Math.max(0, months.reduce((sum, pay) => sum + pay, 0) - 100_000);
        // Each month rounds its own 50 % down: less than half a krone short in each of the 12 months.
        expect(withheld).toBeLessThanOrEqual(above / 2);
        expect(withheld).toBeGreaterThan(above / 2 - 6);
      }),
    );
  });
});

describe('no tax card', () => {
  it('50 % of everything, rounded down (10,000.99 + 1 → 5,000)', () => {
    expect(
      computed(base({ card: { method: 'NO_TAX_CARD' }, regularBasis: '10000.99', extraBasis: '1' })).deduction,
    ).toBe(5_000);
  });
});

describe('negative paychecks', () => {
  it('a negative basis has no tax computed (NEGATIVE_PAYCHECK), whatever the card', () => {
    for (const card of [TABLE_CARD, { method: 'NO_TAX_CARD' } as const]) {
      expect(paycheckWithholding(base({ card, regularBasis: '-0.01' }))).toEqual({ error: 'NEGATIVE_PAYCHECK' });
      expect(paycheckWithholding(base({ card, regularBasis: '100', extraBasis: '-1' }))).toEqual({
        error: 'NEGATIVE_PAYCHECK',
      });
    }
  });
});

describe('withholding properties', () => {
  const cards = fc.oneof(
    fc.constantFrom<PaycheckTaxCard>(TABLE_CARD, { method: 'NO_TAX_CARD' }),
    fc.integer({ min: 0, max: 10_000 }).map((hundredths): PaycheckTaxCard => ({
      method: 'MAIN_EMPLOYER_PERCENTAGE',
      percentage: new Decimal(hundredths).dividedBy(100).toFixed(),
    })),
    fc
      .integer({ min: 0, max: 200_000 })
      .map((paid): PaycheckTaxCard => ({ method: 'TAX_EXEMPTION', limit: '100000', paidThisYear: String(paid) })),
  );
  const amount = fc.integer({ min: 0, max: 50_000_000 }).map((ore) => new Decimal(ore).dividedBy(100).toFixed(2));
  const month = fc.integer({ min: 1, max: 12 }).map((m) => `2026-${String(m).padStart(2, '0')}-15`);

  it('never above the basis, never negative, whole kroner', () => {
    fc.assert(
      fc.property(cards, amount, amount, month, (card, regular, extra, payDate) => {
        const result = computed(base({ card, regularBasis: regular, extraBasis: extra, payDate }));
        expect(Number.isSafeInteger(result.deduction) && result.deduction >= 0).toBe(true);
        expect(new Decimal(result.deduction).lte(new Decimal(regular).plus(extra))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('monotone: more regular pay or more extras never withholds less', () => {
    fc.assert(
      fc.property(cards, amount, amount, amount, month, (card, a, b, extra, payDate) => {
        const [low, high] = new Decimal(a).lte(b) ? [a, b] : [b, a];
        const at = (regular: string, extras: string) =>
          computed(base({ card, regularBasis: regular, extraBasis: extras, payDate })).deduction;
        expect(at(low, extra)).toBeLessThanOrEqual(at(high, extra));
        expect(at(extra, low)).toBeLessThanOrEqual(at(extra, high));
      }),
      { numRuns: 500 },
    );
  });

  it('half tax never withholds more than the same paycheck in another month', () => {
    fc.assert(
      fc.property(cards, amount, amount, (card, regular, extra) => {
        const at = (payDate: string) =>
          computed(base({ card, regularBasis: regular, extraBasis: extra, payDate })).deduction;
        expect(at('2026-12-18')).toBeLessThanOrEqual(at('2026-10-20'));
      }),
      { numRuns: 300 },
    );
  });
});

describe('withholdingWarning: a deduction against what the card implies', () => {
  it.each([
    ['12000', '12244', 'TOO_LOW'],
    ['12500', '12244', 'TOO_HIGH'],
    ['12244', '12244', null],
    ['12244.00', 12_244, null],
    ['0', '0', null],
  ] as const)('%s against %s → %s', (actual, expected, warning) => {
    expect(withholdingWarning(actual, expected)).toBe(warning);
  });
});
