/**
 * Warehouse bench (issue #15).
 *
 * One unit with 20,000 products over 40 supplier companies (registry units), 1,000,000 patch lines
 * (a full count of every supplier on the first day, later counts every quarter for some suppliers,
 * goods received and write-offs in patches of 40 lines between them) and 200,000 lines of orders
 * locked over two years (some cancelled after the lock, some credit notes at negative quantities),
 * seeded in bulk SQL; the stock rows are written by the service's own recomputeStock for every
 * pair, then the tables are vacuumed and analysed as autovacuum would. Measured through GraphQL
 * over HTTP (the real yoga path) against direct SQL computing the same figures from the raw tables
 * (last count per pair, Σ patches after it, Σ sales after it):
 *
 * - the `/warehouse` first page (`warehouseStock`, default order, 100 rows, the web page's fields,
 *   with the count and value of all rows);
 * - the warehouse product report (`warehouseProductReport`, all suppliers) and its CSV route;
 * - the history of one product.
 *
 * The plans (EXPLAIN ANALYZE) of the statements the API runs are printed, taken in a tenant
 * transaction as the API runs them (application role, row-level security).
 *
 *   npm run bench:warehouse -w @fjord/bench                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_KINDS=postgres npm run bench:warehouse -w @fjord/bench
 *   BENCH_WAREHOUSE_PRODUCTS=2000 BENCH_WAREHOUSE_PATCH_LINES=100000 BENCH_WAREHOUSE_ORDER_LINES=20000 BENCH_RUNS=50 …
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@fjord/server/src/db/connection.js';
import { pageWindow } from '@fjord/server/src/graphql/paging.js';
import { warehouseService } from '@fjord/server/src/modules/warehouse/service.js';
import { recomputeStock, type StockPair } from '@fjord/server/src/modules/warehouse/stock.js';
import { measure, report, seedCustomers, withServer, type Bench, type Stats } from './support.js';

const PRODUCTS = Number(process.env.BENCH_WAREHOUSE_PRODUCTS ?? 20_000);
const PATCH_LINES = Number(process.env.BENCH_WAREHOUSE_PATCH_LINES ?? 1_000_000);
const ORDER_LINES = Number(process.env.BENCH_WAREHOUSE_ORDER_LINES ?? 200_000);
const SUPPLIERS = Number(process.env.BENCH_WAREHOUSE_SUPPLIERS ?? 40);
/** Runs of the page and the history, and of the whole report (it answers every row), each after a tenth as warm-up. */
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const REPORT_RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 30);
const timed = (work: () => Promise<unknown>, runs = RUNS) => measure(work, runs, Math.ceil(runs / 10));
const CUSTOMERS = 500;
const LINES_PER_PATCH = 40;
const LINES_PER_ORDER = 5;
/** Pairs per recomputeStock call: a transaction of a size a large count makes. */
const RECOMPUTE_CHUNK = 2000;

/** Supplier s (0-based) has 1, 3, 5 or 7 full counts, a quarter apart from the first day. */
const countsOf = (s: number) => 1 + 2 * (s % 4);
const PER_SUPPLIER = Math.floor(PRODUCTS / SUPPLIERS);
const COUNT_LINES = Array.from({ length: SUPPLIERS }, (_, s) => countsOf(s)).reduce((a, b) => a + b, 0) * PER_SUPPLIER;
const PATCHES = Math.max(0, Math.ceil((PATCH_LINES - COUNT_LINES) / LINES_PER_PATCH));
const ORDERS = Math.ceil(ORDER_LINES / LINES_PER_ORDER);
/** The first count's day (a literal: a parameter cannot follow the `date` keyword). */
const DAY0 = sql.raw(`date '2024-01-02'`);
/** The days patches and sales spread over, after the first count. */
const DAYS = 727;

/** A valid organisation number (mod 11) from 8 digits, stepping past bases whose remainder is 1. */
function organizationNumber(seed: number): string {
  for (let base = 92_100_000 + seed * 7; ; base += 1) {
    const digits = String(base).padStart(8, '0');
    const sum = [3, 2, 7, 6, 5, 4, 3, 2].reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
    if (sum % 11 === 1) continue;
    return `${digits}${sum % 11 === 0 ? 0 : 11 - (sum % 11)}`;
  }
}

