import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../decimal.js';
import type { BenefitKind } from '../enums.js';
import { zone1aReducedBasisLimit } from '../employer-tax.js';
import type { PayCode } from '../pay-codes.js';
import type { PaycheckTaxCard } from '../paycheck-withholding.js';
import { withholding } from '../withholding/withholding.js';
import { paycheckFigures, type PaycheckFigureLine, type PaycheckFiguresInput } from './figures.js';
import { paycheckLineTreatment } from './line-treatment.js';

const TABLE_CARD: PaycheckTaxCard = { method: 'MAIN_EMPLOYER_TABLE', table: '8000', percentage: '38' };
const NO_CARD: PaycheckTaxCard = { method: 'NO_TAX_CARD' };

/** A cash line paid out, withheld by the table, with employer tax and vacation pay (fastlønn). */
const line = (sum: string, overrides: Partial<PaycheckFigureLine> = {}): PaycheckFigureLine => ({
  sum,
  calculationType: 'CASHEDOUT',
  withholding: 'TABLE',
  employerTax: true,
  vacationPayBasis: true,
  taxDeduction: false,
  garnishment: false,
  ...overrides,
});
/** A line as an ordinary paycheck gets it from its main template's codes; benefits in kind are only calculated. */
const coded = (
  kind: BenefitKind,
  payCode: PayCode | null,
  sum: string,
  context: Parameters<typeof paycheckLineTreatment>[2] = {
    vacationPayWithholdingFree: true,
    card: 'MAIN_EMPLOYER_TABLE',
  },
): PaycheckFigureLine =>
  line(sum, {
    calculationType: kind === 'naturalytelse' ? 'CALCULATED' : 'CASHEDOUT',
    ...paycheckLineTreatment(kind, payCode, context),
  });
const taxLine = (sum: string) =>
  line(sum, { withholding: 'NONE', employerTax: false, vacationPayBasis: false, taxDeduction: true });
const garnishment = (sum: string) =>
  line(sum, { withholding: 'NONE', employerTax: false, vacationPayBasis: false, garnishment: true });

const input = (overrides: Partial<PaycheckFiguresInput>): PaycheckFiguresInput => ({
  payDate: '2026-03-20',
  card: TABLE_CARD,
  halfTaxMonth: 'DECEMBER',
  lines: [],
  prepayments: [],
  manualTaxDeduction: null,
  vacationPayPercentage: '10.2',
  employerTaxZone: '1',
  zone1aBasisUsed: '0',
  ...overrides,
});
const figures = (overrides: Partial<PaycheckFiguresInput>) => paycheckFigures(input(overrides));
const engine = (table: string, basis: string) => {
  const result = withholding(2026, table, 'MONTH', basis);
  if ('error' in result) throw new Error(result.error);
  return result.deduction;
};
const kroner = (amount: number) => new Decimal(amount).toFixed(2);

describe('gross pay: the paid-out income lines', () => {
  it('a calculated benefit in kind is in the table basis and the employer-tax basis, not in gross or net pay', () => {
    const without = figures({ lines: [coded('kontantytelse', 'fastloenn', '45000')] });
    const withCar = figures({
      lines: [coded('kontantytelse', 'fastloenn', '45000'), coded('naturalytelse', 'bil', '5000')],
    });
    expect(without).toMatchObject({ grossPay: '45000.00', withholdingBasis: '45000.00', taxDeduction: '12244.00' });
    // 8000, month: 50,000 → 14,184 (withholding-2026.md §8.1)
    expect(withCar).toMatchObject({
      grossPay: '45000.00',
      withholdingBasis: '50000.00',
      expectedTaxDeduction: '14184.00',
      taxDeduction: '14184.00',
      employerTaxBasis: '50000.00',
      vacationPayBasis: '45000.00',
      netPay: '30816.00', // 45,000 − 14,184: the car is taxed, not paid
    });
    expect(withCar.employerTax?.tax).toBe('7050.00'); // 50,000 × 14.1 %
  });

  it('an expense allowance is paid out (gross and net) but in no basis', () => {
    const result = figures({
      lines: [coded('kontantytelse', 'fastloenn', '45000'), coded('utgiftsgodtgjoerelse', 'kostDoegn', '1200.50')],
    });
    expect(result).toMatchObject({
      grossPay: '46200.50',
      withholdingBasis: '45000.00',
      extraWithholdingBasis: '0.00',
      employerTaxBasis: '45000.00',
      vacationPayBasis: '45000.00',
      taxDeduction: '12244.00',
      netPay: '33956.50',
    });
  });

  it('tax-deduction and garnishment lines are not income: in no basis and not in gross pay', () => {
    const result = figures({ lines: [line('45000'), taxLine('1000'), garnishment('2000')] });
    expect(result).toMatchObject({
      grossPay: '45000.00',
      withholdingBasis: '45000.00',
      employerTaxBasis: '45000.00',
      vacationPayBasis: '45000.00',
    });
  });
});

