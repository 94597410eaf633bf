import { hasPermission, OWNER_GUARD_FLAG, ROLES, touchesOwner, type Role } from '@fjord/domain';
import { builder } from '../../graphql/builder.js';
import { access } from '../../graphql/access.js';
import { authorize, requireUnit, type GraphQLContext } from '../../graphql/context.js';
import { UnitType } from '../units/types.js';
import { abortable } from './abortable.js';
import {
  ACCESS_REQUEST_STATUSES,
  fullName,
  listRequests,
  membersOf,
  type AccessRequestStatus,
  type AccessRequestView,
  type MemberRow,
  type Person,
} from './repository.js';
import {
  acceptInvitation,
  cancelInvitation,
  inviteMember,
  membersTopic,
  pendingInvitations,
  removeMembership,
  updateMembershipRole,
  type InvitationView,
} from './members.js';
import { accessRequestsTopic, decideAccessRequest, requestAccess } from './service.js';

/**
 * Refuses unless the caller may assign `role`: canAssignRole, and for the owner role also the
 * owner guard flag (owners differ from administrators exactly by it). Answers the unit.
 */
function authorizeAssigning(ctx: GraphQLContext, role: Role): string {
  const unitId = requireUnit(ctx);
  if (touchesOwner(role)) authorize(ctx, OWNER_GUARD_FLAG);
  return unitId;
}

const mayTouchOwner = (ctx: GraphQLContext) => hasPermission(ctx.permissions, OWNER_GUARD_FLAG);

export const RoleEnum = builder.enumType('Role', {
  description: 'The role a user holds in a unit; docs/permissions.md lists the flags of each',
  values: ROLES,
});

const AccessRequestStatusEnum = builder.enumType('AccessRequestStatus', { values: ACCESS_REQUEST_STATUSES });

const personRef = (name: string, description: string) =>
  builder.objectRef<Person>(name).implement({
    description,
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.string({ resolve: (person) => fullName(person) }),
      login: t.exposeString('login'),
      active: t.exposeBoolean('active', { description: 'Whether the account may sign in' }),
    }),
  });

const AccessRequester = personRef('AccessRequester', 'The user who asks for access');
const UnitMemberUser = personRef('UnitMemberUser', 'A member of the current unit');

const AccessRequestType = builder.objectRef<AccessRequestView>('AccessRequest').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: AccessRequestStatusEnum, resolve: (request) => request.status as AccessRequestStatus }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    grantedRole: t.field({ type: RoleEnum, nullable: true, resolve: (request) => request.grantedRole as Role | null }),
    requester: t.field({ type: AccessRequester, resolve: (request) => request.requester }),
  }),
});

const UnitMemberType = builder.objectRef<MemberRow>('UnitMember').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The membership id' }),
    role: t.field({ type: RoleEnum, resolve: (member) => member.role as Role }),
    user: t.field({ type: UnitMemberUser, resolve: (member) => member.user }),
  }),
});

const RequestAccessToUnitInput = builder.inputType('RequestAccessToUnitInput', {
  fields: (t) => ({ unitId: t.id({ required: true }) }),
});

builder.mutationField('requestAccessToUnit', (t) =>
  t.field({
    type: UnitType,
    description: "Asks a company's administrators for access; asking again while a request is pending changes nothing",
    args: { input: t.arg({ type: RequestAccessToUnitInput, required: true }) },
    access: access.signedIn,
    resolve: (_root, { input }, ctx) => requestAccess(ctx.services, ctx.user, String(input.unitId)),
  }),
);

builder.queryField('accessRequests', (t) =>
  t.field({
    type: [AccessRequestType],
    description: 'Requests for access to the current unit, oldest first; status null lists all',
    args: { status: t.arg({ type: AccessRequestStatusEnum, defaultValue: 'PENDING' }) },
    access: access.flags('canAssignRole'),
    resolve: (_root, args, ctx) => {
      const unitId = requireUnit(ctx);
      return ctx.services.transactions.tenant(unitId, (tx) => listRequests(tx, unitId, args.status ?? null));
    },
  }),
);

builder.mutationField('approveAccessRequest', (t) =>
  t.field({
    type: AccessRequestType,
    description: 'Grants the requester a role in the current unit; only an owner may grant owner',
    args: { id: t.arg.id({ required: true }), role: t.arg({ type: RoleEnum, required: true }) },
    access: access.flags('canAssignRole'),
    resolve: (_root, args, ctx) => {
      const unitId = authorizeAssigning(ctx, args.role);
      return decideAccessRequest(ctx.services, ctx.user, unitId, String(args.id), {
        status: 'APPROVED',
        role: args.role,
      });
    },
  }),
);

builder.mutationField('declineAccessRequest', (t) =>
  t.field({
    type: AccessRequestType,
    args: { id: t.arg.id({ required: true }) },
    access: access.flags('canAssignRole'),
    resolve: (_root, args, ctx) => {
      const unitId = requireUnit(ctx);
      return decideAccessRequest(ctx.services, ctx.user, unitId, String(args.id), { status: 'DECLINED' });
    },
  }),
);