const SUPPLIER_NAMES = [
  'Nordisk Engros',
  'Vestlandske Varer',
  'Fjellutstyr',
  'Havbris Import',
  'Trønder Grossist',
  'Sørlandet Handel',
  'Polar Tekstil',
  'Bergen Kjøkken',
];

/** The Oslo instant of a day and a time of day, as SQL. */
const osloAt = (day: SQL, time: SQL) => sql`((${day})::date + ${time}) at time zone 'Europe/Oslo'`;

/**
 * The suppliers, products, counts, patches and sales in bulk SQL (one system transaction), then
 * the stock rows by recomputeStock for every (product, supplier), then vacuum and analyse.
 */
async function seed({ t, me, db }: Bench): Promise<void> {
  const started = performance.now();
  const stamp = sql`${me.unitId}, ${me.userId}, ${me.userId}`;
  const orgNumbers = sql.raw(
    `array[${Array.from({ length: SUPPLIERS }, (_, s) => `'${organizationNumber(s)}'`).join(',')}]`,
  );
  const names = sql.raw(`array[${SUPPLIER_NAMES.map((name) => `'${name}'`).join(',')}]`);
  await t.app.services.transactions.system(async (tx) => {
    // A bulk load consistent by construction: without the per-row foreign key triggers.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`create table bench_suppliers as
      select s, gen_random_uuid() as id from generate_series(0, ${SUPPLIERS - 1}) as s`);
    await tx.execute(sql`
      insert into units (id, name, is_company, organization_number, identities, city, country_code)
      select id, (${names})[1 + s % ${SUPPLIER_NAMES.length}] || ' ' || (s + 1) || ' AS', true, (${orgNumbers})[s + 1],
             jsonb_build_array(jsonb_build_object('type', 'ORGANIZATION_NUMBER', 'value', (${orgNumbers})[s + 1])),
             'Bergen', 'NO'
        from bench_suppliers`);
    // Product i (0-based) belongs to supplier i mod SUPPLIERS, as the supplier's k-th product.
    await tx.execute(sql`create table bench_products as
      select i, i % ${SUPPLIERS} as s, i / ${SUPPLIERS} as k, gen_random_uuid() as id
        from generate_series(0, ${PER_SUPPLIER * SUPPLIERS - 1}) as i`);
    await tx.execute(sql`analyze bench_suppliers, bench_products`);
    await tx.execute(sql`
      insert into products (id, unit_id, created_by_id, updated_by_id, number, name, unit_of_measure_code,
                            vat_rate_symbol, supplier_unit_id, suppliers_product_number)
      select p.id, ${stamp}, (100000 + p.i)::text, 'Vare ' || (100000 + p.i), 'EA', 'STANDARD', s.id, 'L-' || p.k
        from bench_products p join bench_suppliers s using (s)`);
    // The patches: every count of every supplier (at 17:00 of its day), then the normal patches
    // (goods received, every tenth a write-off) spread over the days after the first count.
    await tx.execute(sql`create table bench_patches as
      select gen_random_uuid() as id, s.s, true as checkpoint, ${DAY0} + c * 91 as date,
             ${osloAt(sql`${DAY0} + c * 91`, sql`time '17:00'`)} as at, 0 as p
        from bench_suppliers s, generate_series(0, 6) as c
       where c < 1 + 2 * (s.s % 4)
      union all
      select gen_random_uuid(), p % ${SUPPLIERS}, false, ${DAY0} + 1 + p * ${DAYS} / ${Math.max(PATCHES, 1)},
             ${osloAt(sql`${DAY0} + 1 + p * ${DAYS} / ${Math.max(PATCHES, 1)}`, sql`time '08:00' + (p % 480) * interval '1 minute'`)},
             p
        from generate_series(1, ${PATCHES}) as p`);
    await tx.execute(sql`analyze bench_patches`);
    await tx.execute(sql`
      insert into warehouse_patches (id, unit_id, created_by_id, updated_by_id, created_at, updated_at, date, comment,
                                     supplier_unit_id, checkpoint)
      select b.id, ${stamp}, b.at, b.at, b.date,
             case when b.checkpoint then 'Varetelling' when b.p / ${SUPPLIERS} % 10 = 3 then 'Svinn' else 'Varemottak' end,
             s.id, b.checkpoint
        from bench_patches b join bench_suppliers s using (s)`);
    // A count lists every product of its supplier; a patch 40 of them, moving through the range.
    await tx.execute(sql`
      insert into warehouse_patch_lines (unit_id, created_by_id, updated_by_id, created_at, updated_at, patch_id,
                                         position, product_id, purchase_price, quantity, supplier_unit_id, date,
                                         checkpoint, moment_at)
      select ${stamp}, b.at, b.at, b.id, p.k, p.id, 40 + p.i % 500 + 0.25, 20 + (p.i * 7 + b.date - ${DAY0}) % 200,
             s.id, b.date, true, b.at
        from bench_patches b
        join bench_suppliers s using (s)
        join bench_products p on p.s = b.s
       where b.checkpoint`);
    await tx.execute(sql`
      insert into warehouse_patch_lines (unit_id, created_by_id, updated_by_id, created_at, updated_at, patch_id,
                                         position, product_id, purchase_price, quantity, supplier_unit_id, date,
                                         checkpoint, moment_at)
      select ${stamp}, b.at, b.at, b.id, j, p.id, 40 + p.i % 500 + (b.p % 7) * 0.5,
             case when b.p / ${SUPPLIERS} % 10 = 3 then -1 - (j % 3) else 5 + (b.p + j) % 46 end, s.id, b.date, false, b.at
        from bench_patches b
        join bench_suppliers s using (s)
        cross join generate_series(0, ${LINES_PER_PATCH - 1}) as j
        join bench_products p on p.s = b.s and p.k = ((b.p / ${SUPPLIERS}) * ${LINES_PER_PATCH} + j) % ${PER_SUPPLIER}
       where not b.checkpoint`);
    // The sales: orders locked over the same days (one in 20 cancelled after the lock, one in 25 a
    // credit note at negative quantities), five product lines each spread over all products.
    await seedCustomers(me, tx, CUSTOMERS);
    await tx.execute(sql`create table bench_orders as
      select gen_random_uuid() as id, o,
             ${osloAt(sql`${DAY0} + 1 + o * ${DAYS} / ${ORDERS}`, sql`time '07:30' + (o % 600) * interval '1 minute'`)} as at,
             case when o % 20 = 7 then 'CANCELLED' else 'LOCKED' end as status, o % 25 = 3 as credit
        from generate_series(1, ${ORDERS}) as o`);
    await tx.execute(sql`analyze bench_orders`);
    await tx.execute(sql`
      insert into orders (id, unit_id, created_by_id, updated_by_id, created_at, updated_at, number, sequence, date,
                          status, invoiced, customer_id, delivery, currency_code, reference, line_extension_amount,
                          allowance_total_amount, charge_total_amount, tax_exclusive_amount, tax_amount,
                          tax_inclusive_amount, payable_rounding_amount, payable_amount, tax_subtotals, locked_at,
                          locked_on)
      select b.id, ${stamp}, b.at, b.at, b.o::text, b.o, (b.at at time zone 'Europe/Oslo')::date, b.status,
             b.credit or b.o % 3 = 0, c.id,
             '{"address": "Storgata 1", "zip": "0155", "city": "Oslo", "countryCode": "NO"}'::jsonb, 'NOK', 'Ola',
             1000, 0, 0, 1000, 250, 1250, 0, 1250,
             '[{"taxCategory": "S", "taxPercent": "25.00", "taxableAmount": "1000.00", "taxAmount": "250.00"}]'::jsonb,
             b.at, (b.at at time zone 'Europe/Oslo')::date
        from bench_orders b
        join (select id, row_number() over (order by name) - 1 as n from customers where unit_id = ${me.unitId}) c
          on c.n = b.o % ${CUSTOMERS}`);
    await tx.execute(sql`
      insert into order_lines (unit_id, created_by_id, updated_by_id, order_id, position, product_id, item_name,
                               quantity, unit_of_measure_code, price_amount, vat_rate_symbol, tax_category, tax_percent,
                               line_extension_amount)
      select ${stamp}, b.id, j, p.id, 'Vare ' || (100000 + p.i),
             case when b.credit then -1 else 1 + (b.o + j) % 4 end, 'EA', 100, 'STANDARD', 'S', 25,
             case when b.credit then -100 else 100 * (1 + (b.o + j) % 4) end
        from bench_orders b
        cross join generate_series(0, ${LINES_PER_ORDER - 1}) as j
        join bench_products p on p.i = ((b.o * ${LINES_PER_ORDER} + j) * 7919) % ${PER_SUPPLIER * SUPPLIERS}`);
    // Plain tables dropped with the transaction's end: PGlite fails at commit after large temporary ones.
    await tx.execute(sql`drop table bench_suppliers, bench_products, bench_patches, bench_orders`);
  });
  const seeded = performance.now();
  // Statistics first, as autovacuum would have them: without them the planner drives the sold
  // quantity from every order locked since the count rather than from the product's few lines.
  await db.execute(sql`analyze products, orders, order_lines, warehouse_patch_lines`);
  // The stock rows as the service writes them: its recomputeStock for every pair.
  const pairs = await t.app.services.transactions.system(
    async (tx) =>
      (
        (await tx.execute(sql`select id as "productId", supplier_unit_id as "supplierUnitId" from products
        where unit_id = ${me.unitId} and supplier_unit_id is not null`)) as unknown as { rows: StockPair[] }
      ).rows,
  );
  for (let i = 0; i < pairs.length; i += RECOMPUTE_CHUNK)
    await t.app.services.transactions.system((tx) =>
      recomputeStock(tx, me.unitId, pairs.slice(i, i + RECOMPUTE_CHUNK)),
    );
  const recomputed = performance.now();
  // What autovacuum does after a bulk load: statistics, and the visibility map for index-only scans.
  await db.execute(
    sql`vacuum (analyze) units, products, warehouse_patches, warehouse_patch_lines, warehouse_stock, orders, order_lines`,
  );
  const counts = (await db.execute(sql`select
      (select count(*) from warehouse_patch_lines)::int as lines, (select count(*) from warehouse_patches)::int as patches,
      (select count(*) from warehouse_stock)::int as stock, (select count(*) from order_lines)::int as order_lines,
      (select count(*) from orders)::int as orders`)) as unknown as { rows: Record<string, number>[] };
  const c = counts.rows[0]!;
  console.log(
    `  seeded ${PER_SUPPLIER * SUPPLIERS} products of ${SUPPLIERS} suppliers, ${c.patches} patches with ${c.lines} lines ` +
      `(${COUNT_LINES} counted), ${c.orders} orders with ${c.order_lines} lines in ${Math.round(seeded - started)} ms; ` +
      `${c.stock} stock rows recomputed in ${Math.round(recomputed - seeded)} ms; vacuum ${Math.round(performance.now() - recomputed)} ms`,
  );
}

/**
 * The figures of every (product, supplier) straight from the raw tables, without warehouse_stock:
 * the last count, the patch lines after it (Σ, and the positive ones' Σ q and Σ q×p for the
 * average) and the lines of orders locked after it whose product has the supplier now.
 */
const rawFigures = (unitId: string) => sql`
  counts as (
    select distinct on (product_id, supplier_unit_id) product_id, supplier_unit_id, date, moment_at, quantity,
           purchase_price
      from warehouse_patch_lines
     where unit_id = ${unitId} and checkpoint
     order by product_id, supplier_unit_id, date desc, moment_at desc
  ),
  patched as (
    select c.product_id, c.supplier_unit_id, sum(l.quantity) as quantity,
           sum(l.quantity) filter (where l.quantity > 0) as received,
           sum(l.quantity * l.purchase_price) filter (where l.quantity > 0) as received_value
      from counts c
      join warehouse_patch_lines l
        on l.unit_id = ${unitId} and l.product_id = c.product_id and l.supplier_unit_id = c.supplier_unit_id
       and not l.checkpoint and (l.date, l.moment_at) >= (c.date, c.moment_at)
     group by c.product_id, c.supplier_unit_id
  ),
  sold as (
    select c.product_id, c.supplier_unit_id, sum(ol.quantity) as quantity
      from counts c
      join products p on p.unit_id = ${unitId} and p.id = c.product_id and p.supplier_unit_id = c.supplier_unit_id
      join order_lines ol on ol.unit_id = ${unitId} and ol.product_id = c.product_id
      join orders o on o.unit_id = ${unitId} and o.id = ol.order_id
     where o.status = 'LOCKED' and (o.locked_on, o.locked_at) >= (c.date, c.moment_at)
     group by c.product_id, c.supplier_unit_id
  ),
  raw as (
    select c.product_id, c.supplier_unit_id, p.number as product_number, p.name as product_name,
           p.unit_of_measure_code, u.name as supplier_name, u.organization_number as supplier_organization_number,
           c.date as last_count_date, c.quantity + coalesce(pa.quantity, 0) - coalesce(so.quantity, 0) as quantity,
           (c.quantity * c.purchase_price + coalesce(pa.received_value, 0)) as received_value,
           c.quantity + coalesce(pa.received, 0) as received, c.purchase_price
      from counts c
      join products p on p.unit_id = ${unitId} and p.id = c.product_id
      join units u on u.id = c.supplier_unit_id
      left join patched pa on pa.product_id = c.product_id and pa.supplier_unit_id = c.supplier_unit_id
      left join sold so on so.product_id = c.product_id and so.supplier_unit_id = c.supplier_unit_id
  ),
  direct as (
    select r.*, round(case when received = 0 then purchase_price else received_value / received end, 4)
                  as average_purchase_price,
           round(case when received = 0 then quantity * purchase_price else quantity * received_value / received end, 2)
             as value
      from raw r
  )`;

type Row = Record<string, string>;
const rowsOf = async (bench: Bench, query: SQL): Promise<Row[]> =>
  ((await bench.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The first page in direct SQL: all rows' count and value, the first 100 by product number. */
const directPage = (bench: Bench) =>
  rowsOf(
    bench,
    sql`with ${rawFigures(bench.me.unitId)}
        select t.total_count, t.total_value, page.*
          from (select count(*)::int as total_count, sum(value) as total_value from direct) t
          left join lateral (select * from direct
                              order by lower(product_number), product_id, supplier_unit_id limit 100) page on true`,
  );

/** The report in direct SQL: every row by supplier name and product number. */
const directReport = (bench: Bench) =>
  rowsOf(
    bench,
    sql`with ${rawFigures(bench.me.unitId)}
        select supplier_unit_id, supplier_name, supplier_organization_number, product_id, product_number,
               product_name, quantity, value
          from direct order by lower(supplier_name), supplier_unit_id, lower(product_number), product_id`,
  );

/** The history's movements in direct SQL: from the count before last, patch lines and sales. */
const directHistory = (bench: Bench, pair: StockPair) =>
  rowsOf(
    bench,
    sql`with counts as (
          select date, moment_at from warehouse_patch_lines
           where unit_id = ${bench.me.unitId} and product_id = ${pair.productId}
             and supplier_unit_id = ${pair.supplierUnitId} and checkpoint
           order by date desc, moment_at desc limit 2),
        start as (select date, moment_at from counts order by date, moment_at limit 1)
        select l.checkpoint, l.date, l.moment_at, l.quantity, l.purchase_price, l.patch_id, null::uuid, null
          from warehouse_patch_lines l, start
         where l.unit_id = ${bench.me.unitId} and l.product_id = ${pair.productId}
           and l.supplier_unit_id = ${pair.supplierUnitId} and (l.date, l.moment_at) >= (start.date, start.moment_at)
        union all
        select null, o.locked_on, o.locked_at, ol.quantity, null, null, o.id, o.number
          from order_lines ol join orders o on o.unit_id = ol.unit_id and o.id = ol.order_id, start
         where ol.unit_id = ${bench.me.unitId} and ol.product_id = ${pair.productId} and o.status = 'LOCKED'
           and (o.locked_on, o.locked_at) >= (start.date, start.moment_at)
         order by 2 desc, 3 desc limit 50`,
  );

const PAGE = `query ($limit: Int, $orderBy: WarehouseStockOrderBy, $orderDirection: OrderDirection) {
  warehouseStock(limit: $limit, orderBy: $orderBy, orderDirection: $orderDirection) {
    totalCount totalValue
    items { id productId productNumber productName unitOfMeasureCode supplierUnitId supplierName lastCountDate
            quantity averagePurchasePrice value }
  }
}`;
const REPORT = `query { warehouseProductReport {
  supplierUnitId supplierName supplierOrganizationNumber productId productNumber productName quantity value } }`;
const HISTORY = `query ($productId: ID!, $supplierUnitId: ID!) {
  warehouseStockHistory(productId: $productId, supplierUnitId: $supplierUnitId) {
    kind date at quantity purchasePrice balance patchId orderId orderNumber } }`;

/**
 * A transaction whose statements are each explained (EXPLAIN ANALYZE) before they run: the plans
 * of exactly what a service function sends, in a tenant transaction as the API runs it.
 */
function explaining(tx: Tx, plans: string[][]): Tx {
  return new Proxy(tx, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return async (query: SQL) => {
        const plan = (await target.execute(sql`explain analyze ${query}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        plans.push(plan.rows.map((row) => row['QUERY PLAN']));
        return target.execute(query);
      };
    },
  });
}

