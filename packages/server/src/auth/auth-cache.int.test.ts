import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberships, users } from '../db/schema.js';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { userWithUnit, type Fixture } from '../test/fixtures.js';
import { errorCode, gql } from '../test/http.js';
import { AUTH_CACHE_TTL_MS } from './auth-cache.js';

const ME = '{ currentUser { id firstName permissions } }';

describe.each(TEST_DATABASES)('resolved requests are reused briefly and forgotten on change (%s)', (kind) => {
  const t = useTestApp(kind);

  const ask = (me: Fixture) => gql(t, ME, {}, me);

  /** Waits until the event the database announced on commit has reached this server. */
  const settled = (check: () => Promise<boolean>) => vi.waitFor(async () => expect(await check()).toBe(true));

  it('asks the database nothing for a repeated request within the reuse time, and again after it', async () => {
    const me = await userWithUnit(t);
    expect((await ask(me)).status).toBe(200);
    const system = vi.spyOn(t.app.services.transactions, 'system');
    try {
      expect((await ask(me)).status).toBe(200);
      expect(system).not.toHaveBeenCalled();
      t.clock.advance(AUTH_CACHE_TTL_MS);
      expect((await ask(me)).status).toBe(200);
      expect(system).toHaveBeenCalledTimes(1);
    } finally {
      system.mockRestore();
    }
  });

  const signedOut = async (me: Fixture) => errorCode(await ask(me)) === 'UNAUTHENTICATED';
  const refused = async (me: Fixture) => errorCode(await ask(me)) === 'UNIT_FORBIDDEN';

  it('signs out a deactivated user at once, though the change came from outside the request path', async () => {
    const me = await userWithUnit(t);
    expect((await ask(me)).status).toBe(200);
    await t.app.services.transactions.system((tx) =>
      tx.update(users).set({ active: false }).where(eq(users.id, me.userId)),
    );
    await settled(() => signedOut(me));
  });

  it('refuses a removed member at once, and answers a changed role with its new permissions', async () => {
    const me = await userWithUnit(t, { role: 'owner' });
    expect((await ask(me)).body.data!.currentUser.permissions.canAssignRole).toBe(true);
    await t.app.services.transactions.system((tx) =>
      tx.update(memberships).set({ role: 'readOnly' }).where(eq(memberships.userId, me.userId)),
    );
    await settled(async () => (await ask(me)).body.data?.currentUser.permissions.canAssignRole === false);
    await t.app.services.transactions.system((tx) => tx.delete(memberships).where(eq(memberships.userId, me.userId)));
    await settled(() => refused(me));
  });

  it('answers a changed name at once', async () => {
    const me = await userWithUnit(t);
    expect((await ask(me)).body.data!.currentUser.firstName).toBe('Kari');
    await gql(t, 'mutation { updateCurrentUser(input: { firstName: "Ingrid" }) { id } }', {}, me);
    await settled(async () => (await ask(me)).body.data!.currentUser.firstName === 'Ingrid');
  });
});
