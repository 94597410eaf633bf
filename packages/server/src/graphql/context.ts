import type { Actor } from '../db/audit.js';
import type { PermissionFlag, PermissionMap, Role } from '@fjord/domain';
import type { AuthUser } from '../auth/sessions.js';
import { osloDate } from '../clock.js';
import type { Tx } from '../db/connection.js';
import { access, checkAccess, requireUnit } from './access.js';
import type { Services } from '../services.js';
import type { Loaders } from './loaders.js';

/** A resolved request: who is asking, in which unit, with which flags. */
export type GraphQLContext = {
  services: Services;
  user: AuthUser;
  /** The session token the request came with (a password change ends every other session). */
  sessionToken: string;
  /** The caller's address, as sign-in reads it: a wrong current password counts as a failed sign-in from it. */
  ip: string;
  /** The current unit, checked against the user's memberships; null when the user has none. */
  unitId: string | null;
  role: Role | null;
  permissions: PermissionMap;
  /** The current unit requires two-factor sign-in: a user without it may reach only their own account. */
  twoFactorRequired: boolean;
  /** This request's DataLoaders, reading in the current unit (graphql/loaders.ts). */
  loaders: Loaders;
};

export { requireUnit };

/**
 * Refuses when the current membership lacks the flag. An operation's own access is declared on its
 * field (graphql/access.ts); this is for the further checks that depend on the data asked for.
 */
export function authorize(ctx: GraphQLContext, flag: PermissionFlag): string {
  checkAccess(ctx, access.flags(flag));
  return requireUnit(ctx);
}

/** Who acts, where and when: the moment is the services clock's, read once for the whole change. */
export const actorOf = (ctx: GraphQLContext, unitId: string): Actor => ({
  unitId,
  userId: ctx.user.id,
  at: ctx.services.clock.now(),
});

/** "Today" for dates of records and rules: the calendar day in Norway. */
export const todayOf = (ctx: GraphQLContext) => osloDate(ctx.services.clock.now());

/** Runs work in the current unit's tenant transaction. */
export function inUnit<T>(ctx: GraphQLContext, work: (tx: Tx, unitId: string) => Promise<T>): Promise<T> {
  const unitId = requireUnit(ctx);
  return ctx.services.transactions.tenant(unitId, (tx) => work(tx, unitId));
}
