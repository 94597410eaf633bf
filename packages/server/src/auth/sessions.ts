import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { authTokens, users } from '../db/schema.js';
import { hashToken, newToken } from './tokens.js';

export type AuthUser = {
  id: string;
  login: string;
  firstName: string;
  lastName: string;
  cellphone: string | null;
  cellphoneCountry: string | null;
  locale: string;
  isSuperAdmin: boolean;
  lastUnitId: string | null;
  /** Two-factor sign-in is on: a unit that requires it lets this user work. */
  twoFactorEnabled: boolean;
};

/** Only refresh a session's expiry when it was last extended more than this long ago. */
const SLIDE_GRANULARITY_MS = 60_000;

/** Where a session is started from, for the user's list of sessions. */
export type SessionOrigin = { userAgent?: string | null; ip?: string | null };

/** Longer than any real browser's User-Agent; a longer header is cut, not refused. */
const USER_AGENT_MAX = 500;

export async function createSession(
  tx: Tx,
  userId: string,
  now: Date,
  ttlMs: number,
  origin: SessionOrigin = {},
): Promise<string> {
  const { token, hash } = newToken();
  await tx.insert(authTokens).values({
    userId,
    kind: 'session',
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + ttlMs),
    lastSeenAt: now,
    userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) || null,
    ip: origin.ip || null,
  });
  return token;
}

/** A session's user, and until when that answer holds without asking again (expiry or next slide). */
export type ResolvedSession = { user: AuthUser; sessionLimit: number };

/**
 * The user behind a bearer token, sliding the expiry forward: an active user stays signed in,
 * an idle one is signed out after the session lifetime.
 */
export async function resolveSession(tx: Tx, token: string, now: Date, ttlMs: number): Promise<ResolvedSession | null> {
  const [row] = await tx
    .select({ tokenId: authTokens.id, lastSeenAt: authTokens.lastSeenAt, expiresAt: authTokens.expiresAt, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, 'session'),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row || !row.user.active) return null;
  let lastSeen = row.lastSeenAt?.getTime() ?? 0;
  let expires = row.expiresAt.getTime();
  if (now.getTime() - lastSeen > SLIDE_GRANULARITY_MS) {
    lastSeen = now.getTime();
    expires = lastSeen + ttlMs;
    await tx
      .update(authTokens)
      .set({ lastSeenAt: now, expiresAt: new Date(expires) })
      .where(eq(authTokens.id, row.tokenId));
  }
  const { user } = row;
  const resolved: AuthUser = {
    id: user.id,
    login: user.login,
    firstName: user.firstName,
    lastName: user.lastName,
    cellphone: user.cellphone,
    cellphoneCountry: user.cellphoneCountry,
    locale: user.locale,
    isSuperAdmin: user.isSuperAdmin,
    lastUnitId: user.lastUnitId,
    twoFactorEnabled: user.totpEnabledAt !== null,
  };
  return { user: resolved, sessionLimit: Math.min(expires, lastSeen + SLIDE_GRANULARITY_MS) };
}

export async function revokeSession(tx: Tx, token: string, now: Date): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, 'session')));
}

/** What an auth token is for: a session, or a one-time link (registration, password reset). */
export type AuthTokenKind = (typeof authTokens.$inferSelect)['kind'];

/**
 * The one way to revoke a user's tokens: every live one of the kind (neither used nor revoked yet),
 * except the kept session when one is named (after a password change only the changing browser
 * stays signed in).
 */
export async function revokeUserTokens(
  tx: Tx,
  userId: string,
  kind: AuthTokenKind,
  now: Date,
  keptToken?: string,
): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        isNull(authTokens.revokedAt),
        keptToken === undefined ? undefined : ne(authTokens.tokenHash, hashToken(keptToken)),
      ),
    );
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
