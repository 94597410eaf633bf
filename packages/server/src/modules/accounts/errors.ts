import type { FieldError } from '@fjord/domain';

/** The `error` codes of the account calls and the HTTP status each answers with. */
const STATUS = {
  bad_request: 400,
  invalid_login: 401,
  not_confirmed: 401,
  ip_suspended: 403,
  token_invalid: 404,
  token_expired: 422,
  already_confirmed: 422,
  validation_failed: 422,
} as const;

export type AccountErrorCode = keyof typeof STATUS;

/**
 * A refusal of an account call. Field errors carry the request's own (snake_case) field names,
 * so a client can put each next to its input; routes.ts turns them into texts.
 */
export class AccountError extends Error {
  readonly status: (typeof STATUS)[AccountErrorCode];

  constructor(
    readonly code: AccountErrorCode,
    readonly fieldErrors: FieldError[] = [],
    /** For bad_request: what was wrong with the body, for the developer of the client. */
    readonly detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'AccountError';
    this.status = STATUS[code];
  }
}

export const badRequest = (detail: string) => new AccountError('bad_request', [], detail);
export const invalidFields = (errors: FieldError[]) => new AccountError('validation_failed', errors);