async function printPlans(bench: Bench, name: string, work: (tx: Tx) => Promise<unknown>): Promise<void> {
  const plans: string[][] = [];
  await bench.t.app.services.transactions.tenant(bench.me.unitId, (tx) => work(explaining(tx, plans)));
  for (const plan of plans) console.log(`  plan (${name}):\n${plan.map((line) => `    ${line}`).join('\n')}`);
}

/** The same figures both ways, or the bench stops: a fast wrong answer measures nothing. */
function agree(name: string, api: { quantity: string; value: string }[], direct: Row[]): void {
  const wrong = api.findIndex(
    (row, i) =>
      !direct[i] ||
      Number(row.quantity) !== Number(direct[i]!.quantity) ||
      Number(row.value) !== Number(direct[i]!.value),
  );
  if (wrong >= 0 || api.length !== direct.length)
    throw new Error(`${name}: the API and the direct SQL differ at row ${wrong} (${api.length} vs ${direct.length})`);
}

async function run(kind: 'pglite' | 'postgres'): Promise<void> {
  await withServer(kind, async (bench) => {
    const { t, me, graphql } = bench;
    await seed(bench);

    const page = (await graphql(PAGE, { limit: 100 })).warehouseStock;
    const pageSql = await directPage(bench);
    agree('first page', page.items, pageSql);
    if (page.totalCount !== pageSql[0]!.total_count || Number(page.totalValue) !== Number(pageSql[0]!.total_value))
      throw new Error(
        `first page totals differ: ${page.totalCount} ${page.totalValue} vs ${JSON.stringify(pageSql[0])}`,
      );
    const reportRows = (await graphql(REPORT)).warehouseProductReport;
    agree('report', reportRows, await directReport(bench));
    const first = page.items[0];
    const pair = { productId: first.productId as string, supplierUnitId: first.supplierUnitId as string };
    const history = (await graphql(HISTORY, pair)).warehouseStockHistory;
    console.log(
      `  ${page.totalCount} stock rows worth ${page.totalValue}; first ${first.productNumber} ${first.quantity} ` +
        `(${history.length} movements in its history); report of ${reportRows.length} rows agrees with the direct SQL`,
    );

    await printPlans(bench, 'first page', (tx) =>
      warehouseService.stock(tx, me.unitId, {
        ...pageWindow({ limit: 100 }),
        orderBy: 'product_number',
        orderDirection: 'ASC',
        filters: {},
      }),
    );
    await printPlans(bench, 'report', (tx) => warehouseService.report(tx, me.unitId, null));
    await printPlans(bench, 'history', (tx) => warehouseService.history(tx, me.unitId, pair, 50));

    const csv = () =>
      fetch(`${t.url}/warehouse/product-report.csv`, {
        headers: { authorization: `Bearer ${me.token}`, 'x-unit-id': me.unitId, 'accept-language': 'nb' },
      }).then(async (response) => {
        if (!response.ok) throw new Error(`CSV: HTTP ${response.status}`);
        return response.text();
      });
    const hasCsv = await csv().then(
      () => true,
      () => false,
    );

    const rows: [string, Stats, Stats][] = [
      [
        '/warehouse first page (100 rows + totals)',
        await timed(() => graphql(PAGE, { limit: 100 })),
        await timed(() => directPage(bench)),
      ],
      [
        `product report (${reportRows.length} rows)`,
        await timed(() => graphql(REPORT), REPORT_RUNS),
        await timed(() => directReport(bench), REPORT_RUNS),
      ],
    ];
    if (hasCsv)
      rows.push([
        'product report CSV',
        await timed(csv, REPORT_RUNS),
        await timed(() => directReport(bench), REPORT_RUNS),
      ]);
    else console.log('  (no CSV route on this branch)');
    rows.push([
      'history of one product (50 movements)',
      await timed(() => graphql(HISTORY, pair)),
      await timed(() => directHistory(bench, pair)),
    ]);
    report(rows);
  });
}

const kinds = (process.env.BENCH_KINDS ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',') as (
  'pglite' | 'postgres'
)[];
for (const kind of kinds) await run(kind);
