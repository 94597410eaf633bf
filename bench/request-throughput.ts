/**
 * Throughput of one server process, measured from outside with 20 connections: the simplest
 * signed-in GraphQL request (`{ currentUser { id } }`: session, membership, GraphQL) against a
 * REST route that touches no database (`GET /countries`). The gap between the two is the fixed
 * cost every GraphQL request pays; the goal is at least 1,500 requests/s for the GraphQL one.
 *
 * The server is the build (`npm run build` first), started as its own process on a fresh embedded
 * database and, when DATABASE_URL is set, on a fresh PostgreSQL database on that server. The signed-in
 * owner is written straight into the database before the server starts.
 *
 *   npm run bench:throughput -w @fjord/bench                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:throughput -w @fjord/bench
 *   BENCH_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:throughput -w @fjord/bench
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { systemClock } from '@fjord/server/src/clock.js';
import { loadConfig } from '@fjord/server/src/config.js';
import { openDatabase } from '@fjord/server/src/db/connection.js';
import { migrate } from '@fjord/server/src/db/migrate.js';
import { createTransactions } from '@fjord/server/src/db/tenancy.js';
import type { TestApp } from '@fjord/server/src/test/app.js';
import { userWithUnit, type Fixture } from '@fjord/server/src/test/fixtures.js';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3405);
const GOAL = 1_500;
const MAIN = path.resolve(import.meta.dirname, '../packages/server/dist/bundle/main.mjs');

type Target = { dataDir?: string; databaseUrl?: string; drop(): Promise<void> };

/** A fresh database of the kind, migrated, with one owner signed in; the server is not running yet. */
async function prepare(kind: 'pglite' | 'postgres'): Promise<{ target: Target; me: Fixture }> {
  let target: Target;
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-throughput-'));
    target = { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  } else {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `fjord_throughput_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    target = {
      databaseUrl: url.toString(),
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const config = loadConfig({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await migrate(database, config.dbAppRole);
    const services = { transactions: createTransactions(database.db, config.dbAppRole), clock: systemClock, config };
    const me = await userWithUnit({ app: { services } } as unknown as TestApp);
    return { target, me };
  } finally {
    await database.close();
  }
}

async function startServer(target: Target): Promise<ChildProcess> {
  const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', SEED_DEMO: 'false' };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (target.dataDir) env.DATA_DIR = target.dataDir;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  // BENCH_NODE_OPTIONS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
  const nodeOptions = process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeOptions, MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (server.exitCode !== null) throw new Error(`the server stopped with code ${server.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('the server did not answer /healthz within 60 s');
}

async function load(name: string, options: autocannon.Options): Promise<void> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `  ${name}: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, ` +
      `p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms${failed ? `, ${failed} FAILED` : ''}`,
  );
}

async function run(kind: 'pglite' | 'postgres'): Promise<void> {
  console.log(`\n${kind} (${CONNECTIONS} connections, ${SECONDS} s each; goal ≥ ${GOAL} req/s for the GraphQL query)`);
  const { target, me } = await prepare(kind);
  const server = await startServer(target);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    const graphql = {
      url: `${base}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}`, 'x-unit-id': me.unitId },
      body: JSON.stringify({ query: '{ currentUser { id } }' }),
    };
    // A short warm-up, so the JIT and the caches are where a running server has them.
    await autocannon({ ...graphql, connections: CONNECTIONS, duration: 2 });
    await load('{ currentUser { id } }', graphql);
    // BENCH_GRAPHQL_ONLY=1 leaves the reference route out, e.g. for a profile of GraphQL alone.
    if (!process.env.BENCH_GRAPHQL_ONLY) await load('GET /countries', { url: `${base}/countries` });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await target.drop();
  }
}

await run('pglite');
if (process.env.DATABASE_URL) await run('postgres');
