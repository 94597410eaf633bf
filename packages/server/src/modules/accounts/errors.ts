import type { FieldError, Locale } from '@fjord/domain';
import { HttpError } from '../../http/rest-errors.js';
import { fieldErrorText, translate } from './texts.js';

/** The `error` codes of the account calls and the HTTP status each answers with. */
const STATUS = {
  bad_request: 400,
  invalid_login: 401,
  not_confirmed: 401,
  invalid_code: 401,
  two_factor_expired: 401,
  ip_suspended: 403,
  login_suspended: 403,
  token_invalid: 404,
  token_expired: 422,
  already_confirmed: 422,
  validation_failed: 422,
} as const;

export type AccountErrorCode = keyof typeof STATUS;

/** The request's field names are snake_case (new_user.first_name); the domain rules name them in camelCase. */
const payloadField = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A refusal of an account call, with the spec's code and the account texts. Field errors come from
 * the domain rules; the answer names them by the request's own (snake_case) field names, so a client
 * can put each next to its input.
 */
export class AccountError extends HttpError {
  constructor(
    override readonly code: AccountErrorCode,
    readonly fieldErrors: FieldError[] = [],
    /** For bad_request: what was wrong with the body, for the developer of the client. */
    readonly detail?: string,
  ) {
    super(STATUS[code], code);
    this.name = 'AccountError';
    if (detail) this.message = detail;
  }

  override text(locale: Locale): string {
    return this.code === 'bad_request' ? super.text(locale) : translate(locale, this.code);
  }

  override details(locale: Locale): Record<string, unknown> {
    const details: Record<string, unknown> = this.detail ? { detail: this.detail } : {};
    if (this.code !== 'validation_failed') return details;
    const errors = this.fieldErrors.map((error) => ({ ...error, field: payloadField(error.field) }));
    const fields: Record<string, string[]> = {};
    for (const error of errors) (fields[error.field] ??= []).push(error.key);
    return { ...details, errors: errors.map((error) => fieldErrorText(locale, error)), fields };
  }
}

export const badRequest = (detail: string) => new AccountError('bad_request', [], detail);
export const invalidFields = (errors: FieldError[]) => new AccountError('validation_failed', errors);
