import { hasPermission, type PermissionFlag, type PermissionMap, type Role } from '@fjord/domain';
import type { AuthUser } from '../auth/sessions.js';
import { osloDate } from '../clock.js';
import type { Tx } from '../db/connection.js';
import { AppError, forbidden } from '../errors/app-error.js';
import type { Services } from '../services.js';

/** A resolved request: who is asking, in which unit, with which flags. */
export type GraphQLContext = {
  services: Services;
  user: AuthUser;
  /** The session token the request came with (a password change ends every other session). */
  sessionToken: string;
  /** The current unit, checked against the user's memberships; null when the user has none. */
  unitId: string | null;
  role: Role | null;
  permissions: PermissionMap;
};

/** The current unit, or FORBIDDEN when the user has none (e.g. a fresh account without access yet). */
export function requireUnit(ctx: GraphQLContext): string {
  if (!ctx.unitId) throw new AppError('FORBIDDEN', 'No current unit', { key: 'errors.noCurrentUnit' });
  return ctx.unitId;
}

/** Refuses before any work when the current membership lacks the flag. */
export function authorize(ctx: GraphQLContext, flag: PermissionFlag): string {
  const unitId = requireUnit(ctx);
  if (!hasPermission(ctx.permissions, flag)) throw forbidden(flag);
  return unitId;
}

/** Refuses unless the membership holds at least one of the flags (reads that several roles may do). */
export function authorizeAny(ctx: GraphQLContext, flags: readonly PermissionFlag[]): string {
  const unitId = requireUnit(ctx);
  if (!flags.some((flag) => hasPermission(ctx.permissions, flag))) throw forbidden(flags[0]!);
  return unitId;
}

/** Who changes what, for audit rows and created/updated by. */
export const actorOf = (ctx: GraphQLContext, unitId: string) => ({ unitId, userId: ctx.user.id });

/** "Today" for dates of records and rules: the calendar day in Norway. */
export const todayOf = (ctx: GraphQLContext) => osloDate(ctx.services.clock.now());

/** Runs work in the current unit's tenant transaction. */
export function inUnit<T>(ctx: GraphQLContext, work: (tx: Tx, unitId: string) => Promise<T>): Promise<T> {
  const unitId = requireUnit(ctx);
  return ctx.services.transactions.tenant(unitId, (tx) => work(tx, unitId));
}
