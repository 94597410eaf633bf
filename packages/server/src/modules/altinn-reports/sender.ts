import type { Tx } from '../../db/connection.js';
import { units } from '../../db/schema-core.js';
import { eq } from 'drizzle-orm';
import { invalid } from '../../errors/app-error.js';
import type { AmeldingSender } from '../../skatteetaten/amelding-port.js';
import { altinnSystemUsers } from '../altinn-users/tables.js';
import { AMELDING_MODEL, AMELDING_REFUSALS } from './refusals.js';

/**
 * Who sends the unit's a-meldinger: its approved system user (the 2026 form of the spec's Altinn login),
 * or null when there is none, it is pending, or it was rejected (the spec's "Invalid credentials" path).
 */
export async function approvedSender(tx: Tx, unitId: string): Promise<AmeldingSender | null> {
  const [row] = await tx.select().from(altinnSystemUsers).where(eq(altinnSystemUsers.unitId, unitId));
  if (!row || row.status !== 'APPROVED' || !row.systemUserId) return null;
  return { organizationNumber: row.organizationNumber, systemUserId: row.systemUserId };
}

/** The approved sender, or VALIDATION base system_user_not_approved. */
export async function requireSender(tx: Tx, unitId: string): Promise<AmeldingSender> {
  const sender = await approvedSender(tx, unitId);
  if (!sender) throw invalid(AMELDING_MODEL, 'base', AMELDING_REFUSALS.systemUserNotApproved);
  return sender;
}

/** The opplysningspliktig of the unit's messages: its own organisation number, else the system user's. */
export async function reporterNumber(tx: Tx, unitId: string, sender: AmeldingSender | null): Promise<string | null> {
  const [unit] = await tx.select({ number: units.organizationNumber }).from(units).where(eq(units.id, unitId));
  return unit?.number ?? sender?.organizationNumber ?? null;
}
