import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pgErrorCode } from './pg-errors.js';
import { RETAINED_TABLES } from './migrate.js';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { credit, issued, setUp, type Setup } from '../test/credit-note-fixtures.js';

/**
 * Bokføringsloven § 13: the documents stay stored for five years after the financial year, closed unit or not.
 * The application never deletes them, and its database role cannot: the guard is the role's grants (migrate.ts).
 */
describe.each(TEST_DATABASES)('retention of bookkeeping documents (%s)', (kind) => {
  const t = useTestApp(kind);
  let setup: Setup;

  const counts = () =>
    t.app.services.transactions.system(async (tx) => {
      const counted: Record<string, number> = {};
      for (const table of [...RETAINED_TABLES, 'units']) {
        const { rows } = (await tx.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(table === 'units' ? 'id' : 'unit_id')} = ${setup.me.unitId}`,
        )) as unknown as { rows: { n: number }[] };
        counted[table] = rows[0]!.n;
      }
      return counted;
    });

  const refusal = (statement: ReturnType<typeof sql>) =>
    t.app.services.transactions
      .tenant(setup.me.unitId, (tx) => tx.execute(statement))
      .then(
        () => 'deleted',
        (error: unknown) => pgErrorCode(error),
      );

  beforeAll(async () => {
    setup = await setUp(t);
    const invoice = await issued(t, setup);
    await credit(t, setup.me, invoice.id, { lines: [{ lineId: invoice.creditableLines[0].lineId, quantity: '1' }] });
  });

  it('refuses the application every delete of an invoice, credit note, their deliveries, mails and files, and of the unit', async () => {
    const before = await counts();
    expect(before.invoices, 'an invoice and its credit note').toBe(2);
    for (const table of RETAINED_TABLES) {
      expect(await refusal(sql`delete from ${sql.identifier(table)}`), `delete from ${table}`).toBe('42501');
      expect(await refusal(sql`truncate ${sql.identifier(table)}`), `truncate ${table}`).toBe('42501');
    }
    expect(await refusal(sql`delete from units where id = ${setup.me.unitId}`)).toBe('42501');
    expect(await counts()).toEqual(before);
  });
});
