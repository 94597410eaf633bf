import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_SUSPENSION_MS,
} from '@fjord/domain';
import { loginFailures } from '../../db/schema.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { TEST_PASSWORD, uniqueEmail, userWithUnit } from '../../test/fixtures.js';
import { http } from '../../test/http.js';

// Every request of the suite comes from 127.0.0.1, so each test first moves the clock past the
// failures of the ones before it.
describe.each(TEST_DATABASES)('login throttling (%s)', (kind) => {
  const t = useTestApp(kind);
  const freshWindow = () => t.clock.advance(LOGIN_FAILURE_WINDOW_MS + LOGIN_SUSPENSION_MS + 1000);
  const attempt = (email: string, password: string, headers: Record<string, string> = {}) =>
    http(t, 'POST', '/accounts/login', { email, password }, headers);
  const failuresRecorded = () =>
    t.app.services.transactions.system(
      async (tx) => (await tx.select().from(loginFailures).where(eq(loginFailures.ip, '127.0.0.1'))).length,
    );

  it('suspends the IP after ten failures, even for the right password, and lifts it after 15 minutes', async () => {
    freshWindow();
    const user = await userWithUnit(t);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const failed = await attempt(i % 2 ? user.login : uniqueEmail('ukjent'), 'wrong-password');
      expect(failed.status, `attempt ${i + 1}`).toBe(401);
    }
    const suspended = await attempt(user.login, TEST_PASSWORD);
    expect(suspended).toMatchObject({ status: 403, body: { error: 'ip_suspended' } });
    expect((suspended.body as { message: string }).message).toMatch(/15 minutes/);
    const norwegian = await attempt(user.login, TEST_PASSWORD, { 'accept-language': 'nb' });
    expect((norwegian.body as { message: string }).message).toMatch(/sperret i 15 minutter/);

    t.clock.advance(LOGIN_SUSPENSION_MS - 60_000);
    expect((await attempt(user.login, TEST_PASSWORD)).status).toBe(403);

    t.clock.advance(60_000 + 1000);
    expect((await attempt(user.login, TEST_PASSWORD)).status).toBe(200);
  });

  it('does not count attempts made while suspended', async () => {
    freshWindow();
    const user = await userWithUnit(t);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await attempt(uniqueEmail('ukjent'), 'wrong-password');
    const recorded = await failuresRecorded();
    for (let i = 0; i < 5; i++) expect((await attempt(user.login, 'wrong-password')).status).toBe(403);
    expect(await failuresRecorded()).toBe(recorded);

    t.clock.advance(LOGIN_SUSPENSION_MS + 1000);
    // A fresh count: one more failure does not suspend again.
    expect((await attempt(user.login, 'wrong-password')).status).toBe(401);
    expect((await attempt(user.login, TEST_PASSWORD)).status).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    freshWindow();
    const user = await userWithUnit(t);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await attempt(uniqueEmail('ukjent'), 'wrong-password');
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS);
    expect((await attempt(user.login, 'wrong-password')).status).toBe(401);
    expect((await attempt(user.login, TEST_PASSWORD)).status).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    freshWindow();
    const user = await userWithUnit(t);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 2; i++)
      expect((await attempt(user.login, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await attempt(uniqueEmail('ukjent'), 'wrong-password');
    expect((await attempt(user.login, TEST_PASSWORD)).status).toBe(200);
  });

  // The per-IP limit is higher, so from this one IP the account's own limit is what refuses.
  it('suspends one account after five failures, for the right password too, and lifts it after 15 minutes', async () => {
    freshWindow();
    const user = await userWithUnit(t);
    const other = await userWithUnit(t);
    for (let i = 0; i < ACCOUNT_LOGIN_FAILURE_LIMIT; i++) {
      expect((await attempt(user.login, 'wrong-password')).status, `attempt ${i + 1}`).toBe(401);
      t.clock.advance(60_000);
    }
    const suspended = await attempt(user.login, TEST_PASSWORD);
    expect(suspended).toMatchObject({ status: 403, body: { error: 'login_suspended' } });
    expect((suspended.body as { message: string }).message).toMatch(/for this account.*15 minutes/);
    // Other accounts from the same IP are not held up.
    expect((await attempt(other.login, TEST_PASSWORD)).status).toBe(200);

    t.clock.advance(LOGIN_SUSPENSION_MS);
    expect((await attempt(user.login, TEST_PASSWORD)).status).toBe(200);
  });

  it('answers an address without an account just the same, so the limit tells nobody which accounts exist', async () => {
    freshWindow();
    const unknown = uniqueEmail('ukjent');
    for (let i = 0; i < ACCOUNT_LOGIN_FAILURE_LIMIT; i++) expect((await attempt(unknown, 'x')).status).toBe(401);
    const suspended = await attempt(unknown, TEST_PASSWORD);
    expect({ status: suspended.status, error: suspended.body.error }).toEqual({
      status: 403,
      error: 'login_suspended',
    });
  });
});