describe('withholding by the card, monthly periods', () => {
  it.each(['8000', '8100', '8200', '9100', '6300', '7150', '0100'])(
    'table %s: exactly the engine’s monthly deduction of the table basis',
    (table) => {
      for (const basis of ['0', '9999', '10000', '25000', '45099.99', '100000', '600000']) {
        const result = figures({ card: { ...TABLE_CARD, table }, lines: [line(basis)] });
        expect(result.expectedTaxDeduction).toBe(kroner(engine(table, basis)));
        expect(result.taxDeduction).toBe(kroner(engine(table, basis)));
        expect(result.taxError).toBeNull();
      }
    },
  );

  it('table lines are summed before the table (two lines of 22,500 withhold what 45,000 does)', () => {
    expect(figures({ lines: [line('22500'), line('22500')] }).taxDeduction).toBe('12244.00');
  });

  it('extras at the card’s percentage, rounded down to whole kroner (10,000.50 × 38 % = 3,800.19 → 3,800)', () => {
    const result = figures({ lines: [line('45000'), coded('kontantytelse', 'bonus', '10000.50')] });
    expect(result).toMatchObject({
      withholdingBasis: '45000.00',
      extraWithholdingBasis: '10000.50',
      expectedTaxDeduction: '16044.00', // 12,244 + 3,800
      taxDeduction: '16044.00',
      vacationPayBasis: '55000.50', // a bonus earns vacation pay
    });
  });

  it('extras on a table card without a percentage: MISSING_PERCENTAGE, nothing withheld', () => {
    const result = figures({
      card: { ...TABLE_CARD, percentage: null },
      lines: [line('45000'), coded('kontantytelse', 'bonus', '1000')],
    });
    expect(result).toMatchObject({ taxError: 'MISSING_PERCENTAGE', expectedTaxDeduction: null, taxDeduction: '0.00' });
  });

  it('half tax on a table card in the unit’s half-tax month: half the table deduction rounded down, extras in full', () => {
    const lines = [line('30000'), coded('kontantytelse', 'bonus', '1000')];
    // 8000, 30,000 → 6,427 → 3,213; 1,000 × 38 % = 380
    expect(figures({ payDate: '2026-12-18', lines })).toMatchObject({ taxDeduction: '3593.00', halfTax: true });
    expect(figures({ payDate: '2026-12-18', halfTaxMonth: 'NOVEMBER', lines })).toMatchObject({
      taxDeduction: '6807.00',
      halfTax: false,
    });
    expect(figures({ payDate: '2026-11-20', halfTaxMonth: 'NOVEMBER', lines })).toMatchObject({
      taxDeduction: '3593.00',
      halfTax: true,
    });
  });

  it('half tax on a percentage card: half the percentage on regular pay (40,000 × 30 % ÷ 2 + 5,000 × 30 % = 7,500)', () => {
    for (const method of ['MAIN_EMPLOYER_PERCENTAGE', 'SECONDARY_EMPLOYER_PERCENTAGE'] as const) {
      const card: PaycheckTaxCard = { method, percentage: '30' };
      const lines = [line('40000'), coded('kontantytelse', 'bonus', '5000')];
      expect(figures({ card, payDate: '2026-12-18', lines })).toMatchObject({ taxDeduction: '7500.00', halfTax: true });
      expect(figures({ card, payDate: '2026-10-20', lines })).toMatchObject({
        taxDeduction: '13500.00',
        halfTax: false,
      });
    }
  });

  it('no half tax on the 50 % without a card (December: 10,000 → 5,000)', () => {
    expect(figures({ card: NO_CARD, payDate: '2026-12-18', lines: [line('10000')] })).toMatchObject({
      taxDeduction: '5000.00',
      halfTax: false,
    });
  });

  it('no card: 50 % of both bases, rounded down (10,000.99 + 1 → 5,000)', () => {
    const result = figures({ card: NO_CARD, lines: [line('10000.99'), coded('kontantytelse', 'bonus', '1')] });
    expect(result.taxDeduction).toBe('5000.00');
  });

  it('frikort: nothing up to the limit; a paycheck crossing it withholds 50 % of the part above', () => {
    const frikort = (paidThisYear: string): PaycheckTaxCard => ({
      method: 'TAX_EXEMPTION',
      limit: '100000',
      paidThisYear,
    });
    expect(figures({ card: frikort('80000'), lines: [line('15000')] }).taxDeduction).toBe('0.00');
    // 95,000 + 10,000 + 1,001 = 106,001: 6,001 above → 3,000.50 → 3,000
    const crossing = figures({
      card: frikort('95000'),
      lines: [line('10000'), coded('kontantytelse', 'bonus', '1001')],
    });
    expect(crossing).toMatchObject({ expectedTaxDeduction: '3000.00', taxDeduction: '3000.00', taxWarning: null });
    expect(figures({ card: frikort('120000'), lines: [line('8000')] }).taxDeduction).toBe('4000.00');
  });
});

