import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { revokeUserTokens } from '../../auth/sessions.js';
import { hashToken } from '../../auth/tokens.js';
import { recordAudit } from '../../db/audit.js';
import { isUuid } from '../../db/records.js';
import { authTokens } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { Services } from '../../services.js';

/**
 * The signed-in user's own sessions: where each was started and when it was last used, and revoking
 * one or all the others. A revoked session is refused at once on every server: revoked_at announces
 * the change on commit and each server forgets the user's cached requests (auth/auth-cache.ts; a lost
 * announcement leaves it usable for at most AUTH_CACHE_TTL_MS).
 */
export type SessionView = {
  id: string;
  current: boolean;
  createdAt: Date;
  lastSeenAt: Date | null;
  userAgent: string | null;
  ip: string | null;
};

export type SessionOwner = { userId: string; sessionToken: string; unitId: string | null };

const live = (userId: string, now: Date) =>
  and(
    eq(authTokens.userId, userId),
    eq(authTokens.kind, 'session'),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, now),
  );

export async function listSessions(services: Services, owner: SessionOwner): Promise<SessionView[]> {
  const now = services.clock.now();
  const currentHash = hashToken(owner.sessionToken);
  const rows = await services.transactions.system((tx) =>
    tx
      .select({
        id: authTokens.id,
        tokenHash: authTokens.tokenHash,
        createdAt: authTokens.createdAt,
        lastSeenAt: authTokens.lastSeenAt,
        userAgent: authTokens.userAgent,
        ip: authTokens.ip,
      })
      .from(authTokens)
      .where(live(owner.userId, now))
      .orderBy(desc(authTokens.lastSeenAt), desc(authTokens.createdAt)),
  );
  return rows.map(({ tokenHash, ...row }) => ({ ...row, current: tokenHash === currentHash }));
}

const auditRevoke = (services: Services, owner: SessionOwner, sessionId: string | null) =>
  owner.unitId
    ? services.transactions.system((tx) =>
        recordAudit(
          tx,
          { unitId: owner.unitId!, userId: owner.userId, at: services.clock.now() },
          'revokeSession',
          'session',
          sessionId,
        ),
      )
    : Promise.resolve();

/** Ends one of the user's live sessions (the current one too: that is signing out); another user's is NOT_FOUND. */
export async function revokeOwnSession(services: Services, owner: SessionOwner, sessionId: string): Promise<void> {
  const now = services.clock.now();
  if (!isUuid(sessionId)) throw notFound('session');
  await services.transactions.system(async (tx) => {
    const revoked = await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.id, sessionId), live(owner.userId, now)))
      .returning({ id: authTokens.id });
    if (revoked.length === 0) throw notFound('session');
  });
  // Other servers hear of it on commit; this one forgets at once.
  services.authCache.forgetUser(owner.userId);
  await auditRevoke(services, owner, sessionId);
}

/** Ends every live session of the user but the one asking. */
export async function revokeOtherSessions(services: Services, owner: SessionOwner): Promise<void> {
  const now = services.clock.now();
  await services.transactions.system((tx) => revokeUserTokens(tx, owner.userId, 'session', now, owner.sessionToken));
  services.authCache.forgetUser(owner.userId);
  await auditRevoke(services, owner, null);
}
