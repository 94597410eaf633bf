import { describe, expect, it } from 'vitest';
import { formatDecimal, formatMoney } from './format.js';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each([
    ['1234.5', `1${NBSP}234,50`, '1,234.50'],
    ['0', '0,00', '0.00'],
    ['999.999', `1${NBSP}000,00`, '1,000.00'],
    ['1234567.891', `1${NBSP}234${NBSP}567,89`, '1,234,567.89'],
    ['-1234.5', `-1${NBSP}234,50`, '-1,234.50'],
    ['-0.004', '0,00', '0.00'],
    ['-0.005', '-0,01', '-0.01'],
    ['123456789012345678.9', `123${NBSP}456${NBSP}789${NBSP}012${NBSP}345${NBSP}678,90`, '123,456,789,012,345,678.90'],
  ])('formats %s as "%s" (nb) and "%s" (en)', (value, nb, en) => {
    expect(formatMoney(value, 'nb')).toBe(nb);
    expect(formatMoney(value, 'en')).toBe(en);
  });

  it('formats integers', () => {
    expect(formatMoney(70, 'nb')).toBe('70,00');
  });
});

describe('formatDecimal', () => {
  it('shows a stored quantity or rate without its padding zeros, grouped and with the locale separator', () => {
    expect(formatDecimal('1.5000', 'nb')).toBe('1,5');
    expect(formatDecimal('1.5000', 'en')).toBe('1.5');
    expect(formatDecimal('25.00', 'nb')).toBe('25');
    expect(formatDecimal('12345.0250', 'nb')).toBe('12\u00a0345,025');
    expect(formatDecimal('-3.0000', 'en')).toBe('-3');
  });
});
