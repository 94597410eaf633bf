/**
 * Invoices bench (issue #13).
 *
 * (a) Issue 1,000 invoices from 1,000 locked orders of 5 lines through the invoice service, each
 *     in its own tenant transaction as the API runs it (row-level security, the invoice number
 *     series, one VAT breakdown by the domain, KID, audit, the change event): the orders are made
 *     first and not timed. One issuer after another, and on PostgreSQL also parallel issuers.
 * (b) 100,000 invoices of one unit (seeded in bulk SQL, in every status, then vacuumed as autovacuum
 *     would), then the first page of
 *     `invoices` filtered by status, number descending: GraphQL over HTTP against the same query
 *     in direct SQL.
 *
 *   npm run bench:invoices -w @fjord/bench                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_KINDS=postgres npm run bench:invoices -w @fjord/bench
 *   BENCH_INVOICES=200 BENCH_LIST_INVOICES=20000 …               # smaller runs
 */
import { performance } from 'node:perf_hooks';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { UNIT_INVOICE_SETTING_DEFAULTS } from '@fjord/domain';
import { osloDate } from '@fjord/server/src/clock.js';
import { customers } from '@fjord/server/src/modules/customers/tables.js';
import { invoiceService } from '@fjord/server/src/modules/invoices/service.js';
import { statusWhere } from '@fjord/server/src/modules/invoices/repository.js';
import { invoices } from '@fjord/server/src/modules/invoices/tables.js';
import { orderService } from '@fjord/server/src/modules/orders/service.js';
import type { OrderInput } from '@fjord/server/src/modules/orders/input.js';
import { createOrderCustomer } from '@fjord/server/src/test/customer-fixture.js';
import { actorFor } from '@fjord/server/src/test/fixtures.js';
import { measure, report, seedCustomers, seedInvoices, withServer, type Bench, type Stats } from './support.js';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 1000);
const LIST_INVOICES = Number(process.env.BENCH_LIST_INVOICES ?? 100_000);
const CUSTOMERS = 500;
const PARALLEL = 4;

const SAVE_INVOICE_SETTING = `mutation ($input: SaveUnitInvoiceSettingInput!) {
  saveUnitInvoiceSetting(input: $input) { bban } }`;
const INVOICE_SETTING = {
  ...UNIT_INVOICE_SETTING_DEFAULTS,
  taxInclusiveAmountRounding: 'NEAREST',
  bban: '1503.27.14452',
  usesKid: true,
  kidLength: 10,
  kidModDigit: 'MOD10',
};

