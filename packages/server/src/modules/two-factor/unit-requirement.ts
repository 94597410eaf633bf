import { eq } from 'drizzle-orm';
import { AUTH_CHANGED } from '../../auth/auth-cache.js';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { units } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { publishEvent } from '../../pubsub.js';
import type { UnitRow } from '../units/repository.js';

/**
 * The owner requires (or stops requiring) two-factor sign-in of the unit's members. Turning it on
 * needs the owner's own second factor first, so the change cannot lock its maker out. Every member's
 * cached requests are forgotten on every server: the next one is let in or refused by the new rule.
 */
export async function setUnitRequireTwoFactor(
  tx: Tx,
  actor: Actor,
  required: boolean,
  ownTwoFactorEnabled: boolean,
): Promise<UnitRow> {
  if (required && !ownTwoFactorEnabled)
    throw new AppError('VALIDATION', 'Turn on your own two-factor sign-in first', {
      validations: [{ model: 'unit', attribute: 'requireTwoFactor', type: 'own_two_factor_off' }],
    });
  const [updated] = await tx
    .update(units)
    .set({ requireTwoFactor: required, updatedAt: actor.at })
    .where(eq(units.id, actor.unitId))
    .returning();
  if (!updated) throw notFound('unit');
  await recordAudit(tx, actor, 'update', 'unit', actor.unitId, { requireTwoFactor: required });
  await publishEvent(tx, AUTH_CHANGED, {});
  return updated;
}
