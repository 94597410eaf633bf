import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import type { Pool } from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The embedded instance, when there is one (tests clone it; subscriptions listen on it). */
  pglite?: PGlite;
  pool?: Pool;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  poolSize?: number;
  /** An idle pooled connection the server closed (a restart, or a dropped test database); the pool replaces it. */
  onIdleError?: (error: Error) => void;
  /** Told every statement sent (tests count them, so a list's cost cannot grow with its rows unnoticed). */
  logger?: Logger;
};

/**
 * PGlite's start sets up the whole buffer pool in WASM memory: initdb's 128 MB cost most of a
 * second of CPU (32 MB about a tenth of that). 32 MB still holds a small company's working set (its
 * database is tens of MB), and pages beyond it come from the operating system's file cache.
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** PGlite in dataDir when no URL is given, otherwise a pool on that PostgreSQL server. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Loaded only here: importing pg builds a fetch Response (its check for Cloudflare Workers),
    // which loads Node's fetch implementation, a cost an embedded start need not pay.
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    // Pipeline mode: queries started together (Promise.all) on one transaction's client go out
    // at once and the server answers them in the order sent, one round trip instead of one each.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, pipeline: true });
    // Without a listener, an idle client's error (57P01 on a server restart) would crash the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  let pglite = options.pglite;
  if (!pglite) {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    pglite = await PGlite.create(options.dataDir ?? 'memory://', { startParams: EMBEDDED_START_PARAMS });
  }
  const instance = pglite;
  const db = drizzlePglite(instance, { schema, logger: options.logger }) as unknown as Db;
  return { kind: 'pglite', db, pglite: instance, close: () => instance.close() };
}
