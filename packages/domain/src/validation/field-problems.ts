import type { ValidationKey } from './keys.js';
import { validate, type FailureParams, type Rule, type RuleFailure } from './rules.js';

/**
 * The server's side of the shared form rules: the same rule map a form validates with, answered
 * as server validations `{attribute, type, params}` in the types, so a browser that
 * skipped the form's checks gets the same refusal, field by field.
 */
export type FieldProblem = { attribute: string; type: string; params?: FailureParams };

export type RuleMap<V> = Partial<Record<keyof V & string, readonly Rule[]>>;

/** The rules of the given fields only: an update that changes some fields checks just those. */
export function pickRules<V>(ruleMap: RuleMap<V>, fields: readonly (keyof V & string)[]): RuleMap<V> {
  const picked: RuleMap<V> = {};
  for (const field of fields) if (ruleMap[field]) picked[field] = ruleMap[field];
  return picked;
}

const SERVER_TYPES: Partial<Record<ValidationKey, string>> = {
  required: 'blank',
  taken: 'taken',
  negative: 'greater_than_or_equal_to',
  positive: 'greater_than',
  before: 'before',
  after: 'after',
  sameOrBefore: 'date_before_or_equal_to',
  sameOrAfter: 'date_after_or_equal_to',
  overlap: 'overlapping',
  length: 'wrong_length',
  maxLength: 'too_long',
  minLength: 'too_short',
  max: 'less_than_or_equal_to',
  min: 'greater_than_or_equal_to',
  maxItems: 'too_long',
  minItems: 'too_short',
  notInList: 'inclusion',
  uint: 'not_an_integer',
  int: 'not_an_integer',
  unumber: 'not_a_number',
  number: 'not_a_number',
};

/** The server validation type and its params ({count}, {date}) for a rule failure. */
export function serverProblemOf(attribute: string, failure: RuleFailure): FieldProblem {
  const type = SERVER_TYPES[failure.key] ?? 'invalid';
  const { field: _field, ...rest } = failure.params ?? {};
  const params: FailureParams = { ...rest };
  if (failure.key === 'negative' || failure.key === 'positive') params.count = 0;
  for (const side of ['before', 'after']) {
    if (side in params) {
      params.date = params[side]!;
      delete params[side];
    }
  }
  for (const name of ['max', 'min', 'length']) {
    if (name in params) {
      params.count = params[name]!;
      delete params[name];
    }
  }
  return Object.keys(params).length > 0 ? { attribute, type, params } : { attribute, type };
}

/**
 * Every field's first failure. `overrides` renames a type for one attribute, e.g. an organisation
 * number's `invalid` is `checksum_invalid` on the server.
 */
export function fieldProblems<V extends Record<string, unknown>>(
  values: V,
  ruleMap: RuleMap<V>,
  overrides: Partial<Record<keyof V & string, Record<string, string>>> = {},
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [attribute, list] of Object.entries(ruleMap) as [keyof V & string, readonly Rule[]][]) {
    const failure = validate(values[attribute], list, { values });
    if (!failure) continue;
    const problem = serverProblemOf(attribute, failure);
    const renamed = overrides[attribute]?.[problem.type];
    problems.push(renamed ? { ...problem, type: renamed } : problem);
  }
  return problems;
}
