import { SYSTEM_USER_STATUSES } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit, requireUnit } from '../../graphql/context.js';
import { userNameOf } from '../../graphql/loaders.js';
import { checkSystemUser, requestSystemUser, systemUserView, type SystemUserView } from './service.js';

/** Reading needs no more than the a-melding pages do (canViewSalaries), or the right to manage it. */
const SYSTEM_USER_READ = access.anyOf('canViewSalaries', 'canSendAltinnPaycheckReports');
const SYSTEM_USER_WRITE = access.flags('canSendAltinnPaycheckReports');

export const SystemUserStatusEnum = builder.enumType('SystemUserStatus', {
  description:
    "Fjord's system user at the company in Altinn: not requested, waiting for the company, approved, rejected",
  values: SYSTEM_USER_STATUSES,
});

const AltinnSystemUserType = builder.objectRef<SystemUserView>('AltinnSystemUser').implement({
  description:
    "Fjord's system user at the company (Altinn 3): the company approves it once in Altinn, and from then on Fjord " +
    'sends the a-melding and fetches tax cards on its behalf. The 2026 form of the spec\u2019s Altinn login and PIN',
  fields: (t) => ({
    status: t.field({ type: SystemUserStatusEnum, resolve: (user) => user.status }),
    organizationNumber: t.exposeString('organizationNumber', { nullable: true }),
    confirmUrl: t.exposeString('confirmUrl', {
      nullable: true,
      description: "Altinn's page where the company approves the request; only while PENDING",
    }),
    requestedAt: t.expose('requestedAt', { type: 'DateTime', nullable: true }),
    requestedByName: t.string({
      nullable: true,
      resolve: async (user, _args, ctx) => (await userNameOf(ctx, user.requestedById))?.name ?? null,
    }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    lastCheckedAt: t.expose('lastCheckedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('altinnSystemUser', (t) =>
  t.field({
    type: AltinnSystemUserType,
    description: "The unit's system user in Altinn (canViewSalaries or canSendAltinnPaycheckReports)",
    access: SYSTEM_USER_READ,
    resolve: (_root, _args, ctx) => inUnit(ctx, (tx, unitId) => systemUserView(tx, unitId)),
  }),
);

builder.mutationField('requestAltinnSystemUser', (t) =>
  t.field({
    type: AltinnSystemUserType,
    description:
      'Asks Altinn for Fjord\u2019s system user at the unit and answers it PENDING with the confirmation link; a ' +
      'waiting request is answered as it is. No organisation number: VALIDATION base missing_organization_number; ' +
      'approved already: VALIDATION base already_approved; Altinn down: SERVICE_UNAVAILABLE. canSendAltinnPaycheckReports',
    access: SYSTEM_USER_WRITE,
    resolve: (_root, _args, ctx) => requestSystemUser(ctx.services, actorOf(ctx, requireUnit(ctx))),
  }),
);

builder.mutationField('checkAltinnSystemUser', (t) =>
  t.field({
    type: AltinnSystemUserType,
    description:
      'Asks Altinn whether the company has decided the waiting request: PENDING becomes APPROVED or REJECTED. ' +
      'Altinn down: SERVICE_UNAVAILABLE. canSendAltinnPaycheckReports',
    access: SYSTEM_USER_WRITE,
    resolve: (_root, _args, ctx) => checkSystemUser(ctx.services, actorOf(ctx, requireUnit(ctx))),
  }),
);
