import { describe, expect, it } from 'vitest';
import type { InvoiceRoundingMode } from '../money/invoice-rounding.js';
import { documentTotals, type DocumentAllowanceChargeInput } from './document-totals.js';
import type { DocumentLineInput } from './line-net.js';

const line = (
  quantity: string,
  priceAmount: string,
  taxCategory: DocumentLineInput['taxCategory'],
  taxPercent: string,
  more: Partial<DocumentLineInput> = {},
): DocumentLineInput => ({ quantity, priceAmount, taxCategory, taxPercent, ...more });

/** 25, 15 and 12 % lines, a zero-rated and an exempt line, a returned piece, four-decimal quantities and prices. */
const MIXED: DocumentLineInput[] = [
  line('3', '199.90', 'S', '25'),
  line('2.5', '49.9900', 'S', '15'),
  line('1.3333', '75.0000', 'S', '12'),
  line('10', '12.3456', 'Z', '0'),
  line('1', '500', 'E', '0'),
  line('-1', '199.90', 'S', '25'),
];

describe('documentTotals', () => {
  it('rounds each line to øre half away from zero and gives one VAT subtotal per category and rate', () => {
    const totals = documentTotals({ lines: MIXED, rounding: 'DISABLED' });
    expect(totals.lines.map((l) => l.lineExtensionAmount)).toEqual([
      '599.70',
      '124.98',
      '100.00',
      '123.46',
      '500.00',
      '-199.90',
    ]);
    expect(totals.taxSubtotals).toEqual([
      { taxCategory: 'S', taxPercent: '25.00', taxableAmount: '399.80', taxAmount: '99.95' },
      { taxCategory: 'S', taxPercent: '15.00', taxableAmount: '124.98', taxAmount: '18.75' },
      { taxCategory: 'S', taxPercent: '12.00', taxableAmount: '100.00', taxAmount: '12.00' },
      { taxCategory: 'Z', taxPercent: '0.00', taxableAmount: '123.46', taxAmount: '0.00' },
      { taxCategory: 'E', taxPercent: '0.00', taxableAmount: '500.00', taxAmount: '0.00' },
    ]);
    expect(totals).toMatchObject({
      lineExtensionAmount: '1248.24',
      allowanceTotalAmount: '0.00',
      chargeTotalAmount: '0.00',
      taxExclusiveAmount: '1248.24',
      taxAmount: '130.70',
      taxInclusiveAmount: '1378.94',
      payableRoundingAmount: '0.00',
      payableAmount: '1378.94',
    });
  });

  it.each<[InvoiceRoundingMode, string, string]>([
    ['DISABLED', '0.00', '1378.94'],
    ['NEAREST', '0.06', '1379.00'],
    ['UP', '0.06', '1379.00'],
    ['DOWN', '-0.94', '1378.00'],
  ])("pays by the unit's rounding %s: rounding %s, payable %s (BR-CO-16)", (rounding, roundingAmount, payable) => {
    const totals = documentTotals({ lines: MIXED, rounding });
    expect([totals.payableRoundingAmount, totals.payableAmount]).toEqual([roundingAmount, payable]);
  });

  it('rounds the VAT once per subtotal, not per line (BR-CO-17)', () => {
    // Per line 0.025 would round to 0.03 three times (0.09); the subtotal is 0.30 × 25 % = 0.075 → 0.08.
    const lines = [line('1', '0.10', 'S', '25'), line('1', '0.10', 'S', '25'), line('1', '0.10', 'S', '25')];
    expect(documentTotals({ lines, rounding: 'DISABLED' }).taxAmount).toBe('0.08');
  });

  it('takes "25" and "25.00" as one rate', () => {
    const lines = [line('1', '100', 'S', '25'), line('1', '100', 'S', '25.00')];
    expect(documentTotals({ lines, rounding: 'DISABLED' }).taxSubtotals).toEqual([
      { taxCategory: 'S', taxPercent: '25.00', taxableAmount: '200.00', taxAmount: '50.00' },
    ]);
  });

  it('orders the breakdown S, Z, E, AE, K, G, O and rates highest first', () => {
    const lines = [
      line('1', '1', 'AE', '0'),
      line('1', '1', 'S', '12'),
      line('1', '1', 'E', '0'),
      line('1', '1', 'Z', '0'),
      line('1', '1', 'S', '25'),
    ];
    const order = documentTotals({ lines, rounding: 'DISABLED' }).taxSubtotals.map(
      (s) => `${s.taxCategory} ${s.taxPercent}`,
    );
    expect(order).toEqual(['S 25.00', 'S 12.00', 'Z 0.00', 'E 0.00', 'AE 0.00']);
  });

  it('keeps a zero line and its category in the breakdown', () => {
    const totals = documentTotals({ lines: [line('0', '250', 'S', '25')], rounding: 'NEAREST' });
    expect(totals.lines[0]!.lineExtensionAmount).toBe('0.00');
    expect(totals.taxSubtotals).toEqual([
      { taxCategory: 'S', taxPercent: '25.00', taxableAmount: '0.00', taxAmount: '0.00' },
    ]);
    expect(totals.payableAmount).toBe('0.00');
  });

  it('gives an empty document zero totals and no breakdown', () => {
    const totals = documentTotals({ lines: [], rounding: 'UP' });
    expect(totals.taxSubtotals).toEqual([]);
    expect([totals.taxInclusiveAmount, totals.payableRoundingAmount, totals.payableAmount]).toEqual([
      '0.00',
      '0.00',
      '0.00',
    ]);
  });

  it('prices per base quantity: quantity × price / base quantity, rounded to øre', () => {
    const lines = [
      line('250', '89.90', 'S', '25', { baseQuantity: '100' }),
      line('3', '10', 'S', '25', { baseQuantity: '3' }),
      line('1', '10', 'S', '25', { baseQuantity: '3' }),
    ];
    const totals = documentTotals({ lines, rounding: 'DISABLED' });
    expect(totals.lines.map((l) => l.lineExtensionAmount)).toEqual(['224.75', '10.00', '3.33']);
  });

  it('subtracts line allowances and adds line charges, a percent of quantity × price half away from zero', () => {
    const allowance = { chargeIndicator: false, percent: '10' };
    const lines = [
      line('1', '33.35', 'S', '25', { allowanceCharges: [allowance] }),
      line('-1', '33.35', 'S', '25', { allowanceCharges: [allowance] }),
      line('2', '50', 'S', '25', { allowanceCharges: [{ chargeIndicator: true, amount: '12.50' }] }),
    ];
    const totals = documentTotals({ lines, rounding: 'DISABLED' });
    // 10 % of 33.35 is 3.335: 3.34 off the sale, and the credit line mirrors it.
    expect(totals.lines).toEqual([
      {
        grossAmount: '33.35',
        allowanceCharges: [{ chargeIndicator: false, baseAmount: '33.35', amount: '3.34' }],
        lineExtensionAmount: '30.01',
      },
      {
        grossAmount: '-33.35',
        allowanceCharges: [{ chargeIndicator: false, baseAmount: '-33.35', amount: '-3.34' }],
        lineExtensionAmount: '-30.01',
      },
      {
        grossAmount: '100.00',
        allowanceCharges: [{ chargeIndicator: true, baseAmount: null, amount: '12.50' }],
        lineExtensionAmount: '112.50',
      },
    ]);
  });

  it('lets a 100 % line allowance make the line 0', () => {
    const lines = [line('2', '50', 'S', '25', { allowanceCharges: [{ chargeIndicator: false, percent: '100' }] })];
    const totals = documentTotals({ lines, rounding: 'DISABLED' });
    expect(totals.lines[0]!.lineExtensionAmount).toBe('0.00');
    expect(totals.taxInclusiveAmount).toBe('0.00');
  });

  it("takes a document allowance's percent of the lines of its own category and rate: 100 % frees them", () => {
    const lines = [line('4', '250', 'S', '25'), line('1', '200', 'Z', '0')];
    const allowanceCharges: DocumentAllowanceChargeInput[] = [
      { chargeIndicator: false, percent: '100', taxCategory: 'S', taxPercent: '25' },
    ];
    const totals = documentTotals({ lines, allowanceCharges, rounding: 'NEAREST' });
    expect(totals.allowanceCharges).toEqual([
      { chargeIndicator: false, baseAmount: '1000.00', amount: '1000.00', taxCategory: 'S', taxPercent: '25.00' },
    ]);
    expect(totals.taxSubtotals).toEqual([
      { taxCategory: 'S', taxPercent: '25.00', taxableAmount: '0.00', taxAmount: '0.00' },
      { taxCategory: 'Z', taxPercent: '0.00', taxableAmount: '200.00', taxAmount: '0.00' },
    ]);
    expect(totals).toMatchObject({
      lineExtensionAmount: '1200.00',
      allowanceTotalAmount: '1000.00',
      taxExclusiveAmount: '200.00',
      taxAmount: '0.00',
      payableAmount: '200.00',
    });
  });

  it('adds a document charge to the taxable amount of its category (BR-S-08)', () => {
    const lines = [line('1', '400', 'S', '25')];
    const allowanceCharges: DocumentAllowanceChargeInput[] = [
      { chargeIndicator: true, amount: '99.00', taxCategory: 'S', taxPercent: '25' },
      { chargeIndicator: false, amount: '50', taxCategory: 'E', taxPercent: '0' },
    ];
    const totals = documentTotals({ lines, allowanceCharges, rounding: 'NEAREST' });
    expect(totals.taxSubtotals).toEqual([
      { taxCategory: 'S', taxPercent: '25.00', taxableAmount: '499.00', taxAmount: '124.75' },
      { taxCategory: 'E', taxPercent: '0.00', taxableAmount: '-50.00', taxAmount: '0.00' },
    ]);
    expect(totals).toMatchObject({
      chargeTotalAmount: '99.00',
      allowanceTotalAmount: '50.00',
      taxExclusiveAmount: '449.00',
      taxInclusiveAmount: '573.75',
      payableRoundingAmount: '0.25',
      payableAmount: '574.00',
    });
  });

  it.each<[InvoiceRoundingMode, string, string]>([
    ['DISABLED', '0.00', '-249.88'],
    ['NEAREST', '-0.12', '-250.00'],
    ['DOWN', '0.88', '-249.00'],
  ])(
    'mirrors an invoice on a credit note: VAT away from zero, rounding %s on the magnitude',
    (rounding, r, payable) => {
      const totals = documentTotals({ lines: [line('-2', '99.95', 'S', '25')], rounding });
      expect([totals.taxAmount, totals.taxInclusiveAmount]).toEqual(['-49.98', '-249.88']);
      expect([totals.payableRoundingAmount, totals.payableAmount]).toEqual([r, payable]);
    },
  );

  it.each<[string, DocumentLineInput]>([
    ['a price with five decimals', line('1', '1.23456', 'S', '25')],
    ['a quantity with five decimals', line('1.23456', '1', 'S', '25')],
    ['a quantity that is no number', line('abc', '1', 'S', '25')],
    ['a price with a decimal comma', line('1', '1,5', 'S', '25')],
    ['a base quantity of 0', line('1', '1', 'S', '25', { baseQuantity: '0' })],
    ['a zero-rated line with 25 %', line('1', '1', 'Z', '25')],
    ['a standard-rated line with 0 %', line('1', '1', 'S', '0')],
    [
      'a line allowance of three decimals',
      line('1', '1', 'S', '25', { allowanceCharges: [{ chargeIndicator: false, amount: '0.125' }] }),
    ],
    [
      'a line allowance without percent or amount',
      line('1', '1', 'S', '25', { allowanceCharges: [{ chargeIndicator: false }] }),
    ],
  ])('refuses %s', (_name, bad) => {
    expect(() => documentTotals({ lines: [bad], rounding: 'DISABLED' })).toThrow(RangeError);
  });
});
