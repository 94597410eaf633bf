import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { permissionsFor } from '@fjord/domain';
import { accessRequests, auditEvents, memberships, units, users } from '../../db/schema.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql, subscriptionClient } from '../../test/http.js';
import { accessRequestsTopic } from './service.js';

const REQUEST = 'mutation ($unitId: ID!) { requestAccessToUnit(input: { unitId: $unitId }) { id name } }';
const LIST = `query ($status: AccessRequestStatus) {
  accessRequests(status: $status) { id status createdAt decidedAt grantedRole requester { id name login } }
}`;
const APPROVE =
  'mutation ($id: ID!, $role: Role!) { approveAccessRequest(id: $id, role: $role) { id status grantedRole decidedAt } }';
const DECLINE = 'mutation ($id: ID!) { declineAccessRequest(id: $id) { id status grantedRole decidedAt } }';
const MEMBERS = `query ($all: Boolean) { unitMembers(includeSuperAdmins: $all) { id role user { id name login } } }`;

/** A user whose own unit is not the one asked for. */
const requester = (t: TestApp) => userWithUnit(t, { role: 'owner' });

async function requestRow(t: TestApp, unitId: string, userId: string) {
  return t.app.services.transactions.system(async (tx) => {
    const [row] = await tx
      .select()
      .from(accessRequests)
      .where(and(eq(accessRequests.unitId, unitId), eq(accessRequests.userId, userId)));
    return row!;
  });
}

async function membershipOf(t: TestApp, unitId: string, userId: string) {
  return t.app.services.transactions.system(async (tx) => {
    const [row] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.unitId, unitId), eq(memberships.userId, userId)));
    return row;
  });
}

async function setLocale(t: TestApp, userId: string, locale: string) {
  await t.app.services.transactions.system((tx) => tx.update(users).set({ locale }).where(eq(users.id, userId)));
}

