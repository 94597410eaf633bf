import type { TFunction } from 'i18next';
import { isServerValidation, serverValidationMessage } from '../validation/server-messages';

/**
 * The error catalogue for GraphQL answers, without side effects: what each error
 * says to the user, and whether the answer means "sign in" or "not found" instead. The server's
 * own `message` is English and meant for developers, so it is never shown.
 */
export type GraphQLErrorLike = { message?: string | null; extensions?: Record<string, unknown> | null };
export type ErrorOutcome =
  | { kind: 'signIn' }
  | { kind: 'notFound' }
  | { kind: 'forbidden' }
  | { kind: 'twoFactorRequired' }
  | { kind: 'messages'; messages: string[] };

export function genericErrorMessage(t: TFunction): string {
  return t('errors:generic');
}

export function networkErrorMessage(t: TFunction): string {
  return t('errors:network');
}

/** The alternate wording of the error catalogue, for a dropped subscription socket. */
export function socketErrorMessage(t: TFunction): string {
  return t('errors:socket');
}

/** A server key ("errors.insufficientPermissions", "errors:x" or "x") in the errors namespace; unknown → generic. */
function keyMessage(t: TFunction, key: string, params: unknown): string {
  const bare = key.replace(/^errors[.:]/, '');
  const values = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  return t([`errors:${bare}`, 'errors:generic'], values);
}

/**
 * One error: its validations, each translated (an empty list: the generic text); else the text the
 * server wrote for people (`printableMessage`, already in the user's language); else its key
 * translated with its params; else the generic text.
 */
export function messagesForGraphQLError(t: TFunction, error: GraphQLErrorLike): string[] {
  const extensions = error.extensions ?? {};
  if (Array.isArray(extensions.validations)) {
    const validations = extensions.validations.filter(isServerValidation);
    return validations.length > 0
      ? validations.map((validation) => serverValidationMessage(t, validation))
      : [genericErrorMessage(t)];
  }
  const printable = extensions.printableMessage;
  if (typeof printable === 'string' && printable.trim() !== '') return [printable];
  if (typeof extensions.key === 'string' && extensions.key !== '')
    return [keyMessage(t, extensions.key, extensions.params)];
  return [genericErrorMessage(t)];
}

/** Every error's messages, each text once; never an empty list. */
export function messagesForGraphQLErrors(t: TFunction, errors: readonly GraphQLErrorLike[]): string[] {
  const messages = [...new Set(errors.flatMap((error) => messagesForGraphQLError(t, error)))];
  return messages.length > 0 ? messages : [genericErrorMessage(t)];
}

/**
 * UNAUTHENTICATED sends the user to sign in and NOT_FOUND to the not-found page, without a message.
 * FORBIDDEN on what a page reads (`forbiddenIsPage`) means the page is not the user's to see: the
 * Forbidden page; on a change it is a message, and the page stays.
 */
export function graphQLErrorOutcome(
  t: TFunction,
  errors: readonly GraphQLErrorLike[],
  { forbiddenIsPage = false }: { forbiddenIsPage?: boolean } = {},
): ErrorOutcome {
  const codes = errors.map((error) => error.extensions?.code);
  if (codes.includes('UNAUTHENTICATED')) return { kind: 'signIn' };
  // The company requires a second factor the user has not turned on: the page that leads to it.
  if (codes.includes('TWO_FACTOR_REQUIRED')) return { kind: 'twoFactorRequired' };
  if (codes.includes('NOT_FOUND')) return { kind: 'notFound' };
  if (forbiddenIsPage && codes.includes('FORBIDDEN')) return { kind: 'forbidden' };
  return { kind: 'messages', messages: messagesForGraphQLErrors(t, errors) };
}
