import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { permissionsFor, type Role } from '@fjord/domain';
import { auditEvents, memberships, unitInvitations, users } from '../../db/schema.js';
import { HOUR, mailsTo, registeredAccount } from '../../test/accounts.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, uniqueEmail, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql, subscriptionClient } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const MEMBERS = '{ unitMembers { id role user { id login } } }';
const UPDATE_ROLE =
  'mutation ($userId: ID!, $role: Role!) { updateMembershipRole(userId: $userId, role: $role) { id role user { id } } }';
const REMOVE = 'mutation ($userId: ID!) { removeMembership(userId: $userId) { id role user { id } } }';
const INVITE =
  'mutation ($email: String!, $role: Role!) { inviteMember(email: $email, role: $role) { id email role expiresAt invitedBy } }';
const INVITATIONS = '{ unitInvitations { id email role createdAt expiresAt expired invitedBy } }';
const CANCEL = 'mutation ($id: ID!) { cancelInvitation(id: $id) { id email } }';
const ACCEPT = 'mutation ($token: String!) { acceptInvitation(token: $token) { id name } }';

async function roleOf(t: TestApp, unitId: string, userId: string): Promise<string | undefined> {
  return t.app.services.transactions.system(async (tx) => {
    const [row] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.unitId, unitId), eq(memberships.userId, userId)));
    return row?.role;
  });
}

async function auditActions(t: TestApp, unitId: string, entity: string): Promise<string[]> {
  const rows = await t.app.services.transactions.system((tx) =>
    tx
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.unitId, unitId), eq(auditEvents.entity, entity))),
  );
  return rows.map((row) => row.action).sort();
}

/** The token of the newest invitation link mailed to the address. */
async function invitationToken(t: TestApp, to: string): Promise<string> {
  const mail = (await mailsTo(t, to)).at(-1);
  expect(mail, `an invitation mail to ${to}`).toBeDefined();
  const match = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  return match![1]!;
}

