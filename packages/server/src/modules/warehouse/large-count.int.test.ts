import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { osloDate } from '../../clock.js';
import { selectRows } from '../../db/records.js';
import { units } from '../../db/schema-core.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit } from '../../test/fixtures.js';
import { gqlOk } from '../../test/sweeps.js';

/** More products than PGlite survived as a list of row values in one statement (it failed at commit from ~300). */
const PRODUCTS = 600;

describe.each(TEST_DATABASES)('a full count of a large range (%s)', (kind) => {
  const t = useTestApp(kind);

  it(`saves a count of ${PRODUCTS} products and gives each its stock row`, async () => {
    const me = await userWithUnit(t);
    const supplierUnitId = await t.app.services.transactions.system(async (tx) => {
      const [unit] = await tx.insert(units).values({ name: 'Storleverandør AS', isCompany: true }).returning();
      await tx.execute(sql`
        insert into products (unit_id, created_by_id, updated_by_id, number, name, unit_of_measure_code,
                              vat_rate_symbol, supplier_unit_id)
        select ${me.unitId}, ${me.userId}, ${me.userId}, (10000 + i)::text, 'Vare ' || i, 'EA', 'STANDARD', ${unit!.id}
          from generate_series(1, ${PRODUCTS}) as i`);
      return unit!.id;
    });
    const products = await t.app.services.transactions.system((tx) =>
      selectRows<{ id: string }>(tx, sql`select id from products where unit_id = ${me.unitId}`),
    );
    const { createWarehousePatch } = await gqlOk(
      t,
      me,
      'mutation ($input: WarehousePatchInput!) { createWarehousePatch(input: $input) { lineCount } }',
      {
        input: {
          date: osloDate(t.clock.now()),
          supplierUnitId,
          checkpoint: true,
          lines: products.map(({ id }) => ({ productId: id, purchasePrice: '10', quantity: '3' })),
        },
      },
    );
    expect(createWarehousePatch.lineCount).toBe(PRODUCTS);
    const { warehouseStock } = await gqlOk(t, me, '{ warehouseStock(limit: 1) { totalCount totalValue } }');
    expect(warehouseStock).toEqual({ totalCount: PRODUCTS, totalValue: (PRODUCTS * 30).toFixed(2) });
  });
});
