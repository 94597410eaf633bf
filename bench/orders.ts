/**
 * Orders bench (issue #12).
 *
 * (a) Create and lock orders of 5 lines (two product lines, three free-text lines at the reduced,
 *     low and exempt rates, a line allowance, an order allowance) through the order service, each
 *     step in its own tenant transaction as the API runs it (row-level security, number series,
 *     domain arithmetic, audit), without HTTP: orders per second, one creator after another, and on
 *     PostgreSQL also with parallel creators racing for the number series.
 * (b) 200,000 orders of one unit over 500 customers (seeded in bulk SQL), then the first page of
 *     `orders` filtered by one customer, number descending: GraphQL over HTTP (the real yoga path)
 *     against the same query in direct SQL; and the unfiltered first page beside it.
 *
 *   npm run bench:orders -w @fjord/bench                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:orders -w @fjord/bench
 *   BENCH_ORDERS=1000 BENCH_LIST_ORDERS=20000 …               # smaller runs
 */
import { performance } from 'node:perf_hooks';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { UNIT_INVOICE_SETTING_DEFAULTS } from '@fjord/domain';
import { osloDate } from '@fjord/server/src/clock.js';
import { customers } from '@fjord/server/src/modules/customers/tables.js';
import { orders } from '@fjord/server/src/modules/orders/tables.js';
import { orderService } from '@fjord/server/src/modules/orders/service.js';
import type { OrderInput } from '@fjord/server/src/modules/orders/input.js';
import { createOrderCustomer } from '@fjord/server/src/test/customer-fixture.js';
import { actorFor } from '@fjord/server/src/test/fixtures.js';
import { measure, report, seedCustomers, withServer, type Bench, type Stats } from './support.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const LIST_ORDERS = Number(process.env.BENCH_LIST_ORDERS ?? 200_000);
const CUSTOMERS = 500;
/** Parallel creators on PostgreSQL (the bench pool has 5 connections). */
const PARALLEL = 4;

const SAVE_INVOICE_SETTING = `mutation ($input: SaveUnitInvoiceSettingInput!) {
  saveUnitInvoiceSetting(input: $input) { startingOrderNumber } }`;
/** The default settings, rounding the payable amount to whole kroner, with an account. */
const INVOICE_SETTING = {
  ...UNIT_INVOICE_SETTING_DEFAULTS,
  taxInclusiveAmountRounding: 'NEAREST',
  bban: '1503.27.14452',
};
const product = (number: string, salePrice: string) => ({
  number,
  name: `Vare ${number}`,
  unitOfMeasureCode: 'EA',
  vatRateSymbol: 'STANDARD',
  prices: [{ validFrom: '2020-01-01', salePrice, purchasePrice: '10.00' }],
  activePeriods: [{ activeFrom: '2020-01-01' }],
});

/** Invoice settings, a customer and two products through GraphQL; the order every creator sends. */
async function orderTemplate(bench: Bench): Promise<OrderInput> {
  const { graphql } = bench;
  await graphql(SAVE_INVOICE_SETTING, { input: INVOICE_SETTING });
  const customerId = await createOrderCustomer(bench.t, bench.me);
  const [tent, rope] = await Promise.all(
    [product('T-100', '549.00'), product('T-200', '79.90')].map(
      async (input) =>
        (await graphql('mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', { input }))
          .createProduct.id as string,
    ),
  );
  return {
    customerId,
    date: '2026-03-02',
    reference: 'Ola Nordmann',
    lines: [
      { productId: tent, quantity: '2', orderedQuantity: '3' },
      { productId: rope, quantity: '12.5', allowanceCharge: { chargeIndicator: false, percent: '10' } },
      { itemName: 'Kaffe', quantity: '3', priceAmount: '99.90', vatRateSymbol: 'REDUCED' },
      { itemName: 'Kinobillett', quantity: '4', priceAmount: '135', vatRateSymbol: 'LOW' },
      {
        itemName: 'Kurs',
        quantity: '1',
        priceAmount: '500',
        vatRateSymbol: 'EXEMPT',
        taxExemptionReason: 'Undervisning',
      },
    ],
    allowanceCharges: [{ chargeIndicator: false, percent: '5', vatRateSymbol: 'STANDARD' }],
  } as OrderInput;
}

/** Creates and locks `count` orders, each step its own transaction; answers the numbers given. */
async function createAndLock({ t, me }: Bench, input: OrderInput, count: number): Promise<string[]> {
  const numbers: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await t.app.services.transactions.tenant(me.unitId, (tx) =>
      orderService.create(tx, actorFor(t, me), input),
    );
    const today = osloDate(t.app.services.clock.now());
    await t.app.services.transactions.tenant(me.unitId, (tx) =>
      orderService.lock(tx, actorFor(t, me), created.id, { createDifference: false, today }),
    );
    numbers.push(created.number);
  }
  return numbers;
}

async function throughput(bench: Bench, input: OrderInput, creators: number): Promise<void> {
  const started = performance.now();
  const each = Math.ceil(ORDERS / creators);
  const numbers = (await Promise.all(Array.from({ length: creators }, () => createAndLock(bench, input, each)))).flat();
  const seconds = (performance.now() - started) / 1000;
  const distinct = new Set(numbers).size;
  console.log(
    `  ${numbers.length} orders of 5 lines created and locked by ${creators} creator(s) in ${seconds.toFixed(1)} s: ` +
      `${(numbers.length / seconds).toFixed(1)} orders/s (${distinct} distinct numbers)`,
  );
}

