import type { Decimal } from '../decimal.js';
import type { ValidationKey } from './keys.js';
import { isEmptyValue } from './values.js';

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
 * numeric type rule — uint, int, unumber, number, amount … — is in the list) compare as exact
 * decimals; other text by its trimmed length; arrays and file lists by their count.
 *
 * This module and the rules of text-rules.ts do not load decimal.js: a list's number type rule
 * brings the exact reading of numbers (`readNumber`), so a form of text fields, like the sign-in
 * screens', does not download the money library.
 */
export type FailureParams = Record<string, string | number>;
export type RuleFailure = { key: ValidationKey; params?: FailureParams };

export type ValueKind = 'number' | 'date' | 'text';

/** A value (or a bound) as an exact decimal, or null when it is not a number. */
export type NumberReader = (value: unknown) => Decimal | null;

export type RuleContext = {
  /** The field's label, for "{{field}} is required"; the web fills it in when translating if absent. */
  field?: string;
  /** The whole form, for rules comparing with another field (see `fieldValue`). */
  values?: Record<string, unknown>;
  /** How min/max read text; set by `validate` from the list's type rule. */
  kind?: ValueKind;
  /** How min/max/between read numbers exactly; set by `validate` from the list's number type rule. */
  readNumber?: NumberReader;
};

export type Rule = {
  (value: unknown, context?: RuleContext): RuleFailure | null;
  /** Type rules say how the other rules of the list read the value. */
  readonly kind?: ValueKind;
  /** Number type rules carry the exact reading of numbers for the other rules of the list. */
  readonly readNumber?: NumberReader;
};

/** Another value a rule compares with: fixed, or read from the form when validating. */
export type Ref<T> = T | ((context: RuleContext) => T);

export function fieldValue(name: string): (context: RuleContext) => unknown {
  return (context) => context.values?.[name];
}

export function resolve<T>(ref: Ref<T>, context: RuleContext): T {
  return typeof ref === 'function' ? (ref as (context: RuleContext) => T)(context) : ref;
}

export function failure(key: ValidationKey, context: RuleContext, params: FailureParams = {}): RuleFailure {
  const all = context.field === undefined ? params : { field: context.field, ...params };
  return Object.keys(all).length > 0 ? { key, params: all } : { key };
}

type Check = (value: unknown, context: RuleContext) => RuleFailure | null;

export function rule(check: Check, type: { kind?: ValueKind; readNumber?: NumberReader } = {}): Rule {
  const run = (value: unknown, context: RuleContext = {}) => check(value, context);
  return Object.assign(run, type);
}

/** Most rules say nothing about an empty value: that is `required`'s job. */
export function optional(check: Check, type: { kind?: ValueKind; readNumber?: NumberReader } = {}): Rule {
  return rule((value, context) => (isEmptyValue(value) ? null : check(value, context)), type);
}

/** Runs the rules in order and answers the first failure, or null. */
export function validate(value: unknown, list: readonly Rule[], context: RuleContext = {}): RuleFailure | null {
  const kind = context.kind ?? list.find((candidate) => candidate.kind)?.kind;
  const readNumber = context.readNumber ?? list.find((candidate) => candidate.readNumber)?.readNumber;
  const full = { ...context, ...(kind ? { kind } : {}), ...(readNumber ? { readNumber } : {}) };
  for (const check of list) {
    const result = check(value, full);
    if (result) return result;
  }
  return null;
}
