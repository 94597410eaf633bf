import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';

describe.each(TEST_DATABASES)('national registers loaded when migrating (%s)', (kind) => {
  const t = useTestApp(kind);

  it('holds every municipality of the register, and the twelve split municipalities keep all their zones', async () => {
    const rows = await t.app.services.transactions.system(async (tx) => {
      const count = await tx.execute(sql`select count(*)::int as n from municipalities`);
      const split = await tx.execute(
        sql`select municipality_number from municipality_tax_zones group by municipality_number having count(*) > 1`,
      );
      const molde = await tx.execute(
        sql`select zone, comment from municipality_tax_zones where municipality_number = '1506' order by zone`,
      );
      return { count: count.rows[0], split: split.rows.length, molde: molde.rows };
    });
    expect(rows.count).toEqual({ n: 357 });
    expect(rows.split).toBe(12);
    expect(rows.molde.map((row) => (row as { zone: string }).zone)).toEqual(['1', '2']);
  });

  it('holds the 6,986 occupation codes with their valid-from dates', async () => {
    const row = await t.app.services.transactions.system(async (tx) => {
      const result = await tx.execute(
        sql`select (select count(*)::int from occupations) as n, valid_from::text as "validFrom" from occupations where code = '3227106'`,
      );
      return result.rows[0];
    });
    expect(row).toEqual({ n: 6986, validFrom: '2021-07-01' });
  });
});
