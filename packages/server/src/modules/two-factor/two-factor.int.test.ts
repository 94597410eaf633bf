import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ACCOUNT_LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_SUSPENSION_MS,
  RECOVERY_CODE_COUNT,
  TOTP_STEP_SECONDS,
  base32Decode,
  totpCode,
} from '@fjord/domain';
import { auditEvents, users } from '../../db/schema.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { TEST_PASSWORD, addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql, http } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { TWO_FACTOR_TOKEN_TTL_MS } from '../accounts/sign-in.js';

const START = 'mutation { startTwoFactor { secret uri } }';
const CONFIRM = 'mutation ($code: String!) { confirmTwoFactor(code: $code) }';
const STATUS = '{ twoFactorStatus { enabled recoveryCodesLeft } }';
const DISABLE = 'mutation ($password: String!, $code: String!) { disableTwoFactor(password: $password, code: $code) }';
const REGENERATE = 'mutation ($code: String!) { regenerateRecoveryCodes(code: $code) }';
const REQUIRE = 'mutation ($required: Boolean!) { setUnitRequireTwoFactor(required: $required) { requireTwoFactor } }';
const SESSIONS = '{ mySessions { id current userAgent ip createdAt lastSeenAt } }';
const UNIT_WORK = '{ unitUserSetting { unitId } }';

