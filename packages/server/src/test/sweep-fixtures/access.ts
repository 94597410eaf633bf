/** Sweep fixtures of access: users, companies, access requests, members, invitations, webstore API tokens. */
import { createSession } from '../../auth/sessions.js';
import { addMember, userWithUnit } from '../fixtures.js';
import { gql } from '../http.js';
import { one } from './make.js';
import { ref, type Kinds, type OperationFixture } from './refs.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const ACCESS_KINDS = {
  user: { create: async (unit) => unit.who.userId },
  company: {
    create: async (unit) => unit.who.unitId,
    shared: 'a company of the shared registry (a supplier, a company to ask for access)',
  },
  accessRequest: {
    create: async (unit) => {
      const asker = await userWithUnit(unit.t);
      await gql(
        unit.t,
        'mutation ($input: RequestAccessToUnitInput!) { requestAccessToUnit(input: $input) { id } }',
        { input: { unitId: unit.who.unitId } },
        { token: asker.token, unitId: asker.unitId },
      );
      const { accessRequests } = await unit.call<{ accessRequests: { id: string; requester: { id: string } }[] }>(
        '{ accessRequests { id requester { id } } }',
      );
      return accessRequests.find((request) => request.requester.id === asker.userId)!.id;
    },
  },
  member: {
    create: async (unit) => {
      const person = await userWithUnit(unit.t);
      await addMember(unit.t, person.userId, unit.who.unitId, 'readOnly');
      return person.userId;
    },
  },
  // A second session of the unit's user: revoking it leaves the session the sweep calls with.
  session: {
    create: async (unit) => {
      const { transactions, clock, config } = unit.t.app.services;
      await transactions.system((tx) => createSession(tx, unit.who.userId, clock.now(), config.sessionTtlMs));
      const { mySessions } = await unit.call<{ mySessions: { id: string; current: boolean }[] }>(
        '{ mySessions { id current } }',
      );
      return mySessions.find((session) => !session.current)!.id;
    },
  },
  invitation: {
    create: async (unit) =>
      (
        await unit.call<{ inviteMember: { id: string } }>(
          'mutation ($email: String!) { inviteMember(email: $email, role: readOnly) { id } }',
          { email: `invitert-${unit.index}-${Date.now()}@example.no` },
        )
      ).inviteMember.id,
  },
  webstoreApiToken: {
    create: async (unit) =>
      (
        await unit.call<{ createWebstoreApiToken: { token: { id: string } } }>(
          'mutation ($input: CreateWebstoreApiTokenInput!) { createWebstoreApiToken(input: $input) { token { id } } }',
          { input: { description: 'Sveip', expiryDate: inDays(30) } },
        )
      ).createWebstoreApiToken.token.id,
  },
} satisfies Kinds;

export const ACCESS_OPERATIONS: Record<string, OperationFixture> = {
  deleteWebstoreApiToken: one('webstoreApiToken'),
  approveAccessRequest: { variables: { id: ref('accessRequest'), role: 'readOnly' } },
  declineAccessRequest: one('accessRequest'),
  updateMembershipRole: { variables: { userId: ref('member'), role: 'sales' } },
  removeMembership: { variables: { userId: ref('member') } },
  cancelInvitation: one('invitation'),
  revokeSession: one('session'),
  requestAccessToUnit: {
    variables: { input: { unitId: ref('company') } },
    noControl: 'a member cannot ask for access to their own company',
    // The request is the other unit's row, and so are the mails that tell its administrators.
    changes: ['access_requests', 'audit_events', 'mails', 'jobs'],
  },
};
