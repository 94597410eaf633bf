import { and, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import {
  statisticsBucketStart,
  statisticsBuckets,
  statisticsRequestProblems,
  sumMoney,
  toMoney,
  TOP_CUSTOMER_COUNT,
  type InvoiceStatisticsField,
  type StatisticsBucket,
  type StatisticsInterval,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { refuseInvalid } from '../../errors/app-error.js';
import { statusWhere } from '../invoices/repository.js';
import { invoicePayments, invoices } from '../invoices/tables.js';

export type InvoiceStatisticsRequest = {
  from: string;
  to: string;
  fields: readonly InvoiceStatisticsField[];
  interval: StatisticsInterval;
  currencyCode: string;
};

export type InvoiceStatisticsBucketView = StatisticsBucket & {
  invoicedAmount: string | null;
  invoiceCount: number | null;
  paidAmount: string | null;
  creditedAmount: string | null;
};

export type TopCustomerView = { customerId: string; invoicedAmount: string; invoiceCount: number };

export type InvoiceStatisticsView = {
  from: string;
  to: string;
  interval: StatisticsInterval;
  currencyCode: string;
  currencyCodes: string[];
  buckets: InvoiceStatisticsBucketView[];
  invoicedAmount: string | null;
  invoiceCount: number | null;
  paidAmount: string | null;
  creditedAmount: string | null;
  outstandingAmount: string | null;
  overdueAmount: string | null;
  topCustomers: TopCustomerView[] | null;
};

const MODEL = 'invoiceStatistics';

/** What remains of an invoice today, from the sums its payments and credit notes keep on it. */
const remainingNow = sql`(${invoices.payableAmount} - ${invoices.creditedAmount} - ${invoices.paidAmount})`;

/** The unit's invoices and credit notes of the asked currency issued from … to (the (unit_id, issue_date) index). */
const issuedInPeriod = (unitId: string, request: InvoiceStatisticsRequest) =>
  and(
    eq(invoices.unitId, unitId),
    gte(invoices.issueDate, request.from),
    lte(invoices.issueDate, request.to),
    eq(invoices.currencyCode, request.currencyCode),
  );

/** An exact sum of numeric(18, 2) values as SQL text with two decimals ("0.00" when none). */
const total = (value: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${value}), 0)::numeric(20, 2)::text`;

type DayRow = { day: string; invoiced: string; credited: string; count: number };

/**
 * The unit's invoices and credit notes of the currency issued from … to, summed per issue date
 * (the (unit_id, issue_date) index gives the range); the days are put into buckets by the domain's
 * calendar rule, so SQL and the chart cannot disagree on where a week or month begins.
 */
async function issuedPerDay(tx: Tx, unitId: string, request: InvoiceStatisticsRequest): Promise<DayRow[]> {
  return tx
    .select({
      day: invoices.issueDate,
      invoiced: total(sql`${invoices.payableAmount}`),
      credited: total(sql`case when ${invoices.kind} = 'CREDIT_NOTE' then -${invoices.payableAmount} end`),
      count: sql<number>`(count(*) filter (where ${invoices.kind} = 'INVOICE'))::int`,
    })
    .from(invoices)
    .where(issuedInPeriod(unitId, request))
    .groupBy(invoices.issueDate);
}

/** Payments of the unit's invoices of the currency, summed per payment date from … to. */
async function paidPerDay(tx: Tx, unitId: string, request: InvoiceStatisticsRequest) {
  return tx
    .select({ day: invoicePayments.paymentDate, paid: total(sql`${invoicePayments.amount}`) })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(
      and(
        eq(invoicePayments.unitId, unitId),
        gte(invoicePayments.paymentDate, request.from),
        lte(invoicePayments.paymentDate, request.to),
        eq(invoices.currencyCode, request.currencyCode),
      ),
    )
    .groupBy(invoicePayments.paymentDate);
}

/**
 * What remained unpaid on `to` of the invoices issued until then: each invoice's payable amount less
 * its credit notes issued and its payments dated on or before `to`, never below zero (an invoice
 * paid and then credited owes nothing, it does not lower the others). Read as the stored remaining
 * amount plus what came after `to` (credit notes issued, payments dated later), which for a recent
 * `to` is a handful of rows rather than every credit note and payment of the unit.
 */
async function outstandingOn(tx: Tx, unitId: string, request: InvoiceStatisticsRequest): Promise<string> {
  const creditedLater = tx
    .select({
      invoiceId: sql<string>`${invoices.creditedInvoiceId}`.as('credited_invoice'),
      amount: sql<string>`-sum(${invoices.payableAmount})`.as('later_credit_sum'),
    })
    .from(invoices)
    .where(and(eq(invoices.unitId, unitId), eq(invoices.kind, 'CREDIT_NOTE'), gt(invoices.issueDate, request.to)))
    .groupBy(invoices.creditedInvoiceId)
    .as('credited_later');
  const paidLater = tx
    .select({
      invoiceId: sql<string>`${invoicePayments.invoiceId}`.as('paid_invoice'),
      amount: sql<string>`sum(${invoicePayments.amount})`.as('later_payment_sum'),
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.unitId, unitId), gt(invoicePayments.paymentDate, request.to)))
    .groupBy(invoicePayments.invoiceId)
    .as('paid_later');
  const [row] = await tx
    .select({
      amount: total(
        sql`greatest(${remainingNow} + coalesce(${creditedLater.amount}, 0) + coalesce(${paidLater.amount}, 0), 0)`,
      ),
    })
    .from(invoices)
    .leftJoin(creditedLater, eq(creditedLater.invoiceId, invoices.id))
    .leftJoin(paidLater, eq(paidLater.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.unitId, unitId),
        eq(invoices.kind, 'INVOICE'),
        lte(invoices.issueDate, request.to),
        eq(invoices.currencyCode, request.currencyCode),
      ),
    );
  return row!.amount;
}

/** What remains today of the invoices issued until `to` that are overdue today (the list's OVERDUE status). */
async function overdueToday(tx: Tx, unitId: string, request: InvoiceStatisticsRequest, today: string) {
  const [row] = await tx
    .select({
      amount: total(remainingNow),
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.unitId, unitId),
        lte(invoices.issueDate, request.to),
        eq(invoices.currencyCode, request.currencyCode),
        statusWhere('OVERDUE', today),
      ),
    );
  return row!.amount;
}

/** The customers with the largest invoiced amount (less credit notes) issued from … to; ties by customer. */
async function topCustomers(tx: Tx, unitId: string, request: InvoiceStatisticsRequest): Promise<TopCustomerView[]> {
  const invoiced = sql<string>`sum(${invoices.payableAmount})`;
  const rows = await tx
    .select({
      customerId: invoices.customerId,
      invoicedAmount: sql<string>`${invoiced}::numeric(20, 2)::text`,
      invoiceCount: sql<number>`(count(*) filter (where ${invoices.kind} = 'INVOICE'))::int`,
    })
    .from(invoices)
    .where(issuedInPeriod(unitId, request))
    .groupBy(invoices.customerId)
    .having(sql`${invoiced} > 0`)
    .orderBy(desc(invoiced), invoices.customerId)
    .limit(TOP_CUSTOMER_COUNT);
  return rows;
}

/** The currencies of the invoices issued from … to, the asked one first even when it has none. */
async function currenciesOf(tx: Tx, unitId: string, request: InvoiceStatisticsRequest): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ code: invoices.currencyCode })
    .from(invoices)
    .where(
      and(eq(invoices.unitId, unitId), gte(invoices.issueDate, request.from), lte(invoices.issueDate, request.to)),
    );
  const others = rows.map((row) => row.code).filter((code) => code !== request.currencyCode);
  return [request.currencyCode, ...others.sort()];
}

const sumOf = (values: readonly string[]) => sumMoney(values).toFixed(2);

export const invoiceStatisticsService = {
  /**
   * General invoice statistics (spec 001 §7.2) of one currency: amounts are never summed across
   * currencies (there are no exchange rates), `currencyCodes` names the others of the period. Only
   * the asked fields are computed; the others answer null.
   */
  async general(
    tx: Tx,
    unitId: string,
    request: InvoiceStatisticsRequest,
    today: string,
  ): Promise<InvoiceStatisticsView> {
    refuseInvalid(MODEL, statisticsRequestProblems(request.from, request.to, request.interval));
    const asked = new Set(request.fields);
    const perBucket = asked.has('INVOICED') || asked.has('INVOICE_COUNT') || asked.has('CREDITED');
    const issued = perBucket ? await issuedPerDay(tx, unitId, request) : [];
    const paid = asked.has('PAID') ? await paidPerDay(tx, unitId, request) : [];

    const buckets = statisticsBuckets(request.from, request.to, request.interval);
    const index = new Map(buckets.map((bucket, position) => [bucket.start, position]));
    const sums = buckets.map(() => ({
      invoiced: [] as string[],
      credited: [] as string[],
      paid: [] as string[],
      count: 0,
    }));
    const at = (day: string) => sums[index.get(statisticsBucketStart(day, request.interval))!]!;
    for (const row of issued) {
      const sum = at(row.day);
      sum.invoiced.push(row.invoiced);
      sum.credited.push(row.credited);
      sum.count += row.count;
    }
    for (const row of paid) at(row.day).paid.push(row.paid);

    const views = buckets.map((bucket, position) => {
      const sum = sums[position]!;
      return {
        ...bucket,
        invoicedAmount: asked.has('INVOICED') ? sumOf(sum.invoiced) : null,
        invoiceCount: asked.has('INVOICE_COUNT') ? sum.count : null,
        paidAmount: asked.has('PAID') ? sumOf(sum.paid) : null,
        creditedAmount: asked.has('CREDITED') ? sumOf(sum.credited) : null,
      };
    });
    const periodSum = (pick: (bucket: InvoiceStatisticsBucketView) => string | null) =>
      views.length > 0 && pick(views[0]!) !== null ? sumOf(views.map((view) => pick(view)!)) : null;
    return {
      from: request.from,
      to: request.to,
      interval: request.interval,
      currencyCode: request.currencyCode,
      currencyCodes: await currenciesOf(tx, unitId, request),
      buckets: views,
      invoicedAmount: periodSum((view) => view.invoicedAmount),
      invoiceCount: asked.has('INVOICE_COUNT') ? views.reduce((count, view) => count + view.invoiceCount!, 0) : null,
      paidAmount: periodSum((view) => view.paidAmount),
      creditedAmount: periodSum((view) => view.creditedAmount),
      outstandingAmount: asked.has('OUTSTANDING') ? toMoney(await outstandingOn(tx, unitId, request)).toFixed(2) : null,
      overdueAmount: asked.has('OVERDUE') ? await overdueToday(tx, unitId, request, today) : null,
      topCustomers: asked.has('TOP_CUSTOMERS') ? await topCustomers(tx, unitId, request) : null,
    };
  },
};
