import type { TFunction } from 'i18next';
import { isValidationKey, type RuleFailure } from '@fjord/domain';

/**
 * Rule failures to text. Forms keep a failure as an encoded string in their error
 * state (react-hook-form keeps only a message), and translate it when rendering, so a language
 * change re-renders the message in the new language.
 */
const PREFIX = 'fjord-validation:';

export function encodeFailure(failure: RuleFailure): string {
  return PREFIX + JSON.stringify(failure);
}

export function decodeFailure(message: string): RuleFailure | null {
  if (!message.startsWith(PREFIX)) return null;
  try {
    const parsed = JSON.parse(message.slice(PREFIX.length)) as Partial<RuleFailure>;
    return isValidationKey(parsed.key) ? { key: parsed.key, params: parsed.params } : null;
  } catch {
    return null;
  }
}

/**
 * What a field of this name expects, for its `invalid` texts on both sides ("The organisation
 * number must have 9 digits with a valid check digit"): validation:expected.<attribute>.
 */
export const expectedKey = (attribute: string) => `validation:expected.${attribute.split('.').pop()}`;

/**
 * "{{field}} is required" etc. The label given here wins over a field name in the failure; the
 * date comparisons name the validated field as {{before}} or {{after}} when the rule did not. An
 * `invalid` failure that names its field (`expected`) says what the field expects where there is a text.
 */
export function validationMessage(t: TFunction, failure: RuleFailure, fieldLabel?: string): string {
  const field = fieldLabel ?? failure.params?.field ?? t('validation:thisField');
  const params: Record<string, string | number> = { before: field, after: field, ...failure.params, field };
  const expected = failure.key === 'invalid' ? failure.params?.expected : undefined;
  const key = `validation:messages.${failure.key}`;
  return t(typeof expected === 'string' ? [expectedKey(expected), key] : key, params);
}

/** An error message held by a form: an encoded failure is translated, any other text (a server message) kept. */
export function fieldErrorText(
  t: TFunction,
  error: string | RuleFailure | null | undefined,
  fieldLabel?: string,
): string | undefined {
  if (!error) return undefined;
  if (typeof error !== 'string') return validationMessage(t, error, fieldLabel);
  const failure = decodeFailure(error);
  return failure ? validationMessage(t, failure, fieldLabel) : error;
}
