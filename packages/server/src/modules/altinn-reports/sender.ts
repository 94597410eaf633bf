import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { units } from '../../db/schema-core.js';
import { AppError } from '../../errors/app-error.js';
import type { AmeldingSender } from '../../skatteetaten/amelding-port.js';
import { requireApprovedSystemUser } from '../altinn-users/service.js';

/**
 * Who sends the unit's a-meldinger: its approved system user (the 2026 form of the spec's Altinn login), as the
 * altinn-users module decides (requireApprovedSystemUser: approved, for the unit's organisation number). Anything
 * else is the spec's "Invalid credentials" path: VALIDATION base system_user_not_approved.
 */
export const requireSender = (tx: Tx, unitId: string): Promise<AmeldingSender> => requireApprovedSystemUser(tx, unitId);

/** The approved sender, or null (for the preview, which lists the refusal instead of throwing it). */
export async function approvedSender(tx: Tx, unitId: string): Promise<AmeldingSender | null> {
  try {
    return await requireSender(tx, unitId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return null;
    throw error;
  }
}

/** The opplysningspliktig of the unit's messages: its own organisation number, else the system user's. */
export async function reporterNumber(tx: Tx, unitId: string, sender: AmeldingSender | null): Promise<string | null> {
  const [unit] = await tx.select({ number: units.organizationNumber }).from(units).where(eq(units.id, unitId));
  return unit?.number || sender?.organizationNumber || null;
}
