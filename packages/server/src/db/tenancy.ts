import { sql } from 'drizzle-orm';
import type { Db, Tx } from './connection.js';

/**
 * The only two ways the application touches the database.
 *
 * tenantTransaction: as the non-superuser application role with app.unit_id set, so PostgreSQL's
 * row-level security shows only that unit's rows. Services pass unitId in their queries too:
 * two independent walls.
 *
 * systemTransaction: as the connection's own role, for what belongs to no unit (sign-in, the
 * company registry, membership checks). PGlite is one connection, so every piece of work is a
 * transaction; that also keeps work of two requests from interleaving there.
 */
export type TenantScope = { unitId: string };

export function createTransactions(db: Db, appRole: string) {
  return {
    tenant<T>(unitId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        // One round trip for both: set_config('role', …, true) is SET LOCAL ROLE.
        await tx.execute(sql`select set_config('app.unit_id', ${unitId}, true), set_config('role', ${appRole}, true)`);
        return work(tx as Tx);
      });
    },
    system<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(tx as Tx));
    },
    /**
     * Narrows a system transaction to one unit for the rest of it, as tenant() starts: for a seed that
     * ends by running a unit's services, which rely on row-level security to see only that unit.
     */
    async narrow(tx: Tx, unitId: string): Promise<void> {
      await tx.execute(sql`select set_config('app.unit_id', ${unitId}, true), set_config('role', ${appRole}, true)`);
    },
  };
}

export type Transactions = ReturnType<typeof createTransactions>;
