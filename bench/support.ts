import { performance } from 'node:perf_hooks';
import { sql, type Logger } from 'drizzle-orm';
import { createApp } from '@fjord/server/src/app.js';
import { loadConfig } from '@fjord/server/src/config.js';
import type { Db, Tx } from '@fjord/server/src/db/connection.js';
import { freshDatabase, TEST_APP_ROLE } from '@fjord/server/src/test/database.js';
import { userWithUnit, type Fixture } from '@fjord/server/src/test/fixtures.js';
import type { TestApp } from '@fjord/server/src/test/app.js';

const WARMUP = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

export type Stats = { p50: number; p95: number; mean: number };

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length };
}

/** p50, p95 and mean of RUNS calls after WARMUP calls (or as many as given, for slow work). */
export async function measure(work: () => Promise<unknown>, runs = RUNS, warmup = WARMUP): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

export type Bench = {
  t: TestApp;
  me: Fixture;
  db: Db;
  graphql: (query: string, variables?: Record<string, unknown>) => Promise<Record<string, any>>;
};

/**
 * A real server on a fresh database of the kind, with one signed-in owner; closed and dropped after `work`.
 * A logger (a StatementCounter) sees every statement the server sends.
 */
export async function withServer(
  kind: 'pglite' | 'postgres',
  work: (bench: Bench) => Promise<void>,
  options: { logger?: Logger } = {},
): Promise<void> {
  console.log(`\n${kind}`);
  const testDb = await freshDatabase(kind, options);
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DB_APP_ROLE: TEST_APP_ROLE });
  const app = await createApp(config, { database: testDb.database });
  const url = (await app.server.listen({ port: 0, host: '127.0.0.1' })).replace('[::1]', '127.0.0.1');
  const t = { app, url } as TestApp;
  try {
    const me = await userWithUnit(t);
    const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}`, 'x-unit-id': me.unitId },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { errors?: unknown; data?: Record<string, any> };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    };
    await work({ t, me, db: testDb.database.db, graphql });
  } finally {
    await app.close();
    await testDb.drop();
  }
}

/** One line per measured pair: GraphQL over HTTP against the same work in direct SQL. */
export function report(rows: [string, Stats, Stats][]): void {
  for (const [name, api, direct] of rows) {
    console.log(
      `  ${name}: GraphQL p50 ${api.p50.toFixed(1)} ms, p95 ${api.p95.toFixed(1)} ms | SQL p50 ${direct.p50.toFixed(1)} ms, ` +
        `p95 ${direct.p95.toFixed(1)} ms | ratio p50 ${(api.p50 / direct.p50).toFixed(2)}, p95 ${(api.p95 / direct.p95).toFixed(2)}`,
    );
  }
}

/**
 * `count` company customers of the bench's unit in one statement, numbered from 20000 and named
 * "Kunde 001 AS" …, as the list benches spread their documents over (run in a system transaction).
 */
export async function seedCustomers(me: Bench['me'], tx: Tx, count: number): Promise<void> {
  await tx.execute(sql`
    insert into customers (unit_id, created_by_id, updated_by_id, owner_id, number, is_company, name, reference,
                           invoice_delivery_method, credit_days)
    select ${me.unitId}, ${me.userId}, ${me.userId}, ${me.userId}, (19999 + i)::text, true,
           'Kunde ' || lpad(i::text, 3, '0') || ' AS', 'Innkjøp', 'EHF', 14
      from generate_series(1, ${count}) as i`);
}
