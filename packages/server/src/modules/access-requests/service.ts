import type { Role } from '@fjord/domain';
import type { AuthUser } from '../../auth/sessions.js';
import { recordAudit } from '../../db/audit.js';
import { memberships } from '../../db/schema.js';
import { invalid, notFound } from '../../errors/app-error.js';
import type { Services } from '../../services.js';
import { findUnit, isUuid, type UnitRow } from '../units/repository.js';
import { accessApprovedMail, accessDeclinedMail, accessRequestedMail } from './mails.js';
import {
  assignersOf,
  decideRequest,
  findPerson,
  findRequest,
  insertPendingRequest,
  isMember,
  type AccessRequestView,
} from './repository.js';
import { enqueueMails } from '../../mail/mailer.js';

/** The pubsub topic that tells a unit's administrators their list of requests changed. */
export const accessRequestsTopic = (unitId: string) => `accessRequests:${unitId}`;

/**
 * Asks for access to a company. The request is a row of the target unit, so the work runs in
 * that unit's tenant scope (the requester cannot read anything else there: the service only
 * touches the unit, the requester's membership and request, and the administrators' addresses).
 */
export async function requestAccess(services: Services, user: AuthUser, unitId: string): Promise<UnitRow> {
  if (!isUuid(unitId)) throw notFound('Unit');
  const now = services.clock.now();
  return services.transactions.tenant(unitId, async (tx) => {
    const unit = await findUnit(tx, unitId);
    if (!unit || !unit.isCompany) throw notFound('Unit');
    if (await isMember(tx, unitId, user.id)) throw invalid('accessRequest', 'unitId', 'taken');
    const request = await insertPendingRequest(tx, { unitId, userId: user.id, createdAt: now });
    if (!request) return unit;
    await recordAudit(tx, { unitId, userId: user.id, at: now }, 'request', 'accessRequest', request.id);
    await services.pubsub.publish(tx, accessRequestsTopic(unitId), { id: request.id, status: request.status });
    const admins = await assignersOf(tx, unitId);
    const mails = admins.map((admin) => accessRequestedMail(admin, user, unit.name, services.config.publicUrl));
    await enqueueMails(tx, now, unitId, mails);
    return unit;
  });
}

type Decision = { status: 'APPROVED'; role: Role } | { status: 'DECLINED' };

/** Approves (with a role) or declines a pending request of the current unit; the requester is told by mail. */
export async function decideAccessRequest(
  services: Services,
  decider: AuthUser,
  unitId: string,
  id: string,
  decision: Decision,
): Promise<AccessRequestView> {
  if (!isUuid(id)) throw notFound('Access request');
  const now = services.clock.now();
  const grantedRole = decision.status === 'APPROVED' ? decision.role : null;
  return services.transactions.tenant(unitId, async (tx) => {
    const existing = await findRequest(tx, unitId, id);
    if (!existing) throw notFound('Access request');
    const decided = await decideRequest(tx, unitId, id, {
      status: decision.status,
      grantedRole,
      decidedById: decider.id,
      decidedAt: now,
    });
    if (!decided) throw invalid('accessRequest', 'status', 'invalid');
    if (grantedRole) {
      // A membership made some other way since the request keeps its role.
      await tx
        .insert(memberships)
        .values({
          unitId,
          userId: decided.userId,
          role: grantedRole,
          createdById: decider.id,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
    await recordAudit(
      tx,
      { unitId, userId: decider.id, at: now },
      decision.status === 'APPROVED' ? 'approve' : 'decline',
      'accessRequest',
      id,
      grantedRole ? { role: grantedRole } : {},
    );
    await services.pubsub.publish(tx, accessRequestsTopic(unitId), { id, status: decided.status });
    const requester = (await findPerson(tx, decided.userId))!;
    const unit = (await findUnit(tx, unitId))!;
    const mail =
      decision.status === 'APPROVED'
        ? accessApprovedMail(requester, unit.name, services.config.publicUrl)
        : accessDeclinedMail(requester, unit.name);
    await enqueueMails(tx, now, unitId, [mail]);
    return { ...decided, requester };
  });
}
