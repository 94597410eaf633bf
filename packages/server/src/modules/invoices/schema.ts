import { CREDIT_NOTE_STATUS, INVOICE_KINDS, INVOICE_STATUSES, taxAmountInNok } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit, requireUnit, todayOf } from '../../graphql/context.js';
import { related } from '../../graphql/loaders.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { abortable } from '../access-requests/abortable.js';
import { CustomerType } from '../customers/schema.js';
import { customers } from '../customers/tables.js';
import { documentTotalFields, id, OrderAllowanceChargeType, OrderLineType } from '../orders/document-types.js';
import { OrderPartyType, OrderType } from '../orders/schema.js';
import { invoiceTopic } from './changes.js';
import { invoiceLoaders } from './relations.js';
import { INVOICE_ORDER_BY, type InvoiceRow } from './repository.js';
import { invoiceService } from './service.js';
import { stateOf, statusOf } from './standing.js';
import { invoices } from './tables.js';

/** Reading invoices is part of seeing sales; issuing them part of invoicing, as for orders (docs/permissions.md). */
const READ_FLAG = 'canViewSales';
const WRITE_FLAG = 'canSendSellerInvoice';

export const InvoiceKindEnum = builder.enumType('InvoiceKind', { values: INVOICE_KINDS });

export const InvoiceStatusEnum = builder.enumType('InvoiceStatus', {
  description: 'Derived from payments, credit notes and the due date; never set by hand',
  values: [...INVOICE_STATUSES, CREDIT_NOTE_STATUS] as const,
});

type PaymentMethodRow = { name: string; amount: string };

const InvoicePaymentMethodType = builder.objectRef<PaymentMethodRow>('InvoicePaymentMethod').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    amount: t.expose('amount', { type: 'Decimal' }),
  }),
});

export const InvoiceType = builder.objectRef<InvoiceRow>('Invoice');

InvoiceType.implement({
  description:
    'An issued invoice or credit note of the current unit; its content never changes after issue (corrections are credit notes)',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: InvoiceKindEnum, resolve: (invoice) => invoice.kind }),
    number: t.exposeString('number'),
    issueDate: t.expose('issueDate', { type: 'Date' }),
    dueDate: t.expose('dueDate', { type: 'Date' }),
    currentDueDate: t.expose('currentDueDate', {
      type: 'Date',
      description: 'The due date of its latest overdue notice, else its own',
    }),
    paymentTerm: t.exposeInt('paymentTerm', { description: 'Days from issue to due date' }),
    kid: t.exposeString('kid', { nullable: true }),
    currencyCode: t.exposeString('currencyCode'),
    exchangeRate: t.expose('exchangeRate', {
      type: 'Decimal',
      nullable: true,
      description: 'NOK for one unit of the currency when it is not NOK; a credit note has its invoice’s',
    }),
    taxAmountInNok: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'The VAT in NOK at the exchange rate, when the invoice is in another currency and has one',
      resolve: (invoice) => (invoice.exchangeRate ? taxAmountInNok(invoice.taxAmount, invoice.exchangeRate) : null),
    }),
    isExport: t.exposeBoolean('isExport'),
    customer: t.field({
      type: CustomerType,
      resolve: (invoice, _args, ctx) => related(ctx, customers, invoice.customerId)!.then((row) => row!),
    }),
    supplierParty: t.field({ type: OrderPartyType, resolve: (invoice) => invoice.supplierParty }),
    customerParty: t.field({ type: OrderPartyType, resolve: (invoice) => invoice.customerParty }),
    bban: t.exposeString('bban', { nullable: true }),
    iban: t.exposeString('iban', { nullable: true }),
    swift: t.exposeString('swift', { nullable: true }),
    customNote: t.exposeString('customNote', { nullable: true }),
    legalNotes: t.exposeStringList('legalNotes'),
    paymentMethods: t.field({
      type: [InvoicePaymentMethodType],
      resolve: (invoice, _args, ctx) => invoiceLoaders(ctx).paymentMethods.load(invoice.id),
    }),
    orders: t.field({
      type: [OrderType],
      resolve: (invoice, _args, ctx) => invoiceLoaders(ctx).orders.load(invoice.id),
    }),
    lines: t.field({
      type: [OrderLineType],
      description: "Its orders' lines, order by order",
      resolve: (invoice, _args, ctx) => invoiceLoaders(ctx).lines.load(invoice.id),
    }),
    allowanceCharges: t.field({
      type: [OrderAllowanceChargeType],
      resolve: (invoice, _args, ctx) => invoiceLoaders(ctx).allowanceCharges.load(invoice.id),
    }),
    ...documentTotalFields(t),
    paidAmount: t.expose('paidAmount', { type: 'Decimal' }),
    creditedAmount: t.expose('creditedAmount', {
      type: 'Decimal',
      description: 'The sum of its credit notes, positive',
    }),
    feesAmount: t.expose('feesAmount', {
      type: 'Decimal',
      description: 'The reminder fees and interest of its overdue notices, owed on top',
    }),
    remainingAmount: t.field({
      type: 'Decimal',
      description: 'What is left of the invoice itself: payable less credit notes and payments',
      resolve: (invoice, _args, ctx) => stateOf(invoice, todayOf(ctx)).remainingAmount,
    }),
    remainingWithFeesAmount: t.field({
      type: 'Decimal',
      description: 'What the customer still owes: the remaining amount and the fees',
      resolve: (invoice, _args, ctx) => stateOf(invoice, todayOf(ctx)).remainingWithFeesAmount,
    }),
    status: t.field({ type: InvoiceStatusEnum, resolve: (invoice, _args, ctx) => statusOf(invoice, todayOf(ctx)) }),
    creditedInvoice: t.field({
      type: InvoiceType,
      nullable: true,
      description: 'The invoice a credit note credits',
      resolve: (invoice, _args, ctx) => related(ctx, invoices, invoice.creditedInvoiceId),
    }),
    creditNotes: t.field({
      type: [InvoiceType],
      resolve: (invoice, _args, ctx) => invoiceLoaders(ctx).creditNotes.load(invoice.id),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.objectField(OrderType, 'invoice', (t) =>
  t.field({
    type: InvoiceType,
    nullable: true,
    description: 'The invoice that billed the order, once it is invoiced',
    resolve: (order, _args, ctx) => invoiceLoaders(ctx).ofOrder.load(order.id),
  }),
);

type InvoicePreview = Awaited<ReturnType<typeof invoiceService.preview>>;

const InvoicePreviewType = builder.objectRef<InvoicePreview>('InvoicePreview').implement({
  description: 'The amounts an invoice of the orders would have: one VAT breakdown over all their lines',
  fields: (t) => ({
    currencyCode: t.exposeString('currencyCode'),
    ...documentTotalFields(t),
  }),
});

const InvoiceFiltersInput = builder.inputType('InvoiceFilters', {
  fields: (t) => ({
    customerId: t.id(),
    status: t.field({ type: InvoiceStatusEnum }),
    kind: t.field({ type: InvoiceKindEnum }),
    dateFrom: t.field({ type: 'Date', description: 'Issued on or after' }),
    dateTo: t.field({ type: 'Date', description: 'Issued on or before' }),
    kid: t.string({ description: 'The whole KID; spaces are ignored' }),
  }),
});

const InvoicePaymentMethodInput = builder.inputType('InvoicePaymentMethodInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    amount: t.field({ type: 'Decimal', required: true }),
  }),
});