describe('a typed (manual) deduction against the card’s', () => {
  const lines = [line('45000')]; // the card implies 12,244

  it.each([
    ['12000', 'TOO_LOW'],
    ['12500', 'TOO_HIGH'],
    ['12244', null],
    ['12244.00', null],
  ] as const)('%s typed → %s; the typed amount is withheld', (typed, warning) => {
    const result = figures({ lines, manualTaxDeduction: typed });
    expect(result).toMatchObject({
      expectedTaxDeduction: '12244.00',
      taxDeduction: new Decimal(typed).toFixed(2),
      taxWarning: warning,
    });
    expect(result.netPay).toBe(new Decimal(45000).minus(typed).toFixed(2));
  });

  it('a typed zero on a paycheck that implies tax is TOO_LOW; on one that implies none, fine', () => {
    expect(figures({ lines, manualTaxDeduction: '0' }).taxWarning).toBe('TOO_LOW');
    expect(figures({ lines: [line('5000')], manualTaxDeduction: '0' }).taxWarning).toBeNull();
  });
});

describe('tax-deduction lines (extra tax withheld)', () => {
  it('add to the tax withheld; without a typed amount that is above the card’s: TOO_HIGH', () => {
    const result = figures({ lines: [line('45000'), taxLine('1000')] });
    expect(result).toMatchObject({
      expectedTaxDeduction: '12244.00',
      taxDeduction: '13244.00',
      taxWarning: 'TOO_HIGH',
      netPay: '31756.00',
    });
  });

  it('add to a typed amount too: typed 11,244 + a 1,000 line = the card’s 12,244, no warning', () => {
    const result = figures({ lines: [line('45000'), taxLine('1000')], manualTaxDeduction: '11244' });
    expect(result).toMatchObject({ taxDeduction: '12244.00', taxWarning: null });
  });
});

