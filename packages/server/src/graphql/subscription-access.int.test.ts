import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@fjord/domain';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { addMember, uniqueEmail, userWithUnit } from '../test/fixtures.js';
import { subscriptionClient } from '../test/http.js';
import { gqlOk } from '../test/sweeps.js';
import { membersTopic } from '../modules/access-requests/members.js';

const SUBSCRIBE = 'subscription { unitMembersChanged }';
const INVITE = 'mutation ($email: String!, $role: Role!) { inviteMember(email: $email, role: $role) { id } }';
const REMOVE = 'mutation ($userId: ID!) { removeMembership(userId: $userId) { id } }';
const UPDATE_ROLE =
  'mutation ($userId: ID!, $role: Role!) { updateMembershipRole(userId: $userId, role: $role) { id } }';

/** A message of the subscription as the client hands it on: a result, or done. */
type Event = IteratorResult<unknown>;

describe.each(TEST_DATABASES)('subscription access at each event (%s)', (kind) => {
  const t = useTestApp(kind);

  /** Waits until the server has this many subscriptions on the unit's member topic. */
  const listeners = (unitId: string, count: number) =>
    vi.waitFor(() => expect(t.app.services.pubsub.subscriberCount(membersTopic(unitId))).toBe(count), {
      timeout: 10_000,
    });

  /** An owner's unit with an administrator subscribed to its member changes, listening already. */
  async function subscribedAdministrator() {
    const owner = await userWithUnit(t, { unitName: 'Abonnement Test AS' });
    const admin = await userWithUnit(t);
    await addMember(t, admin.userId, owner.unitId, 'administrator');
    const client = subscriptionClient(t, { token: admin.token, unitId: owner.unitId }, { lazy: false });
    const events = client.iterate<{ unitMembersChanged: boolean }>({ query: SUBSCRIBE });
    const next = (): Promise<Event> =>
      Promise.race([
        events.next(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no message within 10 s')), 10_000)),
      ]);
    const first = next();
    // Marked handled so a failed wait below reports itself rather than this promise's timeout.
    first.catch(() => {});
    await listeners(owner.unitId, 1);
    return { owner, admin, client, first, next };
  }

  const refusedThenEnded = async (event: Promise<Event>, next: () => Promise<Event>, code: string) => {
    const refused = await event;
    expect(refused.done).toBe(false);
    expect(refused.value).toMatchObject({ data: null, errors: [{ extensions: { code } }] });
    expect(await next()).toEqual({ done: true, value: undefined });
  };

  it('ends the subscription of a member removed from the unit: an error in place of the event, then completion', async () => {
    const { owner, admin, client, first, next } = await subscribedAdministrator();
    try {
      await gqlOk(t, owner, INVITE, { email: uniqueEmail(), role: 'sales' });
      expect(await first).toEqual({ done: false, value: { data: { unitMembersChanged: true } } });

      // The removal publishes to the unit's member topic itself: the removed member gets its error.
      await gqlOk(t, owner, REMOVE, { userId: admin.userId });
      await refusedThenEnded(next(), next, 'FORBIDDEN');
      await listeners(owner.unitId, 0);
      // Later changes of the unit reach nobody.
      await gqlOk(t, owner, INVITE, { email: uniqueEmail(), role: 'sales' });
      expect(t.app.services.pubsub.subscriberCount(membersTopic(owner.unitId))).toBe(0);
    } finally {
      await client.dispose();
    }
  });

  it.each<[Role]>([['sales'], ['readOnly']])(
    'ends the subscription of a member whose new role (%s) lacks the declared flag',
    async (role) => {
      const { owner, admin, client, first, next } = await subscribedAdministrator();
      try {
        await gqlOk(t, owner, UPDATE_ROLE, { userId: admin.userId, role });
        await refusedThenEnded(first, next, 'FORBIDDEN');
      } finally {
        await client.dispose();
      }
    },
  );

  it('keeps delivering to a member who still has the flag after a role change', async () => {
    const { owner, admin, client, first, next } = await subscribedAdministrator();
    try {
      await gqlOk(t, owner, UPDATE_ROLE, { userId: admin.userId, role: 'owner' });
      expect(await first).toEqual({ done: false, value: { data: { unitMembersChanged: true } } });
      const later = next();
      await gqlOk(t, owner, INVITE, { email: uniqueEmail(), role: 'sales' });
      expect(await later).toEqual({ done: false, value: { data: { unitMembersChanged: true } } });
    } finally {
      await client.dispose();
    }
  });
});
