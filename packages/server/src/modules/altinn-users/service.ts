import { eq } from 'drizzle-orm';
import type { SystemUserStatus } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { units } from '../../db/schema-core.js';
import { invalid } from '../../errors/app-error.js';
import type { Services } from '../../services.js';
import type { SystemUserAnswer } from '../../skatteetaten/system-user-port.js';
import { altinnSystemUsers } from './tables.js';

const MODEL = 'altinnSystemUser';

type SystemUserRow = typeof altinnSystemUsers.$inferSelect;

/** The unit's system user as the page shows it (GraphQL AltinnSystemUser). */
export type SystemUserView = {
  status: SystemUserStatus;
  /** The number the system user is (or is to be) for: the request's, else the unit's. */
  organizationNumber: string | null;
  /** The link the company opens to approve: only while the request waits for it. */
  confirmUrl: string | null;
  requestedAt: Date | null;
  requestedById: string | null;
  decidedAt: Date | null;
  lastCheckedAt: Date | null;
};

async function unitOrganizationNumber(tx: Tx, unitId: string): Promise<string | null> {
  const [unit] = await tx
    .select({ organizationNumber: units.organizationNumber })
    .from(units)
    .where(eq(units.id, unitId));
  return unit?.organizationNumber || null;
}

async function rowOf(tx: Tx, unitId: string, lock = false): Promise<SystemUserRow | undefined> {
  const query = tx.select().from(altinnSystemUsers).where(eq(altinnSystemUsers.unitId, unitId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The unit's system user; NOT_REQUESTED (no row) with the unit's own number. */
export async function systemUserView(tx: Tx, unitId: string): Promise<SystemUserView> {
  const row = await rowOf(tx, unitId);
  if (!row)
    return {
      status: 'NOT_REQUESTED',
      organizationNumber: await unitOrganizationNumber(tx, unitId),
      confirmUrl: null,
      requestedAt: null,
      requestedById: null,
      decidedAt: null,
      lastCheckedAt: null,
    };
  return {
    status: row.status,
    organizationNumber: row.organizationNumber,
    confirmUrl: row.status === 'PENDING' ? row.confirmUrl : null,
    requestedAt: row.requestedAt,
    requestedById: row.requestedById,
    decidedAt: row.decidedAt,
    lastCheckedAt: row.lastCheckedAt,
  };
}

/**
 * What a request must do, decided before Altinn is called: refuse (no organisation number; approved already), answer
 * the request that waits for the company as it is (a second click makes no second request at Altinn), or ask Altinn
 * for a new one — when there is none, after a rejection, or when the unit's organisation number has changed.
 */
async function planRequest(tx: Tx, unitId: string): Promise<{ organizationNumber: string } | 'waiting'> {
  const organizationNumber = await unitOrganizationNumber(tx, unitId);
  if (!organizationNumber) throw invalid(MODEL, 'base', 'missing_organization_number');
  const row = await rowOf(tx, unitId);
  if (row?.organizationNumber === organizationNumber) {
    if (row.status === 'APPROVED') throw invalid(MODEL, 'base', 'already_approved');
    if (row.status === 'PENDING') return 'waiting';
  }
  return { organizationNumber };
}

/**
 * "Be om godkjenning": asks Altinn (outside any transaction: it may take seconds) for Fjord's system user at the
 * unit, then keeps the request with its confirmation link, PENDING, replacing an earlier rejected one.
 */
export async function requestSystemUser(services: Services, actor: Actor): Promise<SystemUserView> {
  const tenant = <T>(work: (tx: Tx) => Promise<T>) => services.transactions.tenant(actor.unitId, work);
  const plan = await tenant((tx) => planRequest(tx, actor.unitId));
  if (plan === 'waiting') return tenant((tx) => systemUserView(tx, actor.unitId));
  const request = await services.systemUserService.request(plan.organizationNumber);
  return tenant(async (tx) => {
    const columns = {
      status: 'PENDING' as const,
      organizationNumber: plan.organizationNumber,
      requestId: request.requestId,
      confirmUrl: request.confirmUrl,
      systemUserId: null,
      requestedAt: actor.at,
      requestedById: actor.userId,
      decidedAt: null,
      lastCheckedAt: null,
      updatedById: actor.userId,
    };
    const [saved] = await tx
      .insert(altinnSystemUsers)
      .values({ ...columns, unitId: actor.unitId, createdById: actor.userId })
      .onConflictDoUpdate({ target: altinnSystemUsers.unitId, set: { ...columns, updatedAt: actor.at } })
      .returning();
    await recordAudit(tx, actor, 'request', MODEL, saved!.id, {
      organizationNumber: plan.organizationNumber,
      requestId: request.requestId,
    });
    return systemUserView(tx, actor.unitId);
  });
}

/** Where Altinn's answer moves a waiting request: its decision, or still waiting. */
function decided(answer: SystemUserAnswer): Pick<SystemUserRow, 'status' | 'systemUserId'> {
  if (answer.status === 'ACCEPTED') return { status: 'APPROVED', systemUserId: answer.systemUserId };
  if (answer.status === 'REJECTED') return { status: 'REJECTED', systemUserId: null };
  return { status: 'PENDING', systemUserId: null };
}

/**
 * "Sjekk status": asks Altinn where the waiting request stands and moves it PENDING → APPROVED or REJECTED (with
 * when it was decided), stamping when it was checked. Only a waiting request is asked about: an approved or
 * rejected one is decided, and without a request there is nothing to ask. A new request made while Altinn was
 * asked wins: the answer about the old one is dropped.
 */
export async function checkSystemUser(services: Services, actor: Actor): Promise<SystemUserView> {
  const tenant = <T>(work: (tx: Tx) => Promise<T>) => services.transactions.tenant(actor.unitId, work);
  const waiting = await tenant((tx) => rowOf(tx, actor.unitId));
  if (waiting?.status !== 'PENDING') return tenant((tx) => systemUserView(tx, actor.unitId));
  const answer = await services.systemUserService.status(waiting.requestId);
  return tenant(async (tx) => {
    const row = await rowOf(tx, actor.unitId, true);
    if (row?.status !== 'PENDING' || row.requestId !== waiting.requestId) return systemUserView(tx, actor.unitId);
    const next = decided(answer);
    await tx
      .update(altinnSystemUsers)
      .set({
        ...next,
        decidedAt: next.status === 'PENDING' ? null : actor.at,
        lastCheckedAt: actor.at,
        updatedAt: actor.at,
        updatedById: actor.userId,
      })
      .where(eq(altinnSystemUsers.id, row.id));
    await recordAudit(tx, actor, 'check', MODEL, row.id, {
      requestId: row.requestId,
      from: row.status,
      to: next.status,
    });
    return systemUserView(tx, actor.unitId);
  });
}

/** What a sender names: the unit's organisation number and its approved system user at Altinn. */
export type ApprovedSystemUser = { organizationNumber: string; systemUserId: string };

/**
 * For the modules that talk to Skatteetaten on the unit's behalf (the a-melding, tax card requests), before they
 * send: the unit's approved system user, or VALIDATION base `system_user_not_approved` — the spec's "Invalid
 * credentials" path (spec 001 §8, `resend_with_credentials`): the company must approve Fjord's system user in Altinn
 * (/company-settings/altinn-users). A system user approved for another organisation number than the unit's own now
 * does not count.
 */
export async function requireApprovedSystemUser(tx: Tx, unitId: string): Promise<ApprovedSystemUser> {
  const row = await rowOf(tx, unitId);
  const organizationNumber = await unitOrganizationNumber(tx, unitId);
  if (row?.status !== 'APPROVED' || !row.systemUserId || row.organizationNumber !== organizationNumber)
    throw invalid(MODEL, 'base', 'system_user_not_approved');
  return { organizationNumber: row.organizationNumber, systemUserId: row.systemUserId };
}
