import type { TFunction } from 'i18next';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import i18n from '../../i18n';
import { genericErrorMessage, messagesForGraphQLError, networkErrorMessage, type GraphQLErrorLike } from '../errors';
import { isServerValidation, serverValidationMessage } from '../validation/server-messages';
import { encodeServerValidation } from './error-text';

import { FORM_ERROR, type ServerFieldMap } from './form-error';

export { FORM_ERROR, type ServerFieldMap };

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

function hasField(values: unknown, path: string): boolean {
  let current = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * The GraphQL errors in whatever failed: Apollo's CombinedGraphQLErrors (which carries `errors`), a
 * list, or `{ errors }`. Read by shape, so the sign-in page's forms do not load Apollo's error classes.
 */
export function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] | null {
  if (Array.isArray(error)) return error as GraphQLErrorLike[];
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as GraphQLErrorLike[]) : null;
}

function isNetworkError(error: unknown): boolean {
  // Apollo's ServerError (an HTTP answer that is no GraphQL result), known by its name.
  const serverError = (error as { name?: unknown } | null)?.name === 'ServerError';
  return serverError || (error instanceof TypeError && /fetch|network/i.test(error.message));
}

/**
 * Puts a failed save's errors where the user looks: each server validation whose
 * attribute is a field of the form goes onto that field; everything else — validations of other
 * attributes, errors with a key or no details, network failures — becomes the form-level error.
 * Answers the form-level messages (empty when everything found a field).
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  error: unknown,
  fieldMap: ServerFieldMap = {},
  t: TFunction = i18n.t.bind(i18n),
): string[] {
  const values = form.getValues();
  const fieldFor = (model: string, attribute: string): string | null => {
    const mapped = fieldMap[`${model}.${attribute}`] ?? fieldMap[attribute];
    if (mapped) return mapped;
    return [attribute, camelCase(attribute)].find((name) => hasField(values, name)) ?? null;
  };

  const unmatched: string[] = [];
  let focused = false;
  const errors = graphQLErrorsOf(error);
  if (!errors) unmatched.push(isNetworkError(error) ? networkErrorMessage(t) : genericErrorMessage(t));
  for (const graphQLError of errors ?? []) {
    const validations = graphQLError.extensions?.validations;
    const list = Array.isArray(validations) ? validations.filter(isServerValidation) : [];
    if (list.length === 0) {
      unmatched.push(...messagesForGraphQLError(t, graphQLError));
      continue;
    }
    for (const validation of list) {
      const field = fieldFor(validation.model, validation.attribute);
      if (!field) {
        unmatched.push(serverValidationMessage(t, validation));
        continue;
      }
      form.setError(
        field as FieldPath<T>,
        { type: 'server', message: encodeServerValidation(validation) },
        { shouldFocus: !focused },
      );
      focused = true;
    }
  }
  if (errors && errors.length === 0) unmatched.push(genericErrorMessage(t));
  const messages = [...new Set(unmatched)];
  if (messages.length > 0) form.setError(FORM_ERROR, { type: 'server', message: messages.join('\n') });
  return messages;
}
