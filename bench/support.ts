import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql, type Logger } from 'drizzle-orm';
import { createApp } from '@fjord/server/src/app.js';
import { loadConfig } from '@fjord/server/src/config.js';
import type { Db, Tx } from '@fjord/server/src/db/connection.js';
import { freshDatabase, TEST_APP_ROLE } from '@fjord/server/src/test/database.js';
import { userWithUnit, type Fixture } from '@fjord/server/src/test/fixtures.js';
import type { TestApp } from '@fjord/server/src/test/app.js';

const WARMUP = 30;

/** Whether the module is the script run (`tsx x.ts`), not imported by another bench. */
export const isMain = (moduleUrl: string): boolean => fileURLToPath(moduleUrl) === process.argv[1];
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

/** A measured pair: its name, GraphQL over HTTP, the same work in direct SQL. */
export type Ratio = [string, Stats, Stats];

/** One line per measured pair: GraphQL over HTTP against the same work in direct SQL. */
export function report(rows: Ratio[]): void {
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

/**
 * `count` invoices over the unit's first `customers` customers (by name), in one statement: issued over six years
 * from 2021, numbered from 100001, a third paid, some partly paid, some credited, the rest open or overdue by their
 * due dates. Header rows only (no lines): for lists, not for PDFs (run in a system transaction).
 */
export async function seedInvoices(me: Bench['me'], tx: Tx, count: number, customers: number): Promise<void> {
  const stamp = sql`${me.unitId}, ${me.userId}, ${me.userId}`;
  await tx.execute(sql`
    insert into invoices (unit_id, created_by_id, updated_by_id, kind, number, sequence, issue_date, due_date,
                          current_due_date, payment_term, kid, customer_id, currency_code, is_export, supplier_party,
                          customer_party, bban, legal_notes, line_extension_amount, allowance_total_amount,
                          charge_total_amount, tax_exclusive_amount, tax_amount, tax_inclusive_amount,
                          payable_rounding_amount, payable_amount, tax_subtotals, paid_amount, credited_amount)
    select ${stamp}, 'INVOICE', (100000 + i)::text, 100000 + i, date '2021-01-01' + i * 2190 / ${count},
           date '2021-01-15' + i * 2190 / ${count}, date '2021-01-15' + i * 2190 / ${count}, 14,
           lpad(i::text, 10, '0') || (i % 10)::text, c.id, 'NOK', false,
           '{"name": "Fjord AS", "countryCode": "NO"}'::jsonb, '{"name": "Kunde AS", "countryCode": "NO"}'::jsonb,
           '15032714452', '[]'::jsonb, 1000 + i % 997, 0, 0, 1000 + i % 997, 250, 1250 + i % 997, 0,
           1250 + i % 997,
           '[{"taxCategory": "S", "taxPercent": "25.00", "taxableAmount": "1000.00", "taxAmount": "250.00"}]'::jsonb,
           case when i % 3 = 0 then 1250 + i % 997 when i % 7 = 1 then 100 else 0 end,
           case when i % 50 = 2 then 1250 + i % 997 else 0 end
      from generate_series(1, ${count}) as i
      join (select id, row_number() over (order by name) - 1 as n from customers where unit_id = ${me.unitId}) c
        on c.n = i % ${customers}`);
}

/** `count` products numbered 000001 …, each with a sale price and active since 2025 (run in a system transaction). */
export async function seedProducts(me: Pick<Bench['me'], 'unitId' | 'userId'>, tx: Tx, count: number): Promise<void> {
  await tx.execute(sql`
    insert into products (unit_id, created_by_id, updated_by_id, number, name, unit_of_measure_code, vat_rate_symbol)
    select ${me.unitId}, ${me.userId}, ${me.userId}, lpad(i::text, 6, '0'), 'Vare ' || i, 'EA', 'STANDARD'
      from generate_series(1, ${count}) as i`);
  await tx.execute(sql`
    insert into product_prices (unit_id, product_id, valid_from, purchase_price, sale_price)
    select unit_id, id, '2025-01-01', 100 + (random() * 900)::int, 200 + (random() * 1800)::int
      from products where unit_id = ${me.unitId}`);
  await tx.execute(sql`
    insert into product_active_periods (unit_id, product_id, active_from)
    select unit_id, id, '2025-01-01' from products where unit_id = ${me.unitId}`);
}
