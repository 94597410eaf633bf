import { and, asc, eq } from 'drizzle-orm';
import type { AltinnPinMethod } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { memberships, users } from '../../db/schema-core.js';
import { unitUserSettings } from '../user-settings/tables.js';

/**
 * A member of the unit as the Altinn users page lists them: whether they have an Altinn login and
 * their PIN method. The login itself names a person at the government portal and is not listed.
 */
export type AltinnUserView = {
  userId: string;
  firstName: string;
  lastName: string;
  role: string;
  hasAltinnLogin: boolean;
  altinnPinMethod: AltinnPinMethod | null;
};

/** The unit's members (row-level security keeps memberships and settings to the unit), by name. */
export async function listAltinnUsers(tx: Tx, unitId: string): Promise<AltinnUserView[]> {
  const rows = await tx
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: memberships.role,
      altinnLogin: unitUserSettings.altinnLogin,
      altinnPinMethod: unitUserSettings.altinnPinMethod,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      unitUserSettings,
      and(eq(unitUserSettings.userId, memberships.userId), eq(unitUserSettings.unitId, memberships.unitId)),
    )
    .where(eq(memberships.unitId, unitId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ altinnLogin, ...row }) => ({ ...row, hasAltinnLogin: altinnLogin !== null }));
}