async function runThroughput(kind: 'pglite' | 'postgres'): Promise<void> {
  await withServer(kind, async (bench) => {
    const input = await orderTemplate(bench);
    await createAndLock(bench, input, 20); // warm-up
    await throughput(bench, input, 1);
    if (kind === 'postgres') await throughput(bench, input, PARALLEL);
  });
}

/** 500 customers and LIST_ORDERS orders spread over them (number i to customer i mod 500), in bulk SQL. */
async function seedList({ t, me }: Bench): Promise<string> {
  const started = performance.now();
  const stamp = sql`${me.unitId}, ${me.userId}, ${me.userId}`;
  await t.app.services.transactions.system(async (tx) => {
    await seedCustomers(me, tx, CUSTOMERS);
    await tx.execute(sql`
      insert into orders (unit_id, created_by_id, updated_by_id, number, sequence, date, status, invoiced, customer_id,
                          delivery, currency_code, reference, line_extension_amount, allowance_total_amount,
                          charge_total_amount, tax_exclusive_amount, tax_amount, tax_inclusive_amount,
                          payable_rounding_amount, payable_amount, tax_subtotals)
      select ${stamp}, i::text, i, date '2020-01-01' + i % 2200,
             (array['OPEN', 'LOCKED', 'LOCKED', 'CANCELLED'])[1 + i % 4], i % 8 = 1, c.id,
             '{"address": "Storgata 1", "zip": "0155", "city": "Oslo", "countryCode": "NO"}'::jsonb, 'NOK', 'Ola',
             1000 + i % 997, 0, 0, 1000 + i % 997, 250, 1250 + i % 997, 0, 1250 + i % 997,
             '[{"taxCategory": "S", "taxPercent": "25.00", "taxableAmount": "1000.00", "taxAmount": "250.00"}]'::jsonb
        from generate_series(1, ${LIST_ORDERS}) as i
        join (select id, row_number() over (order by name) - 1 as n from customers where unit_id = ${me.unitId}) c
          on c.n = i % ${CUSTOMERS}`);
    await tx.execute(sql`analyze`);
  });
  const [customer] = await t.app.services.transactions.system((tx) =>
    tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.unitId, me.unitId))
      .orderBy(customers.name)
      .limit(1),
  );
  console.log(
    `  seeded ${LIST_ORDERS} orders over ${CUSTOMERS} customers in ${Math.round(performance.now() - started)} ms`,
  );
  return customer!.id;
}

const PAGE = `query ($filters: OrderFilters) {
  orders(filters: $filters, orderBy: number, orderDirection: DESC, limit: 100) {
    totalCount items { id number date status invoiced currencyCode payableAmount customer { id name } }
  }
}`;

async function runList(kind: 'pglite' | 'postgres'): Promise<void> {
  await withServer(kind, async (bench) => {
    const { t, me, db, graphql } = bench;
    const customerId = await seedList(bench);
    const pageSql = (customer?: string) => {
      const where = and(eq(orders.unitId, me.unitId), customer ? eq(orders.customerId, customer) : undefined);
      return Promise.all([
        db
          .select({ ...getTableColumns(orders), customerName: customers.name })
          .from(orders)
          .innerJoin(customers, eq(customers.id, orders.customerId))
          .where(where)
          .orderBy(desc(orders.sequence), asc(orders.id))
          .limit(100),
        db.$count(orders, where),
      ]);
    };
    const first = (await graphql(PAGE, { filters: { customerId } })).orders;
    console.log(
      `  the customer's orders: ${first.totalCount}; first page ${first.items[0].number} … ${first.items.at(-1).number}`,
    );
    // The plans as the API runs them: the app's role, row-level security, the unit of the transaction.
    for (const customer of [customerId, null]) {
      const plan = (await t.app.services.transactions.tenant(me.unitId, (tx) =>
        tx.execute(sql`explain analyze select * from orders where unit_id = ${me.unitId}
          ${customer ? sql`and customer_id = ${customer}` : sql``} order by sequence desc, id limit 100`),
      )) as { rows: { 'QUERY PLAN': string }[] };
      console.log(
        `  plan (${customer ? 'one customer' : 'all'}): ${plan.rows.map((row) => row['QUERY PLAN'].trim()).join(' / ')}`,
      );
    }
    const rows: [string, Stats, Stats][] = [
      [
        'orders of one customer, number desc, first 100',
        await measure(() => graphql(PAGE, { filters: { customerId } })),
        await measure(() => pageSql(customerId)),
      ],
      ['orders, number desc, first 100', await measure(() => graphql(PAGE)), await measure(() => pageSql())],
    ];
    report(rows);
  });
}

/** The databases to run on: BENCH_KINDS (e.g. "postgres"), else PGlite and, with DATABASE_URL, PostgreSQL. */
const kinds = (process.env.BENCH_KINDS ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',') as (
  'pglite' | 'postgres'
)[];
for (const kind of kinds) {
  if (process.env.BENCH_PART !== 'list') await runThroughput(kind);
  if (process.env.BENCH_PART !== 'create') await runList(kind);
}
