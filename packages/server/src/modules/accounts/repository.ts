import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { authTokens, loginFailures, memberships, units, users } from '../../db/schema.js';
import { seedDefaultPaycheckLineTemplates } from '../paycheck-templates/defaults.js';

/** How much of a login a failure row keeps: more than any e-mail address has. */
const LOGIN_COLUMN_MAX = 320;

export type UserRow = typeof users.$inferSelect;
export type TokenKind = 'registration' | 'password_reset' | 'two_factor';
export type TokenWithUser = { token: typeof authTokens.$inferSelect; user: UserRow };

export async function findUserByLogin(tx: Tx, login: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.login, login)).limit(1);
  return user;
}

/** The times of an IP's failed sign-ins since a moment, oldest first. */
export async function loginFailureTimes(tx: Tx, ip: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)))
    .orderBy(asc(loginFailures.createdAt));
  return rows.map((row) => row.createdAt);
}

/** The times of failed sign-ins for one login (from any IP) since a moment, oldest first. */
export async function loginFailureTimesOfLogin(tx: Tx, login: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.login, login.slice(0, LOGIN_COLUMN_MAX)), gt(loginFailures.createdAt, since)))
    .orderBy(asc(loginFailures.createdAt));
  return rows.map((row) => row.createdAt);
}

/** Records a failure and forgets this IP's failures too old to matter, so the table stays small. */
export async function recordLoginFailure(
  tx: Tx,
  ip: string,
  login: string,
  at: Date,
  forgetBefore: Date,
): Promise<void> {
  await tx.insert(loginFailures).values({ ip, login: login.slice(0, LOGIN_COLUMN_MAX), createdAt: at });
  await tx.delete(loginFailures).where(and(eq(loginFailures.ip, ip), lt(loginFailures.createdAt, forgetBefore)));
}

export type NewAccount = {
  user: Pick<
    typeof users.$inferInsert,
    'login' | 'passwordHash' | 'firstName' | 'lastName' | 'cellphone' | 'cellphoneCountry' | 'locale'
  >;
  unit: Pick<typeof units.$inferInsert, 'address' | 'zip' | 'city' | 'countryCode' | 'mobile'>;
};

/** A user with their own (private person) unit, in which they are the owner. */
export async function insertAccount(tx: Tx, account: NewAccount, now: Date): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({ ...account.user, createdAt: now, updatedAt: now })
    .returning();
  const [unit] = await tx
    .insert(units)
    .values({
      ...account.unit,
      name: `${user!.firstName} ${user!.lastName}`.trim(),
      isCompany: false,
      locale: user!.locale,
      createdById: user!.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: units.id });
  await tx.insert(memberships).values({ unitId: unit!.id, userId: user!.id, role: 'owner', createdById: user!.id });
  await seedDefaultPaycheckLineTemplates(tx, { unitId: unit!.id, userId: user!.id, at: now });
  return user!;
}

export async function insertToken(
  tx: Tx,
  userId: string,
  kind: TokenKind,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await tx.insert(authTokens).values({ userId, kind, tokenHash, expiresAt, createdAt: now });
}

export async function findToken(tx: Tx, kind: TokenKind, tokenHash: string): Promise<TokenWithUser | undefined> {
  const [row] = await tx
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.kind, kind), eq(authTokens.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

/**
 * Marks a token used only if it still is usable at that moment; false when another request used,
 * revoked or outlived it first.
 */
export async function useToken(tx: Tx, tokenId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.id, tokenId),
        isNull(authTokens.usedAt),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

export async function confirmUser(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ confirmedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.confirmedAt)));
}

export async function findPasswordHash(tx: Tx, userId: string): Promise<string | undefined> {
  const [row] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

export async function setPasswordHash(tx: Tx, userId: string, passwordHash: string, now: Date): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export { isUniqueViolation } from '../../db/pg-errors.js';
