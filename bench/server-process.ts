/**
 * The built server (packages/server/dist/bundle/main.mjs, `npm run build` first) as its own process, as it runs in
 * production, on a fresh database: an embedded data directory or a database of its own on the DATABASE_URL server.
 * The benches that measure from outside (request-throughput.ts, production.ts) start it from here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { systemClock } from '@fjord/server/src/clock.js';
import { loadConfig } from '@fjord/server/src/config.js';
import { openDatabase, type Tx } from '@fjord/server/src/db/connection.js';
import { migrate } from '@fjord/server/src/db/migrate.js';
import { createTransactions } from '@fjord/server/src/db/tenancy.js';
import type { TestApp } from '@fjord/server/src/test/app.js';
import { emptyDatabase } from '@fjord/server/src/test/database.js';

const MAIN = path.resolve(import.meta.dirname, '../packages/server/dist/bundle/main.mjs');

export type Kind = 'pglite' | 'postgres';
export type Target = { kind: Kind; dataDir?: string; databaseUrl?: string; drop(): Promise<void> };

/** A fresh, empty database of the kind (DATABASE_URL names the server for 'postgres'). */
export async function freshTarget(kind: Kind, prefix = 'fjord_bench'): Promise<Target> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replaceAll('_', '-')}-`));
    return { kind, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const { url, drop } = await emptyDatabase(prefix);
  return { kind, databaseUrl: url, drop };
}

/** What the test fixtures need of an app: transactions, clock and config on the target. */
export type Host = Pick<TestApp, 'app'>;

/**
 * Migrates the target and runs `work` on a connection of the bench's own (fixtures, seeding, checks in SQL).
 * On the embedded database only while no server runs on it: the server holds the data directory.
 */
export async function onTarget<T>(target: Target, work: (host: Host) => Promise<T>): Promise<T> {
  const config = loadConfig({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 3 });
  try {
    await migrate(database, config.dbAppRole);
    const services = { transactions: createTransactions(database.db, config.dbAppRole), clock: systemClock, config };
    return await work({ app: { services } } as unknown as Host);
  } finally {
    await database.close();
  }
}

/** Rows of one statement in a system transaction (no row-level security), for the checks of the benches. */
export const rowsOf = async <T>(host: Host, statement: Parameters<Tx['execute']>[0]): Promise<T[]> =>
  (
    (await host.app.services.transactions.system((tx) => tx.execute(statement))) as unknown as {
      rows: T[];
    }
  ).rows;

export type ServerProcess = {
  url: string;
  /** Every line the process wrote to stdout (pino's JSON lines), when started with `capture`. */
  lines: string[];
  child: ChildProcess;
  exited: Promise<void>;
  /** SIGTERM, as a process manager stops it (a graceful stop). */
  stop(): Promise<void>;
  /** SIGKILL: a crash, nothing flushed, the data directory's lock left behind. */
  crash(): Promise<void>;
};

/** Starts the built server on the target at the port and waits until /readyz answers. */
export async function startServer(
  target: Target,
  port: number,
  options: { capture?: boolean; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    SEED_DEMO: 'false',
    SMTP_URL: '',
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (target.dataDir) env.DATA_DIR = target.dataDir;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  // BENCH_NODE_OPTIONS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
  const nodeOptions = process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeOptions, MAIN], {
    env,
    stdio: ['ignore', options.capture ? 'pipe' : 'ignore', 'inherit'],
  });
  const lines: string[] = [];
  if (options.capture) {
    let rest = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      lines.push(...parts.filter((line) => line.trim()));
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const server: ServerProcess = {
    url,
    lines,
    child,
    exited,
    async stop() {
      if (!ended()) child.kill('SIGTERM');
      await exited;
    },
    async crash() {
      if (!ended()) child.kill('SIGKILL');
      await exited;
    },
  };
  for (let waited = 0; waited < 90_000; waited += 100) {
    if (ended()) throw new Error(`the server on port ${port} stopped with code ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.crash();
  throw new Error(`the server on port ${port} was not ready within 90 s`);
}

export type Throughput = { rps: number; p50: number; p99: number; failed: number };

/** autocannon with a fixed number of connections for `seconds`: mean requests/s, latency and failures. */
export async function throughput(options: autocannon.Options): Promise<Throughput> {
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** The simplest signed-in GraphQL request, as autocannon sends it. */
export const currentUserRequest = (url: string, auth: { token: string; unitId: string }) => ({
  url: `${url}/graphql`,
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}`, 'x-unit-id': auth.unitId },
  body: JSON.stringify({ query: '{ currentUser { id } }' }),
});