describe('garnishments and prepayments', () => {
  it('reduce net pay only: not gross, the bases, vacation pay, employer tax or the tax', () => {
    const plain = figures({ lines: [line('45000')] });
    const reduced = figures({ lines: [line('45000'), garnishment('3000')], prepayments: ['5000', '2500.50'] });
    expect(reduced).toEqual({
      ...plain,
      deductions: '3000.00',
      prepaid: '7500.50',
      netPay: '22255.50', // 45,000 − 12,244 − 3,000 − 7,500.50
    });
  });
});

describe('a negative paycheck (spec 001 §5.4: no tax computed)', () => {
  const correction = [line('-10000')];

  it('a negative basis: taxError NEGATIVE_PAYCHECK, nothing withheld, no warning, no half tax', () => {
    expect(figures({ payDate: '2026-12-18', lines: correction })).toMatchObject({
      grossPay: '-10000.00',
      withholdingBasis: '-10000.00',
      expectedTaxDeduction: null,
      taxError: 'NEGATIVE_PAYCHECK',
      taxDeduction: '0.00',
      taxWarning: null,
      halfTax: false,
      netPay: '-10000.00',
    });
  });

  it('a typed deduction is withheld as typed, with nothing to check it against', () => {
    expect(figures({ lines: correction, manualTaxDeduction: '0' })).toMatchObject({
      taxError: 'NEGATIVE_PAYCHECK',
      taxDeduction: '0.00',
      taxWarning: null,
    });
  });

  it('a negative vacation-pay basis gives negative vacation pay; a negative employer-tax basis negative employer tax', () => {
    const result = figures({ lines: correction });
    expect(result.vacationPay).toBe('-1020.00');
    expect(result.employerTax).toEqual({
      parts: [{ zone: '1', percent: '14.1', basis: '-10000.00', tax: '-1410.00' }],
      tax: '-1410.00',
      zone1aBasisUsed: '0.00',
    });
  });

  it('zone 1a: a negative basis is taxed negative at the rate it falls under and leaves the allowance used as it was', () => {
    const result = figures({ lines: [line('-40000')], employerTaxZone: '1a', zone1aBasisUsed: '100000' });
    expect(result.employerTax).toEqual({
      parts: [{ zone: '1a', percent: '10.6', basis: '-40000.00', tax: '-4240.00' }],
      tax: '-4240.00',
      zone1aBasisUsed: '100000.00',
    });
  });
});

