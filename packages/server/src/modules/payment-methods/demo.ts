import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { paymentMethods } from './tables.js';

const NAMES = ['Bankoverføring', 'Vipps', 'Kort', 'Kontant'];

/** The payment methods of the demo trading company (seed/demo-invoicing.ts calls it once). */
export async function seedDemoPaymentMethods(tx: Tx, actor: Actor): Promise<void> {
  const by = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };
  await tx.insert(paymentMethods).values(NAMES.map((name) => ({ name, ...by })));
}
