import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { TEST_APP_ROLE } from './app-role.js';

export { TEST_APP_ROLE };

/** Which databases the integration suite runs on: always PGlite, and PostgreSQL when DATABASE_URL is set. */
export const TEST_DATABASES: ReadonlyArray<'pglite' | 'postgres'> = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

let template: Promise<PGlite> | undefined;

/** A migrated PGlite, made once per worker and cloned for each use (~0.4 s instead of a migration). */
async function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const pglite = await PGlite.create('memory://');
    await migrate(await openDatabase({ pglite }), TEST_APP_ROLE);
    return pglite;
  })();
  return template;
}

export type TestDatabase = {
  database: Database;
  /** PostgreSQL only: where a second server process connects to the same database. */
  url?: string;
  drop(): Promise<void>;
};

const TEMPLATE_IN_USE = '55006';

/** The run's template database; none outside vitest (the bench uses freshDatabase too) or without DATABASE_URL. */
function postgresTemplate(): string | null {
  try {
    return inject('postgresTemplate') ?? null;
  } catch {
    return null;
  }
}

/** CREATE DATABASE copying the run's template; a copy started at the same moment by the other worker may make it wait. */
async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== TEMPLATE_IN_USE || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A fresh, migrated database of the given kind. PostgreSQL: a new database on the DATABASE_URL
 * server, copied from the run's migrated template (test/global-setup.ts) or, without one, migrated.
 */
export async function freshDatabase(
  kind: 'pglite' | 'postgres',
  options: { logger?: Logger } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // clone() is typed as the interface, but answers a full PGlite instance.
    const pglite = (await (await pgliteTemplate()).clone()) as PGlite;
    const database = await openDatabase({ pglite, logger: options.logger });
    return { database, drop: () => pglite.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `fjord_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = postgresTemplate();
  if (template) await createFromTemplate(admin, name, template);
  else await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5, logger: options.logger });
  if (!template) await migrate(database, TEST_APP_ROLE);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * An empty database on the DATABASE_URL server (not the migrated template): for server processes that migrate it
 * themselves (the several-processes test, the benches that start the built server).
 */
export async function emptyDatabase(prefix = 'fjord_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
