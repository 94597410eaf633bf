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
  if (error instanceof GraphQLError && !error.originalError) {
    // Parse and validation errors of the query itself, and bad variables: safe to show.
    return new GraphQLError(error.message, {
      path,
      nodes,
      extensions: { code: (error.extensions.code as string | undefined) ?? 'BAD_REQUEST' },
    });
  }
  log.error(
    { err: error instanceof GraphQLError ? (error.originalError ?? error) : error },
    'unexpected error in a GraphQL operation',
  );
  return new GraphQLError('Unexpected error', { path, nodes, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
