import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../auth/sessions.js';
import { explicitLocale, localeFromAcceptLanguage } from '../../http/locale.js';
import type { Services } from '../../services.js';
import { jsonObject, optionalString, requiredString } from './body.js';
import { checkPasswordResetToken, requestPasswordReset, resetPassword } from './passwords.js';
import { confirmRegistration, register, requestNewRegistrationToken } from './registration.js';
import { login, loginWithSecondFactor, logout } from './sign-in.js';

/**
 * The account calls: JSON in and out, snake_case keys. Refusals are AccountErrors,
 * answered by the one REST error handler: {error, message} in the request's language; validation
 * failures add `errors` (texts) and `fields` (keys per field).
 */
export function registerAccountRoutes(server: FastifyInstance, services: Services): void {
  server.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    scope.post('/accounts/login', async (req) => {
      const body = jsonObject(req.body);
      const email = requiredString(body, 'email');
      const password = requiredString(body, 'password');
      const answer = await login(services, { email, password, ip: req.ip, userAgent: req.headers['user-agent'] });
      // Two-factor sign-in on: no session yet, but the token the second step takes with the code.
      return 'token' in answer ? { token: answer.token } : { two_factor_token: answer.twoFactorToken };
    });

    scope.post('/accounts/login/two_factor', async (req) => {
      const body = jsonObject(req.body);
      const twoFactorToken = requiredString(body, 'two_factor_token');
      const code = requiredString(body, 'code');
      return {
        token: await loginWithSecondFactor(services, {
          twoFactorToken,
          code,
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        }),
      };
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
      return {
        token: await confirmRegistration(services, token, { userAgent: req.headers['user-agent'], ip: req.ip }),
      };
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
