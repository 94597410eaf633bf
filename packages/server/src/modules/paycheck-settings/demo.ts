import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/records.js';

/** Placeholder until the module's demo data is written. */
export async function seedDemoPaycheckSettings(_tx: Tx, _actor: Actor, _secretKey: string): Promise<void> {}