describe.each(TEST_DATABASES)('access requests (%s)', (kind) => {
  const t = useTestApp(kind);

  async function pendingRequest(admin: Fixture): Promise<{ asker: Fixture; id: string }> {
    const asker = await requester(t);
    const asked = await gql(t, REQUEST, { unitId: admin.unitId }, { token: asker.token });
    expect(asked.body.errors).toBeUndefined();
    return { asker, id: (await requestRow(t, admin.unitId, asker.userId)).id };
  }

  it('request → the administrators are mailed and see it → approve as sales gives the requester the unit', async () => {
    const owner = await userWithUnit(t, { unitName: 'Tilgang Test AS' });
    const admin = await userWithUnit(t);
    await addMember(t, admin.userId, owner.unitId, 'administrator');
    await setLocale(t, admin.userId, 'en');
    const seller = await userWithUnit(t);
    await addMember(t, seller.userId, owner.unitId, 'sales');
    const asker = await requester(t);

    await t.runDueJobs();
    const mailsBefore = t.mails.length;
    const asked = await gql(t, REQUEST, { unitId: owner.unitId }, { token: asker.token });
    expect(asked.body).toEqual({ data: { requestAccessToUnit: { id: owner.unitId, name: 'Tilgang Test AS' } } });
    await t.runDueJobs();
    const mails = t.mails.slice(mailsBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual([admin.login, owner.login].sort());
    const ownerMail = mails.find((mail) => mail.to === owner.login)!;
    expect(ownerMail.text).toContain(`Kari Nordmann (${asker.login}) ber om tilgang til Tilgang Test AS`);
    expect(ownerMail.text).toContain(`${t.app.services.config.publicUrl}/company-settings`);
    const adminMail = mails.find((mail) => mail.to === admin.login)!;
    expect(adminMail.text).toContain(`asks for access to Tilgang Test AS; open Company settings to answer`);

    // Asking again while pending changes nothing.
    const again = await gql(t, REQUEST, { unitId: owner.unitId }, { token: asker.token });
    expect(again.body.data!.requestAccessToUnit.id).toBe(owner.unitId);
    await t.runDueJobs();
    expect(t.mails.length).toBe(mailsBefore + 2);

    const listed = await gql(t, LIST, {}, { token: admin.token, unitId: owner.unitId });
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data!.accessRequests).toEqual([
      {
        id: expect.any(String),
        status: 'PENDING',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
        decidedAt: null,
        grantedRole: null,
        requester: { id: asker.userId, name: 'Kari Nordmann', login: asker.login },
      },
    ]);
    const id = listed.body.data!.accessRequests[0].id;

    const approved = await gql(t, APPROVE, { id, role: 'sales' }, { token: admin.token, unitId: owner.unitId });
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data!.approveAccessRequest).toMatchObject({ id, status: 'APPROVED', grantedRole: 'sales' });
    expect(approved.body.data!.approveAccessRequest.decidedAt).not.toBeNull();
    await t.runDueJobs();
    expect(t.mails.at(-1)).toMatchObject({ to: asker.login, subject: 'Du har nå tilgang til Tilgang Test AS' });

    const units = await gql(t, '{ currentUserUnits { id name } }', {}, { token: asker.token });
    expect(units.body.data!.currentUserUnits).toContainEqual({ id: owner.unitId, name: 'Tilgang Test AS' });
    const asMember = await gql(t, '{ currentUser { permissions } }', {}, { token: asker.token, unitId: owner.unitId });
    expect(asMember.body.data!.currentUser.permissions).toEqual(permissionsFor('sales'));

    const row = await requestRow(t, owner.unitId, asker.userId);
    expect(row).toMatchObject({ status: 'APPROVED', grantedRole: 'sales', decidedById: admin.userId });
    const audit = await t.app.services.transactions.system((tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.entityId, id)),
    );
    expect(audit.map((event) => event.action).sort()).toEqual(['approve', 'request']);

    expect((await gql(t, LIST, {}, { token: admin.token, unitId: owner.unitId })).body.data!.accessRequests).toEqual(
      [],
    );
    const all = await gql(t, LIST, { status: 'APPROVED' }, { token: admin.token, unitId: owner.unitId });
    expect(all.body.data!.accessRequests).toHaveLength(1);

    const deciding = await gql(t, DECLINE, { id }, { token: admin.token, unitId: owner.unitId });
    expect(errorCode(deciding)).toBe('VALIDATION');
    expect(deciding.body.errors![0]!.extensions!.validations).toEqual([
      { model: 'accessRequest', attribute: 'status', type: 'invalid' },
    ]);

    // Now a member: asking again is refused.
    const member = await gql(t, REQUEST, { unitId: owner.unitId }, { token: asker.token });
    expect(member.body.errors![0]!.extensions).toMatchObject({
      code: 'VALIDATION',
      validations: [{ model: 'accessRequest', attribute: 'unitId', type: 'taken' }],
    });
  });

  it('decline → the requester is mailed and gets no membership', async () => {
    const owner = await userWithUnit(t, { unitName: 'Avslag AS' });
    const { asker, id } = await pendingRequest(owner);
    await setLocale(t, asker.userId, 'en');
    const declined = await gql(t, DECLINE, { id }, { token: owner.token, unitId: owner.unitId });
    expect(declined.body.data!.declineAccessRequest).toMatchObject({ id, status: 'DECLINED', grantedRole: null });
    await t.runDueJobs();
    expect(t.mails.at(-1)!.to).toBe(asker.login);
    expect(t.mails.at(-1)!.text).toContain('Your request for access to Avslag AS was not approved');
    expect(await membershipOf(t, owner.unitId, asker.userId)).toBeUndefined();
    const forbidden = await gql(t, '{ currentUnit { id } }', {}, { token: asker.token, unitId: owner.unitId });
    expect(forbidden.status).toBe(403);

    // A declined request does not block a new one.
    const again = await gql(t, REQUEST, { unitId: owner.unitId }, { token: asker.token });
    expect(again.body.errors).toBeUndefined();
  });

  it('answers NOT_FOUND for an unknown, malformed or private unit', async () => {
    const asker = await requester(t);
    const privateUnit = await userWithUnit(t);
    await t.app.services.transactions.system((tx) =>
      tx.update(units).set({ isCompany: false }).where(eq(units.id, privateUnit.unitId)),
    );
    for (const unitId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', privateUnit.unitId]) {
      const result = await gql(t, REQUEST, { unitId }, { token: asker.token });
      expect(errorCode(result)).toBe('NOT_FOUND');
    }
    const rows = await t.app.services.transactions.system((tx) =>
      tx.select().from(accessRequests).where(eq(accessRequests.userId, asker.userId)),
    );
    expect(rows).toEqual([]);
  });

  it('lets only an owner grant the owner role', async () => {
    const owner = await userWithUnit(t);
    const admin = await userWithUnit(t);
    await addMember(t, admin.userId, owner.unitId, 'administrator');
    const { asker, id } = await pendingRequest(owner);
    const refused = await gql(t, APPROVE, { id, role: 'owner' }, { token: admin.token, unitId: owner.unitId });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(await membershipOf(t, owner.unitId, asker.userId)).toBeUndefined();
    const granted = await gql(t, APPROVE, { id, role: 'owner' }, { token: owner.token, unitId: owner.unitId });
    expect(granted.body.data!.approveAccessRequest.grantedRole).toBe('owner');
    expect(await membershipOf(t, owner.unitId, asker.userId)).toMatchObject({ role: 'owner' });
  });

  it('refuses a role that does not exist', async () => {
    const owner = await userWithUnit(t);
    const { asker, id } = await pendingRequest(owner);
    const result = await gql(t, APPROVE, { id, role: 'emperor' }, { token: owner.token, unitId: owner.unitId });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(await requestRow(t, owner.unitId, asker.userId)).toMatchObject({ status: 'PENDING' });
  });

  it('lists the members of the current unit, super admins only when asked', async () => {
    const owner = await userWithUnit(t);
    const accountant = await userWithUnit(t);
    await addMember(t, accountant.userId, owner.unitId, 'accountant');
    const superAdmin = await userWithUnit(t, { superAdmin: true });
    await addMember(t, superAdmin.userId, owner.unitId, 'readOnly');
    const outsider = await userWithUnit(t);

    const members = await gql(t, MEMBERS, {}, { token: owner.token, unitId: owner.unitId });
    expect(members.body.errors).toBeUndefined();
    const byUser = (list: { role: string; user: { id: string } }[]) => list.map((m) => [m.user.id, m.role]).sort();
    expect(byUser(members.body.data!.unitMembers)).toEqual(
      [
        [owner.userId, 'owner'],
        [accountant.userId, 'accountant'],
      ].sort(),
    );
    const all = await gql(t, MEMBERS, { all: true }, { token: owner.token, unitId: owner.unitId });
    expect(byUser(all.body.data!.unitMembers)).toContainEqual([superAdmin.userId, 'readOnly']);
    expect(JSON.stringify(all.body)).not.toContain(outsider.userId);
  });

  it('tells a subscribed administrator when a request arrives and when it is decided', async () => {
    const owner = await userWithUnit(t);
    const client = subscriptionClient(t, { token: owner.token, unitId: owner.unitId }, { lazy: false });
    try {
      const events = client.iterate<{ accessRequestsChanged: boolean }>({
        query: 'subscription { accessRequestsChanged }',
      });
      const next = () =>
        Promise.race([
          events.next(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within 10 s')), 10_000)),
        ]);
      // The server starts listening once it has handled the subscribe message; iterating sends it.
      const first = next();
      await vi.waitFor(() => expect(t.app.services.pubsub.subscriberCount(accessRequestsTopic(owner.unitId))).toBe(1));

      const { id } = await pendingRequest(owner);
      expect(await first).toEqual({ done: false, value: { data: { accessRequestsChanged: true } } });
      await gql(t, DECLINE, { id }, { token: owner.token, unitId: owner.unitId });
      expect(await next()).toEqual({ done: false, value: { data: { accessRequestsChanged: true } } });
      await events.return?.();
    } finally {
      await client.dispose();
    }
  });

  it('refuses the subscription to a member without canAssignRole', async () => {
    const owner = await userWithUnit(t);
    const reader = await userWithUnit(t);
    await addMember(t, reader.userId, owner.unitId, 'readOnly');
    const client = subscriptionClient(t, { token: reader.token, unitId: owner.unitId });
    try {
      const events = client.iterate({ query: 'subscription { accessRequestsChanged }' });
      const first = await events.next();
      expect(first.done).toBe(false);
      expect((first.value as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    } finally {
      await client.dispose();
    }
  });
});
