// What the unit's settings share: blank inputs, their problems, and who saved a setting.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { users } from '../../db/schema-core.js';
import type { Validation } from '../../errors/app-error.js';

export type Problem = Omit<Validation, 'model'>;

export const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Who saved a setting, for savedBy { id name }. */
export type SavedBy = { id: string; firstName: string; lastName: string };

export async function savedByOf(tx: Tx, userId: string | null): Promise<SavedBy | null> {
  if (!userId) return null;
  const [user] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}
