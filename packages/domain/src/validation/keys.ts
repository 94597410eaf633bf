/**
 * The client-side validation messages and the type messages. A rule
 * failure names one of these; the web has a text for each in en and nb (validation:messages.<key>).
 */
export const VALIDATION_KEYS = [
  'required',
  'taken',
  'negative',
  'positive',
  'before',
  'after',
  'sameOrBefore',
  'sameOrAfter',
  'smallerExceedsBigger',
  'overlap',
  'between',
  'invalid',
  'requiredOnCreditNotes',
  'email',
  'length',
  'maxLength',
  'minLength',
  'max',
  'min',
  'maxItems',
  'minItems',
  'items',
  'notInList',
  'yesNo',
  'sumZero',
  'minDifference',
  'personalNumberDate',
  'invalidCombination',
  'uint',
  'int',
  'unumber',
  'number',
  'date',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (VALIDATION_KEYS as readonly string[]).includes(value);
}
