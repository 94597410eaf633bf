import { describe, expect, it } from 'vitest';
import { CANONICAL_DECIMAL_BOUNDS, isCanonicalDecimal } from './canonical-decimal.js';
import { DECIMAL_KINDS } from './decimal-kinds.js';

describe('isCanonicalDecimal (the API, the document rules and the arithmetic share it)', () => {
  it.each(['0', '-0', '12', '-1234.5', '0.0001', '99999999999999999999.9999999999'])('takes %s', (value) => {
    expect(isCanonicalDecimal(value)).toBe(true);
  });

  it.each([
    ['a locale comma', '1,5'],
    ['grouping', '1 000.50'],
    ['a Unicode minus', '−5'],
    ['a plus sign', '+5'],
    ['an exponent', '1e-7'],
    ['a bare point', '5.'],
    ['no whole digits', '.5'],
    ['surrounding space', ' 5 '],
    ['no digits', ''],
    ['21 whole digits', '1'.repeat(21)],
    ['11 decimals', `0.${'1'.repeat(11)}`],
    ['infinity', 'Infinity'],
  ])('refuses %s', (_name, value) => {
    expect(isCanonicalDecimal(value)).toBe(false);
  });

  it('is wider than every stored kind, so a value a kind refuses reaches the field rule that says why', () => {
    for (const { precision, scale } of Object.values(DECIMAL_KINDS)) {
      const tooPrecise = `-${'9'.repeat(precision - scale + 1)}.${'9'.repeat(scale + 1)}`;
      expect(isCanonicalDecimal(tooPrecise)).toBe(true);
    }
    expect(CANONICAL_DECIMAL_BOUNDS.decimals).toBeGreaterThan(
      Math.max(...Object.values(DECIMAL_KINDS).map((k) => k.scale)),
    );
  });
});
