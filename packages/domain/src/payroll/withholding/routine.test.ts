import { describe, expect, it } from 'vitest';
import { WITHHOLDING_PERIODS, type WithholdingPeriod } from './periods.js';
import { bracketTaxOf, prepareYear, socialSecurityOf, withholdingSteps, type WithholdingSteps } from './routine.js';
import { WITHHOLDING_2026 } from './year-2026.js';

const year = prepareYear(WITHHOLDING_2026);
const steps = (table: string, period: WithholdingPeriod, basis: number) =>
  withholdingSteps(year, year.tables.get(table)!, period, basis);

describe('§7 worked examples, every step', () => {
  it.each<[string, string, WithholdingPeriod, number, Omit<WithholdingSteps, 'divisor'> & { divisor: number }]>([
    [
      '§7.1 table 8000, month, 50 000 → 14 184 (minimum deduction at its cap, bracket 2, flat social security)',
      '8000',
      'MONTH',
      50_000,
      {
        rounded: 50_050,
        annualIncome: 606_606,
        minimumDeduction: 84_216,
        standardDeduction: 0,
        seamansDeduction: 0,
        ordinaryIncome: 407_850,
        municipalTax: 56_079,
        commonTax: 33_648,
        bracketTax: 13_100,
        socialSecurity: 46_102,
        annualTax: 148_929,
        divisor: 10.5,
        periodTax: 14_184,
        deduction: 14_184,
      },
    ],
    [
      '§7.2 table 9400, month, 5 000 → 5 000 (the addition makes W 6 744, capped at the basis)',
      '9400',
      'MONTH',
      5_000,
      {
        rounded: 5_050,
        annualIncome: 61_206,
        minimumDeduction: 24_776,
        standardDeduction: 0,
        seamansDeduction: 0,
        ordinaryIncome: 321_890,
        municipalTax: 44_260,
        commonTax: 26_556,
        bracketTax: 0,
        socialSecurity: 0,
        annualTax: 70_816,
        divisor: 10.5,
        periodTax: 6_744,
        deduction: 5_000,
      },
    ],
    [
      '§7.3 table 0100 (seamen, no social security), week, 10 000 → 964 (three capped deductions, floor)',
      '0100',
      'WEEK',
      10_000,
      {
        rounded: 10_010,
        annualIncome: 520_520,
        minimumDeduction: 95_700,
        standardDeduction: 40_000,
        seamansDeduction: 86_300,
        ordinaryIncome: 183_980,
        municipalTax: 25_297,
        commonTax: 15_178,
        bracketTax: 9_656,
        socialSecurity: 0,
        annualTax: 50_131,
        divisor: 52,
        periodTax: 964,
        deduction: 964,
      },
    ],
    [
      '§7.4 table 6300 (Finnmark), 14 days, 25 000 → 5 747 (K 159 540, 4.75 % common tax, standard deduction)',
      '6300',
      'FOURTEEN_DAYS',
      25_000,
      {
        rounded: 25_025,
        annualIncome: 650_650,
        minimumDeduction: 84_216,
        standardDeduction: 40_000,
        seamansDeduction: 0,
        ordinaryIncome: 366_894,
        municipalTax: 50_448,
        commonTax: 17_427,
        bracketTax: 14_861,
        socialSecurity: 49_449,
        annualTax: 132_185,
        divisor: 23,
        periodTax: 5_747,
        deduction: 5_747,
      },
    ],
    [
      '§7.5 table 7700 (LOW rate, 12 months), month, 10 000 → 437 (phase-in; 5 238 / 12 = 436.5 rounds up)',
      '7700',
      'MONTH',
      10_000,
      {
        rounded: 10_050,
        annualIncome: 120_600,
        minimumDeduction: 48_819,
        standardDeduction: 12_060,
        seamansDeduction: 0,
        ordinaryIncome: -54_819,
        municipalTax: 0,
        commonTax: 0,
        bracketTax: 0,
        socialSecurity: 5_238,
        annualTax: 5_238,
        divisor: 12,
        periodTax: 437,
        deduction: 437,
      },
    ],
  ])('%s', (_name, table, period, basis, expected) => {
    expect(steps(table, period, basis)).toEqual(expected);
  });

  it('§7.6 interval rounding, table 8000 month: 9 999 → A 9 950 → 499; 10 000 → A 10 050 → 528', () => {
    expect([steps('8000', 'MONTH', 9_999).rounded, steps('8000', 'MONTH', 9_999).deduction]).toEqual([9_950, 499]);
    expect([steps('8000', 'MONTH', 10_000).rounded, steps('8000', 'MONTH', 10_000).deduction]).toEqual([10_050, 528]);
  });
});

