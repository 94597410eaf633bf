/**
 * Validation for the web. The rules themselves live in @fjord/domain so the
 * server can run the same ones.
 *
 * Forms (react-hook-form + zod/mini):
 *   import { rules, fieldValue } from '@fjord/domain';
 *   const schema = toZodSchema<Values>({
 *     name: [rules.required(), rules.max(80)],
 *     amount: [rules.required(), rules.unumber(), rules.max('1000000')],
 *     endDate: [rules.date(), rules.sameOrAfter(fieldValue('startDate'), { before: t('startDate') })],
 *   });
 *   useForm({ resolver: zodResolver(schema) });
 *   const message = useValidationMessage();
 *   <TextInput label={t('name')} error={message(errors.name?.message, t('name'))} />
 * `zodField(rules)` / `withRules(schema, rules)` do the same for one field when a rule needs no
 * other field. A form's own check is `.check(z.superRefine(…))`. The sign-in screens take
 * `textRules`, the rules without the number rules, so the first page does not load decimal.js. Error messages in the form state are encoded failures; plain texts (e.g. from the
 * server) pass through `useValidationMessage` unchanged.
 *
 * Outside forms: `validateField(value, rules, { field: label })` answers the first failure, and
 * `validationMessage(t, failure, label)` its text. `useDebouncedValidation` validates a value once
 * it has been still for VALIDATION_DEBOUNCE_MS (50 ms) — use it (or react-hook-form's
 * `mode: 'onChange'` with that delay) for validation while typing.
 *
 * Server validations: `serverValidationMessage(t, {model, attribute, type, params})`.
 * Yes/no filters: `parseYesNo(value)` (null = not a yes/no), shown with `yesNoFilterError(t)`.
 */
import { validate, type Rule, type RuleContext, type RuleFailure } from '@fjord/domain';

export { rules, fieldValue, validate, VALIDATION_DEBOUNCE_MS } from '@fjord/domain';
export type { Rule, RuleContext, RuleFailure } from '@fjord/domain';
export { encodeFailure, decodeFailure, validationMessage, fieldErrorText } from './messages';
export { useValidationMessage } from './use-validation-message';
export { useDebouncedValidation } from './use-debounced-validation';
export { zodField, withRules, toZodSchema } from './zod';
export { serverValidationMessage, isServerValidation, modelName, attributeName } from './server-messages';
export type { ServerValidation } from './server-messages';
export { parseYesNo, yesNoFilterError } from './yes-no';

/** The first failure of `value` against `rules`, or null. `params.field` names the field in messages. */
export function validateField(value: unknown, list: readonly Rule[], params: RuleContext = {}): RuleFailure | null {
  return validate(value, list, params);
}
