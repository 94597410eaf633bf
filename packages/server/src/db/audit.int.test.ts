import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Tx } from './connection.js';
import { pgErrorCode } from './pg-errors.js';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { gqlOk } from '../test/sweeps.js';
import { userWithUnit, type Fixture } from '../test/fixtures.js';

type AuditRow = { id: string; action: string; entity: string; created_at: string | Date };

async function auditOf(tx: Tx, entityId: string): Promise<AuditRow[]> {
  return (
    (await tx.execute(
      sql`select id, action, entity, created_at from audit_events where entity_id = ${entityId} order by created_at`,
    )) as unknown as { rows: AuditRow[] }
  ).rows;
}

const CREATE = `mutation ($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { id } }`;

describe.each(TEST_DATABASES)('the audit trail (%s)', (kind) => {
  const t = useTestApp(kind);
  const transactions = () => t.app.services.transactions;
  let me: Fixture;
  let entityId: string;

  beforeAll(async () => {
    me = await userWithUnit(t);
  });

  it("stamps a change with the services clock's time, not the database's", async () => {
    const anHourAhead = 60 * 60 * 1000;
    t.clock.advance(anHourAhead);
    const expected = t.clock.now().getTime();
    try {
      const created = await gqlOk(t, me, CREATE, { input: { name: 'Vipps' } });
      entityId = (created.createPaymentMethod as { id: string }).id;
    } finally {
      t.clock.advance(-anHourAhead);
    }
    const [row] = await transactions().tenant(me.unitId, (tx) => auditOf(tx, entityId));
    expect(row).toMatchObject({ action: 'create', entity: 'paymentMethod' });
    expect(Math.abs(new Date(row!.created_at).getTime() - expected)).toBeLessThan(5_000);
  });

  it('is append-only for the application role: an audit row can be neither changed nor removed', async () => {
    for (const statement of [
      sql`update audit_events set action = 'delete' where entity_id = ${entityId}`,
      sql`delete from audit_events where entity_id = ${entityId}`,
    ]) {
      const failure = await transactions()
        .tenant(me.unitId, (tx) => tx.execute(statement))
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(pgErrorCode(failure)).toBe('42501');
    }
    const rows = await transactions().tenant(me.unitId, (tx) => auditOf(tx, entityId));
    expect(rows.map((row) => row.action)).toEqual(['create']);
  });
});
