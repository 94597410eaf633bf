import { isEmail } from './email.js';
import { DECIMAL_KINDS, type DecimalKind } from '../money/decimal-kinds.js';
import { isPhoneNumber } from './phone.js';
import { Decimal, isZeroDecimal, toDecimal, type DecimalLike } from './decimal.js';
import type { ValidationKey } from './keys.js';
import { startsWithValidBirthDate } from './personal-number-date.js';
import { isEmptyValue, isIsoDate, isList, toIsoDate } from './values.js';
import { parseYesNo } from './yes-no.js';

/**
 * Composable form rules, shared by the web's forms and the server.
 *
 *   validate(form.amount, [rules.required(), rules.unumber(), rules.max('100000')], { field: 'Amount' })
 *
 * A rule answers null or a failure `{ key, params }`; `validate` answers the first failure.
 * Optional fields pass when empty: every rule except `required`/`requiredWhen` lets null,
 * undefined, blank text and empty lists through. `required` also fails on a zero decimal.
 *
 * min, max, between and length measure by what the value is: numbers (and number-like text once a
 * numeric type rule — uint, int, unumber, number — is in the list) compare as exact decimals;
 * other text by its trimmed length; arrays and file lists by their count.
 */
export type FailureParams = Record<string, string | number>;
export type RuleFailure = { key: ValidationKey; params?: FailureParams };

export type ValueKind = 'number' | 'date' | 'text';

export type RuleContext = {
  /** The field's label, for "{{field}} is required"; the web fills it in when translating if absent. */
  field?: string;
  /** The whole form, for rules comparing with another field (see `fieldValue`). */
  values?: Record<string, unknown>;
  /** How min/max read text; set by `validate` from the list's type rule. */
  kind?: ValueKind;
};

export type Rule = {
  (value: unknown, context?: RuleContext): RuleFailure | null;
  /** Type rules say how the other rules of the list read the value. */
  readonly kind?: ValueKind;
};

/** Another value a rule compares with: fixed, or read from the form when validating. */
export type Ref<T> = T | ((context: RuleContext) => T);
type Bound = number | string;

export function fieldValue(name: string): (context: RuleContext) => unknown {
  return (context) => context.values?.[name];
}

function resolve<T>(ref: Ref<T>, context: RuleContext): T {
  return typeof ref === 'function' ? (ref as (context: RuleContext) => T)(context) : ref;
}

function failure(key: ValidationKey, context: RuleContext, params: FailureParams = {}): RuleFailure {
  const all = context.field === undefined ? params : { field: context.field, ...params };
  return Object.keys(all).length > 0 ? { key, params: all } : { key };
}

function rule(check: (value: unknown, context: RuleContext) => RuleFailure | null, kind?: ValueKind): Rule {
  const run = (value: unknown, context: RuleContext = {}) => check(value, context);
  return kind ? Object.assign(run, { kind }) : run;
}

/** Most rules say nothing about an empty value: that is `required`'s job. */
function optional(check: (value: unknown, context: RuleContext) => RuleFailure | null, kind?: ValueKind): Rule {
  return rule((value, context) => (isEmptyValue(value) ? null : check(value, context)), kind);
}

function isFilled(value: unknown): boolean {
  return !isEmptyValue(value) && !isZeroDecimal(value);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : String(value));

type Measure = { kind: 'number'; value: Decimal } | { kind: 'length' | 'count'; value: number };

function measure(value: unknown, context: RuleContext): Measure | null {
  if (isList(value)) return { kind: 'count', value: value.length };
  if (typeof value === 'number' || Decimal.isDecimal(value)) return toDecimalMeasure(value);
  if (typeof value === 'string')
    return context.kind === 'number' ? toDecimalMeasure(value) : { kind: 'length', value: value.trim().length };
  return null;
}

function toDecimalMeasure(value: unknown): Measure | null {
  const decimal = toDecimal(value);
  return decimal ? { kind: 'number', value: decimal } : null;
}

function compareBound(measured: Measure, bound: Bound): number | null {
  if (measured.kind === 'number') {
    const limit = toDecimal(bound);
    return limit ? measured.value.comparedTo(limit) : null;
  }
  return measured.value - Number(bound);
}

const MIN_KEYS = { number: 'min', length: 'minLength', count: 'minItems' } as const;
const MAX_KEYS = { number: 'max', length: 'maxLength', count: 'maxItems' } as const;

/** Typed text must look right (`pattern`); numbers from number inputs must have the right value. */
function numberRule(pattern: RegExp, accepts: (value: Decimal) => boolean, key: ValidationKey): Rule {
  return optional((value, context) => {
    const decimal = toDecimal(value);
    const ok = decimal !== null && accepts(decimal) && (typeof value === 'string' ? pattern.test(value.trim()) : true);
    return ok ? null : failure(key, context);
  }, 'number');
}

