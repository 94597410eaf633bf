import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError, Locale } from '@fjord/domain';
import { bearerToken } from '../../auth/sessions.js';
import type { Services } from '../../services.js';
import { jsonObject, optionalString, requiredString, type JsonObject } from './body.js';
import { AccountError } from './errors.js';
import { explicitLocale, localeFromAcceptLanguage } from './locale.js';
import {
  checkPasswordResetToken,
  confirmRegistration,
  login,
  logout,
  register,
  requestNewRegistrationToken,
  requestPasswordReset,
  resetPassword,
} from './service.js';
import { fieldErrorText, translate } from './texts.js';

/**
 * The account calls: JSON in and out, snake_case keys. Every refusal answers
 * {error, message} with the message in the request's language (a `locale` body field, else
 * Accept-Language, else en); validation failures add `errors` (texts) and `fields` (keys per field).
 */
export function registerAccountRoutes(server: FastifyInstance, services: Services): void {
  server.register(async (scope) => {
    scope.setErrorHandler((error, req, reply) => sendError(services, error, req, reply));
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    scope.post('/accounts/login', async (req) => {
      const body = jsonObject(req.body);
      const email = requiredString(body, 'email');
      const password = requiredString(body, 'password');
      return { token: await login(services, { email, password, ip: req.ip }) };
    });

    scope.post('/accounts/register', async (req) => {
      const body = jsonObject(req.body);
      const user = jsonObject(body.new_user, 'new_user');
      const unit = jsonObject(body.new_unit, 'new_unit');
      const userField = (key: string) => requiredString(user, key, 'new_user');
      const unitField = (key: string) => requiredString(unit, key, 'new_unit');
      await register(services, {
        firstName: userField('first_name'),
        lastName: userField('last_name'),
        phoneCode: userField('phone_code'),
        cellphoneCountryCode: userField('cellphone_country_code'),
        cellphone: userField('cellphone'),
        login: userField('login'),
        password: userField('password'),
        passwordConfirmation: userField('password_confirmation'),
        address: unitField('address'),
        zip: unitField('zip'),
        city: unitField('city'),
        countryCode: unitField('country_code'),
        locale:
          explicitLocale(optionalString(user, 'locale', 'new_user')) ??
          localeFromAcceptLanguage(req.headers['accept-language']) ??
          'nb',
      });
      return { message: 'confirmation_sent' };
    });

    scope.post('/accounts/confirm_registration', async (req) => {
      const token = requiredString(jsonObject(req.body), 'registration_token');
      return { token: await confirmRegistration(services, token) };
    });

    scope.post('/accounts/request_new_registration_token', async (req) => {
      await requestNewRegistrationToken(services, requiredString(jsonObject(req.body), 'old_registration_token'));
      return { message: 'confirmation_sent' };
    });

    scope.post('/accounts/request_password_reset', async (req) => {
      await requestPasswordReset(services, requiredString(jsonObject(req.body), 'login'));
      return { message: 'password_reset_sent' };
    });

    scope.post('/accounts/confirm_password_reset', async (req) => {
      await checkPasswordResetToken(services, requiredString(jsonObject(req.body), 'password_reset_token'));
      return { valid: true };
    });

    scope.post('/accounts/reset_password', async (req) => {
      const body = jsonObject(req.body);
      await resetPassword(services, {
        token: requiredString(body, 'password_reset_token'),
        newPassword: requiredString(body, 'new_password'),
        passwordConfirmation: requiredString(body, 'password_confirmation'),
      });
      return { message: 'password_changed' };
    });

    scope.post('/accounts/logout', async (req) => {
      await logout(services, bearerToken(req.headers.authorization));
      return {};
    });
  });
}

function requestLocale(req: FastifyRequest): Locale {
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as JsonObject) : {};
  const newUser = typeof body.new_user === 'object' && body.new_user !== null ? (body.new_user as JsonObject) : {};
  return (
    explicitLocale(body.locale) ??
    explicitLocale(newUser.locale) ??
    localeFromAcceptLanguage(req.headers['accept-language']) ??
    'en'
  );
}

/** The request's field names are snake_case (new_user.first_name); the domain rules name them in camelCase. */
const payloadField = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function validationBody(locale: Locale, fieldErrors: FieldError[]) {
  const errors = fieldErrors.map((error) => ({ ...error, field: payloadField(error.field) }));
  const fields: Record<string, string[]> = {};
  for (const error of errors) (fields[error.field] ??= []).push(error.key);
  return { errors: errors.map((error) => fieldErrorText(locale, error)), fields };
}

function sendError(services: Services, error: unknown, req: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(req);
  if (error instanceof AccountError) {
    return reply.status(error.status).send({
      error: error.code,
      message: translate(locale, error.code),
      ...(error.code === 'validation_failed' ? validationBody(locale, error.fieldErrors) : {}),
      ...(error.detail ? { detail: error.detail } : {}),
    });
  }
  // Fastify's own refusals (unparsable JSON, wrong content type, too large): the client's fault.
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const detail = error instanceof Error ? error.message : undefined;
    return reply.status(status).send({ error: 'bad_request', message: translate(locale, 'bad_request'), detail });
  }
  services.log.error({ err: error, url: req.url }, 'unexpected error in an account call');
  return reply.status(500).send({ error: 'internal_error', message: translate(locale, 'internal_error') });
}
