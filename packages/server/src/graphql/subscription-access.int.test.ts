import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@fjord/domain';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { addMember, uniqueEmail, userWithUnit } from '../test/fixtures.js';
import { subscriptionClient } from '../test/http.js';
import { gqlOk } from '../test/sweeps.js';
import { membersTopic } from '../modules/access-requests/members.js';
import { invoiceTopic } from '../modules/invoices/changes.js';
import { issued, setUp } from '../test/credit-note-fixtures.js';

const SUBSCRIBE = 'subscription { unitMembersChanged }';
const INVITE = 'mutation ($email: String!, $role: Role!) { inviteMember(email: $email, role: $role) { id } }';
const REMOVE = 'mutation ($userId: ID!) { removeMembership(userId: $userId) { id } }';
const UPDATE_ROLE =
  'mutation ($userId: ID!, $role: Role!) { updateMembershipRole(userId: $userId, role: $role) { id } }';

/** A message of the subscription as the client hands it on: a result, or done. */
type Event = IteratorResult<unknown>;

/** The iterator's next message, or a failure after 10 s; the timer never outlives the wait. */
async function within10s<T>(message: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no message within 10 s')), 10_000);
  });
  try {
    return await Promise.race([message, late]);
  } finally {
    clearTimeout(timer);
  }
}

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
    const next = (): Promise<Event> => within10s(events.next());
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

  it('answers a query or mutation sent over the socket with BAD_REQUEST and runs nothing: the socket carries subscriptions only', async () => {
    const { owner, client } = await subscribedAdministrator();
    try {
      const email = uniqueEmail();
      for (const [query, variables] of [
        [INVITE, { email, role: 'sales' }],
        ['{ currentUser { id } }', {}],
      ] as const) {
        const answers = client.iterate({ query, variables });
        expect(await within10s(answers.next())).toMatchObject({
          done: false,
          value: { errors: [{ extensions: { code: 'BAD_REQUEST' } }] },
        });
      }
      const { unitInvitations } = await gqlOk<{ unitInvitations: unknown[] }>(t, owner, '{ unitInvitations { id } }');
      expect(unitInvitations).toEqual([]);
    } finally {
      await client.dispose();
    }
  });

  it('refuses a new subscription on a socket opened before its member was removed from the unit', async () => {
    const { owner, admin, client, first } = await subscribedAdministrator();
    try {
      await gqlOk(t, owner, REMOVE, { userId: admin.userId });
      await first;
      const again = client.iterate({ query: SUBSCRIBE });
      await expect(within10s(again.next())).rejects.toMatchObject([{ extensions: { code: 'UNIT_FORBIDDEN' } }]);
    } finally {
      await client.dispose();
    }
  });

  it('each event reads related records anew: an invoice’s deliveries as they are at that change', async () => {
    const setup = await setUp(t);
    const invoice = await issued(t, setup);
    const client = subscriptionClient(t, { token: setup.me.token, unitId: setup.me.unitId }, { lazy: false });
    try {
      const events = client.iterate<{ invoiceChanged: { deliveries: { channel: string; state: string }[] } }>({
        query: 'subscription ($id: ID!) { invoiceChanged(invoiceId: $id) { deliveries { channel state } } }',
        variables: { id: invoice.id },
      });
      const first = within10s(events.next());
      first.catch(() => {});
      await vi.waitFor(
        () => expect(t.app.services.pubsub.subscriberCount(invoiceTopic(setup.me.unitId, invoice.id))).toBe(1),
        { timeout: 10_000 },
      );
      await t.app.services.transactions.tenant(setup.me.unitId, (tx) =>
        t.app.services.pubsub.publish(tx, invoiceTopic(setup.me.unitId, invoice.id), {}),
      );
      expect(await first).toEqual({ done: false, value: { data: { invoiceChanged: { deliveries: [] } } } });
      // Sending it by post records a delivery and tells the invoice's listeners.
      const second = within10s(events.next());
      await gqlOk(t, setup.me, 'mutation ($id: ID!) { sendInvoice(id: $id, input: { channel: MAIL }) { id } }', {
        id: invoice.id,
      });
      expect(await second).toEqual({
        done: false,
        value: { data: { invoiceChanged: { deliveries: [{ channel: 'MAIL', state: 'DELIVERED' }] } } },
      });
      await events.return?.();
    } finally {
      await client.dispose();
    }
  });
});
