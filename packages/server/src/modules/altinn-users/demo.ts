import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { units } from '../../db/schema-core.js';
import { eq } from 'drizzle-orm';
import { simulatedSystemUserRequests } from '../../skatteetaten/simulator-tables.js';
import { SIMULATED_APPROVAL_PATH, simulatedSystemUserId } from '../../skatteetaten/system-user-simulator.js';
import { altinnSystemUsers } from './tables.js';

/**
 * The demo staffing company approved Fjord's system user in (the simulated) Altinn the day it was seeded, so the
 * demo can send its a-meldinger and fetch tax cards at once. The simulated Altinn keeps the accepted request too,
 * as if the company had approved it on the approval page.
 */
export async function seedDemoSystemUser(tx: Tx, actor: Actor, publicUrl: string): Promise<void> {
  const [unit] = await tx
    .select({ organizationNumber: units.organizationNumber })
    .from(units)
    .where(eq(units.id, actor.unitId));
  const organizationNumber = unit!.organizationNumber!;
  const [request] = await tx
    .insert(simulatedSystemUserRequests)
    .values({ organizationNumber, status: 'ACCEPTED', createdAt: actor.at, decidedAt: actor.at })
    .returning({ id: simulatedSystemUserRequests.id });
  await tx.insert(altinnSystemUsers).values({
    unitId: actor.unitId,
    status: 'APPROVED',
    organizationNumber,
    requestId: request!.id,
    confirmUrl: `${publicUrl}${SIMULATED_APPROVAL_PATH}/${request!.id}`,
    systemUserId: simulatedSystemUserId(request!.id),
    requestedAt: actor.at,
    requestedById: actor.userId,
    decidedAt: actor.at,
    lastCheckedAt: actor.at,
    createdById: actor.userId,
    updatedById: actor.userId,
  });
}
