import i18n from '../../i18n';

/**
 * The REST account calls. They run before there is a session, so they go through
 * plain fetch instead of Apollo; the server answers in snake_case and in the language we send.
 */
export type ApiFailure = {
  ok: false;
  /** 0 when the server could not be reached. */
  status: number;
  /** The server's error code (invalid_login, token_expired, …), 'network' or 'unknown'. */
  error: string;
  /** A text to show: the server's message, or our own for network and unreadable answers. */
  message: string;
  errors: string[];
};
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export type Country = { code: string; name: string; phone_code: string };

export type RegistrationPayload = {
  new_user: {
    first_name: string;
    last_name: string;
    phone_code: string;
    cellphone_country_code: string;
    cellphone: string;
    login: string;
    password: string;
    password_confirmation: string;
  };
  new_unit: { address: string; zip: string; city: string; country_code: string };
};

const currentLocale = () => (i18n.language === 'nb' ? 'nb' : 'en');

function failure(status: number, body: unknown): ApiFailure {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const errors = Array.isArray(record.errors) ? record.errors.filter((e): e is string => typeof e === 'string') : [];
  return {
    ok: false,
    status,
    error: typeof record.error === 'string' ? record.error : 'unknown',
    message: typeof record.message === 'string' ? record.message : i18n.t('accounts:errors.generic'),
    errors,
  };
}

export async function request<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    return { ok: false, status: 0, error: 'network', message: i18n.t('accounts:errors.network'), errors: [] };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // An empty or non-JSON body (a proxy error page) still has a meaningful status.
  }
  return response.ok ? { ok: true, data: parsed as T } : failure(response.status, parsed);
}

/** A session token, or (two-factor sign-in on) the token the second step takes with a code. */
export type LoginAnswer = { token: string } | { two_factor_token: string };

export const login = (email: string, password: string) =>
  request<LoginAnswer>('POST', '/accounts/login', { email, password, locale: currentLocale() });

export const loginWithSecondFactor = (twoFactorToken: string, code: string) =>
  request<{ token: string }>('POST', '/accounts/login/two_factor', {
    two_factor_token: twoFactorToken,
    code,
    locale: currentLocale(),
  });

export const requestPasswordReset = (login: string) =>
  request<unknown>('POST', '/accounts/request_password_reset', { login, locale: currentLocale() });

export const register = (payload: RegistrationPayload) =>
  request<{ message: string }>('POST', '/accounts/register', {
    ...payload,
    new_user: { ...payload.new_user, locale: currentLocale() },
    locale: currentLocale(),
  });

export const fetchCountries = (locale: string) =>
  request<Country[]>('GET', `/countries?locale=${encodeURIComponent(locale)}`);

export const confirmRegistration = (registrationToken: string) =>
  request<{ token: string }>('POST', '/accounts/confirm_registration', {
    registration_token: registrationToken,
    locale: currentLocale(),
  });

export const requestNewRegistrationToken = (oldRegistrationToken: string) =>
  request<{ message: string }>('POST', '/accounts/request_new_registration_token', {
    old_registration_token: oldRegistrationToken,
    locale: currentLocale(),
  });

export const confirmPasswordReset = (passwordResetToken: string) =>
  request<{ valid: boolean }>('POST', '/accounts/confirm_password_reset', {
    password_reset_token: passwordResetToken,
    locale: currentLocale(),
  });

export const resetPassword = (passwordResetToken: string, newPassword: string, passwordConfirmation: string) =>
  request<unknown>('POST', '/accounts/reset_password', {
    password_reset_token: passwordResetToken,
    new_password: newPassword,
    password_confirmation: passwordConfirmation,
    locale: currentLocale(),
  });

/** Token answers of the confirmation links: expired links can be renewed, anything else is dead. */
export function tokenProblem(result: ApiFailure): 'expired' | 'invalid' | 'other' {
  if (result.error === 'token_expired') return 'expired';
  if (result.error === 'token_invalid' || result.status === 404) return 'invalid';
  return 'other';
}

/** The server's list of problems when it sent one (joined with a comma), else its message. */
export const failureText = (result: ApiFailure) => (result.errors.length ? result.errors.join(', ') : result.message);
