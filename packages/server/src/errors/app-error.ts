/**
 * The one error type services throw. GraphQL turns it into extensions {code, validations, key, params};
 * REST into a status and body. Anything else thrown is a bug: logged, and answered with a generic text.
 */
export type ErrorCode =
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'VALIDATION'
  | 'CONFLICT'
  | 'BAD_REQUEST'
  /** An outside service (e.g. the vehicle registry) does not answer now; trying later may work. */
  | 'SERVICE_UNAVAILABLE'
  /** The unit requires two-factor sign-in and the user has not turned it on. */
  | 'TWO_FACTOR_REQUIRED'
  /** Too many calls in a short time (e.g. vehicle registry lookups); trying later may work. */
  | 'TOO_MANY_REQUESTS';

export type Validation = {
  model: string;
  attribute: string;
  type: string;
  params?: Record<string, string | number>;
};

export type AppErrorExtra = {
  validations?: Validation[];
  key?: string;
  params?: Record<string, string | number>;
  /**
   * A text meant for people, already in the user's language (e.g. from an outside service that
   * answers in Norwegian); the web shows it as is instead of a translated key.
   */
  printableMessage?: string;
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly validations?: Validation[];
  readonly key?: string;
  readonly params?: Record<string, string | number>;
  readonly printableMessage?: string;

  constructor(code: ErrorCode, message: string, extra: AppErrorExtra = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.validations = extra.validations;
    this.key = extra.key;
    this.params = extra.params;
    this.printableMessage = extra.printableMessage;
  }
}

export const notFound = (what = 'Record') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (flag?: string) =>
  new AppError('FORBIDDEN', 'Not allowed', flag ? { key: 'errors.insufficientPermissions', params: { flag } } : {});

export function validationError(validations: Validation[]): AppError {
  return new AppError('VALIDATION', 'Validation failed', { validations });
}

export function invalid(model: string, attribute: string, type: string, params?: Validation['params']): AppError {
  return validationError([{ model, attribute, type, ...(params ? { params } : {}) }]);
}

/** Refuses with every problem at once (the form marks all its fields in one round trip); nothing is saved. */
export function refuseInvalid(
  model: string,
  problems: readonly { attribute: string; type: string; params?: Validation['params'] }[],
): void {
  if (problems.length > 0) throw validationError(problems.map((problem) => ({ model, ...problem })));
}