describe('June: the holiday deduction and vacation pay (norway-facts.md "Vacation pay")', () => {
  // Five weeks: 30/26 of the month is deducted (holidayDeduction('50000', 30) = 57,692.31) and 12 % of last
  // year's 500,000 paid, free of withholding in the vacation year.
  const june = [
    coded('kontantytelse', 'fastloenn', '50000'),
    coded('kontantytelse', 'trekkILoennForFerie', '-57692.31'),
    coded('kontantytelse', 'feriepenger', '60000'),
  ];

  it('five weeks: a table basis below zero in a paycheck that is not negative withholds nothing by the table, and is no error', () => {
    expect(figures({ payDate: '2026-06-19', lines: june })).toMatchObject({
      grossPay: '52307.69',
      withholdingBasis: '-7692.31',
      extraWithholdingBasis: '0.00',
      taxError: null,
      expectedTaxDeduction: '0.00',
      taxDeduction: '0.00',
      taxWarning: null,
      vacationPayBasis: '50000.00', // the holiday deduction does not reduce next year's vacation pay
      employerTaxBasis: '52307.69',
      netPay: '52307.69',
    });
  });

  it('five weeks and a bonus: the bonus is withheld at the card’s percentage as in any month (10,000 × 38 % = 3,800)', () => {
    const result = figures({ payDate: '2026-06-19', lines: [...june, coded('kontantytelse', 'bonus', '10000')] });
    expect(result).toMatchObject({ taxError: null, expectedTaxDeduction: '3800.00', taxDeduction: '3800.00' });
  });

  it('statutory 25 days (25/26 = 48,076.92): the table withholds on what is left of the month (1,923.08 → 0 on 8000)', () => {
    const lines = [
      coded('kontantytelse', 'fastloenn', '50000'),
      coded('kontantytelse', 'trekkILoennForFerie', '-48076.92'),
      coded('kontantytelse', 'feriepenger', '51000'),
    ];
    expect(figures({ payDate: '2026-06-19', lines })).toMatchObject({
      withholdingBasis: '1923.08',
      taxError: null,
      taxDeduction: kroner(engine('8000', '1923.08')),
    });
  });

  it('vacation pay in the vacation year is free of table withholding only: a percentage card withholds its percentage of it', () => {
    const card: PaycheckTaxCard = { method: 'MAIN_EMPLOYER_PERCENTAGE', percentage: '30' };
    const context = { vacationPayWithholdingFree: true, card: card.method };
    const lines = [
      coded('kontantytelse', 'fastloenn', '50000', context),
      coded('kontantytelse', 'trekkILoennForFerie', '-48076.92', context),
      coded('kontantytelse', 'feriepenger', '51000', context),
    ];
    // (50,000 − 48,076.92) × 30 % + 51,000 × 30 % = 576.92 + 15,300 = 15,876.92 → 15,876
    expect(figures({ card, payDate: '2026-06-19', lines })).toMatchObject({
      withholdingBasis: '1923.08',
      extraWithholdingBasis: '51000.00',
      taxDeduction: '15876.00',
    });
  });

  it('vacation pay counts toward a frikort’s limit: 50 % of what it takes above it', () => {
    const card: PaycheckTaxCard = { method: 'TAX_EXEMPTION', limit: '100000', paidThisYear: '90000' };
    const context = { vacationPayWithholdingFree: true, card: card.method };
    // 90,000 + 1,000 + 12,000 = 103,000: 3,000 above → 1,500
    const lines = [
      coded('kontantytelse', 'fastloenn', '1000', context),
      coded('kontantytelse', 'feriepenger', '12000', context),
    ];
    expect(figures({ card, payDate: '2026-06-19', lines }).taxDeduction).toBe('1500.00');
  });

  it('a paycheck that pays less than nothing is still a negative paycheck (NEGATIVE_PAYCHECK)', () => {
    const lines = [coded('kontantytelse', 'fastloenn', '-10000'), coded('kontantytelse', 'bonus', '2000')];
    expect(figures({ lines })).toMatchObject({ grossPay: '-8000.00', taxError: 'NEGATIVE_PAYCHECK' });
  });
});

describe('vacation pay accrued: the vacation-pay basis × the employee’s percentage, half up to øre', () => {
  it.each([
    ['41666.67', '10.2', '4250.00'], // 4,250.00034
    ['45000', '10.2', '4590.00'],
    ['1234.56', '12', '148.15'], // 148.1472
    ['0.05', '10.2', '0.01'], // 0.0051
    ['45000', '12', '5400.00'],
  ] as const)('%s at %s %% → %s', (basis, percentage, vacationPay) => {
    expect(figures({ lines: [line(basis)], vacationPayPercentage: percentage })).toMatchObject({
      vacationPayBasis: new Decimal(basis).toFixed(2),
      vacationPay,
    });
  });
});

describe('employer tax by the sub-unit’s zone', () => {
  it('zone 1: 14.1 % (45,000 → 6,345.00); zone 5: 0 %', () => {
    expect(figures({ lines: [line('45000')] }).employerTax).toEqual({
      parts: [{ zone: '1', percent: '14.1', basis: '45000.00', tax: '6345.00' }],
      tax: '6345.00',
      zone1aBasisUsed: '0.00',
    });
    expect(figures({ lines: [line('45000')], employerTaxZone: '5' }).employerTax?.tax).toBe('0.00');
  });

  it('zone 1a crossing the allowance: the rest of it at 10.6 %, the remainder at 14.1 %', () => {
    const limit = zone1aReducedBasisLimit('2026-03-20')!;
    expect(limit.toFixed(2)).toBe('24285714.28');
    const result = figures({
      lines: [line('50000')],
      employerTaxZone: '1a',
      zone1aBasisUsed: limit.minus('28571.42').toFixed(2),
    });
    expect(result.employerTax).toEqual({
      parts: [
        { zone: '1a', percent: '10.6', basis: '28571.42', tax: '3028.57' },
        { zone: '1a', percent: '14.1', basis: '21428.58', tax: '3021.43' },
      ],
      tax: '6050.00',
      zone1aBasisUsed: '24285714.28',
    });
  });

  it('without a zone (a sub-unit without a municipality) there is no employer tax', () => {
    expect(figures({ lines: [line('45000')], employerTaxZone: null }).employerTax).toBeNull();
  });
});

