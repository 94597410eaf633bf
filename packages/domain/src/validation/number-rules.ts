import { CANONICAL_DECIMAL } from '../money/canonical-decimal.js';
import { DECIMAL_KINDS, type DecimalKind } from '../money/decimal-kinds.js';
import { Decimal, toDecimal, type DecimalLike } from './decimal.js';
import type { ValidationKey } from './keys.js';
import { failure, optional, resolve, type Ref, type Rule } from './rule.js';

type Bound = number | string;

/** What a number type rule tells the rest of its list: read the value as an exact decimal. */
const EXACT_NUMBER = { kind: 'number', readNumber: toDecimal } as const;

/** Typed text must look right (`pattern`); numbers from number inputs must have the right value. */
function numberRule(pattern: RegExp, accepts: (value: Decimal) => boolean, key: ValidationKey): Rule {
  return optional((value, context) => {
    const decimal = toDecimal(value);
    const ok = decimal !== null && accepts(decimal) && (typeof value === 'string' ? pattern.test(value.trim()) : true);
    return ok ? null : failure(key, context);
  }, EXACT_NUMBER);
}

/**
 * A number the column of its kind keeps exactly: at most `scale` decimals ('invalid'; the column
 * would round them away) and at most precision − scale digits before the point ('max'; the
 * column would refuse the value).
 */
function storable(kind: DecimalKind): Rule {
  const { precision, scale } = DECIMAL_KINDS[kind];
  const largest = `${'9'.repeat(precision - scale)}.${'9'.repeat(scale)}`;
  return optional((value, context) => {
    const decimal = toDecimal(value);
    if (decimal === null || decimal.decimalPlaces() > scale) return failure('invalid', context);
    return decimal.abs().greaterThan(largest) ? failure('max', context, { max: largest }) : null;
  }, EXACT_NUMBER);
}

/** The rules that read numbers as exact decimals (decimal.js); `rules` (rules.ts) joins them with textRules. */
export const numberRules = {
  /** A decimal with at most this many decimal places (the column's scale). */
  maxDecimals: (decimals: number): Rule =>
    optional((value, context) => {
      const decimal = toDecimal(value);
      return decimal !== null && decimal.decimalPlaces() <= decimals ? null : failure('invalid', context);
    }),

  /** A money amount its column keeps exactly (DECIMAL_KINDS.amount: two decimals). */
  amount: (): Rule => storable('amount'),
  /** A price of one unit, or a rate, its column keeps exactly (DECIMAL_KINDS.unitPrice). */
  unitPrice: (): Rule => storable('unitPrice'),
  /** A quantity its column keeps exactly (DECIMAL_KINDS.quantity). */
  quantity: (): Rule => storable('quantity'),
  /** A percentage its column keeps exactly (DECIMAL_KINDS.percentage: two decimals). */
  percentage: (): Rule => storable('percentage'),
  /** Hours of a week its column keeps exactly (DECIMAL_KINDS.hours: two decimals). */
  hours: (): Rule => storable('hours'),
  /** An exchange rate its column keeps exactly (DECIMAL_KINDS.exchangeRate: six decimals). */
  exchangeRate: (): Rule => storable('exchangeRate'),

  /** Digits only. */
  uint: (): Rule => numberRule(/^\d+$/, (n) => n.isInteger() && !n.isNegative(), 'uint'),
  /** Digits with an optional minus. */
  int: (): Rule => numberRule(/^[-−]?\d+$/u, (n) => n.isInteger(), 'int'),
  /** Digits, spaces, commas and dots ("1 000,50"). */
  unumber: (): Rule => numberRule(/^[\d\s.,]+$/u, (n) => !n.isNegative(), 'unumber'),
  /** Like unumber, with an optional minus. */
  number: (): Rule => numberRule(/^[-−]?[\d\s.,]+$/u, () => true, 'number'),
  /**
   * A canonical decimal ("-1234.5", money/canonical-decimal.ts), as the API takes it: for values
   * that come from an amount input or the API, never typed text in a locale's form.
   */
  decimal: (): Rule => numberRule(CANONICAL_DECIMAL, () => true, 'number'),

  /** More than zero. */
  positive: (): Rule =>
    optional((value, context) => {
      const decimal = toDecimal(value);
      return decimal !== null && !decimal.greaterThan(0) ? failure('positive', context) : null;
    }),

  /** Zero or more. */
  nonNegative: (): Rule =>
    optional((value, context) => (toDecimal(value)?.isNegative() ? failure('negative', context) : null)),

  /** This (the smaller) value cannot exceed the other (the bigger) one. */
  notExceeding: (other: Ref<unknown>): Rule =>
    optional((value, context) => {
      const own = toDecimal(value);
      const bigger = toDecimal(resolve(other, context));
      return own && bigger && own.greaterThan(bigger) ? failure('smallerExceedsBigger', context) : null;
    }),

  /** This and the other value differ by at least `diff`. */
  minDifference: (other: Ref<unknown>, diff: Bound): Rule =>
    optional((value, context) => {
      const own = toDecimal(value);
      const theirs = toDecimal(resolve(other, context));
      const minimum = toDecimal(diff);
      if (!own || !theirs || !minimum) return null;
      return own.minus(theirs).abs().lessThan(minimum) ? failure('minDifference', context, { diff }) : null;
    }),

  /** A list of amounts (or of items whose amount `pick` reads) adding up to exactly 0. */
  sumsToZero: (pick: (item: unknown) => DecimalLike | null | undefined = (item) => item as DecimalLike): Rule =>
    optional((value, context) => {
      if (!Array.isArray(value)) return null;
      let sum = toDecimal(0)!;
      for (const item of value) sum = sum.plus(toDecimal(pick(item)) ?? 0);
      return sum.isZero() ? null : failure('sumZero', context);
    }),
};