builder.queryField('unitMembers', (t) =>
  t.field({
    type: [UnitMemberType],
    description: 'The members of the current unit; super admins only when asked for',
    args: { includeSuperAdmins: t.arg.boolean({ defaultValue: false }) },
    access: access.flags('canAssignRole'),
    resolve: (_root, args, ctx) => {
      const unitId = requireUnit(ctx);
      return ctx.services.transactions.tenant(unitId, (tx) => membersOf(tx, unitId, args.includeSuperAdmins ?? false));
    },
  }),
);

builder.subscriptionField('accessRequestsChanged', (t) =>
  t.boolean({
    description: 'Fires when a request for access to the current unit is made or decided',
    access: access.flags('canAssignRole'),
    subscribe: (_root, _args, ctx) => {
      const unitId = requireUnit(ctx);
      return abortable((signal) => ctx.services.pubsub.subscribe(accessRequestsTopic(unitId), signal));
    },
    resolve: () => true,
  }),
);

const UnitInvitationType = builder.objectRef<InvitationView>('UnitInvitation').implement({
  description: 'A pending invitation to the current unit (neither accepted nor cancelled)',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    role: t.field({ type: RoleEnum, resolve: (invitation) => invitation.role as Role }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'The link stops working at this time' }),
    expired: t.boolean({
      description: 'Whether the link has stopped working (by the server clock)',
      resolve: (invitation, _args, ctx) => invitation.expiresAt.getTime() <= ctx.services.clock.now().getTime(),
    }),
    invitedBy: t.exposeString('invitedBy', { nullable: true, description: 'The name of who sent it' }),
  }),
});

builder.queryField('unitInvitations', (t) =>
  t.field({
    type: [UnitInvitationType],
    description: 'Pending invitations to the current unit, oldest first, expired ones included',
    access: access.flags('canAssignRole'),
    resolve: (_root, _args, ctx) => {
      const unitId = requireUnit(ctx);
      return ctx.services.transactions.tenant(unitId, (tx) => pendingInvitations(tx, unitId));
    },
  }),
);

builder.mutationField('updateMembershipRole', (t) =>
  t.field({
    type: UnitMemberType,
    description:
      "Gives a member of the current unit another role; an owner's role, and the owner role, only an owner may " +
      'change, and the last owner keeps the role',
    args: { userId: t.arg.id({ required: true }), role: t.arg({ type: RoleEnum, required: true }) },
    access: access.flags('canAssignRole'),
    resolve: (_root, args, ctx) => {
      const unitId = authorizeAssigning(ctx, args.role);
      return updateMembershipRole(ctx.services, ctx.user, unitId, {
        userId: String(args.userId),
        role: args.role,
        mayTouchOwner: mayTouchOwner(ctx),
      });
    },
  }),
);

builder.mutationField('removeMembership', (t) =>
  t.field({
    type: UnitMemberType,
    description:
      'Removes a member from the current unit; their access ends with their next request. Only an owner may ' +
      'remove an owner, and the last owner cannot be removed',
    args: { userId: t.arg.id({ required: true }) },
    access: access.flags('canAssignRole'),
    resolve: (_root, args, ctx) => {
      const unitId = requireUnit(ctx);
      return removeMembership(ctx.services, ctx.user, unitId, {
        userId: String(args.userId),
        mayTouchOwner: mayTouchOwner(ctx),
      });
    },
  }),
);

builder.mutationField('inviteMember', (t) =>
  t.field({
    type: UnitInvitationType,
    description:
      'Mails an address an invitation to the current unit with a role; inviting it again replaces the pending ' +
      'invitation',
    args: { email: t.arg.string({ required: true }), role: t.arg({ type: RoleEnum, required: true }) },
    access: access.flags('canAssignRole'),
    resolve: async (_root, args, ctx) => {
      const unitId = authorizeAssigning(ctx, args.role);
      const invitation = await inviteMember(ctx.services, ctx.user, unitId, args);
      return { ...invitation, invitedBy: fullName(ctx.user) };
    },
  }),
);

builder.mutationField('cancelInvitation', (t) =>
  t.field({
    type: UnitInvitationType,
    description: 'Withdraws a pending invitation of the current unit; its link stops working',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags('canAssignRole'),
    resolve: async (_root, args, ctx) => {
      const unitId = requireUnit(ctx);
      return { ...(await cancelInvitation(ctx.services, ctx.user, unitId, String(args.id))), invitedBy: null };
    },
  }),
);

builder.mutationField('acceptInvitation', (t) =>
  t.field({
    type: UnitType,
    description:
      "Joins the invitation's unit as the signed-in user (whose login must be the invited address) and makes it " +
      'the current unit',
    args: { token: t.arg.string({ required: true }) },
    access: access.signedIn,
    resolve: (_root, args, ctx) => acceptInvitation(ctx.services, ctx.user, args.token),
  }),
);

builder.subscriptionField('unitMembersChanged', (t) =>
  t.boolean({
    description: 'Fires when a member or an invitation of the current unit changes',
    access: access.flags('canAssignRole'),
    subscribe: (_root, _args, ctx) => {
      const unitId = requireUnit(ctx);
      return abortable((signal) => ctx.services.pubsub.subscribe(membersTopic(unitId), signal));
    },
    resolve: () => true,
  }),
);
