import { INVOICE_STATISTICS_FIELDS, STATISTICS_INTERVALS } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, todayOf } from '../../graphql/context.js';
import { related } from '../../graphql/loaders.js';
import { CustomerType } from '../customers/schema.js';
import { customers } from '../customers/tables.js';
import {
  invoiceStatisticsService,
  type InvoiceStatisticsBucketView,
  type InvoiceStatisticsView,
  type TopCustomerView,
} from './service.js';

/** Statistics are part of seeing sales, like the invoice list (docs/permissions.md). */
const READ_FLAG = 'canViewSales';

export const StatisticsIntervalEnum = builder.enumType('StatisticsInterval', {
  description: 'A bucket of the statistics: a day, a week from Monday, a calendar month or year (Oslo dates)',
  values: STATISTICS_INTERVALS,
});

export const InvoiceStatisticsFieldEnum = builder.enumType('InvoiceStatisticsField', {
  description:
    'INVOICED, INVOICE_COUNT, PAID, CREDITED per bucket (and summed); OUTSTANDING on `to`, OVERDUE today, TOP_CUSTOMERS of the period',
  values: INVOICE_STATISTICS_FIELDS,
});

const BucketType = builder.objectRef<InvoiceStatisticsBucketView>('InvoiceStatisticsBucket').implement({
  fields: (t) => ({
    start: t.expose('start', { type: 'Date', description: 'The first day of the calendar period (its key)' }),
    from: t.expose('from', { type: 'Date', description: 'The first day counted: start, or `from` if later' }),
    to: t.expose('to', { type: 'Date', description: 'The last day counted: the period end, or `to` if earlier' }),
    invoicedAmount: t.expose('invoicedAmount', {
      type: 'Decimal',
      nullable: true,
      description: 'Payable amounts of the invoices issued in it, less its credit notes (INVOICED)',
    }),
    invoiceCount: t.exposeInt('invoiceCount', {
      nullable: true,
      description: 'Invoices issued in it, credit notes not counted (INVOICE_COUNT)',
    }),
    paidAmount: t.expose('paidAmount', { type: 'Decimal', nullable: true, description: 'Payments dated in it (PAID)' }),
    creditedAmount: t.expose('creditedAmount', {
      type: 'Decimal',
      nullable: true,
      description: 'Credit notes issued in it, positive (CREDITED)',
    }),
  }),
});

const TopCustomerType = builder.objectRef<TopCustomerView>('InvoiceStatisticsCustomer').implement({
  fields: (t) => ({
    customer: t.field({
      type: CustomerType,
      resolve: (row, _args, ctx) => related(ctx, customers, row.customerId)!.then((customer) => customer!),
    }),
    invoicedAmount: t.expose('invoicedAmount', {
      type: 'Decimal',
      description: 'Invoiced less credited in the period',
    }),
    invoiceCount: t.exposeInt('invoiceCount'),
  }),
});

const StatisticsType = builder.objectRef<InvoiceStatisticsView>('InvoiceStatistics').implement({
  description: 'General invoice statistics of one currency; amounts of other currencies are never added in',
  fields: (t) => ({
    from: t.expose('from', { type: 'Date' }),
    to: t.expose('to', { type: 'Date' }),
    interval: t.field({ type: StatisticsIntervalEnum, resolve: (view) => view.interval }),
    currencyCode: t.exposeString('currencyCode', { description: 'The currency every amount is in' }),
    currencyCodes: t.exposeStringList('currencyCodes', {
      description: 'This currency first, then every other currency invoiced in the period',
    }),
    buckets: t.field({
      type: [BucketType],
      description: 'Every bucket from the one holding `from` to the one holding `to`, empty ones too',
      resolve: (view) => view.buckets,
    }),
    invoicedAmount: t.expose('invoicedAmount', { type: 'Decimal', nullable: true }),
    invoiceCount: t.exposeInt('invoiceCount', { nullable: true }),
    paidAmount: t.expose('paidAmount', { type: 'Decimal', nullable: true }),
    creditedAmount: t.expose('creditedAmount', { type: 'Decimal', nullable: true }),
    outstandingAmount: t.expose('outstandingAmount', {
      type: 'Decimal',
      nullable: true,
      description: 'What remained unpaid on `to` of the invoices issued until then (OUTSTANDING)',
    }),
    overdueAmount: t.expose('overdueAmount', {
      type: 'Decimal',
      nullable: true,
      description: 'What remains today of the invoices issued until `to` that are overdue today (OVERDUE)',
    }),
    topCustomers: t.field({
      type: [TopCustomerType],
      nullable: true,
      description: 'The five customers with the largest invoiced amount in the period (TOP_CUSTOMERS)',
      resolve: (view) => view.topCustomers,
    }),
  }),
});

builder.queryField('generalInvoiceStatistics', (t) =>
  t.field({
    type: StatisticsType,
    description: 'Invoice statistics of the current unit per interval from … to (spec 001 §7.2)',
    args: {
      from: t.arg({ type: 'Date', required: true }),
      to: t.arg({ type: 'Date', required: true }),
      fields: t.arg({ type: [InvoiceStatisticsFieldEnum], required: true }),
      interval: t.arg({ type: StatisticsIntervalEnum, required: true }),
      currencyCode: t.arg.string({ defaultValue: 'NOK', description: 'The currency counted (default NOK)' }),
    },
    access: access.flags(READ_FLAG),
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        invoiceStatisticsService.general(
          tx,
          unitId,
          {
            from: args.from,
            to: args.to,
            fields: args.fields,
            interval: args.interval,
            currencyCode: (args.currencyCode ?? 'NOK').trim().toUpperCase(),
          },
          todayOf(ctx),
        ),
      ),
  }),
);
