import { GraphQLError } from 'graphql';
import type { Logger } from '../logger.js';
import { AppError } from '../errors/app-error.js';

function findAppError(error: unknown): AppError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof AppError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return null;
}

/**
 * An error about the request rather than the server: GraphQL's own, or a type's refusal of an input
 * value (a scalar's parseValue throws a GraphQLError; graphql-js wraps it with the variable's path in
 * the message). Errors raised while executing carry a result path and are never this.
 */
function isRequestError(error: GraphQLError): boolean {
  if (error.path) return false;
  const inner = error.originalError;
  return !inner || (inner instanceof GraphQLError && !inner.originalError);
}

/**
 * Errors leave the server in one shape: an AppError keeps its code,
 * validations, translation key and printable message; GraphQL's own input errors keep their message; anything else
 * is logged and answered with a generic text and no stack.
 */
export function formatError(error: unknown, log: Logger): GraphQLError {
  const appError = findAppError(error);
  const path = error instanceof GraphQLError ? error.path : undefined;
  const nodes = error instanceof GraphQLError ? error.nodes : undefined;
  if (appError) {
    const extensions: Record<string, unknown> = { code: appError.code };
    if (appError.validations) extensions.validations = appError.validations;
    if (appError.key) extensions.key = appError.key;
    if (appError.params) extensions.params = appError.params;
    if (appError.printableMessage) extensions.printableMessage = appError.printableMessage;
    return new GraphQLError(appError.message, { path, nodes, extensions });
  }
  if (error instanceof GraphQLError && isRequestError(error)) {
    // Parse and validation errors of the query itself, and variables that do not fit their types
    // (a missing or wrongly typed field inside an input object or list): the client's mistake, safe to show.
    // The refusing type's own code and details (e.g. QUERY_TOO_COMPLEX with its limit) say more than a wrapper's.
    const { http: _http, ...outer } = error.extensions;
    const { http: _innerHttp, ...inner } =
      error.originalError instanceof GraphQLError ? error.originalError.extensions : {};
    const code = (inner.code ?? outer.code) as string | undefined;
    return new GraphQLError(error.message, {
      path,
      nodes,
      extensions: { ...outer, ...inner, code: code ?? (error.originalError ? 'BAD_USER_INPUT' : 'BAD_REQUEST') },
    });
  }
  log.error(
    { err: error instanceof GraphQLError ? (error.originalError ?? error) : error },
    'unexpected error in a GraphQL operation',
  );
  return new GraphQLError('Unexpected error', { path, nodes, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
