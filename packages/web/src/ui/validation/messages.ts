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
 * "{{field}} is required" etc. The label given here wins over a field name in the failure; the
 * date comparisons name the validated field as {{before}} or {{after}} when the rule did not.
 */
export function validationMessage(t: TFunction, failure: RuleFailure, fieldLabel?: string): string {
  const field = fieldLabel ?? failure.params?.field ?? t('validation:thisField');
  const params: Record<string, string | number> = { before: field, after: field, ...failure.params, field };
  return t(`validation:messages.${failure.key}`, params);
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
