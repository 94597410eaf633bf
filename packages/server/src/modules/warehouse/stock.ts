import { or, sql, type SQL } from 'drizzle-orm';
import { stockHistory, type StockHistoryEntry, type StockMovement } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { containsText } from '../../db/list.js';
import { isUuid, selectRows } from '../../db/records.js';

/**
 * The stock in SQL, the same rule as the domain's stockOf (spec 001 §5.4): per (product, supplier)
 * the last count, plus the patch lines after it (warehouse_stock keeps both, recomputed at every
 * patch write), minus the lines of orders locked after it, read live so a lock, a cancel or a
 * credit note moves the stock at once. Movements order by (date, instant); at the same moment a
 * count comes before a patch and a patch before a sale (compareMovements), hence `>=` after a count.
 */

export type StockPair = { productId: string; supplierUnitId: string };

/** An array of uuids as one parameter (a PostgreSQL array literal). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The pairs as a subquery for `(product_id, supplier_unit_id) in (…)`: two array parameters, however
 * many pairs a count touches. Not a list of row values: PGlite fails at commit ("bad buffer ID: 0")
 * after a statement with some 300 of them, which a count of a supplier's whole range reaches.
 */
const pairList = (pairs: readonly StockPair[]) =>
  sql`select * from unnest(${uuidArray(pairs.map((pair) => pair.productId))}, ${uuidArray(
    pairs.map((pair) => pair.supplierUnitId),
  )})`;

/** An instant as the domain compares them: ISO 8601 UTC with milliseconds, like Date.toISOString(). */
const isoInstant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Rewrites the stock rows of the pairs from their patch lines: the last count and the sums of the
 * patch lines after it (the received sums include the count, the weights of the average). A pair
 * without a count has no row. The one writer of warehouse_stock, in the transaction of the write.
 */
export async function recomputeStock(tx: Tx, unitId: string, pairs: readonly StockPair[]): Promise<void> {
  if (pairs.length === 0) return;
  await tx.execute(sql`delete from warehouse_stock
    where unit_id = ${unitId} and (product_id, supplier_unit_id) in (${pairList(pairs)})`);
  await tx.execute(sql`
    insert into warehouse_stock (unit_id, product_id, supplier_unit_id, count_date, count_at, counted_quantity,
                                 count_price, patched_quantity, received_quantity, received_value)
    select c.unit_id, c.product_id, c.supplier_unit_id, c.date, c.moment_at, c.quantity, c.purchase_price,
           coalesce(sum(l.quantity), 0),
           c.quantity + coalesce(sum(l.quantity) filter (where l.quantity > 0), 0),
           c.quantity * c.purchase_price + coalesce(sum(l.quantity * l.purchase_price) filter (where l.quantity > 0), 0)
      from (select distinct on (product_id, supplier_unit_id)
                   unit_id, product_id, supplier_unit_id, date, moment_at, quantity, purchase_price
              from warehouse_patch_lines
             where unit_id = ${unitId} and checkpoint and (product_id, supplier_unit_id) in (${pairList(pairs)})
             order by product_id, supplier_unit_id, date desc, moment_at desc) c
      left join warehouse_patch_lines l
        on l.unit_id = c.unit_id and l.product_id = c.product_id and l.supplier_unit_id = c.supplier_unit_id
       and not l.checkpoint and (l.date, l.moment_at) >= (c.date, c.moment_at)
     group by c.unit_id, c.product_id, c.supplier_unit_id, c.date, c.moment_at, c.quantity, c.purchase_price`);
}

/**
 * The pairs whose first patch line (by moment; a count first at a tie) is not a count: spec 001
 * §5.4's rule, checked after the write so a back-dated patch and a destroyed count are seen too.
 */
