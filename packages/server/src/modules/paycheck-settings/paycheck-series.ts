import type { Tx } from '../../db/connection.js';

/**
 * Whether the unit's first paycheck exists: then a non-numeric start number can no longer change
 * (spec 001 §5.4). Paychecks come with the paycheck issue; until their table exists no paycheck has
 * been created, so this answers false. That issue replaces the body with `select 1 from paychecks
 * limit 1` in the tenant transaction (row-level security keeps it to the unit).
 */
export async function paycheckSeriesStarted(_tx: Tx): Promise<boolean> {
  return false;
}
