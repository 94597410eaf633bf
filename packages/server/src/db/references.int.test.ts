import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Tx } from './connection.js';
import { pgErrorCode } from './pg-errors.js';
import { files, products, projects, unitSettings } from './schema.js';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { userWithUnit, type Fixture } from '../test/fixtures.js';

type Rows<T> = { rows: T[] };

async function rows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as Rows<T>).rows;
}

/** Foreign keys from a tenant table to a tenant table (both have unit_id), with either side's unit_id column. */
const TENANT_REFERENCES = sql`
    from pg_constraint c
    join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
    join pg_attribute own on own.attrelid = c.conrelid and own.attname = 'unit_id' and not own.attisdropped
    join pg_attribute theirs on theirs.attrelid = c.confrelid and theirs.attname = 'unit_id' and not theirs.attisdropped
   where c.contype = 'f'`;

/**
 * Those whose columns do not pair unit_id with unit_id, or whose SET NULL would clear unit_id:
 * each lets a row link a record of another unit, or breaks the row when the record goes.
 */
const UNITLESS_TENANT_REFERENCES = sql`
  select c.conname::text as name ${TENANT_REFERENCES}
     and (
       not exists (
         select 1 from unnest(c.conkey, c.confkey) as pair(own_column, their_column)
          where pair.own_column = own.attnum and pair.their_column = theirs.attnum
       )
       or (c.confdeltype = 'n' and (c.confdelsetcols is null or own.attnum = any (c.confdelsetcols)))
     )
   order by 1`;

/** Thrown to roll back a transaction that only existed to look at something. */
class Rollback extends Error {}

describe.each(TEST_DATABASES)('references between tenant tables (%s)', (kind) => {
  const t = useTestApp(kind);
  const transactions = () => t.app.services.transactions;
  let a: Fixture;
  let b: Fixture;
  let projectOfB: string;

  beforeAll(async () => {
    a = await userWithUnit(t);
    b = await userWithUnit(t);
    projectOfB = await transactions().tenant(b.unitId, async (tx) => {
      const [project] = await tx
        .insert(projects)
        .values({ unitId: b.unitId, code: 'P-B', name: 'Unit B project' })
        .returning({ id: projects.id });
      return project!.id;
    });
  });

  it('every foreign key between tenant tables pairs unit_id with unit_id (the catalogue finds none without)', async () => {
    const [checked] = await transactions().system((tx) =>
      rows<{ n: number }>(tx, sql`select count(*)::int as n ${TENANT_REFERENCES}`),
    );
    expect(checked!.n).toBeGreaterThan(20);
    const offenders = await transactions().system((tx) => rows<{ name: string }>(tx, UNITLESS_TENANT_REFERENCES));
    expect(offenders).toEqual([]);
  });

  it('the catalogue check catches a reference by id alone and a SET NULL that would clear unit_id', async () => {
    const caught = await transactions()
      .system(async (tx) => {
        await tx.execute(sql`create table guard_by_id (
          id uuid primary key, unit_id uuid not null, project_id uuid,
          constraint guard_by_id_project_fk foreign key (project_id) references projects (id))`);
        await tx.execute(sql`create table guard_set_null (
          id uuid primary key, unit_id uuid not null, project_id uuid,
          constraint guard_set_null_project_fk foreign key (unit_id, project_id)
            references projects (unit_id, id) on delete set null)`);
        throw new Rollback(JSON.stringify(await rows<{ name: string }>(tx, UNITLESS_TENANT_REFERENCES)));
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
        return JSON.parse(error.message) as { name: string }[];
      });
    expect(caught.map((row) => row.name)).toEqual(['guard_by_id_project_fk', 'guard_set_null_project_fk']);
  });

  it("refuses, in the database, a row of one unit that refers to another unit's record (as the application role)", async () => {
    const failure = await transactions()
      .tenant(a.unitId, (tx) =>
        tx.insert(products).values({
          unitId: a.unitId,
          number: 'X-1',
          name: 'Borrowed project',
          unitOfMeasureCode: 'EA',
          vatRateSymbol: 'STANDARD',
          projectId: projectOfB,
        }),
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(pgErrorCode(failure)).toBe('23503');
    const linked = await transactions().system((tx) =>
      rows<{ n: number }>(tx, sql`select count(*)::int as n from products where project_id = ${projectOfB}`),
    );
    expect(linked).toEqual([{ n: 0 }]);
  });

  it('deleting a record a SET NULL reference points at clears only that column, never unit_id', async () => {
    const logoId = await transactions().tenant(a.unitId, async (tx) => {
      const [logo] = await tx
        .insert(files)
        .values({
          unitId: a.unitId,
          kind: 'logo',
          fileName: 'logo.png',
          contentType: 'image/png',
          size: 1,
          sha256: '00',
          data: Buffer.from([0]),
        })
        .returning({ id: files.id });
      await tx.insert(unitSettings).values({ unitId: a.unitId, logoFileId: logo!.id });
      return logo!.id;
    });
    // Stored files are retained (migrate.ts, RETAINED_TABLES): only the owner role deletes one.
    await transactions().system((tx) => tx.execute(sql`delete from files where id = ${logoId}`));
    const settings = await transactions().tenant(a.unitId, (tx) =>
      tx.select({ unitId: unitSettings.unitId, logoFileId: unitSettings.logoFileId }).from(unitSettings),
    );
    expect(settings).toEqual([{ unitId: a.unitId, logoFileId: null }]);
  });
});
