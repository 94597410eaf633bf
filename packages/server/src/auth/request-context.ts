import { and, asc, eq } from 'drizzle-orm';
import { isRole, permissionsFor, type Role } from '@fjord/domain';
import { memberships, units, users } from '../db/schema.js';
import type { GraphQLContext } from '../graphql/context.js';
import { createLoaders } from '../graphql/loaders.js';
import type { Services } from '../services.js';
import type { ResolvedAuth } from './auth-cache.js';
import { bearerToken, resolveSession } from './sessions.js';
import { hashToken } from './tokens.js';

export type RequestAuth =
  | { ok: true; context: GraphQLContext; token: string }
  | { ok: false; status: 401 | 403; code: 'UNAUTHENTICATED' | 'UNIT_FORBIDDEN'; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Turns the Authorization and X-Unit-Id headers into a request context.
 * No valid session: 401. A unit the user does not belong to: 403, never a silent fallback,
 * so the client cannot believe it works in one company while it sees another's data.
 * No unit named: the unit the user last worked in, else the first by name.
 *
 * A granted answer is reused for a few seconds (auth-cache.ts), so most requests ask the database
 * nothing before their own work; a refusal is never cached.
 */
export async function resolveRequest(
  services: Services,
  authorization: string | undefined,
  unitHeader: string | undefined,
  ip: string,
): Promise<RequestAuth> {
  const token = bearerToken(authorization);
  if (!token) return { ok: false, status: 401, code: 'UNAUTHENTICATED', message: 'Not signed in' };
  const now = services.clock.now();
  const requested = unitHeader?.trim() || null;
  const tokenHash = hashToken(token);
  const cached = requested ? services.authCache.get(tokenHash, requested, now.getTime()) : undefined;
  if (cached) return granted(services, token, ip, cached);

  const found = await services.transactions.system(async (tx) => {
    const session = await resolveSession(tx, token, now, services.config.sessionTtlMs);
    if (!session) return { ok: false, status: 401, code: 'UNAUTHENTICATED', message: 'Session expired' } as const;
    const { user } = session;

    let unitId: string | null = null;
    let role: Role | null = null;
    let twoFactorRequired = false;
    if (requested) {
      if (!UUID.test(requested))
        return { ok: false, status: 403, code: 'UNIT_FORBIDDEN', message: 'Unknown unit' } as const;
      const [membership] = await tx
        .select({ role: memberships.role, requireTwoFactor: units.requireTwoFactor })
        .from(memberships)
        .innerJoin(units, eq(units.id, memberships.unitId))
        .where(and(eq(memberships.userId, user.id), eq(memberships.unitId, requested)));
      if (membership && isRole(membership.role)) {
        unitId = requested;
        role = membership.role;
        twoFactorRequired = membership.requireTwoFactor;
      } else if (user.isSuperAdmin) {
        const [unit] = await tx
          .select({ id: units.id, requireTwoFactor: units.requireTwoFactor })
          .from(units)
          .where(eq(units.id, requested));
        if (unit) {
          unitId = unit.id;
          twoFactorRequired = unit.requireTwoFactor;
        }
      }
      if (!unitId)
        return { ok: false, status: 403, code: 'UNIT_FORBIDDEN', message: 'Not a member of that unit' } as const;
    } else {
      const rows = await tx
        .select({ unitId: memberships.unitId, role: memberships.role, requireTwoFactor: units.requireTwoFactor })
        .from(memberships)
        .innerJoin(units, eq(units.id, memberships.unitId))
        .where(eq(memberships.userId, user.id))
        .orderBy(asc(units.name));
      const chosen = rows.find((row) => row.unitId === user.lastUnitId) ?? rows[0];
      if (chosen && isRole(chosen.role)) {
        unitId = chosen.unitId;
        role = chosen.role;
        twoFactorRequired = chosen.requireTwoFactor;
      }
    }
    if (unitId && unitId !== user.lastUnitId) {
      await tx.update(users).set({ lastUnitId: unitId }).where(eq(users.id, user.id));
    }
    const resolvedUser = { ...user, lastUnitId: unitId ?? user.lastUnitId };
    return { ok: true, user: resolvedUser, unitId, role, twoFactorRequired, session } as const;
  });
  if (!found.ok) return found;

  const { user, unitId, role, twoFactorRequired } = found;
  if (unitId) {
    // Answers cached for the user's other units name a last unit that is no longer the last one;
    // dropping them lets the next request there record its unit again.
    if (unitId !== found.session.user.lastUnitId) services.authCache.forgetOtherUnits(user.id, unitId);
    const resolved = { user, unitId, role, twoFactorRequired };
    services.authCache.set(tokenHash, resolved, now.getTime(), found.session.sessionLimit);
  }
  return granted(services, token, ip, { user, unitId, role, twoFactorRequired });
}

function granted(
  services: Services,
  token: string,
  ip: string,
  { user, unitId, role, twoFactorRequired }: Omit<ResolvedAuth, 'unitId'> & { unitId: string | null },
): RequestAuth {
  const permissions = permissionsFor(role, user.isSuperAdmin);
  const loaders = createLoaders(services.transactions, unitId);
  const context = { services, user, sessionToken: token, ip, unitId, role, permissions, twoFactorRequired, loaders };
  return { ok: true, token, context };
}
