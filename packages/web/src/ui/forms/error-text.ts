import type { TFunction } from 'i18next';
import { fieldErrorText } from '../validation/messages';
import { isServerValidation, serverValidationMessage, type ServerValidation } from '../validation/server-messages';

/**
 * A form keeps each field's error as one string (react-hook-form's `message`) and translates it
 * when drawing the field, with the field's label, so a language change re-words it. Three kinds:
 * a rule failure of ui/validation, a server validation, and a translation key of a form's own.
 */
const SERVER_PREFIX = 'fjord-server-validation:';
const KEY_PREFIX = 'fjord-message:';

export function encodeServerValidation(validation: ServerValidation): string {
  return SERVER_PREFIX + JSON.stringify(validation);
}

/** A message of a form's own, e.g. messageKey('accounts:validation.passwordsDiffer'), for a zod refinement. */
export function messageKey(key: string, params?: Record<string, string | number>): string {
  return KEY_PREFIX + JSON.stringify({ key, params });
}

function decode<T>(message: string, prefix: string): T | null {
  if (!message.startsWith(prefix)) return null;
  try {
    return JSON.parse(message.slice(prefix.length)) as T;
  } catch {
    return null;
  }
}

/** The server names the attribute its own way; the field's label says it as the form does. */
function labelled(t: TFunction, label: string): TFunction {
  const withLabel = (key: string | string[], options?: Record<string, unknown>) =>
    t(key, { ...options, attribute: label });
  return withLabel as unknown as TFunction;
}

export function formErrorText(t: TFunction, message: string | undefined | null, label?: string): string | undefined {
  if (!message) return undefined;
  const server = decode<unknown>(message, SERVER_PREFIX);
  if (isServerValidation(server)) return serverValidationMessage(label ? labelled(t, label) : t, server);
  const own = decode<{ key?: unknown; params?: Record<string, string | number> }>(message, KEY_PREFIX);
  if (own && typeof own.key === 'string') return t(own.key, { field: label, ...own.params });
  return fieldErrorText(t, message, label);
}