const CreateInvoiceInput = builder.inputType('CreateInvoiceInput', {
  fields: (t) => ({
    orderIds: t.idList({ required: true, description: 'Locked, not yet invoiced orders of one customer' }),
    issueDate: t.field({ type: 'Date', required: true }),
    dueDate: t.field({ type: 'Date', required: true }),
    paymentMethods: t.field({
      type: [InvoicePaymentMethodInput],
      required: true,
      description: 'Their amounts sum exactly to the payable amount',
    }),
    customNote: t.string({ description: "The invoice settings' note when left out" }),
    exchangeRate: t.field({
      type: 'Decimal',
      description:
        "NOK for one unit of the orders' currency, above 0, at most six decimals: required when it is not NOK, refused when it is",
    }),
    attachmentIds: t.idList({ description: 'Files uploaded with kind invoice_attachment; at most 15 MB together' }),
  }),
});

pagedListQuery('invoices', {
  description: 'The invoices and credit notes of the current unit (by number descending unless asked otherwise)',
  item: InvoiceType,
  itemName: 'Invoice',
  orderBy: orderByEnum('Invoice', INVOICE_ORDER_BY),
  defaultOrderBy: 'number',
  defaultDirection: 'DESC',
  filters: InvoiceFiltersInput,
  access: access.flags(READ_FLAG),
  resolve: (request, ctx) =>
    inUnit(ctx, (tx, unitId) =>
      invoiceService.list(
        tx,
        unitId,
        { ...request, filters: { ...request.filters, customerId: id(request.filters.customerId) } },
        todayOf(ctx),
      ),
    ),
});

builder.queryField('invoice', (t) =>
  t.field({
    type: InvoiceType,
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(READ_FLAG),
    resolve: (_root, args, ctx) => inUnit(ctx, (tx) => invoiceService.find(tx, String(args.id))),
  }),
);

builder.queryField('invoicePreview', (t) =>
  t.field({
    type: InvoicePreviewType,
    description: 'What createInvoice would total for these orders, refused as it would refuse them',
    args: { orderIds: t.arg.idList({ required: true }) },
    access: access.flags(READ_FLAG),
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => invoiceService.preview(tx, unitId, args.orderIds.map(String))),
  }),
);

builder.mutationField('createInvoice', (t) =>
  t.field({
    type: InvoiceType,
    description:
      "Issues an invoice of locked, not yet invoiced orders with the next number of the unit's invoice series",
    args: { input: t.arg({ type: CreateInvoiceInput, required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        invoiceService.create(tx, actorOf(ctx, unitId), {
          orderIds: input.orderIds.map(String),
          issueDate: input.issueDate,
          dueDate: input.dueDate,
          paymentMethods: input.paymentMethods,
          customNote: input.customNote,
          exchangeRate: input.exchangeRate,
          attachmentIds: input.attachmentIds?.map(String),
        }),
      ),
  }),
);

builder.subscriptionField('invoiceChanged', (t) =>
  t.field({
    type: InvoiceType,
    description:
      'The invoice each time it changes (a payment, a credit note, an overdue notice, a delivery), from any server process',
    args: { invoiceId: t.arg.id({ required: true }) },
    access: access.flags(READ_FLAG),
    subscribe: async (_root, args, ctx) => {
      const unitId = requireUnit(ctx);
      // Another unit's invoice, or none, is NOT_FOUND before anything is listened to.
      await inUnit(ctx, (tx) => invoiceService.find(tx, String(args.invoiceId)));
      return abortable((signal) => ctx.services.pubsub.subscribe(invoiceTopic(unitId, String(args.invoiceId)), signal));
    },
    resolve: (_payload, args, ctx) => inUnit(ctx, (tx) => invoiceService.find(tx, String(args.invoiceId))),
  }),
);
