import { describe, expect, it } from 'vitest';
import { isValidKid, kidCheckDigit, makeKid } from './kid.js';

describe('KID MOD10 (Luhn)', () => {
  it('makes 1234 → 12344', () => {
    expect(kidCheckDigit('1234', 'MOD10')).toBe('4');
    expect(makeKid('1234', 'MOD10')).toBe('12344');
  });

  it('sums the digits of two-digit products', () => {
    // 7 × 2 = 14 counts 5, 10 − 5 = 5; the classic Luhn example 7992739871 → 3.
    expect(kidCheckDigit('7', 'MOD10')).toBe('5');
    expect(kidCheckDigit('7992739871', 'MOD10')).toBe('3');
  });

  it('validates', () => {
    expect(isValidKid('12344', 'MOD10')).toBe(true);
    expect(isValidKid('79927398713', 'MOD10')).toBe(true);
    expect(isValidKid('12345', 'MOD10')).toBe(false);
    expect(isValidKid('1234-', 'MOD10')).toBe(false);
  });
});

describe('KID MOD11', () => {
  it('makes 1234 → 12343', () => {
    expect(kidCheckDigit('1234', 'MOD11')).toBe('3');
    expect(makeKid('1234', 'MOD11')).toBe('12343');
  });

  it('gives 0 for remainder 0 and "-" for remainder 1', () => {
    // 11 × 2 = 22 → remainder 0; 5 × 2 = 10 → remainder 10, 11 − 10 = 1; 6 × 2 = 12 → remainder 1.
    expect(kidCheckDigit('00', 'MOD11')).toBe('0');
    expect(kidCheckDigit('5', 'MOD11')).toBe('1');
    expect(kidCheckDigit('6', 'MOD11')).toBe('-');
    expect(makeKid('6', 'MOD11')).toBe('6-');
  });

  it('validates, a trailing "-" included', () => {
    expect(isValidKid('12343', 'MOD11')).toBe(true);
    expect(isValidKid('6-', 'MOD11')).toBe(true);
    expect(isValidKid('5-', 'MOD11')).toBe(false);
    expect(isValidKid('12344', 'MOD11')).toBe(false);
    expect(isValidKid('-', 'MOD11')).toBe(false);
  });
});

describe('KID length and characters', () => {
  it('takes 2 to 25 characters', () => {
    const base24 = '123456789012345678901234';
    expect(isValidKid(makeKid(base24, 'MOD10'), 'MOD10')).toBe(true);
    expect(isValidKid(makeKid(base24, 'MOD11'), 'MOD11')).toBe(true);
    expect(isValidKid(`1${makeKid(base24, 'MOD10')}`, 'MOD10')).toBe(false);
    expect(isValidKid('0', 'MOD10')).toBe(false);
    expect(() => makeKid(`${base24}5`, 'MOD10')).toThrow(RangeError);
    expect(() => makeKid('', 'MOD11')).toThrow(RangeError);
  });

  it('allows only digits (spaces are ignored)', () => {
    expect(isValidKid('1234 4', 'MOD10')).toBe(true);
    expect(isValidKid('12a44', 'MOD10')).toBe(false);
    expect(isValidKid('12-43', 'MOD11')).toBe(false);
    expect(() => kidCheckDigit('12a4', 'MOD10')).toThrow(RangeError);
  });
});
