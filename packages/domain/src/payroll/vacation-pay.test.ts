import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.js';
import {
  holidayDeduction,
  isVacationPayWithholdingFree,
  vacationPayAccrual,
  vacationPayPayout,
  type VacationPayAccrualInput,
} from './vacation-pay.js';

const accrual = (overrides: Partial<VacationPayAccrualInput>) =>
  vacationPayAccrual({ earningYear: 2026, birthDate: '1980-06-15', percentage: '10.2', bases: [], ...overrides });

describe('vacation pay accrual', () => {
  it('statutory 10.2 % of the year’s basis, summed over its paychecks (12 × 41,666.67 = 500,000.04 → 51,000.00)', () => {
    // 500,000.04 × 10.2 % = 51,000.00408 → 51,000.00
    expect(accrual({ bases: Array.from({ length: 12 }, () => '41666.67') })).toEqual({
      basis: '500000.04',
      ordinary: '51000.00',
      seniorBasis: '0.00',
      senior: '0.00',
      grunnbelop: null,
      total: '51000.00',
    });
  });

  it('12 % under agreement (500,000 → 60,000.00); a correction paycheck may be negative', () => {
    expect(accrual({ percentage: '12', bases: ['510000', '-10000'] }).total).toBe('60000.00');
  });

  it('rounding: half up to øre (0.05 × 10.2 % = 0.0051 → 0.01; 1,234.56 × 12 % = 148.1472 → 148.15)', () => {
    expect(accrual({ bases: ['0.05'] }).ordinary).toBe('0.01');
    expect(accrual({ percentage: '12', bases: ['1234.56'] }).ordinary).toBe('148.15');
  });

  it('turning 59 in the earning year: + 2.3 % on the basis up to 6 G, G at 31 December (2026: 6 × 136,549 = 819,294)', () => {
    // 900,000 × 10.2 % = 91,800.00; min(900,000, 819,294) × 2.3 % = 18,843.762 → 18,843.76; total 110,643.76
    expect(accrual({ birthDate: '1967-12-31', bases: ['900000'] })).toEqual({
      basis: '900000.00',
      ordinary: '91800.00',
      seniorBasis: '819294.00',
      senior: '18843.76',
      grunnbelop: '136549.00',
      total: '110643.76',
    });
  });

  it('below 6 G the extra is on the whole basis (12 % + 2.3 % = 14.3 %: 400,000 → 57,200.00)', () => {
    expect(accrual({ birthDate: '1950-01-01', percentage: '12', bases: ['400000'] }).total).toBe('57200.00');
  });

  it('turning 58 in the earning year: no extra yet', () => {
    expect(accrual({ birthDate: '1968-01-01', bases: ['900000'] }).senior).toBe('0.00');
  });

  it('earned in 2025: G at 31 December 2025 = 130,160, cap 780,960 → 17,962.08', () => {
    expect(accrual({ earningYear: 2025, birthDate: '1966-03-01', bases: ['900000'] })).toMatchObject({
      seniorBasis: '780960.00',
      senior: '17962.08', // 780,960 × 2.3 %
      grunnbelop: '130160.00',
    });
  });

  it('G changing in May: leaving on 30 April 2026 uses 130,160, leaving on 1 May uses 136,549', () => {
    const left = (leavingDate: string) => accrual({ birthDate: '1960-01-01', bases: ['900000'], leavingDate });
    expect(left('2026-04-30')).toMatchObject({ grunnbelop: '130160.00', seniorBasis: '780960.00' });
    expect(left('2026-05-01')).toMatchObject({ grunnbelop: '136549.00', seniorBasis: '819294.00' });
    // A leaving date in another year does not count: G at 31 December of the earning year.
    expect(left('2027-02-01')).toMatchObject({ grunnbelop: '136549.00' });
  });

  it('refuses a negative year’s basis, and a senior extra without a known G (2024)', () => {
    expect(() => accrual({ bases: ['-1'] })).toThrow(RangeError);
    expect(() => accrual({ earningYear: 2024, birthDate: '1960-01-01', bases: ['1'] })).toThrow(RangeError);
    expect(accrual({ earningYear: 2024, bases: ['1000'] }).total).toBe('102.00');
  });
});

describe('vacation pay properties', () => {
  const basis = fc.integer({ min: 0, max: 300_000_000 }).map((ore) => new Decimal(ore).dividedBy(100).toFixed(2));
  const senior = (value: string) => accrual({ birthDate: '1960-01-01', bases: [value] });

  it('the 6 G cap: the extra never exceeds 2.3 % of 6 G = 18,843.76, and above 6 G it is exactly that', () => {
    fc.assert(
      fc.property(basis, (value) => {
        const result = senior(value);
        expect(new Decimal(result.senior).lte('18843.76')).toBe(true);
        if (new Decimal(value).gte(819_294)) expect(result.senior).toBe('18843.76');
      }),
    );
  });

  it('monotone in the basis, and never above 10.2 + 2.3 = 12.5 % of it (+ an øre of rounding)', () => {
    fc.assert(
      fc.property(basis, basis, (a, b) => {
        const [low, high] = new Decimal(a).lte(b) ? [a, b] : [b, a];
        expect(new Decimal(senior(low).total).lte(senior(high).total)).toBe(true);
        expect(new Decimal(senior(high).total).lte(new Decimal(high).times('0.125').plus('0.01'))).toBe(true);
      }),
    );
  });
});

describe('holiday deduction for monthly pay (26 working days a month)', () => {
  it('statutory 25 days: 25/26 of the month (45,000 × 25 / 26 = 43,269.2307… → 43,269.23)', () => {
    expect(holidayDeduction('45000', 25)).toBe('43269.23');
  });

  it('five weeks, 30 days: the month and 4/26 more (45,000 × 30 / 26 = 51,923.0769… → 51,923.08)', () => {
    expect(holidayDeduction('45000', 30)).toBe('51923.08');
  });

  it('refuses a fraction of a day or a negative pay', () => {
    expect(() => holidayDeduction('45000', 2.5)).toThrow(RangeError);
    expect(() => holidayDeduction('-1', 25)).toThrow(RangeError);
  });
});

describe('vacation pay and table withholding', () => {
  it.each([
    ['10.2', '2026-06-19', true], // statutory, paid in the vacation year
    ['12', '2026-06-19', true], // contractual, within 21 % above 10.2 (12.342)
    ['12.3', '2026-06-19', true],
    ['12.35', '2026-06-19', false], // above 10.2 × 1.21 = 12.342
    ['10.2', '2025-12-20', false], // paid in the earning year (final settlement): withheld like pay
    ['10.2', '2027-06-18', false], // not the vacation year either
  ] as const)('%s %% earned in 2025, paid %s → free of table withholding: %s', (percentage, payDate, free) => {
    expect(isVacationPayWithholdingFree({ percentage, earningYear: 2025, payDate })).toBe(free);
  });

  it('the June payout: the accrued vacation pay, the holiday deduction, free of table withholding', () => {
    expect(
      vacationPayPayout({
        accrued: '51000',
        monthlyPay: '45000',
        vacationDays: 25,
        percentage: '10.2',
        earningYear: 2025,
        payDate: '2026-06-19',
      }),
    ).toEqual({ vacationPay: '51000.00', holidayDeduction: '43269.23', withholdingFree: true });
  });
});
