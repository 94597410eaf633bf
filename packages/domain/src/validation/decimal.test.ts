import { describe, expect, it } from 'vitest';
import { toDecimal } from './decimal.js';
import { isZeroDecimal } from './number-text.js';

describe('toDecimal', () => {
  it.each([
    ['1 000,50', '1000.5'],
    ['1\u00a0000,50', '1000.5'],
    ['1,000.50', '1000.5'],
    ['1.000,50', '1000.5'],
    ['1,5', '1.5'],
    ['1.5', '1.5'],
    ['1.000.000', '1000000'],
    ['-5', '-5'],
    ['−5,25', '-5.25'],
    [' 42 ', '42'],
    ['0,1', '0.1'],
    [',5', '0.5'],
  ])('reads "%s" as %s', (input, expected) => {
    expect(toDecimal(input)?.toString()).toBe(expected);
  });

  it('keeps decimals exact', () => {
    expect(toDecimal('0,1')!.plus(toDecimal('0,2')!).toString()).toBe('0.3');
    expect(toDecimal('99999999999999999,99')!.toFixed(2)).toBe('99999999999999999.99');
  });

  it.each(['', 'abc', '1,2,3.4.5', '1a', '--5', '5-', '.', ','])('rejects "%s"', (input) => {
    expect(toDecimal(input)).toBeNull();
  });

  it('reads numbers and rejects other values', () => {
    expect(toDecimal(12.5)?.toString()).toBe('12.5');
    expect(toDecimal(Number.NaN)).toBeNull();
    expect(toDecimal(Infinity)).toBeNull();
    expect(toDecimal(null)).toBeNull();
    expect(toDecimal(true)).toBeNull();
  });

  it('knows a zero decimal', () => {
    for (const zero of ['0', '0,00', '0.0', '-0', 0, ' 0 ']) expect(isZeroDecimal(zero)).toBe(true);
    for (const other of ['0,01', '', 'abc', 1, null]) expect(isZeroDecimal(other)).toBe(false);
  });
});
