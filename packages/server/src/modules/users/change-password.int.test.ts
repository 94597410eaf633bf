import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT, LOGIN_SUSPENSION_MS } from '@fjord/domain';
import { createSession } from '../../auth/sessions.js';
import { auditEvents, loginFailures } from '../../db/schema.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { TEST_PASSWORD, uniqueEmail, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql, http } from '../../test/http.js';

const CHANGE = `mutation ($currentPassword: String!, $newPassword: String!) {
  changeCurrentUserPassword(currentPassword: $currentPassword, newPassword: $newPassword) }`;
const CURRENT_USER = '{ currentUser { id } }';

describe.each(TEST_DATABASES)('changeCurrentUserPassword (%s)', (kind) => {
  const t = useTestApp(kind);

  const signIn = (login: string, password: string) =>
    http<{ token?: string }>(t, 'POST', '/accounts/login', { email: login, password });

  async function secondSession(me: Fixture): Promise<string> {
    const { transactions, clock, config } = t.app.services;
    return transactions.system((tx) => createSession(tx, me.userId, clock.now(), config.sessionTtlMs));
  }

  it('sets the new password, ends the other sessions, keeps this one and records it in the audit trail', async () => {
    const me = await userWithUnit(t);
    const other = await secondSession(me);
    const result = await gql(
      t,
      CHANGE,
      { currentPassword: TEST_PASSWORD, newPassword: 'nytt-passord-9' },
      { token: me.token },
    );
    expect(result.body).toEqual({ data: { changeCurrentUserPassword: true } });

    expect((await signIn(me.login, 'nytt-passord-9')).status).toBe(200);
    expect((await signIn(me.login, TEST_PASSWORD)).status).toBe(401);
    expect((await gql(t, CURRENT_USER, {}, { token: me.token })).body.data?.currentUser.id).toBe(me.userId);
    expect((await gql(t, CURRENT_USER, {}, { token: other })).status).toBe(401);
    const audit = await t.app.services.transactions.system((tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.unitId, me.unitId), eq(auditEvents.action, 'changePassword'))),
    );
    expect(audit).toMatchObject([{ userId: me.userId, entity: 'user', entityId: me.userId }]);
  });

  it('refuses a wrong current password as a validation of currentPassword and changes nothing', async () => {
    const me = await userWithUnit(t);
    const other = await secondSession(me);
    const result = await gql(t, CHANGE, { currentPassword: 'feil-passord', newPassword: 'nytt-passord-9' }, me);
    expect(errorCode(result)).toBe('VALIDATION');
    expect(result.body.errors![0]!.extensions!.validations).toEqual([
      { model: 'user', attribute: 'currentPassword', type: 'invalid' },
    ]);
    expect((await signIn(me.login, TEST_PASSWORD)).status).toBe(200);
    expect((await gql(t, CURRENT_USER, {}, { token: other })).body.data?.currentUser.id).toBe(me.userId);
  });

  it('applies the password rules of registration: blank and too short are refused before the current one is checked', async () => {
    const me = await userWithUnit(t);
    const short = await gql(t, CHANGE, { currentPassword: '', newPassword: 'abc' }, me);
    expect(short.body.errors![0]!.extensions!.validations).toEqual([
      { model: 'user', attribute: 'currentPassword', type: 'blank' },
      { model: 'user', attribute: 'newPassword', type: 'too_short', params: { count: 6 } },
    ]);
    const blank = await gql(t, CHANGE, { currentPassword: TEST_PASSWORD, newPassword: '' }, me);
    expect(blank.body.errors![0]!.extensions!.validations).toEqual([
      { model: 'user', attribute: 'newPassword', type: 'blank' },
    ]);
    expect((await signIn(me.login, TEST_PASSWORD)).status).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins: at the limit both the change and sign-in wait 15 minutes', async () => {
    const me = await userWithUnit(t);
    const change = (currentPassword: string) => gql(t, CHANGE, { currentPassword, newPassword: 'nytt-passord-9' }, me);
    for (let i = 0; i < ACCOUNT_LOGIN_FAILURE_LIMIT; i++) {
      expect(errorCode(await change('feil-passord')), `attempt ${i + 1}`).toBe('VALIDATION');
      t.clock.advance(60_000);
    }
    // Even the right password is refused now, so further guesses learn nothing.
    const refused = await change(TEST_PASSWORD);
    expect(errorCode(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.errors![0]!.extensions).toMatchObject({
      key: 'errors.passwordAttemptsSuspended',
      params: { minutes: 15 },
    });
    expect((await signIn(me.login, TEST_PASSWORD)).body).toMatchObject({ error: 'login_suspended' });

    t.clock.advance(LOGIN_SUSPENSION_MS);
    expect((await change(TEST_PASSWORD)).body).toEqual({ data: { changeCurrentUserPassword: true } });
    expect((await signIn(me.login, 'nytt-passord-9')).status).toBe(200);
  });

  it('refuses the change from an address suspended for failed sign-ins, even with the right password', async () => {
    const me = await userWithUnit(t);
    const now = t.app.services.clock.now();
    await t.app.services.transactions.system(async (tx) => {
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
        await tx.insert(loginFailures).values({ ip: '127.0.0.1', login: uniqueEmail('gjetter'), createdAt: now });
    });
    const change = () => gql(t, CHANGE, { currentPassword: TEST_PASSWORD, newPassword: 'nytt-passord-9' }, me);
    expect(errorCode(await change())).toBe('TOO_MANY_REQUESTS');
    expect((await signIn(me.login, TEST_PASSWORD)).body).toMatchObject({ error: 'ip_suspended' });

    t.clock.advance(LOGIN_SUSPENSION_MS);
    expect((await change()).body).toEqual({ data: { changeCurrentUserPassword: true } });
  });

  it('needs a signed-in user', async () => {
    const result = await gql(t, CHANGE, { currentPassword: TEST_PASSWORD, newPassword: 'nytt-passord-9' });
    expect(result.status).toBe(401);
  });
});
