import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authTokens, units, users } from '../../db/schema.js';
import { hashToken } from '../../auth/tokens.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { TEST_PASSWORD, uniqueEmail, userWithUnit } from '../../test/fixtures.js';
import { gql, http } from '../../test/http.js';
import {
  PASSWORD,
  registrationBody,
  mailsTo,
  tokenFromMail,
  registeredAccount,
  HOUR,
  CURRENT_USER,
  countUsers,
} from '../../test/accounts.js';

describe.each(TEST_DATABASES)('account calls (%s)', (kind) => {
  const t = useTestApp(kind);

  describe('login', () => {
    it('answers a session token that works on GraphQL', async () => {
      const user = await userWithUnit(t);
      const signedIn = await http<{ token: string }>(t, 'POST', '/accounts/login', {
        email: user.login,
        password: TEST_PASSWORD,
      });
      expect(signedIn.status).toBe(200);
      expect((await gql(t, CURRENT_USER, {}, { token: signedIn.body.token })).body.data?.currentUser.login).toBe(
        user.login,
      );
    });

    it('refuses a wrong password with "Invalid user or password", in Norwegian for nb', async () => {
      const user = await userWithUnit(t);
      const wrong = await http(t, 'POST', '/accounts/login', { email: user.login, password: 'wrong-password' });
      expect(wrong).toMatchObject({
        status: 401,
        body: { error: 'invalid_login', message: 'Invalid user or password' },
      });
      const norwegian = await http(
        t,
        'POST',
        '/accounts/login',
        { email: user.login, password: 'wrong-password' },
        { 'accept-language': 'nb' },
      );
      expect(norwegian).toMatchObject({
        status: 401,
        body: { error: 'invalid_login', message: 'Ugyldig bruker eller passord' },
      });
    });

    it('answers an unknown user exactly as a wrong password', async () => {
      const user = await userWithUnit(t);
      const wrong = await http(t, 'POST', '/accounts/login', { email: user.login, password: 'wrong-password' });
      const unknown = await http(t, 'POST', '/accounts/login', {
        email: uniqueEmail('ukjent'),
        password: TEST_PASSWORD,
      });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses an unconfirmed account with not_confirmed, and an inactive one as invalid', async () => {
      const login = uniqueEmail('ubekreftet');
      await http(t, 'POST', '/accounts/register', registrationBody(login));
      const unconfirmed = await http<any>(t, 'POST', '/accounts/login', { email: login, password: PASSWORD });
      expect(unconfirmed).toMatchObject({ status: 401, body: { error: 'not_confirmed' } });
      expect(unconfirmed.body.message).toMatch(/not confirmed/);

      const user = await userWithUnit(t);
      await t.app.services.transactions.system((tx) =>
        tx.update(users).set({ active: false }).where(eq(users.id, user.userId)),
      );
      const inactive = await http(t, 'POST', '/accounts/login', { email: user.login, password: TEST_PASSWORD });
      expect(inactive).toMatchObject({ status: 401, body: { error: 'invalid_login' } });
    });

    it('logs out: the token stops working, and a second logout is still fine', async () => {
      const user = await userWithUnit(t);
      const other = await http<{ token: string }>(t, 'POST', '/accounts/login', {
        email: user.login,
        password: TEST_PASSWORD,
      });
      const headers = { authorization: `Bearer ${user.token}` };
      expect(await http(t, 'POST', '/accounts/logout', undefined, headers)).toMatchObject({ status: 200, body: {} });
      expect((await gql(t, CURRENT_USER, {}, { token: user.token })).status).toBe(401);
      expect((await gql(t, CURRENT_USER, {}, { token: other.body.token })).status).toBe(200);
      expect((await http(t, 'POST', '/accounts/logout', undefined, headers)).status).toBe(200);
      expect((await http(t, 'POST', '/accounts/logout', undefined, { authorization: 'Bearer unknown' })).status).toBe(
        200,
      );
      expect((await http(t, 'POST', '/accounts/logout')).status).toBe(200);
    });
  });

  describe('password reset', () => {
    it('resets the password from the mailed link and signs out every session', async () => {
      const { login, token: oldSession } = await registeredAccount(t);
      const requested = await http(t, 'POST', '/accounts/request_password_reset', { login: login.toUpperCase() });
      expect(requested).toMatchObject({ status: 200, body: { message: 'password_reset_sent' } });
      expect((await mailsTo(t, login)).at(-1)!.subject).toBe('Tilbakestill passordet ditt i Fjord');
      const password_reset_token = await tokenFromMail(t, login, '/confirm-password-reset');

      const checked = await http(t, 'POST', '/accounts/confirm_password_reset', { password_reset_token });
      expect(checked).toMatchObject({ status: 200, body: { valid: true } });

      const tooShort = await http<any>(t, 'POST', '/accounts/reset_password', {
        password_reset_token,
        new_password: 'kort',
        password_confirmation: 'kort',
      });
      expect(tooShort).toMatchObject({
        status: 422,
        body: { error: 'validation_failed', fields: { new_password: ['validation.minLength'] } },
      });
      expect(tooShort.body.errors).toEqual(['New password must have at least 6 characters']);

      const reset = await http(t, 'POST', '/accounts/reset_password', {
        password_reset_token,
        new_password: 'nytt-passord',
        password_confirmation: 'nytt-passord',
      });
      expect(reset).toMatchObject({ status: 200, body: { message: 'password_changed' } });

      expect((await http(t, 'POST', '/accounts/login', { email: login, password: PASSWORD })).status).toBe(401);
      expect((await http(t, 'POST', '/accounts/login', { email: login, password: 'nytt-passord' })).status).toBe(200);
      expect((await gql(t, CURRENT_USER, {}, { token: oldSession })).status).toBe(401);

      const reused = await http(t, 'POST', '/accounts/confirm_password_reset', { password_reset_token });
      expect(reused).toMatchObject({ status: 404, body: { error: 'token_invalid' } });
      const again = await http(t, 'POST', '/accounts/reset_password', {
        password_reset_token,
        new_password: 'tredje-passord',
        password_confirmation: 'tredje-passord',
      });
      expect(again).toMatchObject({ status: 404, body: { error: 'token_invalid' } });
    });

    it('answers an unknown address identically and sends nothing', async () => {
      const known = await userWithUnit(t);
      const unknownLogin = uniqueEmail('ukjent');
      await t.runDueJobs();
      const before = t.mails.length;
      const forUnknown = await http(t, 'POST', '/accounts/request_password_reset', { login: unknownLogin });
      await t.runDueJobs();
      expect(t.mails.length).toBe(before);
      const forKnown = await http(t, 'POST', '/accounts/request_password_reset', { login: known.login });
      await t.runDueJobs();
      expect(t.mails.length).toBe(before + 1);
      expect(forUnknown.status).toBe(forKnown.status);
      expect(forUnknown.body).toEqual(forKnown.body);
    });

    it('refuses an expired link, and confirms an account that never was', async () => {
      const login = uniqueEmail('glemt');
      await http(t, 'POST', '/accounts/register', registrationBody(login, { user: { locale: 'en' } }));
      await http(t, 'POST', '/accounts/request_password_reset', { login });
      expect((await mailsTo(t, login)).at(-1)!.subject).toBe('Reset your Fjord password');
      const password_reset_token = await tokenFromMail(t, login, '/confirm-password-reset');
      const body = { password_reset_token, new_password: 'nytt-passord', password_confirmation: 'nytt-passord' };

      expect((await http(t, 'POST', '/accounts/reset_password', body)).status).toBe(200);
      expect((await http(t, 'POST', '/accounts/login', { email: login, password: 'nytt-passord' })).status).toBe(200);

      await http(t, 'POST', '/accounts/request_password_reset', { login });
      const later = await tokenFromMail(t, login, '/confirm-password-reset');
      t.clock.advance(t.app.services.config.passwordResetTokenTtlMs + 1000);
      const expired = await http(t, 'POST', '/accounts/confirm_password_reset', { password_reset_token: later });
      expect(expired).toMatchObject({ status: 422, body: { error: 'token_expired' } });
      const resetExpired = await http(t, 'POST', '/accounts/reset_password', { ...body, password_reset_token: later });
      expect(resetExpired).toMatchObject({ status: 422, body: { error: 'token_expired' } });
      const unknown = await http(t, 'POST', '/accounts/confirm_password_reset', { password_reset_token: 'nope' });
      expect(unknown).toMatchObject({ status: 404, body: { error: 'token_invalid' } });
    });
  });

  it('stores tokens only as hashes', async () => {
    const login = uniqueEmail('hash');
    await http(t, 'POST', '/accounts/register', registrationBody(login));
    const registrationToken = await tokenFromMail(t, login, '/confirm-registration');
    const confirmed = await http<{ token: string }>(t, 'POST', '/accounts/confirm_registration', {
      registration_token: registrationToken,
    });
    await http(t, 'POST', '/accounts/request_password_reset', { login });
    const resetToken = await tokenFromMail(t, login, '/confirm-password-reset');
    const plain = [registrationToken, confirmed.body.token, resetToken];

    const rows = await t.app.services.transactions.system((tx) =>
      tx.select().from(authTokens).innerJoin(users, eq(users.id, authTokens.userId)).where(eq(users.login, login)),
    );
    expect(rows.map((row) => row.auth_tokens.kind).sort()).toEqual(['password_reset', 'registration', 'session']);
    const stored = JSON.stringify(rows.map((row) => row.auth_tokens));
    for (const token of plain) {
      expect(stored).not.toContain(token);
      expect(rows.some((row) => row.auth_tokens.tokenHash === hashToken(token))).toBe(true);
    }
  });

  describe('malformed requests', () => {
    it.each([
      ['login without a password', '/accounts/login', { email: 'kari@example.no' }],
      ['login with a number for e-mail', '/accounts/login', { email: 42, password: 'x' }],
      ['login with an array body', '/accounts/login', ['not', 'an', 'object']],
      ['register with new_user not an object', '/accounts/register', { new_user: 'kari' }],
      ['register with unit fields missing', '/accounts/register', { ...registrationBody(), new_unit: { zip: '0155' } }],
      ['confirm_registration without a token', '/accounts/confirm_registration', {}],
      ['request_password_reset with a list', '/accounts/request_password_reset', { login: ['a@b.no'] }],
      [
        'reset_password without confirmation',
        '/accounts/reset_password',
        { password_reset_token: 'x', new_password: 'abcdefg' },
      ],
    ])('%s answers 400 bad_request', async (_case, path, body) => {
      const result = await http<any>(t, 'POST', path, body);
      expect(result.status).toBe(400);
      expect(result.body.error).toBe('bad_request');
      expect(typeof result.body.message).toBe('string');
      expect(JSON.stringify(result.body)).not.toMatch(/ at .*\.(ts|js)/);
    });

    it('answers unparsable JSON with 400 bad_request in the request language', async () => {
      const response = await fetch(`${t.url}/accounts/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'nb' },
        body: '{"email": ',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'bad_request',
        message: 'Forespørselen ble ikke forstått.',
      });
    });

    it('does not create anything for a registration with a missing unit', async () => {
      const login = uniqueEmail('halv');
      const { new_user } = registrationBody(login);
      expect((await http(t, 'POST', '/accounts/register', { new_user })).status).toBe(400);
      expect(await countUsers(t, login)).toBe(0);
      const unitCount = await t.app.services.transactions.system(async (tx) => (await tx.select().from(units)).length);
      expect(unitCount).toBeGreaterThan(0);
    });
  });

  it('lets a session expire by the clock, unaffected by the account calls', async () => {
    const user = await userWithUnit(t);
    t.clock.advance(t.app.services.config.sessionTtlMs + HOUR);
    expect((await gql(t, CURRENT_USER, {}, { token: user.token })).status).toBe(401);
  });
});