function compareDates(
  key: 'before' | 'after' | 'sameOrBefore' | 'sameOrAfter',
  other: Ref<unknown>,
  labels: { before?: string; after?: string },
  accepts: (comparison: number) => boolean,
): Rule {
  return optional((value, context) => {
    const own = toIsoDate(value);
    const theirs = toIsoDate(resolve(other, context));
    if (!own || !theirs) return null;
    if (accepts(own < theirs ? -1 : own > theirs ? 1 : 0)) return null;
    // The validated field's own label is left out when unknown: the web fills it in.
    const ownSide = key === 'before' || key === 'sameOrBefore' ? 'before' : 'after';
    const otherSide = ownSide === 'before' ? 'after' : 'before';
    const params: FailureParams = { [otherSide]: labels[otherSide] ?? theirs };
    const ownLabel = labels[ownSide] ?? context.field;
    if (ownLabel !== undefined) params[ownSide] = ownLabel;
    return failure(key, { ...context, field: undefined }, params);
  }, 'date');
}

type Period = Record<string, unknown>;

function periodsOverlap(a: Period, b: Period, from: string, to: string): boolean {
  const startA = toIsoDate(a[from]) ?? '0000-01-01';
  const endA = toIsoDate(a[to]) ?? '9999-12-31';
  const startB = toIsoDate(b[from]) ?? '0000-01-01';
  const endB = toIsoDate(b[to]) ?? '9999-12-31';
  return startA <= endB && startB <= endA;
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
  }, 'number');
}

