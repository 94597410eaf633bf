import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, type ErrorLike } from '@apollo/client';
import type { TFunction } from 'i18next';
import i18n from '../i18n';
import { clearSession } from './session';
import { navigateTo } from './navigation';
import { toast } from './notify';

/**
 * The error catalogue of spec 001 §8 in one place: what a failed operation means for the user.
 * The pure part (`graphQLErrorOutcome`, `validationMessage`) is unit-tested; `handleOperationError`
 * adds the side effects (toasts, navigation) and is what the Apollo error link calls.
 */
export type Validation = { model: string; attribute: string; type: string; params?: Record<string, string | number> };
export type GraphQLErrorLike = { message?: string | null; extensions?: Record<string, unknown> | null };
export type ErrorOutcome = { kind: 'signIn' } | { kind: 'notFound' } | { kind: 'messages'; messages: string[] };

const t0: TFunction = i18n.t.bind(i18n);

export function genericErrorMessage(t: TFunction = t0): string {
  return t('errors:generic');
}

export function networkErrorMessage(t: TFunction = t0): string {
  return t('errors:network');
}

function exists(key: string): boolean {
  return i18n.exists(key);
}

function humanize(name: string): string {
  const spaced = name.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

/** Spec 001 §5.5: model-attribute-type, then model-type, then the generic type text, then the generic shape. */
export function validationMessage(validation: Validation, t: TFunction = t0): string {
  const { model, attribute, type } = validation;
  const params = {
    ...validation.params,
    model: t(`errors:models.${model}`, { defaultValue: humanize(model) }),
    attribute: t(`errors:attributes.${attribute}`, { defaultValue: humanize(attribute) }),
    type,
  };
  const candidates = [
    `errors:validation.custom.${model}.${attribute}.${type}`,
    `errors:validation.models.${model}.${type}`,
    `errors:validation.types.${type}`,
  ];
  const key = candidates.find(exists) ?? 'errors:validation.generic';
  return t(key, params);
}

function isValidation(value: unknown): value is Validation {
  const v = value as Validation | null;
  return !!v && typeof v.model === 'string' && typeof v.attribute === 'string' && typeof v.type === 'string';
}

/** A server key like `errors.insufficientPermissions` lives in the errors namespace. */
function translatedKey(key: unknown, params: unknown, t: TFunction): string | null {
  if (typeof key !== 'string' || key === '') return null;
  const bare = key.replace(/^errors[.:]/, '');
  const candidate = key.includes(':') && !key.startsWith('errors:') ? key : `errors:${bare}`;
  if (!exists(candidate)) return null;
  return t(candidate, (params && typeof params === 'object' ? params : {}) as Record<string, unknown>);
}

/**
 * One error's text. A translated key (or the translated error code) is preferred to the server's
 * message, because the server's messages are English and the user may read Bokmål.
 */
export function graphQLErrorMessages(error: GraphQLErrorLike, t: TFunction = t0): string[] {
  const extensions = error.extensions ?? {};
  const validations = extensions.validations;
  if (Array.isArray(validations)) {
    const valid = validations.filter(isValidation);
    return valid.length > 0 ? valid.map((validation) => validationMessage(validation, t)) : [genericErrorMessage(t)];
  }
  const fromKey = translatedKey(extensions.key, extensions.params, t);
  if (fromKey) return [fromKey];
  const code = typeof extensions.code === 'string' ? extensions.code : null;
  if (code && exists(`errors:codes.${code}`)) return [t(`errors:codes.${code}`)];
  if (error.message && error.message.trim() !== '') return [error.message];
  return [genericErrorMessage(t)];
}

export function graphQLErrorOutcome(errors: readonly GraphQLErrorLike[], t: TFunction = t0): ErrorOutcome {
  const codes = errors.map((error) => error.extensions?.code);
  if (codes.includes('UNAUTHENTICATED')) return { kind: 'signIn' };
  if (codes.includes('NOT_FOUND')) return { kind: 'notFound' };
  const messages = [...new Set(errors.flatMap((error) => graphQLErrorMessages(error, t)))];
  return { kind: 'messages', messages: messages.length > 0 ? messages : [genericErrorMessage(t)] };
}

export function isUnitForbidden(error: unknown): boolean {
  return ServerError.is(error) && error.statusCode === 403 && error.bodyText.includes('UNIT_FORBIDDEN');
}

export function isUnauthenticated(error: unknown): boolean {
  return ServerError.is(error) && error.statusCode === 401;
}

export async function signInAgain(): Promise<void> {
  clearSession();
  await navigateTo('/login', { replace: true });
}

/** Side effects of a failed operation; `handleMessages: false` leaves the messages to the caller. */
export function handleOperationError(error: ErrorLike, options: { handleMessages?: boolean } = {}): void {
  if (isUnauthenticated(error)) {
    void signInAgain();
    return;
  }
  if (CombinedGraphQLErrors.is(error)) {
    const outcome = graphQLErrorOutcome(error.errors);
    if (outcome.kind === 'signIn') void signInAgain();
    else if (outcome.kind === 'notFound') void navigateTo('/not-found', { replace: true });
    else if (options.handleMessages !== false) for (const message of outcome.messages) toast('error', message);
    return;
  }
  if (options.handleMessages === false) return;
  if (CombinedProtocolErrors.is(error)) toast('error', genericErrorMessage());
  else toast('error', networkErrorMessage());
}
