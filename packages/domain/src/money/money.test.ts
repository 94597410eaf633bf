import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.js';
import { toDecimal } from '../validation/decimal.js';
import { Money, roundMoney, sumMoney, toMoney } from './money.js';

describe('the one Decimal configuration', () => {
  it('keeps 40 significant digits (decimal.js alone keeps 20)', () => {
    const third = new Money(1).dividedBy(3);
    expect(third.toString()).toBe(`0.${'3'.repeat(40)}`);
    expect(new Decimal(1).dividedBy(3).toString()).toBe(`0.${'3'.repeat(40)}`);
  });

  it('multiplies a large quantity by a precise unit price exactly', () => {
    // 28 significant digits: decimal.js's default precision of 20 would round this.
    expect(toMoney('123456789012.3456').times('98765432.1098').toString()).toBe('12193263113692721950.85474688');
  });

  it('is the Decimal the validation rules read numbers with', () => {
    expect(toDecimal('1')!.dividedBy(3).toString()).toBe(`0.${'3'.repeat(40)}`);
  });
});

describe('toMoney', () => {
  it.each([
    ['1234.50', '1234.5'],
    ['1 234,50', '1234.5'],
    ['1,234.50', '1234.5'],
    ['-0.01', '-0.01'],
    ['−5', '-5'],
  ])('reads "%s" as %s', (input, expected) => {
    expect(toMoney(input).toString()).toBe(expected);
  });

  it('accepts safe integers and Decimals', () => {
    expect(toMoney(42).toString()).toBe('42');
    expect(toMoney(-7).toString()).toBe('-7');
    expect(toMoney(new Decimal('0.1')).plus('0.2').toString()).toBe('0.3');
  });

  it('returns an instance with money precision even from a plain Decimal', () => {
    expect(toMoney(new Decimal(1)).dividedBy(3).toString()).toBe(`0.${'3'.repeat(40)}`);
  });

  it.each([0.1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects the number %s', (input) => {
    expect(() => toMoney(input)).toThrow(RangeError);
  });

  it.each(['', 'abc', 'NaN', 'Infinity', '1,2,3.4.5'])('rejects the text "%s"', (input) => {
    expect(() => toMoney(input)).toThrow(RangeError);
  });

  it('rejects non-finite Decimals', () => {
    expect(() => toMoney(new Decimal(Number.NaN))).toThrow(RangeError);
    expect(() => toMoney(new Decimal(Number.POSITIVE_INFINITY))).toThrow(RangeError);
  });
});

describe('roundMoney', () => {
  it.each([
    ['2.344', '2.34'],
    ['2.345', '2.35'],
    ['2.355', '2.36'],
    ['-2.344', '-2.34'],
    // Away from zero for negatives, so a credit mirrors the line it credits.
    ['-2.345', '-2.35'],
    ['-2.355', '-2.36'],
    ['0.005', '0.01'],
    ['-0.005', '-0.01'],
    ['1.004999999999999999999999', '1'],
  ])('rounds %s to %s', (input, expected) => {
    expect(roundMoney(input).toString()).toBe(expected);
  });

  it('takes other decimal counts', () => {
    expect(roundMoney('2.5', 0).toString()).toBe('3');
    expect(roundMoney('-2.5', 0).toString()).toBe('-3');
    expect(roundMoney('1.23456', 4).toString()).toBe('1.2346');
  });
});

describe('sumMoney', () => {
  it('adds exactly where floats would drift', () => {
    expect(sumMoney(['0.1', '0.2']).toString()).toBe('0.3');
    expect(sumMoney(Array.from({ length: 10 }, () => '0.1')).toString()).toBe('1');
  });

  it('mixes inputs, takes any iterable, and sums nothing to 0', () => {
    expect(sumMoney(new Set<string | number>(['1 000,50', 2, '-0.50'])).toString()).toBe('1002');
    expect(sumMoney([]).toString()).toBe('0');
  });
});