export const rules = {
  /** Fails on empty values and on a zero decimal ("0", "0,00", 0). */
  required: (): Rule => rule((value, context) => (isFilled(value) ? null : failure('required', context))),

  /** Filled in; unlike `required` a zero passes (0 credit days, 0 %, a price of 0 are values). */
  present: (): Rule => rule((value, context) => (isEmptyValue(value) ? failure('required', context) : null)),

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

  /** `required` only when the form says so, e.g. requiredWhen(ctx => !!ctx.values?.isCreditNote, 'requiredOnCreditNotes'). */
  requiredWhen: (condition: (context: RuleContext) => boolean, key: ValidationKey = 'required'): Rule =>
    rule((value, context) => (!condition(context) || isFilled(value) ? null : failure(key, context))),

  /** `present` only when the form says so: a code like "0000000" is a value, not a zero. */
  presentWhen: (condition: (context: RuleContext) => boolean): Rule =>
    rule((value, context) => (condition(context) && isEmptyValue(value) ? failure('required', context) : null)),

  /** Digits only. */
  uint: (): Rule => numberRule(/^\d+$/, (n) => n.isInteger() && !n.isNegative(), 'uint'),
  /** Digits with an optional minus. */
  int: (): Rule => numberRule(/^[-−]?\d+$/u, (n) => n.isInteger(), 'int'),
  /** Digits, spaces, commas and dots ("1 000,50"). */
  unumber: (): Rule => numberRule(/^[\d\s.,]+$/u, (n) => !n.isNegative(), 'unumber'),
  /** Like unumber, with an optional minus. */
  number: (): Rule => numberRule(/^[-−]?[\d\s.,]+$/u, () => true, 'number'),

  string: (): Rule => optional((value, context) => (typeof value === 'string' ? null : failure('invalid', context))),

  /** A strictly valid YYYY-MM-DD (or a valid Date). */
  date: (): Rule =>
    optional(
      (value, context) =>
        (value instanceof Date ? toIsoDate(value) : isIsoDate(value)) ? null : failure('date', context),
      'date',
    ),

  email: (): Rule =>
    optional((value, context) => (typeof value === 'string' && isEmail(value) ? null : failure('email', context))),

  min: (min: Bound): Rule =>
    optional((value, context) => {
      const measured = measure(value, context);
      const comparison = measured && compareBound(measured, min);
      return comparison !== null && comparison < 0 ? failure(MIN_KEYS[measured!.kind], context, { min }) : null;
    }),

  max: (max: Bound): Rule =>
    optional((value, context) => {
      const measured = measure(value, context);
      const comparison = measured && compareBound(measured, max);
      return comparison !== null && comparison > 0 ? failure(MAX_KEYS[measured!.kind], context, { max }) : null;
    }),

  /** Inclusive at both ends. */
  between: (min: Bound, max: Bound): Rule =>
    optional((value, context) => {
      const measured = measure(value, context);
      if (!measured) return null;
      const low = compareBound(measured, min);
      const high = compareBound(measured, max);
      return (low !== null && low < 0) || (high !== null && high > 0)
        ? failure('between', context, { min, max })
        : null;
    }),

  /** Exactly `length` characters (trimmed), digits of a number, or items of a list. */
  length: (length: number): Rule =>
    optional((value, context) => {
      if (isList(value)) return value.length === length ? null : failure('items', context, { length });
      return text(value).length === length ? null : failure('length', context, { length });
    }),

  /** Zero or more. */
  nonNegative: (): Rule =>
    optional((value, context) => (toDecimal(value)?.isNegative() ? failure('negative', context) : null)),

  /** The value (or each item of a list) is one of `list`. */
  oneOf: (list: Ref<readonly unknown[]>, key: ValidationKey = 'notInList'): Rule =>
    optional((value, context) => {
      const allowed = resolve(list, context);
      const values = Array.isArray(value) ? value : [value];
      return values.every((item) => includes(allowed, item)) ? null : failure(key, context);
    }),

  /** The value is none of `list`; noneOf(existingNumbers, 'taken') gives "{{field}} already taken". */
  noneOf: (list: Ref<readonly unknown[]>, key: ValidationKey = 'invalid'): Rule =>
    optional((value, context) => (includes(resolve(list, context), value) ? failure(key, context) : null)),

  /** The trimmed text matches `pattern`. */
  regex: (pattern: RegExp, key: ValidationKey = 'invalid'): Rule =>
    optional((value, context) => {
      pattern.lastIndex = 0;
      return pattern.test(text(value)) ? null : failure(key, context);
    }),

  /** A number-like value passes `check` (e.g. isValidOrganizationNumber), optionally without spaces and dashes. */
  checksum: (
    check: (value: string) => boolean,
    options: { strip?: boolean } = {},
    key: ValidationKey = 'invalid',
  ): Rule =>
    optional((value, context) => {
      const raw = text(value);
      return check(options.strip ? raw.replace(/[\s-]/g, '') : raw) ? null : failure(key, context);
    }),

  /** Strictly before the other date: "{{before}} must be before {{after}}". Labels name the fields. */
  before: (other: Ref<unknown>, labels: { before?: string; after?: string } = {}): Rule =>
    compareDates('before', other, labels, (c) => c < 0),
  after: (other: Ref<unknown>, labels: { before?: string; after?: string } = {}): Rule =>
    compareDates('after', other, labels, (c) => c > 0),
  sameOrBefore: (other: Ref<unknown>, labels: { before?: string; after?: string } = {}): Rule =>
    compareDates('sameOrBefore', other, labels, (c) => c <= 0),
  sameOrAfter: (other: Ref<unknown>, labels: { before?: string; after?: string } = {}): Rule =>
    compareDates('sameOrAfter', other, labels, (c) => c >= 0),

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

  /** A list of periods (open ends allowed) where no two share a day. */
  noOverlap: (keys: { from: string; to: string } = { from: 'from', to: 'to' }): Rule =>
    optional((value, context) => {
      if (!Array.isArray(value)) return null;
      const periods = value.filter((item): item is Period => typeof item === 'object' && item !== null);
      for (let i = 0; i < periods.length; i++)
        for (let j = i + 1; j < periods.length; j++)
          if (periodsOverlap(periods[i]!, periods[j]!, keys.from, keys.to)) return failure('overlap', context);
      return null;
    }),

  /** A list of amounts (or of items whose amount `pick` reads) adding up to exactly 0. */
  sumsToZero: (pick: (item: unknown) => DecimalLike | null | undefined = (item) => item as DecimalLike): Rule =>
    optional((value, context) => {
      if (!Array.isArray(value)) return null;
      let sum = toDecimal(0)!;
      for (const item of value) sum = sum.plus(toDecimal(pick(item)) ?? 0);
      return sum.isZero() ? null : failure('sumZero', context);
    }),

  /** true or false (or their texts); anything else asks the user to choose. */
  yesNo: (): Rule => optional((value, context) => (parseYesNo(value) === null ? failure('yesNo', context) : null)),

  personalNumberDate: (): Rule =>
    optional((value, context) =>
      startsWithValidBirthDate(text(value)) ? null : failure('personalNumberDate', context),
    ),

  /** A phone number (isPhoneNumber): the rule of every phone field. */
  phone: (): Rule => optional((value, context) => (isPhoneNumber(text(value)) ? null : failure('invalid', context))),

  /** Anything else, e.g. custom(ok, 'invalidCombination'). */
  custom: (accepts: (value: unknown, context: RuleContext) => boolean, key: ValidationKey = 'invalid'): Rule =>
    optional((value, context) => (accepts(value, context) ? null : failure(key, context))),
};

function includes(list: readonly unknown[], value: unknown): boolean {
  const wanted = typeof value === 'string' ? value.trim() : value;
  const scalar = (candidate: unknown) => typeof candidate === 'string' || typeof candidate === 'number';
  return list.some((item) => item === wanted || (scalar(item) && scalar(wanted) && String(item) === String(wanted)));
}

/** Runs the rules in order and answers the first failure, or null. */
export function validate(value: unknown, list: readonly Rule[], context: RuleContext = {}): RuleFailure | null {
  const kind = context.kind ?? list.find((candidate) => candidate.kind)?.kind;
  const full = kind ? { ...context, kind } : context;
  for (const check of list) {
    const result = check(value, full);
    if (result) return result;
  }
  return null;
}