export async function pairsWithoutFirstCount(tx: Tx, unitId: string, pairs: readonly StockPair[]) {
  if (pairs.length === 0) return [];
  return selectRows<{ product_id: string; supplier_unit_id: string }>(
    tx,
    sql`select product_id, supplier_unit_id from (
          select distinct on (product_id, supplier_unit_id) product_id, supplier_unit_id, checkpoint
            from warehouse_patch_lines
           where unit_id = ${unitId} and (product_id, supplier_unit_id) in (${pairList(pairs)})
           order by product_id, supplier_unit_id, date, moment_at, checkpoint desc) first
         where not checkpoint`,
  );
}

/** Which stock rows a reading covers. */
export type StockScope = {
  productId?: string | null;
  productIds?: readonly string[];
  supplierUnitId?: string | null;
  /** Part of the product's number or name. */
  term?: string | null;
};

const idCondition = (column: SQL, id: string | null | undefined): SQL | undefined => {
  const trimmed = id?.trim();
  if (!trimmed) return undefined;
  return isUuid(trimmed) ? sql`${column} = ${trimmed}` : sql`false`;
};

function scopeCondition(scope: StockScope): SQL {
  const conditions = [
    idCondition(sql`s.product_id`, scope.productId),
    idCondition(sql`s.supplier_unit_id`, scope.supplierUnitId),
    scope.productIds
      ? sql`s.product_id in (${sql.join(
          [...scope.productIds, null].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : undefined,
    or(containsText(sql`p.number`, scope.term), containsText(sql`p.name`, scope.term)),
  ].filter((condition): condition is SQL => condition !== undefined);
  return sql.join(
    conditions.map((condition) => sql` and ${condition}`),
    sql``,
  );
}

/**
 * The figures of every stock row in scope as the common table expression `valued`: counted,
 * patched, sold and the stock quantity (4 decimals), the weighted average purchase price since the
 * count (4 decimals) and the value (quantity × average, multiplied before dividing, to øre). The
 * sales join is a join, not a per-row subquery, so the planner may hash all order lines at once for
 * the whole warehouse and use the product index for a few rows. Only a product's current supplier
 * takes its sales; that test is on the join of the sums, not in `sold`: there the planner cannot
 * estimate an equality of two columns of a CTE (it guessed 100 of 20,000 rows) and probed the
 * order-line and order indexes once per line, 200,000 probes for the whole warehouse of
 * bench/warehouse.ts and two to three times slower than hashing them. Same arithmetic as stockValue.
 */
export const stockFigures = (unitId: string, scope: StockScope): SQL => sql`
  stock as (
    select s.product_id, s.supplier_unit_id, s.count_date, s.count_at, s.counted_quantity, s.count_price,
           s.patched_quantity, s.received_quantity, s.received_value,
           p.number as product_number, p.name as product_name, p.unit_of_measure_code,
           p.supplier_unit_id as current_supplier_unit_id,
           u.name as supplier_name, u.organization_number as supplier_organization_number
      from warehouse_stock s
      join products p on p.unit_id = s.unit_id and p.id = s.product_id
      join units u on u.id = s.supplier_unit_id
     where s.unit_id = ${unitId}${scopeCondition(scope)}
  ),
  sold as (
    select st.product_id, st.supplier_unit_id, sum(ol.quantity) as quantity
      from stock st
      join order_lines ol on ol.unit_id = ${unitId} and ol.product_id = st.product_id
      join orders o on o.unit_id = ${unitId} and o.id = ol.order_id
     where o.status = 'LOCKED' and (o.locked_on, o.locked_at) >= (st.count_date, st.count_at)
     group by st.product_id, st.supplier_unit_id
  ),
  figures as (
    select st.*, coalesce(sold.quantity, 0) as sold,
           st.counted_quantity + st.patched_quantity - coalesce(sold.quantity, 0) as stock_quantity
      from stock st
      left join sold on sold.product_id = st.product_id and sold.supplier_unit_id = st.supplier_unit_id
       and st.current_supplier_unit_id = st.supplier_unit_id
  ),
  valued as (
    select f.product_id, f.supplier_unit_id, f.product_number, f.product_name, f.unit_of_measure_code,
           f.supplier_name, f.supplier_organization_number, f.count_date::text as last_count_date,
           round(f.counted_quantity, 4)::text as counted_quantity, round(f.patched_quantity, 4)::text as patched_quantity,
           round(f.sold, 4)::text as sold_quantity, round(f.stock_quantity, 4) as quantity,
           round(case when f.received_quantity = 0 then f.count_price
                      else f.received_value / f.received_quantity end, 4)::text as average_purchase_price,
           round(case when f.received_quantity = 0 then f.stock_quantity * f.count_price
                      else f.stock_quantity * f.received_value / f.received_quantity end, 2) as value
      from figures f
  )`;

/** One stock row as stockFigures answers it. */
export type StockFigureRow = {
  product_id: string;
  supplier_unit_id: string;
  product_number: string;
  product_name: string;
  unit_of_measure_code: string;
  supplier_name: string;
  supplier_organization_number: string | null;
  last_count_date: string;
  counted_quantity: string;
  patched_quantity: string;
  sold_quantity: string;
  quantity: string;
  average_purchase_price: string;
  value: string;
};

/** The stock rows in scope and order: the report, and a page of the /warehouse list with its totals. */
export async function stockRows(
  tx: Tx,
  unitId: string,
  scope: StockScope,
  options: { orderBy: SQL; where?: SQL; window?: { limit: number; offset: number } },
): Promise<{ rows: StockFigureRow[]; totalCount: number; totalValue: string }> {
  const filtered = sql`filtered as (select * from valued ${options.where ? sql`where ${options.where}` : sql``})`;
  const window = options.window ? sql`limit ${options.window.limit} offset ${options.window.offset}` : sql``;
  // One statement: the figures are computed once for the page and for the totals over all that match.
  const rows = await selectRows<StockFigureRow & { total_count: number; total_value: string }>(
    tx,
    sql`with ${stockFigures(unitId, scope)}, ${filtered}
        select totals.total_count, totals.total_value, page.*
          from (select count(*)::int as total_count, coalesce(sum(value), 0)::text as total_value from filtered) totals
          left join lateral (select * from filtered order by ${options.orderBy} ${window}) page on true
         order by ${options.orderBy}`,
  );
  const first = rows[0]!;
  return {
    rows: first.product_id === null ? [] : rows.map(({ total_count: _c, total_value: _v, ...row }) => row),
    totalCount: first.total_count,
    totalValue: first.total_value,
  };
}

/** Σ stock quantity of each product over its suppliers; a product without a count is absent. */
export async function stockQuantities(tx: Tx, unitId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return new Map<string, string>();
  const rows = await selectRows<{ product_id: string; quantity: string }>(
    tx,
    sql`with ${stockFigures(unitId, { productIds })}
        select product_id, sum(quantity)::text as quantity from valued group by product_id`,
  );
  return new Map(rows.map((row) => [row.product_id, row.quantity]));
}

/** A movement of the history, with what it came from. */
export type WarehouseMovementRow = StockHistoryEntry & {
  patchId: string | null;
  orderId: string | null;
  orderNumber: string | null;
};

type MovementRow = {
  kind: StockMovement['kind'];
  date: string;
  at: string;
  quantity: string;
  purchase_price: string | null;
  patch_id: string | null;
  order_id: string | null;
  order_number: string | null;
};

/**
 * The movements of a (product, supplier) from its count before last on (or its only count), each
 * with the stock after it (the domain's stockHistory), newest first.
 */
export async function stockHistoryOf(
  tx: Tx,
  unitId: string,
  pair: StockPair,
  limit: number,
): Promise<WarehouseMovementRow[]> {
  if (!isUuid(pair.productId) || !isUuid(pair.supplierUnitId)) return [];
  const movements = await selectRows<MovementRow>(
    tx,
    sql`with counts as (
          select date, moment_at from warehouse_patch_lines
           where unit_id = ${unitId} and product_id = ${pair.productId} and supplier_unit_id = ${pair.supplierUnitId}
             and checkpoint
           order by date desc, moment_at desc limit 2),
        start as (select date, moment_at from counts order by date, moment_at limit 1)
        select case when l.checkpoint then 'COUNT' else 'PATCH' end as kind, l.date::text as date,
               ${isoInstant(sql`l.moment_at`)} as at, l.quantity::text as quantity,
               l.purchase_price::text as purchase_price, l.patch_id, null::uuid as order_id, null as order_number
          from warehouse_patch_lines l, start
         where l.unit_id = ${unitId} and l.product_id = ${pair.productId} and l.supplier_unit_id = ${pair.supplierUnitId}
           and (l.date, l.moment_at) >= (start.date, start.moment_at)
        union all
        select 'SALE', o.locked_on::text, ${isoInstant(sql`o.locked_at`)}, ol.quantity::text, null, null, o.id, o.number
          from order_lines ol
          join orders o on o.unit_id = ol.unit_id and o.id = ol.order_id
          join products p on p.unit_id = ol.unit_id and p.id = ol.product_id, start
         where ol.unit_id = ${unitId} and ol.product_id = ${pair.productId}
           and p.supplier_unit_id = ${pair.supplierUnitId}
           and o.status = 'LOCKED' and (o.locked_on, o.locked_at) >= (start.date, start.moment_at)`,
  );
  // stockHistory keeps each movement's own properties (it spreads them), so the sources ride along.
  const history = stockHistory(
    movements.map((row) => ({
      kind: row.kind,
      date: row.date,
      at: row.at,
      quantity: row.quantity,
      purchasePrice: row.purchase_price,
      patchId: row.patch_id,
      orderId: row.order_id,
      orderNumber: row.order_number,
    })),
  ) as WarehouseMovementRow[];
  return history.reverse().slice(0, limit);
}

/** A product the count of a supplier lists, prefilled. */
export type ExpectedCountRow = {
  product_id: string;
  product_number: string;
  product_name: string;
  unit_of_measure_code: string;
  expected_quantity: string;
  purchase_price: string;
};

/**
 * What a full count of the supplier on the date lists: its products active on the date and those
 * with stock from it, by number, each with the stock now and a purchase price (the product's on
 * the date, else the last count's or patch's, else 0). Only products whose supplier it is now: a
 * count of another supplier's product is refused (other_supplier).
 */
export async function expectedCount(tx: Tx, unitId: string, supplierUnitId: string, date: string) {
  if (!isUuid(supplierUnitId)) return [];
  return selectRows<ExpectedCountRow>(
    tx,
    sql`with ${stockFigures(unitId, { supplierUnitId })}
        select p.id as product_id, p.number as product_number, p.name as product_name, p.unit_of_measure_code,
               round(coalesce(v.quantity, 0), 4)::text as expected_quantity,
               round(coalesce(
                 (select pp.purchase_price from product_prices pp
                   where pp.unit_id = p.unit_id and pp.product_id = p.id and pp.valid_from <= ${date}
                     and (pp.valid_to is null or pp.valid_to >= ${date}) limit 1),
                 (select l.purchase_price from warehouse_patch_lines l
                   where l.unit_id = p.unit_id and l.product_id = p.id and l.supplier_unit_id = ${supplierUnitId}
                   order by l.date desc, l.moment_at desc limit 1),
                 0), 4)::text as purchase_price
          from products p
          left join valued v on v.product_id = p.id
         where p.unit_id = ${unitId} and p.supplier_unit_id = ${supplierUnitId}
           and (v.product_id is not null or exists (
                 select 1 from product_active_periods a
                  where a.unit_id = p.unit_id and a.product_id = p.id and a.active_from <= ${date}
                    and (a.active_to is null or a.active_to >= ${date})))
         order by lower(p.number), p.id`,
  );
}