describe('figures properties', () => {
  const amount = (min: number, max: number) =>
    fc.integer({ min: min * 100, max: max * 100 }).map((ore) => new Decimal(ore).dividedBy(100).toFixed(2));
  const figureLine = fc.record<PaycheckFigureLine>({
    sum: amount(-20_000, 100_000),
    calculationType: fc.constantFrom('CASHEDOUT', 'CALCULATED'),
    withholding: fc.constantFrom('TABLE', 'PERCENTAGE', 'NONE'),
    employerTax: fc.boolean(),
    vacationPayBasis: fc.boolean(),
    taxDeduction: fc.boolean(),
    garnishment: fc.boolean(),
  });
  const card = fc.constantFrom<PaycheckTaxCard>(
    TABLE_CARD,
    { method: 'MAIN_EMPLOYER_TABLE', table: '9100', percentage: '42.5' },
    { method: 'MAIN_EMPLOYER_PERCENTAGE', percentage: '33.5' },
    { method: 'TAX_EXEMPTION', limit: '100000', paidThisYear: '90000' },
    NO_CARD,
  );

  it('net pay = gross − tax withheld − deductions − prepaid, exactly in øre (Decimal, never floats)', () => {
    fc.assert(
      fc.property(
        card,
        fc.array(figureLine, { maxLength: 8 }),
        fc.array(amount(0, 20_000), { maxLength: 3 }),
        fc.option(amount(0, 50_000), { nil: null }),
        (card, lines, prepayments, manualTaxDeduction) => {
          const result = figures({ card, lines, prepayments, manualTaxDeduction });
          const sum = (keep: (item: PaycheckFigureLine) => boolean) =>
            lines.filter(keep).reduce((total, item) => total.plus(item.sum), new Decimal(0));
          const income = (item: PaycheckFigureLine) => !item.taxDeduction && !item.garnishment;
          const gross = sum((item) => income(item) && item.calculationType === 'CASHEDOUT');
          expect(result.grossPay).toBe(gross.toFixed(2));
          expect(result.deductions).toBe(sum((item) => item.garnishment).toFixed(2));
          expect(result.prepaid).toBe(prepayments.reduce((total, item) => total.plus(item), new Decimal(0)).toFixed(2));
          expect(result.netPay).toBe(
            new Decimal(result.grossPay)
              .minus(result.taxDeduction)
              .minus(result.deductions)
              .minus(result.prepaid)
              .toFixed(2),
          );
          const cardOrTyped = manualTaxDeduction ?? result.expectedTaxDeduction ?? '0';
          expect(result.taxDeduction).toBe(
            sum((item) => item.taxDeduction)
              .plus(cardOrTyped)
              .toFixed(2),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the table deduction is monotone non-decreasing in the basis and never above it (8000, 8300, 9100, 7150, 0100)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('8000', '8300', '9100', '7150', '0100'),
        amount(0, 2_000_000),
        amount(0, 2_000_000),
        fc.constantFrom('2026-03-20', '2026-12-18'),
        (table, a, b, payDate) => {
          const [low, high] = new Decimal(a).lte(b) ? [a, b] : [b, a];
          const deduction = (basis: string) =>
            new Decimal(figures({ card: { ...TABLE_CARD, table }, payDate, lines: [line(basis)] }).taxDeduction);
          expect(deduction(low).lte(deduction(high))).toBe(true);
          expect(deduction(high).lte(high)).toBe(true);
          expect(deduction(low).isNegative()).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
