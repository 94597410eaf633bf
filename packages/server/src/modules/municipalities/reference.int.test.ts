import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';

describe.each(TEST_DATABASES)('national registers loaded when migrating (%s)', (kind) => {
  const t = useTestApp(kind);

  const rows = <T>(query: SQL) =>
    t.app.services.transactions.system(async (tx: Tx) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows);

  it('holds every municipality of the register, and the twelve split municipalities keep all their zones', async () => {
    expect(await rows(sql`select count(*)::int as n from municipalities`)).toEqual([{ n: 357 }]);
    const split = await rows(
      sql`select municipality_number from municipality_tax_zones group by municipality_number having count(*) > 1`,
    );
    expect(split).toHaveLength(12);
    const molde = await rows<{ zone: string; comment: string | null }>(
      sql`select zone, comment from municipality_tax_zones where municipality_number = '1506' order by zone`,
    );
    expect(molde.map((row) => row.zone)).toEqual(['1', '2']);
  });

  it('holds the 6,986 occupation codes with their valid-from dates', async () => {
    expect(
      await rows(
        sql`select (select count(*)::int from occupations) as n, valid_from::text as "validFrom" from occupations where code = '3227106'`,
      ),
    ).toEqual([{ n: 6986, validFrom: '2021-07-01' }]);
  });
});
