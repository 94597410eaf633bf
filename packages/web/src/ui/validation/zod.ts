import { z } from 'zod/mini';
import { validate, type Rule, type RuleContext, type RuleFailure } from '@fjord/domain';
import { encodeFailure } from './messages';

/**
 * The rules as zod schemas for react-hook-form's zodResolver. Issues carry an encoded failure as
 * their message; `useValidationMessage()` turns it into text with the field's label.
 */

/** One field: zodField<string>([rules.required(), rules.email()]). Its rules see only its own value. */
export function zodField<T = unknown>(list: readonly Rule[], context: RuleContext = {}): z.ZodMiniType<T, T> {
  return withRules(
    z.custom<T>(() => true),
    list,
    context,
  );
}

/** Adds the rules to a schema of your own, e.g. withRules(z.string(), [rules.max(80)]). */
export function withRules<S extends z.ZodMiniType>(schema: S, list: readonly Rule[], context: RuleContext = {}): S {
  return schema.check(
    z.superRefine((value, issues) => {
      const failure = validate(value, list, context);
      if (failure) issues.addIssue({ code: 'custom', message: encodeFailure(failure) });
    }),
  ) as unknown as S;
}

type FieldRules<T> = { [K in keyof T]?: readonly Rule[] } & Record<string, readonly Rule[] | undefined>;

/**
 * A whole form: toZodSchema<Values>({ startDate: [...], endDate: [rules.after(fieldValue('startDate'))] }).
 * Every rule sees the form's values (`fieldValue`); a dotted name ("lines.0.amount") reaches into it.
 * A form whose rules depend on its values (the rules of each line of a list) passes a function
 * answering the rules for the values: toZodSchema((values) => lineRules(values.lines.length)).
 */
export function toZodSchema<T extends Record<string, unknown>>(
  fields: FieldRules<T> | ((values: T) => FieldRules<T>),
): z.ZodMiniType<T, T> {
  return z
    .custom<T>((value) => typeof value === 'object' && value !== null)
    .check(
      z.superRefine((values, issues) => {
        const map = typeof fields === 'function' ? fields(values) : fields;
        for (const [name, list] of Object.entries(map)) {
          if (!list) continue;
          const path = name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
          const failure = validate(valueAt(values, path), list, { values });
          if (failure) issues.addIssue({ code: 'custom', path, message: encodeFailure(naming(failure, name)) });
        }
      }),
    );
}

/** An `invalid` failure names its attribute, so its text can say what that field expects (messages.ts). */
function naming(failure: RuleFailure, name: string): RuleFailure {
  if (failure.key !== 'invalid') return failure;
  return { ...failure, params: { ...failure.params, expected: name.split('.').pop()! } };
}

function valueAt(values: unknown, path: readonly (string | number)[]): unknown {
  let current = values;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}
