/**
 * Issue #4 bench: one unit with 50,000 customers and 20,000 products (with prices and active
 * periods); the first page of customers filtered by name and sorted by name, through GraphQL over
 * HTTP (authentication, tenant transaction with row-level security, validation, serialisation)
 * against the same page by direct SQL on the same database — on PGlite and, when DATABASE_URL is
 * set, on PostgreSQL. The products list (first page, sorted by number) is measured the same way.
 *
 *   npm run bench:lists -w @fjord/bench                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:lists -w @fjord/bench
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { TestApp } from '@fjord/server/src/test/app.js';
import { isMain, measure, report, seedProducts, withServer, type Ratio } from './support.js';

const CUSTOMERS = 50_000;
const PRODUCTS = 20_000;
const TERM = 'berg';

const NAMES_A = ['Berg', 'Fjord', 'Nord', 'Vest', 'Sør', 'Lie', 'Dal', 'Strand', 'Hav', 'Fjell', 'Li', 'Haug'];
const NAMES_B = ['Handel', 'Bygg', 'Transport', 'Regnskap', 'Konsult', 'Elektro', 'Marine', 'Data', 'Mat', 'Design'];

async function seed(t: TestApp, unitId: string, userId: string): Promise<void> {
  const started = performance.now();
  await t.app.services.transactions.system(async (tx) => {
    const a = sql.raw(`array[${NAMES_A.map((n) => `'${n}'`).join(',')}]`);
    const b = sql.raw(`array[${NAMES_B.map((n) => `'${n}'`).join(',')}]`);
    await tx.execute(sql`
      insert into customers (unit_id, owner_id, created_by_id, updated_by_id, number, is_company, name, custom_email,
                             invoice_delivery_method, credit_days)
      select ${unitId}, ${userId}, ${userId}, ${userId}, (9999 + i)::text, i % 4 <> 0,
             (${a})[1 + i % 12] || (${b})[1 + (i / 12) % 10] || ' ' || i || case when i % 4 <> 0 then ' AS' else '' end,
             'post' || i || '@example.no', 'EMAIL', 14
        from generate_series(1, ${CUSTOMERS}) as i`);
    await tx.execute(sql`
      insert into customer_delivery_locations (unit_id, customer_id, position, address, zip, city, country_code)
      select unit_id, id, 0, 'Storgata ' || (row_number() over ()) % 200, '5003', 'Bergen', 'NO'
        from customers where unit_id = ${unitId}`);
    await seedProducts({ unitId, userId }, tx, PRODUCTS);
    await tx.execute(sql`analyze`);
  });
  console.log(
    `  seeded ${CUSTOMERS} customers and ${PRODUCTS} products in ${Math.round(performance.now() - started)} ms`,
  );
}

const CUSTOMER_PAGE = `query ($filters: CustomerFilters) {
  customers(filters: $filters, orderBy: unit_name, orderDirection: ASC, limit: 100) {
    totalCount items { id name organizationNumber customEmail creditDays invoiceDeliveryMethod }
  }
}`;
const PRODUCT_PAGE = `query {
  products(orderBy: number, orderDirection: ASC, limit: 100) { totalCount items { id number name unitOfMeasureCode vatRateSymbol } }
}`;

/** The measured pairs on a fresh database of the kind (also printed); production.ts shows their ratios. */
export async function masterDataListRatios(kind: 'pglite' | 'postgres'): Promise<Ratio[]> {
  let measured: Ratio[] = [];
  await withServer(kind, async ({ t, me, db, graphql }) => {
    await seed(t, me.unitId, me.userId);
    const customerSql = () =>
      Promise.all([
        db.execute(sql`select id, name, organization_number, custom_email, credit_days, invoice_delivery_method
                         from customers where unit_id = ${me.unitId} and name ilike ${`%${TERM}%`}
                        order by lower(name), id limit 100`),
        db.execute(sql`select count(*) from customers where unit_id = ${me.unitId} and name ilike ${`%${TERM}%`}`),
      ]);
    const productSql = () =>
      Promise.all([
        db.execute(sql`select id, number, name, unit_of_measure_code, vat_rate_symbol from products
                        where unit_id = ${me.unitId} order by lower(number), id limit 100`),
        db.execute(sql`select count(*) from products where unit_id = ${me.unitId}`),
      ]);

    const matching = (await graphql(CUSTOMER_PAGE, { filters: { name: TERM } })).customers!.totalCount;
    console.log(`  customers matching "${TERM}": ${matching}`);
    const rows: Ratio[] = [
      [
        'customers, name filter, by name',
        await measure(() => graphql(CUSTOMER_PAGE, { filters: { name: TERM } })),
        await measure(customerSql),
      ],
      ['products, by number', await measure(() => graphql(PRODUCT_PAGE)), await measure(productSql)],
      // The fixed cost of any request (session, membership, tenant transaction, HTTP, GraphQL) against `select 1`.
      [
        'signed-in request without list ({ currentUser { id } })',
        await measure(() => graphql('{ currentUser { id } }')),
        await measure(() => db.execute(sql`select 1`)),
      ],
    ];
    report(rows);
    measured = rows;
  });
  return measured;
}

if (isMain(import.meta.url)) {
  await masterDataListRatios('pglite');
  if (process.env.DATABASE_URL) await masterDataListRatios('postgres');
}