/** Five lines at four rates, a line allowance and an order allowance: the order of the orders bench. */
const orderInput = (customerId: string): OrderInput =>
  ({
    customerId,
    date: '2026-03-02',
    reference: 'Ola Nordmann',
    lines: [
      { itemName: 'Telt', quantity: '2', orderedQuantity: '3', priceAmount: '549.00', vatRateSymbol: 'STANDARD' },
      {
        itemName: 'Tau',
        quantity: '12.5',
        priceAmount: '79.90',
        vatRateSymbol: 'STANDARD',
        allowanceCharge: { chargeIndicator: false, percent: '10' },
      },
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
  }) as OrderInput;

/** `count` locked orders of one customer, made in one transaction (not timed). */
async function lockedOrders({ t, me }: Bench, customerId: string, count: number) {
  const today = osloDate(t.app.services.clock.now());
  return t.app.services.transactions.tenant(me.unitId, async (tx) => {
    const made: { id: string; payableAmount: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      const order = await orderService.create(tx, actorFor(t, me), orderInput(customerId));
      const { order: locked } = await orderService.lock(tx, actorFor(t, me), order.id, {
        createDifference: false,
        today,
      });
      made.push({ id: locked.id, payableAmount: locked.payableAmount });
    }
    return made;
  });
}

async function issue({ t, me }: Bench, orders: { id: string; payableAmount: string }[]): Promise<string[]> {
  const numbers: string[] = [];
  for (const order of orders) {
    const invoice = await t.app.services.transactions.tenant(me.unitId, (tx) =>
      invoiceService.create(tx, actorFor(t, me), {
        orderIds: [order.id],
        issueDate: '2026-03-05',
        dueDate: '2026-03-19',
        paymentMethods: [{ name: 'Bankoverføring', amount: order.payableAmount }],
      }),
    );
    numbers.push(invoice.number);
  }
  return numbers;
}

async function throughput(bench: Bench, customerId: string, issuers: number): Promise<void> {
  const orders = await lockedOrders(bench, customerId, INVOICES);
  const started = performance.now();
  const each = Math.ceil(orders.length / issuers);
  const numbers = (
    await Promise.all(Array.from({ length: issuers }, (_, i) => issue(bench, orders.slice(i * each, (i + 1) * each))))
  ).flat();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${numbers.length} invoices issued from locked orders of 5 lines by ${issuers} issuer(s) in ` +
      `${seconds.toFixed(2)} s: ${(numbers.length / seconds).toFixed(1)} invoices/s (${new Set(numbers).size} distinct numbers)`,
  );
}

async function runThroughput(kind: 'pglite' | 'postgres'): Promise<void> {
  await withServer(kind, async (bench) => {
    await bench.graphql(SAVE_INVOICE_SETTING, { input: INVOICE_SETTING });
    const customerId = await createOrderCustomer(bench.t, bench.me);
    await issue(bench, await lockedOrders(bench, customerId, 20)); // warm-up
    await throughput(bench, customerId, 1);
    if (kind === 'postgres') await throughput(bench, customerId, PARALLEL);
  });
}

/**
 * 500 customers and LIST_INVOICES invoices over them, in bulk SQL: issued over six years, a third
 * paid, some partly paid, some credited, the rest open or overdue by their due dates.
 */
async function seedList({ t, me, db }: Bench): Promise<void> {
  const started = performance.now();
  await t.app.services.transactions.system(async (tx) => {
    await seedCustomers(me, tx, CUSTOMERS);
    await seedInvoices(me, tx, LIST_INVOICES, CUSTOMERS);
  });
  // What autovacuum does after a bulk load: statistics, and the visibility map for index-only counts.
  await db.execute(sql`vacuum (analyze) customers, invoices`);
  console.log(`  seeded ${LIST_INVOICES} invoices in ${Math.round(performance.now() - started)} ms`);
}

const PAGE = `query ($filters: InvoiceFilters) {
  invoices(filters: $filters, orderBy: number, orderDirection: DESC, limit: 100) {
    totalCount items { id number kind issueDate dueDate kid payableAmount remainingAmount status customer { id name } }
  }
}`;

async function runList(kind: 'pglite' | 'postgres'): Promise<void> {
  await withServer(kind, async (bench) => {
    const { t, me, db, graphql } = bench;
    await seedList(bench);
    const today = osloDate(t.app.services.clock.now());
    const pageSql = (status: 'PAID' | 'OVERDUE') => {
      const where = and(eq(invoices.unitId, me.unitId), statusWhere(status, today));
      return Promise.all([
        db
          .select({ ...getTableColumns(invoices), customerName: customers.name })
          .from(invoices)
          .innerJoin(customers, eq(customers.id, invoices.customerId))
          .where(where)
          .orderBy(desc(invoices.sequence), asc(invoices.id))
          .limit(100),
        db.$count(invoices, where),
      ]);
    };
    const rows: [string, Stats, Stats][] = [];
    for (const status of ['PAID', 'OVERDUE'] as const) {
      const first = (await graphql(PAGE, { filters: { status } })).invoices;
      console.log(`  ${status}: ${first.totalCount} invoices; first page ${first.items[0]?.number} …`);
      rows.push([
        `invoices ${status}, number desc, first 100`,
        await measure(() => graphql(PAGE, { filters: { status } })),
        await measure(() => pageSql(status)),
      ]);
    }
    report(rows);
  });
}

const kinds = (process.env.BENCH_KINDS ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',') as (
  'pglite' | 'postgres'
)[];
for (const kind of kinds) {
  if (process.env.BENCH_PART !== 'list') await runThroughput(kind);
  if (process.env.BENCH_PART !== 'issue') await runList(kind);
}
