import { describe, expect, it } from 'vitest';
import { decimalSeparator, formatAmount, insertText, parseAmount, sanitizeAmount } from './amount';

const nb = { locale: 'nb' };
const en = { locale: 'en' };

describe('decimalSeparator', () => {
  it('is a comma in nb and a point in en', () => {
    expect(decimalSeparator('nb')).toBe(',');
    expect(decimalSeparator('nb-NO')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('en-US')).toBe('.');
  });
});

describe('parseAmount in nb', () => {
  it.each([
    ['1 234,5', '1234.5'],
    ['1\u00a0234,50', '1234.50'],
    ['1234,50', '1234.50'],
    ['1.234,5', '1234.5'],
    [',5', '0.5'],
    ['12,', '12'],
    ['0012,30', '12.30'],
    ['\u22125', '-5'],
    ['-5,25', '-5.25'],
    ['-0,00', '0.00'],
    ['kr 99,9', '99.9'],
    ['1,2,3', '1.23'],
    // A lone point is the decimal mark, never dropped: 12.5 must not become 125.
    ['12.5', '12.5'],
    ['1.234.567', '1234567'],
  ])('reads %j as %s', (text, value) => {
    expect(parseAmount(text, nb)).toBe(value);
  });
});

describe('parseAmount in en', () => {
  it.each([
    ['1,234.5', '1234.5'],
    ['1234.50', '1234.50'],
    ['1 234.5', '1234.5'],
    ['.5', '0.5'],
    ['\u22125', '-5'],
    ['-1,000.25', '-1000.25'],
    ['$ 12.5', '12.5'],
    ['1.2.3', '1.23'],
  ])('reads %j as %s', (text, value) => {
    expect(parseAmount(text, en)).toBe(value);
  });
});

describe('parseAmount modes', () => {
  it.each(['nb', 'en'])('ignores the sign in positive-only mode (%s)', (locale) => {
    expect(parseAmount('-5', { locale, positiveOnly: true })).toBe('5');
    expect(parseAmount('\u22127', { locale, positiveOnly: true })).toBe('7');
  });

  it.each(['nb', 'en'])('makes empty 0 unless blank is allowed (%s)', (locale) => {
    expect(parseAmount('', { locale })).toBe('0');
    expect(parseAmount('abc', { locale })).toBe('0');
    expect(parseAmount('-', { locale })).toBe('0');
    expect(parseAmount('', { locale, allowBlank: true })).toBeNull();
    expect(parseAmount('  ', { locale, allowBlank: true })).toBeNull();
    expect(parseAmount('0', { locale, allowBlank: true })).toBe('0');
  });

  it('keeps at most the given decimals', () => {
    expect(parseAmount('1,2345', { locale: 'nb', decimals: 2 })).toBe('1.23');
    expect(parseAmount('1.2345', { locale: 'en', decimals: 0 })).toBe('12345');
  });
});

describe('sanitizeAmount', () => {
  it('strips what is not an amount and keeps the first separator', () => {
    expect(sanitizeAmount('1 234,5', nb)).toBe('1234,5');
    expect(sanitizeAmount('1,234.5', en)).toBe('1234.5');
    expect(sanitizeAmount('1.5', nb)).toBe('1,5');
    expect(sanitizeAmount('1.234,5', nb)).toBe('1234,5');
    expect(sanitizeAmount('\u22121,5', nb)).toBe('-1,5');
    expect(sanitizeAmount('5-', en)).toBe('5');
    expect(sanitizeAmount('-5', { locale: 'en', positiveOnly: true })).toBe('5');
  });
});

describe('formatAmount', () => {
  it('shows the locale separator', () => {
    expect(formatAmount('1234.50', 'nb')).toBe('1234,50');
    expect(formatAmount('1234.50', 'en')).toBe('1234.50');
    expect(formatAmount('-5', 'nb')).toBe('-5');
    expect(formatAmount(null, 'nb')).toBe('');
  });

  it('groups thousands when asked', () => {
    expect(formatAmount('1234567.5', 'nb', true)).toBe('1\u00a0234\u00a0567,5');
    expect(formatAmount('-1234567.5', 'en', true)).toBe('-1,234,567.5');
    expect(formatAmount('123', 'en', true)).toBe('123');
  });

  it.each(['nb', 'en'])('round-trips through parseAmount (%s)', (locale) => {
    for (const value of ['0', '1234.50', '-0.5', '1000000']) {
      expect(parseAmount(formatAmount(value, locale, true), { locale })).toBe(value);
    }
  });
});

describe('the numpad decimal key', () => {
  it.each([
    ['nb', ','],
    ['en', '.'],
  ] as const)('inserts the separator of %s at the caret', (locale, separator) => {
    const typed = insertText('12', 2, 2, decimalSeparator(locale));
    expect(typed).toEqual({ text: `12${separator}`, caret: 3 });
    expect(parseAmount(`${typed.text}5`, { locale })).toBe('12.5');
  });

  it('replaces the selection', () => {
    expect(insertText('1299', 2, 4, ',')).toEqual({ text: '12,', caret: 3 });
  });
});
