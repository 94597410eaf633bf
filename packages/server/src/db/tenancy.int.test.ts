import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Tx } from './connection.js';
import { accessRequests, auditEvents, memberships } from './schema.js';
import { enqueueMails } from '../mail/mailer.js';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { userWithUnit, type Fixture } from '../test/fixtures.js';

type Rows<T> = { rows: T[] };

async function rows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as Rows<T>).rows;
}

/** The database's own words for a failed statement (drizzle wraps them in "Failed query: …"). */
async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  return 'no failure';
}

/**
 * The proof that row-level security, not only the services' own filters, keeps units apart.
 * Tenant tables are discovered from the catalogue, so a table added later is covered without
 * touching this file.
 */
describe.each(TEST_DATABASES)('row-level security (%s)', (kind) => {
  const t = useTestApp(kind);
  let a: Fixture;
  let b: Fixture;
  let tenantTables: string[];
  const appRole = () => sql.raw(`set local role ${t.app.services.config.dbAppRole}`);
  const transactions = () => t.app.services.transactions;

  /** Rows per unit of a table, as the caller's transaction sees them. */
  const countsByUnit = async (tx: Tx, table: string) =>
    rows<{ unit_id: string; n: number }>(
      tx,
      sql`select unit_id::text as unit_id, count(*)::int as n from ${sql.identifier(table)} group by unit_id`,
    );

  beforeAll(async () => {
    a = await userWithUnit(t);
    b = await userWithUnit(t);
    const requesterOfA = await userWithUnit(t);
    const requesterOfB = await userWithUnit(t);
    await transactions().system(async (tx) => {
      await tx.insert(accessRequests).values([
        { unitId: a.unitId, userId: requesterOfA.userId },
        { unitId: b.unitId, userId: requesterOfB.userId },
      ]);
      await tx.insert(auditEvents).values([
        { unitId: a.unitId, userId: a.userId, action: 'create', entity: 'unit', entityId: a.unitId },
        { unitId: b.unitId, userId: b.userId, action: 'create', entity: 'unit', entityId: b.unitId },
      ]);
    });
    tenantTables = await transactions().system(async (tx) =>
      (
        await rows<{ table_name: string }>(
          tx,
          sql`select c.table_name from information_schema.columns c
                join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
               where c.table_schema = 'public' and c.column_name = 'unit_id' and t.table_type = 'BASE TABLE'
               order by c.table_name`,
        )
      ).map((row) => row.table_name),
    );
  });

  it('finds the tenant tables, each holding rows of both units', async () => {
    expect(tenantTables).toEqual(expect.arrayContaining(['access_requests', 'audit_events', 'memberships']));
    await transactions().system(async (tx) => {
      for (const table of ['access_requests', 'audit_events', 'memberships']) {
        const units = (await countsByUnit(tx, table)).map((row) => row.unit_id);
        expect(units, table).toEqual(expect.arrayContaining([a.unitId, b.unitId]));
      }
    });
  });

  it('shows the application role no tenant rows at all when no unit is set', async () => {
    await t.app.services.database.db.transaction(async (tx) => {
      await tx.execute(appRole());
      for (const table of tenantTables) {
        expect(await countsByUnit(tx as Tx, table), table).toEqual([]);
      }
    });
  });

  it("shows a unit's transaction only that unit's rows, in every tenant table", async () => {
    await transactions().tenant(a.unitId, async (tx) => {
      for (const table of tenantTables) {
        const units = (await countsByUnit(tx, table)).map((row) => row.unit_id);
        expect(
          units.filter((unit) => unit !== a.unitId),
          table,
        ).toEqual([]);
      }
      for (const table of ['access_requests', 'audit_events', 'memberships']) {
        expect(
          (await countsByUnit(tx, table)).map((row) => row.unit_id),
          table,
        ).toEqual([a.unitId]);
      }
    });
  });

  it("refuses to write a row of another unit, or to move a row there, and cannot touch the other unit's rows", async () => {
    expect(
      await failureOf(
        transactions().tenant(a.unitId, (tx) =>
          tx.insert(auditEvents).values({ unitId: b.unitId, action: 'create', entity: 'test' }),
        ),
      ),
    ).toMatch(/row-level security/);
    expect(
      await failureOf(
        transactions().tenant(a.unitId, (tx) =>
          tx.insert(memberships).values({ unitId: b.unitId, userId: a.userId, role: 'owner' }),
        ),
      ),
    ).toMatch(/row-level security/);
    expect(
      await failureOf(
        transactions().tenant(a.unitId, (tx) => tx.execute(sql`update memberships set unit_id = ${b.unitId}`)),
      ),
    ).toMatch(/row-level security/);

    const changed = await transactions().tenant(a.unitId, async (tx) => ({
      updated: await rows(tx, sql`update memberships set role = 'readOnly' where unit_id = ${b.unitId} returning id`),
      deleted: await rows(tx, sql`delete from access_requests where unit_id = ${b.unitId} returning id`),
    }));
    expect(changed).toEqual({ updated: [], deleted: [] });
    const stillThere = await transactions().system((tx) =>
      rows<{ role: string }>(tx, sql`select role from memberships where unit_id = ${b.unitId}`),
    );
    expect(stillThere).toEqual([{ role: 'owner' }]);
  });

  it('enables row-level security with a policy on every table that has unit_id', async () => {
    const catalogue = await transactions().system((tx) =>
      rows<{ relname: string; relrowsecurity: boolean; policies: number }>(
        tx,
        sql`select c.relname, c.relrowsecurity,
                   (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
              from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname = 'public' and c.relname in ${tenantTables}`,
      ),
    );
    expect(catalogue).toHaveLength(tenantTables.length);
    for (const table of catalogue) {
      expect(table, table.relname).toMatchObject({ relrowsecurity: true, policies: expect.any(Number) });
      expect(table.policies, table.relname).toBeGreaterThan(0);
    }
    const [role] = await transactions().system((tx) =>
      rows<{ rolsuper: boolean; rolbypassrls: boolean }>(
        tx,
        sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${t.app.services.config.dbAppRole}`,
      ),
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('keeps password hashes, tokens, login failures and account mails from the application role', async () => {
    expect(
      await failureOf(transactions().tenant(a.unitId, (tx) => tx.execute(sql`select password_hash from users`))),
    ).toMatch(/permission denied/);
    for (const table of ['auth_tokens', 'login_failures']) {
      expect(
        await failureOf(
          transactions().tenant(a.unitId, (tx) => tx.execute(sql`select count(*) from ${sql.identifier(table)}`)),
        ),
        table,
      ).toMatch(/permission denied/);
    }
    // Mails and jobs of no unit (registration and password reset links) are the system's alone:
    // the tenant policy shows a unit only its own.
    await transactions().system((tx) =>
      enqueueMails(tx, t.clock.now(), null, [{ to: a.login, subject: 'Tilbakestill passordet', text: 'token=secret' }]),
    );
    for (const table of ['mails', 'jobs']) {
      const seen = await transactions().tenant(a.unitId, (tx) =>
        rows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.identifier(table)} where unit_id is null`),
      );
      expect(seen, table).toEqual([{ n: 0 }]);
    }
    // The harmless columns stay readable: names of requesters and members.
    const visible = await transactions().tenant(a.unitId, (tx) =>
      rows<{ login: string }>(tx, sql`select login from users where id = ${a.userId}`),
    );
    expect(visible).toEqual([{ login: a.login }]);
  });
});