describe('§4 the algorithm', () => {
  it('§4 step 1: the basis is rounded down to its step and half a step added (9 999 and 10 000 in every period)', () => {
    const rounded = WITHHOLDING_PERIODS.map((period) => [
      steps('8000', period, 9_999).rounded,
      steps('8000', period, 10_000).rounded,
    ]);
    expect(rounded).toEqual([
      [9_950, 10_050],
      [9_975, 10_025],
      [9_990, 10_010],
      [9_990, 10_010],
      [9_990, 10_010],
      [9_990, 10_010],
      [9_990, 10_010],
    ]);
  });

  it('§4 step 2: ordinary tables annualise with 12.12 …, the others with 12 … (month, 10 000)', () => {
    expect(steps('8000', 'MONTH', 10_000).annualIncome).toBe(121_806);
    expect(steps('7300', 'MONTH', 10_000).annualIncome).toBe(120_600);
  });

  it('§4 step 2: a 14-day ORDINARY A × 26.26 is an exact half, and R rounds it up (10 025 → 263 257)', () => {
    expect(steps('8000', 'FOURTEEN_DAYS', 10_000).annualIncome).toBe(263_257);
  });

  it('§4 step 3b/3c: only STANDARD_DEDUCTION, FINNMARK and SEAMEN get the 10 % deduction, only SEAMEN the 30 %', () => {
    const deductions = ['8000', '7150', '7300', '6300', '0101'].map((table) => {
      const { standardDeduction, seamansDeduction } = steps(table, 'MONTH', 10_000);
      return [table, standardDeduction, seamansDeduction];
    });
    expect(deductions).toEqual([
      ['8000', 0, 0],
      ['7150', 0, 0],
      ['7300', 12_060, 0],
      ['6300', 12_060, 0],
      ['0101', 12_060, 36_180],
    ]);
  });

  it('§4 step 4: the municipal and the common tax are rounded each on its own, not 22 % in one go', () => {
    // 8000 month 20 200: N = 46 674; 13.75 % = 6 417.675 → 6 418 and 8.25 % = 3 850.605 → 3 851, together
    // 10 269, where R(22 % of N) = R(10 268.28) would give one krone less.
    const { ordinaryIncome, municipalTax, commonTax } = steps('8000', 'MONTH', 20_200);
    expect([ordinaryIncome, municipalTax, commonTax]).toEqual([46_674, 6_418, 3_851]);
  });

  it('§4 step 4: no tax on ordinary income when N is negative (7700 month 10 000, N = −54 819, §7.5)', () => {
    const { ordinaryIncome, municipalTax, commonTax } = steps('7700', 'MONTH', 10_000);
    expect([ordinaryIncome < 0, municipalTax, commonTax]).toEqual([true, 0, 0]);
  });

  it('§4 step 5a: bracket tax is 0 below 226 100 and at it (a zero last term), then the terms add up before rounding', () => {
    expect(bracketTaxOf(WITHHOLDING_2026, 226_099)).toBe(0);
    expect(bracketTaxOf(WITHHOLDING_2026, 226_100)).toBe(0);
    expect(bracketTaxOf(WITHHOLDING_2026, 318_300)).toBe(1_567); // R(1 567.4 + 0)
    expect(bracketTaxOf(WITHHOLDING_2026, 725_050)).toBe(17_837); // R(1 567.4 + 16 270 + 0)
    expect(bracketTaxOf(WITHHOLDING_2026, 980_100)).toBe(52_779); // R(… + 34 941.85)
    expect(bracketTaxOf(WITHHOLDING_2026, 1_467_200)).toBe(134_612); // R(… + 81 832.8)
    expect(bracketTaxOf(WITHHOLDING_2026, 1_467_201)).toBe(134_612); // R(134 612.05 + 0.178)
    expect(bracketTaxOf(WITHHOLDING_2026, 606_606)).toBe(13_100); // §7.1
  });

  it('§4 step 5b: social security — nothing below 99 650, 25 % phase-in up to the limit (inclusive), then the flat rate', () => {
    const ss = (socialClass: 'HIGH' | 'LOW' | 'NONE', income: number) => socialSecurityOf(year, socialClass, income);
    expect([ss('HIGH', 99_649), ss('HIGH', 99_650), ss('HIGH', 99_652)]).toEqual([0, 0, 1]); // R(0.5) = 1
    expect([ss('HIGH', 143_175), ss('HIGH', 143_176)]).toEqual([10_881, 10_881]); // R(10 881.25), R(10 881.376)
    expect([ss('LOW', 125_188), ss('LOW', 125_189)]).toEqual([6_385, 6_385]); // R(6 384.5), R(6 384.639)
    expect([ss('NONE', 99_652), ss('NONE', 1_000_000)]).toEqual([0, 0]);
    expect(ss('HIGH', 606_606)).toBe(46_102); // §7.1
  });

  it('§4 step 6: ORDINARY divides by 10.5 …; the others by the calendar count with the 12-month flag, else the reduced one', () => {
    const divisors = ['8000', '7300', '7350', '6300', '6350', '0100', '7150', '7170'].map(
      (table) => steps(table, 'ONE_DAY', 1_000).divisor,
    );
    expect(divisors).toEqual([(240 * 46) / 52, 319.375, 365, 319.375, 365, 365, 365, 319.375]);
  });

  it('§4 step 6: seamen tables round the period amount down, the others half up (0101 vs 7350 share P and divisor)', () => {
    // 0101 and 7350 both annualise by 12 and divide by 12; only the rounding and the seamen's deductions differ.
    const seamen = steps('0101', 'MONTH', 25_000);
    expect(seamen.periodTax).toBe(Math.floor(seamen.annualTax / 12));
    const standard = steps('7350', 'MONTH', 25_000);
    expect(standard.periodTax).toBe(Math.round(standard.annualTax / 12));
  });

  it('§4 step 7: the cap is against the unrounded basis (9400 month 5 049 → 5 049, not A = 5 050)', () => {
    expect(steps('9400', 'MONTH', 5_049).deduction).toBe(5_049);
  });
});
