import { and, asc, eq, inArray } from 'drizzle-orm';
import { ROLES_THAT_ASSIGN, type Role } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { accessRequests, memberships, users } from '../../db/schema.js';

export const ACCESS_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/**
 * The columns of users the application role may read. Never select users.* in a tenant
 * transaction: the role has no grant on password_hash and the query would fail.
 */
const personColumns = {
  id: users.id,
  login: users.login,
  firstName: users.firstName,
  lastName: users.lastName,
  locale: users.locale,
  active: users.active,
};

export type Person = {
  id: string;
  login: string;
  firstName: string;
  lastName: string;
  locale: string;
  active: boolean;
};
export type AccessRequestRow = typeof accessRequests.$inferSelect;
export type AccessRequestView = AccessRequestRow & { requester: Person };

export const fullName = (person: Pick<Person, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

export async function findPerson(tx: Tx, userId: string): Promise<Person | undefined> {
  const [person] = await tx.select(personColumns).from(users).where(eq(users.id, userId));
  return person;
}

export async function isMember(tx: Tx, unitId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.unitId, unitId), eq(memberships.userId, userId)));
  return rows.length > 0;
}

/** Inserts a pending request; answers null when one is already pending (the partial unique index). */
export async function insertPendingRequest(
  tx: Tx,
  values: { unitId: string; userId: string; createdAt: Date },
): Promise<AccessRequestRow | null> {
  const [row] = await tx
    .insert(accessRequests)
    .values({ ...values, status: 'PENDING' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findRequest(tx: Tx, unitId: string, id: string): Promise<AccessRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.unitId, unitId), eq(accessRequests.id, id)));
  return row;
}

export async function listRequests(
  tx: Tx,
  unitId: string,
  status: AccessRequestStatus | null,
): Promise<AccessRequestView[]> {
  const conditions = [eq(accessRequests.unitId, unitId)];
  if (status) conditions.push(eq(accessRequests.status, status));
  const rows = await tx
    .select({ request: accessRequests, requester: personColumns })
    .from(accessRequests)
    .innerJoin(users, eq(users.id, accessRequests.userId))
    .where(and(...conditions))
    .orderBy(asc(accessRequests.createdAt), asc(accessRequests.id));
  return rows.map((row) => ({ ...row.request, requester: row.requester }));
}

/**
 * Decides a pending request. The status condition makes two concurrent decisions safe: the second
 * finds no pending row and answers null.
 */
export async function decideRequest(
  tx: Tx,
  unitId: string,
  id: string,
  decision: { status: 'APPROVED' | 'DECLINED'; grantedRole: Role | null; decidedById: string; decidedAt: Date },
): Promise<AccessRequestRow | null> {
  const [row] = await tx
    .update(accessRequests)
    .set(decision)
    .where(and(eq(accessRequests.unitId, unitId), eq(accessRequests.id, id), eq(accessRequests.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/** The active members who may answer access requests: they are told about new ones. */
export function assignersOf(tx: Tx, unitId: string): Promise<Person[]> {
  return tx
    .select(personColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.unitId, unitId), inArray(memberships.role, [...ROLES_THAT_ASSIGN]), eq(users.active, true)),
    );
}

export type MemberRow = { id: string; role: string; user: Person };

export async function memberOf(tx: Tx, unitId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select({ id: memberships.id, role: memberships.role, user: personColumns })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.unitId, unitId), eq(memberships.userId, userId)));
  return row;
}

/** Super admins are left out of user lists unless asked for. */
export function membersOf(tx: Tx, unitId: string, includeSuperAdmins: boolean): Promise<MemberRow[]> {
  const conditions = [eq(memberships.unitId, unitId)];
  if (!includeSuperAdmins) conditions.push(eq(users.isSuperAdmin, false));
  return tx
    .select({ id: memberships.id, role: memberships.role, user: personColumns })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(...conditions))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.login));
}
