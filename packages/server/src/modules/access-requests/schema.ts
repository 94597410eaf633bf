import { ROLES, type Role } from '@fjord/domain';
import { builder } from '../../graphql/builder.js';
import { access } from '../../graphql/access.js';
import { authorize, requireUnit } from '../../graphql/context.js';
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
import { accessRequestsTopic, decideAccessRequest, requestAccess } from './service.js';

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
      // Owners differ from administrators exactly by canUpdateAdmin, the right to make owners.
      const unitId = args.role === 'owner' ? authorize(ctx, 'canUpdateAdmin') : requireUnit(ctx);
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