describe.each(TEST_DATABASES)('members of a unit (%s)', (kind) => {
  const t = useTestApp(kind);

  async function ownerWith(role: Role): Promise<{ owner: Fixture; member: Fixture }> {
    const owner = await userWithUnit(t, { unitName: 'Medlem Test AS' });
    const member = await userWithUnit(t);
    await addMember(t, member.userId, owner.unitId, role);
    return { owner, member };
  }

  it('changing a role: the member gets the flags of the new role at once, with an audit row', async () => {
    const { owner, member } = await ownerWith('sales');
    const changed = await gqlOk(t, owner, UPDATE_ROLE, { userId: member.userId, role: 'accountant' });
    expect(changed.updateMembershipRole).toMatchObject({ role: 'accountant', user: { id: member.userId } });
    const asMember = await gql(t, '{ currentUser { permissions } }', {}, { token: member.token, unitId: owner.unitId });
    expect(asMember.body.data!.currentUser.permissions).toEqual(permissionsFor('accountant'));
    expect(await auditActions(t, owner.unitId, 'membership')).toEqual(['updateRole']);
  });

  it('removing a member ends their access to the unit with their next request, with an audit row', async () => {
    const { owner, member } = await ownerWith('accountant');
    const before = await gql(t, '{ currentUnit { id } }', {}, { token: member.token, unitId: owner.unitId });
    expect(before.body.data!.currentUnit.id).toBe(owner.unitId);
    const removed = await gqlOk(t, owner, REMOVE, { userId: member.userId });
    expect(removed.removeMembership).toMatchObject({ role: 'accountant', user: { id: member.userId } });
    expect(await roleOf(t, owner.unitId, member.userId)).toBeUndefined();
    const after = await gql(t, '{ currentUnit { id } }', {}, { token: member.token, unitId: owner.unitId });
    expect(after.status).toBe(403);
    expect(errorCode(after)).toBe('UNIT_FORBIDDEN');
    const members = await gqlOk(t, owner, MEMBERS);
    expect(members.unitMembers.map((m: { user: { id: string } }) => m.user.id)).toEqual([owner.userId]);
    expect(await auditActions(t, owner.unitId, 'membership')).toEqual(['remove']);
  });

  it('the last owner can be neither demoted nor removed, by themselves or anyone', async () => {
    const { owner, member: admin } = await ownerWith('administrator');
    expect(await gqlValidations(t, owner, UPDATE_ROLE, { userId: owner.userId, role: 'administrator' })).toEqual([
      { model: 'membership', attribute: 'role', type: 'last_owner' },
    ]);
    expect(await gqlValidations(t, owner, REMOVE, { userId: owner.userId })).toEqual([
      { model: 'membership', attribute: 'base', type: 'last_owner' },
    ]);
    expect(await roleOf(t, owner.unitId, owner.userId)).toBe('owner');

    // With a second owner, the first may step down; then the second is the last.
    await gqlOk(t, owner, UPDATE_ROLE, { userId: admin.userId, role: 'owner' });
    await gqlOk(t, owner, UPDATE_ROLE, { userId: owner.userId, role: 'administrator' });
    const adminInUnit = { ...admin, unitId: owner.unitId };
    expect(await gqlValidations(t, adminInUnit, REMOVE, { userId: admin.userId })).toEqual([
      { model: 'membership', attribute: 'base', type: 'last_owner' },
    ]);
    expect(await roleOf(t, owner.unitId, admin.userId)).toBe('owner');
  });

  it('an administrator cannot give the owner role, nor change or remove an owner', async () => {
    const { owner, member: admin } = await ownerWith('administrator');
    const seller = await userWithUnit(t);
    await addMember(t, seller.userId, owner.unitId, 'sales');
    const asAdmin = { token: admin.token, unitId: owner.unitId };
    for (const [query, variables] of [
      [UPDATE_ROLE, { userId: seller.userId, role: 'owner' }],
      [UPDATE_ROLE, { userId: admin.userId, role: 'owner' }],
      [UPDATE_ROLE, { userId: owner.userId, role: 'readOnly' }],
      [REMOVE, { userId: owner.userId }],
      [INVITE, { email: uniqueEmail(), role: 'owner' }],
    ] as const) {
      const result = await gql(t, query, variables, asAdmin);
      expect(errorCode(result), JSON.stringify(variables)).toBe('FORBIDDEN');
    }
    expect(await roleOf(t, owner.unitId, owner.userId)).toBe('owner');
    expect(await roleOf(t, owner.unitId, seller.userId)).toBe('sales');
    expect(await roleOf(t, owner.unitId, admin.userId)).toBe('administrator');
    // Below the owner the administrator assigns freely.
    const changed = await gql(t, UPDATE_ROLE, { userId: seller.userId, role: 'payroll' }, asAdmin);
    expect(changed.body.data!.updateMembershipRole.role).toBe('payroll');
    const removed = await gql(t, REMOVE, { userId: seller.userId }, asAdmin);
    expect(removed.body.errors).toBeUndefined();
  });

  it.each<Role>(['accountant', 'payroll', 'sales', 'readOnly'])(
    'refuses every member operation to a %s member and changes nothing',
    async (role) => {
      const { owner, member } = await ownerWith(role);
      const other = await userWithUnit(t);
      await addMember(t, other.userId, owner.unitId, 'sales');
      const invited = await gqlOk(t, owner, INVITE, { email: uniqueEmail(), role: 'sales' });
      const auth = { token: member.token, unitId: owner.unitId };
      for (const [query, variables] of [
        [UPDATE_ROLE, { userId: other.userId, role: 'readOnly' }],
        [REMOVE, { userId: other.userId }],
        [INVITE, { email: uniqueEmail(), role: 'readOnly' }],
        [INVITATIONS, {}],
        [CANCEL, { id: invited.inviteMember.id }],
      ] as const) {
        const result = await gql(t, query, variables, auth);
        expect(errorCode(result), query).toBe('FORBIDDEN');
      }
      expect(await roleOf(t, owner.unitId, other.userId)).toBe('sales');
      expect((await gqlOk(t, owner, INVITATIONS)).unitInvitations).toHaveLength(1);
    },
  );

  it("another unit's member, invitation or a malformed id answers NOT_FOUND and changes nothing", async () => {
    const a = await userWithUnit(t);
    const b = await userWithUnit(t);
    const bMember = await userWithUnit(t);
    await addMember(t, bMember.userId, b.unitId, 'sales');
    const bInvitation = (await gqlOk(t, b, INVITE, { email: uniqueEmail(), role: 'sales' })).inviteMember;
    for (const [query, variables] of [
      [UPDATE_ROLE, { userId: bMember.userId, role: 'readOnly' }],
      [UPDATE_ROLE, { userId: b.userId, role: 'readOnly' }],
      [REMOVE, { userId: bMember.userId }],
      [REMOVE, { userId: 'not-a-uuid' }],
      [CANCEL, { id: bInvitation.id }],
      [CANCEL, { id: 'not-a-uuid' }],
    ] as const) {
      const result = await gql(t, query, variables, { token: a.token, unitId: a.unitId });
      expect(errorCode(result), JSON.stringify(variables)).toBe('NOT_FOUND');
    }
    expect(await roleOf(t, b.unitId, bMember.userId)).toBe('sales');
    expect(await roleOf(t, b.unitId, b.userId)).toBe('owner');
    expect((await gqlOk(t, b, INVITATIONS)).unitInvitations).toHaveLength(1);
    expect((await gqlOk(t, a, INVITATIONS)).unitInvitations).toEqual([]);
  });

  it('invite → a mail in the unit language → the new user registers and accepts → member with the role, company current', async () => {
    const owner = await userWithUnit(t, { unitName: 'Invitert AS' });
    const email = uniqueEmail('invitert');
    const invited = await gqlOk(t, owner, INVITE, { email: `  ${email.toUpperCase()} `, role: 'payroll' });
    expect(invited.inviteMember).toMatchObject({ email, role: 'payroll', invitedBy: 'Kari Nordmann' });
    const expiresAt = Date.parse(invited.inviteMember.expiresAt);
    expect(expiresAt - t.clock.now().getTime()).toBeGreaterThan(7 * 24 * HOUR - 2000);
    const mail = (await mailsTo(t, email)).at(-1)!;
    expect(mail.subject).toBe('Invitasjon til Invitert AS i Fjord');
    expect(mail.text).toContain('Kari Nordmann inviterer deg til Invitert AS');
    const token = await invitationToken(t, email);
    expect((await gqlOk(t, owner, INVITATIONS)).unitInvitations).toEqual([
      expect.objectContaining({
        id: invited.inviteMember.id,
        email,
        role: 'payroll',
        invitedBy: 'Kari Nordmann',
        expired: false,
      }),
    ]);

    const account = await registeredAccount(t, email);
    const accepted = await gql(t, ACCEPT, { token }, { token: account.token });
    expect(accepted.body).toEqual({ data: { acceptInvitation: { id: owner.unitId, name: 'Invitert AS' } } });
    // No unit header: the accepted company is the current one.
    const current = await gql(t, '{ currentUnit { id } currentUser { permissions } }', {}, { token: account.token });
    expect(current.body.data!.currentUnit.id).toBe(owner.unitId);
    expect(current.body.data!.currentUser.permissions).toEqual(permissionsFor('payroll'));
    expect((await gqlOk(t, owner, INVITATIONS)).unitInvitations).toEqual([]);
    expect(await auditActions(t, owner.unitId, 'invitation')).toEqual(['accept', 'invite']);

    // The link works once.
    const again = await gql(t, ACCEPT, { token }, { token: account.token });
    expect(errorCode(again)).toBe('VALIDATION');
  });

  it('an invitation mail goes in the language of an existing account', async () => {
    const owner = await userWithUnit(t, { unitName: 'Språk AS' });
    const existing = await userWithUnit(t);
    await t.app.services.transactions.system((tx) =>
      tx.update(users).set({ locale: 'en' }).where(eq(users.id, existing.userId)),
    );
    await gqlOk(t, owner, INVITE, { email: existing.login, role: 'sales' });
    const mail = (await mailsTo(t, existing.login)).at(-1)!;
    expect(mail.subject).toBe('Invitation to Språk AS in Fjord');
    const accepted = await gql(
      t,
      ACCEPT,
      { token: await invitationToken(t, existing.login) },
      { token: existing.token },
    );
    expect(accepted.body.errors).toBeUndefined();
    expect(await roleOf(t, owner.unitId, existing.userId)).toBe('sales');
  });

  it('refuses an invitation link that is expired, cancelled, replaced, unknown or for another address', async () => {
    const owner = await userWithUnit(t);
    const invitee = await userWithUnit(t);
    const auth = { token: invitee.token };
    const validation = async (token: string) => {
      const result = await gql(t, ACCEPT, { token }, auth);
      expect(errorCode(result)).toBe('VALIDATION');
      return result.body.errors![0]!.extensions!.validations![0]!.type;
    };

    await gqlOk(t, owner, INVITE, { email: invitee.login, role: 'sales' });
    const expired = await invitationToken(t, invitee.login);
    // The session would expire long before the link, so the link's time runs out instead.
    await t.app.services.transactions.system((tx) =>
      tx.update(unitInvitations).set({ expiresAt: t.clock.now() }).where(eq(unitInvitations.email, invitee.login)),
    );
    expect(await validation(expired)).toBe('expired');
    expect((await gqlOk(t, owner, INVITATIONS)).unitInvitations).toEqual([
      expect.objectContaining({ email: invitee.login, expired: true }),
    ]);

    const replaced = (await gqlOk(t, owner, INVITE, { email: invitee.login, role: 'sales' })).inviteMember;
    const replacedToken = await invitationToken(t, invitee.login);
    await gqlOk(t, owner, INVITE, { email: invitee.login, role: 'readOnly' });
    expect(await validation(replacedToken)).toBe('invalid');
    const pending = (await gqlOk(t, owner, INVITATIONS)).unitInvitations;
    expect(pending).toEqual([expect.objectContaining({ email: invitee.login, role: 'readOnly' })]);
    expect(pending[0].id).not.toBe(replaced.id);

    const cancelled = await invitationToken(t, invitee.login);
    await gqlOk(t, owner, CANCEL, { id: pending[0].id });
    expect(await validation(cancelled)).toBe('invalid');
    expect(await gqlValidations(t, owner, CANCEL, { id: pending[0].id })).toEqual([
      { model: 'invitation', attribute: 'base', type: 'not_pending' },
    ]);
    expect(await validation('no-such-token')).toBe('invalid');

    await gqlOk(t, owner, INVITE, { email: uniqueEmail('annen'), role: 'sales' });
    const someoneElses = await invitationToken(t, (await gqlOk(t, owner, INVITATIONS)).unitInvitations[0].email);
    expect(await validation(someoneElses)).toBe('other_address');

    expect(await roleOf(t, owner.unitId, invitee.userId)).toBeUndefined();
    expect(await auditActions(t, owner.unitId, 'invitation')).toEqual([
      'cancel',
      'invite',
      'invite',
      'invite',
      'invite',
    ]);
  });

  it('refuses to invite a malformed address or a present member, and writes nothing', async () => {
    const { owner, member } = await ownerWith('sales');
    expect(await gqlValidations(t, owner, INVITE, { email: 'kari@example', role: 'sales' })).toEqual([
      { model: 'invitation', attribute: 'email', type: 'invalid' },
    ]);
    expect(await gqlValidations(t, owner, INVITE, { email: ' ', role: 'sales' })).toEqual([
      { model: 'invitation', attribute: 'email', type: 'blank' },
    ]);
    expect(await gqlValidations(t, owner, INVITE, { email: member.login, role: 'sales' })).toEqual([
      { model: 'invitation', attribute: 'email', type: 'taken' },
    ]);
    const rows = await t.app.services.transactions.system((tx) =>
      tx.select().from(unitInvitations).where(eq(unitInvitations.unitId, owner.unitId)),
    );
    expect(rows).toEqual([]);
    expect(await mailsTo(t, member.login)).toEqual([]);
  });

  it('tells a subscribed administrator when a member or an invitation changes', async () => {
    const { owner, member } = await ownerWith('sales');
    const client = subscriptionClient(t, { token: owner.token, unitId: owner.unitId }, { lazy: false });
    try {
      const events = client.iterate<{ unitMembersChanged: boolean }>({ query: 'subscription { unitMembersChanged }' });
      const pending = events.next();
      const arrived = () =>
        Promise.race([pending.then(() => true), new Promise<boolean>((ok) => setTimeout(ok, 250, false))]);
      // The server listens once it has handled the subscribe message: invite until the first event arrives.
      let arrivedInTime = false;
      for (let attempt = 0; attempt < 40 && !arrivedInTime; attempt++) {
        await gqlOk(t, owner, INVITE, { email: uniqueEmail(), role: 'sales' });
        arrivedInTime = await arrived();
      }
      expect(await pending).toEqual({ done: false, value: { data: { unitMembersChanged: true } } });
      const removal = events.next();
      await gqlOk(t, owner, REMOVE, { userId: member.userId });
      expect(await removal).toEqual({ done: false, value: { data: { unitMembersChanged: true } } });
      await events.return?.();
    } finally {
      await client.dispose();
    }
  });
});
