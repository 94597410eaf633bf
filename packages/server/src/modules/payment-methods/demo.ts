import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/records.js';

/** Demo data of this module for the demo trading company (seed/demo-invoicing.ts calls it once). */
export async function seedDemoPaymentMethods(_tx: Tx, _actor: Actor): Promise<void> {}
