import { describe, expect, it } from 'vitest';
import { isInvoiceRoundingMode, roundInvoiceTotal, type InvoiceRoundingMode } from './invoice-rounding.js';

function round(total: string, mode: InvoiceRoundingMode): [string, string] {
  const { rounded, roundingAmount } = roundInvoiceTotal(total, mode);
  return [rounded.toString(), roundingAmount.toString()];
}

describe('roundInvoiceTotal', () => {
  it.each<[string, InvoiceRoundingMode, string, string]>([
    ['1234.49', 'NEAREST', '1234', '-0.49'],
    ['1234.50', 'NEAREST', '1235', '0.5'],
    ['1234.01', 'UP', '1235', '0.99'],
    ['1234.99', 'DOWN', '1234', '-0.99'],
    ['1234.00', 'UP', '1234', '0'],
    ['1234.00', 'DOWN', '1234', '0'],
    ['1234.56', 'DISABLED', '1234.56', '0'],
  ])('%s with %s pays %s (rounding %s)', (total, mode, rounded, roundingAmount) => {
    expect(round(total, mode)).toEqual([rounded, roundingAmount]);
  });

  // A credit note mirrors its invoice: rounding acts on the magnitude.
  it.each<[string, InvoiceRoundingMode, string, string]>([
    ['-1234.49', 'NEAREST', '-1234', '0.49'],
    ['-1234.50', 'NEAREST', '-1235', '-0.5'],
    ['-1234.01', 'UP', '-1235', '-0.99'],
    ['-1234.99', 'DOWN', '-1234', '0.99'],
    ['-1234.56', 'DISABLED', '-1234.56', '0'],
  ])('credit %s with %s pays %s (rounding %s)', (total, mode, rounded, roundingAmount) => {
    expect(round(total, mode)).toEqual([rounded, roundingAmount]);
  });

  it('credits exactly what was invoiced in every mode', () => {
    for (const mode of ['DISABLED', 'NEAREST', 'UP', 'DOWN'] as const) {
      for (const total of ['10.20', '10.50', '10.80', '0.01']) {
        const invoice = roundInvoiceTotal(total, mode);
        const credit = roundInvoiceTotal(`-${total}`, mode);
        expect(credit.rounded.plus(invoice.rounded).isZero()).toBe(true);
        expect(credit.roundingAmount.plus(invoice.roundingAmount).isZero()).toBe(true);
      }
    }
  });

  it('always satisfies total + roundingAmount = rounded', () => {
    for (const mode of ['NEAREST', 'UP', 'DOWN'] as const) {
      const { rounded, roundingAmount } = roundInvoiceTotal('99.37', mode);
      expect(roundingAmount.plus('99.37').equals(rounded)).toBe(true);
      expect(rounded.isInteger()).toBe(true);
    }
  });
});

describe('isInvoiceRoundingMode', () => {
  it('knows the four modes', () => {
    expect(['DISABLED', 'NEAREST', 'UP', 'DOWN'].every(isInvoiceRoundingMode)).toBe(true);
    expect(isInvoiceRoundingMode('nearest')).toBe(false);
    expect(isInvoiceRoundingMode(null)).toBe(false);
  });
});