describe.each(TEST_DATABASES)('two-factor sign-in (%s)', (kind) => {
  const t = useTestApp(kind);
  /** Every request comes from 127.0.0.1: each test starts past the failures of the ones before. */
  const freshWindow = () => t.clock.advance(LOGIN_FAILURE_WINDOW_MS + LOGIN_SUSPENSION_MS + 1000);
  /** The next 30-second step: a code of a step is taken once, so each use moves on. */
  const nextStep = () => t.clock.advance(TOTP_STEP_SECONDS * 1000);
  const code = (secret: string) => totpCode(base32Decode(secret)!, t.app.services.clock.now().getTime());

  /** A user with two-factor sign-in on: its secret and recovery codes. */
  async function enrolled(who: Fixture) {
    const { secret } = (await gqlOk(t, who, START)).startTwoFactor as { secret: string };
    const recoveryCodes = (await gqlOk(t, who, CONFIRM, { code: code(secret) })).confirmTwoFactor as string[];
    nextStep();
    return { secret, recoveryCodes };
  }
  const signIn = (login: string, password = TEST_PASSWORD) =>
    http<{ token?: string; two_factor_token?: string; error?: string }>(t, 'POST', '/accounts/login', {
      email: login,
      password,
    });
  const secondStep = (twoFactorToken: string, typed: string) =>
    http<{ token?: string; error?: string; message?: string }>(
      t,
      'POST',
      '/accounts/login/two_factor',
      { two_factor_token: twoFactorToken, code: typed },
      { 'user-agent': 'Testleser/1.0' },
    );
  const firstStep = async (login: string) => (await signIn(login)).body.two_factor_token!;

  it('enrols: the secret is sealed and not in force until a code confirms it; ten recovery codes are shown once', async () => {
    freshWindow();
    const me = await userWithUnit(t);
    const { secret, uri } = (await gqlOk(t, me, START)).startTwoFactor;
    expect(uri).toBe(
      `otpauth://totp/Fjord:${encodeURIComponent(me.login)}?secret=${secret}&issuer=Fjord&algorithm=SHA1&digits=6&period=30`,
    );
    const [stored] = await t.app.services.transactions.system((tx) =>
      tx.select().from(users).where(eq(users.id, me.userId)),
    );
    expect(stored!.totpSecretSealed).toMatch(/^v1\./);
    expect(stored!.totpSecretSealed).not.toContain(secret);
    expect(stored!.totpEnabledAt).toBeNull();
    // Not in force yet: sign-in is one step.
    expect((await signIn(me.login)).body.token).toBeTruthy();

    expect(await gqlValidations(t, me, CONFIRM, { code: '000000' })).toEqual([
      { model: 'twoFactor', attribute: 'code', type: 'invalid' },
    ]);
    const codes = (await gqlOk(t, me, CONFIRM, { code: code(secret) })).confirmTwoFactor as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const recovery of codes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await gqlOk(t, me, STATUS)).twoFactorStatus).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(errorCode(await gql(t, START, {}, me))).toBe('CONFLICT');
    const audit = await t.app.services.transactions.system((tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.unitId, me.unitId), eq(auditEvents.entity, 'user'))),
    );
    expect(audit.map((event) => event.action)).toEqual(['enableTwoFactor']);
  });

  it('signs in in two steps: the password gives a two-factor token, a code from the app the session', async () => {
    freshWindow();
    const me = await userWithUnit(t);
    const { secret } = await enrolled(me);
    const first = await signIn(me.login);
    expect(first.status).toBe(200);
    expect(first.body.token).toBeUndefined();
    const answer = await secondStep(first.body.two_factor_token!, code(secret));
    expect(answer.status).toBe(200);
    const session = { token: answer.body.token!, unitId: me.unitId };
    expect((await gql(t, UNIT_WORK, {}, session)).body.errors).toBeUndefined();
    // The two-factor token is spent by the session it made.
    nextStep();
    expect((await secondStep(first.body.two_factor_token!, code(secret))).body.error).toBe('two_factor_expired');
    // And is not a session itself.
    expect(errorCode(await gql(t, UNIT_WORK, {}, { token: first.body.two_factor_token! }))).toBe('UNAUTHENTICATED');
  });

  it('refuses a code of a step already used (a replay), and a two-factor token after five minutes', async () => {
    freshWindow();
    const me = await userWithUnit(t);
    const { secret } = await enrolled(me);
    const used = code(secret);
    expect((await secondStep(await firstStep(me.login), used)).status).toBe(200);
    const replay = await secondStep(await firstStep(me.login), used);
    expect(replay).toMatchObject({ status: 401, body: { error: 'invalid_code' } });

    const late = await firstStep(me.login);
    t.clock.advance(TWO_FACTOR_TOKEN_TTL_MS + 1000);
    expect((await secondStep(late, code(secret))).body.error).toBe('two_factor_expired');
  });

  it('takes each recovery code once, typed in any case and without the dash', async () => {
    freshWindow();
    const me = await userWithUnit(t);
    const { recoveryCodes } = await enrolled(me);
    const typed = recoveryCodes[0]!.replace('-', ' ').toUpperCase();
    expect((await secondStep(await firstStep(me.login), typed)).status).toBe(200);
    expect((await secondStep(await firstStep(me.login), recoveryCodes[0]!)).body.error).toBe('invalid_code');
    expect((await gqlOk(t, me, STATUS)).twoFactorStatus.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it('counts wrong codes as failed sign-ins: the account is suspended after five, with the right code too', async () => {
    freshWindow();
    const me = await userWithUnit(t);
    const { secret } = await enrolled(me);
    const pending = await firstStep(me.login);
    for (let i = 0; i < ACCOUNT_LOGIN_FAILURE_LIMIT; i++)
      expect((await secondStep(pending, 'abcde-fghij')).body.error, `attempt ${i + 1}`).toBe('invalid_code');
    const suspended = await secondStep(pending, code(secret));
    expect(suspended).toMatchObject({ status: 403, body: { error: 'login_suspended' } });
    expect(errorCode(await gql(t, REGENERATE, { code: code(secret) }, me))).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses a member without a second factor the work of a unit that requires one, until they turn it on', async () => {
    freshWindow();
    const owner = await userWithUnit(t);
    const member = await userWithUnit(t);
    await addMember(t, member.userId, owner.unitId, 'sales');
    const inOwnersUnit = { token: member.token, unitId: owner.unitId };

    expect(await gqlValidations(t, owner, REQUIRE, { required: true })).toEqual([
      { model: 'unit', attribute: 'requireTwoFactor', type: 'own_two_factor_off' },
    ]);
    await enrolled(owner);
    expect((await gqlOk(t, owner, REQUIRE, { required: true })).setUnitRequireTwoFactor).toEqual({
      requireTwoFactor: true,
    });

    const refused = await gql(t, UNIT_WORK, {}, inOwnersUnit);
    expect(errorCode(refused)).toBe('TWO_FACTOR_REQUIRED');
    expect(refused.body.errors![0]!.extensions!.key).toBe('errors.twoFactorRequired');
    // REST routes of the unit refuse too, in words.
    const pdf = await http(t, 'GET', '/pdf/orders/00000000-0000-4000-8000-000000000000', undefined, {
      authorization: `Bearer ${member.token}`,
      'x-unit-id': owner.unitId,
      'accept-language': 'nb',
    });
    expect(pdf).toMatchObject({ status: 403, body: { error: 'TWO_FACTOR_REQUIRED' } });
    expect((pdf.body as { message: string }).message).toMatch(/krever tofaktorinnlogging/);
    // Their own account stays open, so they can turn it on.
    expect((await gql(t, '{ currentUser { id } }', {}, inOwnersUnit)).body.errors).toBeUndefined();
    const { secret } = (await gql(t, START, {}, inOwnersUnit)).body.data!.startTwoFactor;
    await gql(t, CONFIRM, { code: code(secret) }, inOwnersUnit);
    expect((await gql(t, UNIT_WORK, {}, inOwnersUnit)).body.errors).toBeUndefined();
    // The member's own unit never required it.
    expect((await gql(t, UNIT_WORK, {}, member)).body.errors).toBeUndefined();

    await gqlOk(t, owner, REQUIRE, { required: false });
    const other = await userWithUnit(t);
    await addMember(t, other.userId, owner.unitId, 'readOnly');
    expect((await gql(t, UNIT_WORK, {}, { token: other.token, unitId: owner.unitId })).body.errors).toBeUndefined();
  });

  it('lists my sessions with where they started, revokes one at once, and all the others', async () => {
    freshWindow();
    const me = await userWithUnit(t);
    const { secret } = await enrolled(me);
    const second = (await secondStep(await firstStep(me.login), code(secret))).body.token!;
    nextStep();
    const third = (await secondStep(await firstStep(me.login), code(secret))).body.token!;
    const sessions = (await gqlOk(t, me, SESSIONS)).mySessions as {
      id: string;
      current: boolean;
      userAgent: string;
      ip: string;
    }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const started = sessions.filter((session) => session.userAgent === 'Testleser/1.0');
    expect(started).toHaveLength(2);
    expect(started[0]!.ip).toMatch(/127\.0\.0\.1/);

    // Each works; revoking one ends it at once (the cached request is forgotten).
    const asSecond = { token: second, unitId: me.unitId };
    expect((await gql(t, UNIT_WORK, {}, asSecond)).body.errors).toBeUndefined();
    const secondId = (
      (await gql(t, SESSIONS, {}, asSecond)).body.data!.mySessions as { id: string; current: boolean }[]
    ).find((session) => session.current)!.id;
    await gqlOk(t, me, 'mutation ($id: ID!) { revokeSession(id: $id) }', { id: secondId });
    expect(errorCode(await gql(t, UNIT_WORK, {}, asSecond))).toBe('UNAUTHENTICATED');

    // Another user's session is not found, and stays.
    const stranger = await userWithUnit(t);
    const revokeAsStranger = await gql(
      t,
      'mutation ($id: ID!) { revokeSession(id: $id) }',
      { id: sessions.find((s) => s.current)!.id },
      stranger,
    );
    expect(errorCode(revokeAsStranger)).toBe('NOT_FOUND');
    expect((await gql(t, UNIT_WORK, {}, me)).body.errors).toBeUndefined();

    await gqlOk(t, me, 'mutation { revokeOtherSessions }');
    expect(errorCode(await gql(t, UNIT_WORK, {}, { token: third, unitId: me.unitId }))).toBe('UNAUTHENTICATED');
    expect((await gqlOk(t, me, SESSIONS)).mySessions).toHaveLength(1);
    const audit = await t.app.services.transactions.system((tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.unitId, me.unitId), eq(auditEvents.entity, 'session'))),
    );
    expect(audit.map((event) => event.action)).toEqual(['revokeSession', 'revokeSession']);
  });

  it('new recovery codes need a code from the app and replace the old ones', async () => {
    freshWindow();
    const me = await userWithUnit(t);
    const { secret, recoveryCodes } = await enrolled(me);
    expect(await gqlValidations(t, me, REGENERATE, { code: recoveryCodes[0] })).toEqual([
      { model: 'twoFactor', attribute: 'code', type: 'invalid' },
    ]);
    const fresh = (await gqlOk(t, me, REGENERATE, { code: code(secret) })).regenerateRecoveryCodes as string[];
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await secondStep(await firstStep(me.login), recoveryCodes[1]!)).body.error).toBe('invalid_code');
    expect((await secondStep(await firstStep(me.login), fresh[0]!)).status).toBe(200);
  });

  it('turning it off needs the password and a code; sign-in is one step again', async () => {
    freshWindow();
    const me = await userWithUnit(t);
    const { secret } = await enrolled(me);
    expect(await gqlValidations(t, me, DISABLE, { password: 'feil-passord', code: code(secret) })).toEqual([
      { model: 'twoFactor', attribute: 'password', type: 'invalid' },
    ]);
    expect(await gqlValidations(t, me, DISABLE, { password: TEST_PASSWORD, code: '123456' })).toEqual([
      { model: 'twoFactor', attribute: 'code', type: 'invalid' },
    ]);
    expect((await gqlOk(t, me, STATUS)).twoFactorStatus.enabled).toBe(true);
    await gqlOk(t, me, DISABLE, { password: TEST_PASSWORD, code: code(secret) });
    expect((await gqlOk(t, me, STATUS)).twoFactorStatus).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await signIn(me.login)).body.token).toBeTruthy();
  });
});
