import type { Tx } from '../../db/connection.js';

/**
 * Whether the unit's first paycheck exists: then a non-numeric start number can no longer change.
 * There is no paycheck table yet, so no paycheck has been created and this answers false; with
 * paychecks it becomes `select 1 from paychecks limit 1` in the tenant transaction (row-level
 * security keeps it to the unit).
 */
export async function paycheckSeriesStarted(_tx: Tx): Promise<boolean> {
  return false;
}
