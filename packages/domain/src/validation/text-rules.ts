import { isEmail } from './email.js';
import { isDecimalValue, isZeroDecimal, readNumberText } from './number-text.js';
import { startsWithValidBirthDate } from './personal-number-date.js';
import { isPhoneNumber } from './phone.js';
import {
  failure,
  optional,
  resolve,
  rule,
  type FailureParams,
  type NumberReader,
  type Ref,
  type Rule,
  type RuleContext,
} from './rule.js';
import type { ValidationKey } from './keys.js';
import { isEmptyValue, isIsoDate, isList, toIsoDate } from './values.js';
import { parseYesNo } from './yes-no.js';

type Bound = number | string;

function isFilled(value: unknown): boolean {
  return !isEmptyValue(value) && !isZeroDecimal(value);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : String(value));

/** A measured number compares with a bound: negative, zero or positive, or null when the bound is no number. */
type Measure =
  { kind: 'number'; compare: (bound: Bound) => number | null } | { kind: 'length' | 'count'; value: number };

function measure(value: unknown, context: RuleContext): Measure | null {
  if (isList(value)) return { kind: 'count', value: value.length };
  if (typeof value === 'string' && context.kind !== 'number') return { kind: 'length', value: value.trim().length };
  if (context.readNumber) return exactMeasure(value, context.readNumber);
  return ownMeasure(value);
}

function exactMeasure(value: unknown, read: NumberReader): Measure | null {
  const decimal = read(value);
  if (!decimal) return null;
  return {
    kind: 'number',
    compare: (bound) => {
      const limit = read(bound);
      return limit ? decimal.comparedTo(limit) : null;
    },
  };
}

/**
 * A number in a list without a number type rule (none of the app's lists has one, but a client may
 * send a number for a text): a Decimal compares exactly through its own class, a JavaScript number
 * as a number.
 */
function ownMeasure(value: unknown): Measure | null {
  const boundText = (bound: Bound) => (typeof bound === 'number' ? String(bound) : readNumberText(bound));
  if (isDecimalValue(value) && value.isFinite())
    return {
      kind: 'number',
      compare: (bound) => {
        const limit = boundText(bound);
        return limit === null ? null : value.comparedTo(limit);
      },
    };
  if (typeof value === 'number' && Number.isFinite(value))
    return {
      kind: 'number',
      compare: (bound) => {
        const limit = boundText(bound);
        return limit === null ? null : Math.sign(value - Number(limit));
      },
    };
  return null;
}

function compareBound(measured: Measure, bound: Bound): number | null {
  return measured.kind === 'number' ? measured.compare(bound) : measured.value - Number(bound);
}

const MIN_KEYS = { number: 'min', length: 'minLength', count: 'minItems' } as const;
const MAX_KEYS = { number: 'max', length: 'maxLength', count: 'maxItems' } as const;

function compareDates(
  key: 'before' | 'after' | 'sameOrBefore' | 'sameOrAfter',
  other: Ref<unknown>,
  labels: { before?: string; after?: string },
  accepts: (comparison: number) => boolean,
): Rule {
  return optional(
    (value, context) => {
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
    },
    { kind: 'date' },
  );
}

type Period = Record<string, unknown>;

function periodsOverlap(a: Period, b: Period, from: string, to: string): boolean {
  const startA = toIsoDate(a[from]) ?? '0000-01-01';
  const endA = toIsoDate(a[to]) ?? '9999-12-31';
  const startB = toIsoDate(b[from]) ?? '0000-01-01';
  const endB = toIsoDate(b[to]) ?? '9999-12-31';
  return startA <= endB && startB <= endA;
}

function includes(list: readonly unknown[], value: unknown): boolean {
  const wanted = typeof value === 'string' ? value.trim() : value;
  const scalar = (candidate: unknown) => typeof candidate === 'string' || typeof candidate === 'number';
  return list.some((item) => item === wanted || (scalar(item) && scalar(wanted) && String(item) === String(wanted)));
}

/**
 * The rules that do no decimal arithmetic — presence, text, choices, dates, lists, and min, max and
 * between, which compare numbers through the list's number type rule. `rules` (rules.ts) holds
 * these and the number rules; a module that must not load decimal.js (the sign-in screens' rules)
 * uses this part of it.
 */
export const textRules = {
  /** Fails on empty values and on a zero decimal ("0", "0,00", 0). */
  required: (): Rule => rule((value, context) => (isFilled(value) ? null : failure('required', context))),

  /** Filled in; unlike `required` a zero passes (0 credit days, 0 %, a price of 0 are values). */
  present: (): Rule => rule((value, context) => (isEmptyValue(value) ? failure('required', context) : null)),

  /** `required` only when the form says so, e.g. requiredWhen(ctx => !!ctx.values?.isCreditNote, 'requiredOnCreditNotes'). */
  requiredWhen: (condition: (context: RuleContext) => boolean, key: ValidationKey = 'required'): Rule =>
    rule((value, context) => (!condition(context) || isFilled(value) ? null : failure(key, context))),

  /** `present` only when the form says so: a code like "0000000" is a value, not a zero. */
  presentWhen: (condition: (context: RuleContext) => boolean): Rule =>
    rule((value, context) => (condition(context) && isEmptyValue(value) ? failure('required', context) : null)),

  string: (): Rule => optional((value, context) => (typeof value === 'string' ? null : failure('invalid', context))),

  /** A strictly valid YYYY-MM-DD (or a valid Date). */
  date: (): Rule =>
    optional(
      (value, context) =>
        (value instanceof Date ? toIsoDate(value) : isIsoDate(value)) ? null : failure('date', context),
      { kind: 'date' },
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
