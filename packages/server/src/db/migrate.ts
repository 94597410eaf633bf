import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database, Tx } from './connection.js';
import { referenceDataVersions, schemaContentHash } from './reference-data.js';
import { loadMunicipalities } from '../modules/municipalities/reference.js';
import { loadOccupations } from '../modules/occupations/reference.js';
import { seedVatRates } from '../modules/vat-rates/service.js';
import { serverPath } from '../server-root.js';

export const MIGRATIONS_DIR = serverPath('drizzle');

/**
 * CREATE ROLE is cluster-wide in PostgreSQL, so it cannot live in a per-database migration:
 * the second database of the same cluster would fail on it. Created here, idempotently.
 */
async function ensureAppRole(database: Database, role: string): Promise<void> {
  const roleExists = async () =>
    ((await database.db.execute(sql`select 1 from pg_roles where rolname = ${role}`)) as { rows: unknown[] }).rows
      .length > 0;
  if (await roleExists()) return;
  try {
    await database.db.execute(sql.raw(`create role ${role} nologin`));
  } catch (error) {
    // Another database of the same cluster created it at the same moment.
    if (!(await roleExists())) throw error;
  }
}

/**
 * Every table with a unit_id column is a tenant table: row-level security is switched on for each
 * one that lacks it, so a module's migration cannot forget it (db/tenancy.int.test.ts checks).
 */
async function enableTenantRls(database: Database): Promise<void> {
  await database.db.execute(
    sql.raw(`select fjord_enable_tenant_rls(c.oid::regclass)
               from pg_class c
               join pg_namespace n on n.oid = c.relnamespace
               join pg_attribute a on a.attrelid = c.oid and a.attname = 'unit_id' and not a.attisdropped
              where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`),
  );
}

/** Tenant tables the application role may read and add to, never change (db/audit.ts). */
const APPEND_ONLY_TABLES = ['audit_events'];

/**
 * The bookkeeping documents and what they were sent as, kept for the five years bokføringsloven § 13 requires
 * (docs/features.md, "Retention"): issued invoices and credit notes (with the orders they bill, which are locked),
 * reminders, deliveries with the EHF they sent, mails with their PDFs, and stored files. The application never
 * deletes them, so its role may not: this revoke is the one guard every tenant delete passes. Units cannot be
 * deleted by the role at all (fjord_grant_app_role grants it only SELECT and UPDATE of units).
 */
export const RETAINED_TABLES = [
  'invoices',
  'invoice_orders',
  'invoice_attachments',
  'invoice_payment_methods',
  'overdue_notices',
  'invoice_deliveries',
  'mails',
  'mail_attachments',
  'files',
];

/** Tables without unit_id that every member reads. */
const NATIONAL_TABLES = ['vat_rates', 'occupations', 'municipalities', 'municipality_tax_zones'];

/** The row of reference_data_versions that records which migrations, registers and role the last complete run applied. */
const MIGRATED = 'migrated';

/**
 * The source of this module: the grants and the register loading below are part of migrating. Its
 * source rather than the running file, which is src under tsx and tests, dist/db/migrate.js after
 * tsc and the whole server in the bundle (which would change with any code): every way of running
 * agrees on one hash, so each finds the build's initial database and a restart stays current.
 */
const MIGRATE_SOURCE = serverPath('src', 'db', 'migrate.ts');

/**
 * The content hash of what migrate() applies besides the role: the migration and register files,
 * and the migrating code.
 */
export function migrationContentHash(): string {
  return createHash('sha256')
    .update(schemaContentHash(MIGRATIONS_DIR))
    .update(readFileSync(MIGRATE_SOURCE))
    .digest('hex');
}

/** Equal hashes mean nothing to do. */
function migratedHash(appRole: string): string {
  return createHash('sha256').update(migrationContentHash()).update(appRole).digest('hex');
}

async function alreadyMigrated(database: Database, sha256: string): Promise<boolean> {
  const { rows } = (await database.db.execute(
    sql`select to_regclass('public.reference_data_versions') is not null as present`,
  )) as { rows: { present: boolean }[] };
  if (!rows[0]?.present) return false;
  const [recorded] = await database.db
    .select({ sha256: referenceDataVersions.sha256 })
    .from(referenceDataVersions)
    .where(eq(referenceDataVersions.name, MIGRATED));
  return recorded?.sha256 === sha256;
}

const expectedHashes = new Map<string, string>();

/**
 * Whether the last complete migrate() of this database applied this build's migrations, registers
 * and role (readiness asks it often: the files are hashed once per process).
 */
export async function isMigrated(database: Database, appRole: string): Promise<boolean> {
  let expected = expectedHashes.get(appRole);
  if (!expected) expectedHashes.set(appRole, (expected = migratedHash(appRole)));
  return alreadyMigrated(database, expected);
}

/**
 * Brings the database to the current migrations, grants and national registers. A database whose
 * last complete run applied the same migration files, register files and role is current, so a
 * restart costs one hash of those files and one query instead of the whole sequence.
 */
export async function migrate(database: Database, appRole: string): Promise<void> {
  const sha256 = migratedHash(appRole);
  if (await alreadyMigrated(database, sha256)) return;
  await oneMigrationAtATime(database, async () => {
    // The process that held the lock before may have done it all.
    if (!(await alreadyMigrated(database, sha256))) await migrateNow(database, appRole, sha256);
  });
}

/**
 * Several server processes starting together on one PostgreSQL would otherwise each run the
 * migrations, and all but one fail on the objects the first creates. A session advisory lock on a
 * connection of its own makes the others wait; PGlite has one process per data directory (data-dir-lock.ts).
 */
async function oneMigrationAtATime(database: Database, work: () => Promise<void>): Promise<void> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtextextended('fjord:migrate', 0))`);
    try {
      await work();
    } finally {
      await client.query(`select pg_advisory_unlock(hashtextextended('fjord:migrate', 0))`);
    }
  } finally {
    client.release();
  }
}

async function migrateNow(database: Database, appRole: string, sha256: string): Promise<void> {
  await ensureAppRole(database, appRole);
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR });
  }
  await enableTenantRls(database);
  // Grants follow the role name from configuration, so they are applied here rather than in SQL files.
  await database.db.execute(sql.raw(`select fjord_grant_app_role('${appRole}')`));
  // The audit trail is append-only for the application: it adds rows and never rewrites them.
  for (const table of APPEND_ONLY_TABLES)
    await database.db.execute(sql.raw(`revoke update, delete, truncate on ${table} from ${appRole}`));
  for (const table of RETAINED_TABLES)
    await database.db.execute(sql.raw(`revoke delete, truncate on ${table} from ${appRole}`));
  // The national tables have no unit_id, so the loop above skips them: members read them as the
  // application role; VAT rates are changed only by super admins, the registers only by migrating.
  for (const table of NATIONAL_TABLES) await database.db.execute(sql.raw(`grant select on ${table} to ${appRole}`));
  await database.db.transaction(async (tx) => {
    await seedVatRates(tx as Tx);
    await loadOccupations(tx as Tx);
    await loadMunicipalities(tx as Tx);
  });
  await database.db
    .insert(referenceDataVersions)
    .values({ name: MIGRATED, sha256 })
    .onConflictDoUpdate({ target: referenceDataVersions.name, set: { sha256, loadedAt: sql`now()` } });
}
