import { BANK_FILE_FORMATS, PAYMENT_SOURCES, paymentSource } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit, todayOf } from '../../graphql/context.js';
import { related } from '../../graphql/loaders.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { InvoiceType } from '../invoices/schema.js';
import { invoices } from '../invoices/tables.js';
import { importBankFile, type BankImportResult, type SkippedBankEntry } from './bank-import.js';
import {
  BANK_IMPORT_ORDER_BY,
  paymentsOf,
  type BankPaymentImportRow,
  type InvoicePaymentRow,
  type UnmatchedBankPayment,
} from './repository.js';
import { invoicePaymentService } from './service.js';

/** As the invoices: reading them is part of seeing sales, registering payments part of invoicing. */
const READ_FLAG = 'canViewSales';
const WRITE_FLAG = 'canSendSellerInvoice';

const PaymentSourceEnum = builder.enumType('PaymentSource', {
  description: 'MANUAL: typed in by hand; BANK_FILE: imported from a bank file of KID payments',
  values: PAYMENT_SOURCES,
});

const BankFileFormatEnum = builder.enumType('BankFileFormat', {
  description: 'OCR: Nets OCR giro; CAMT054: ISO 20022 camt.054 (BankToCustomerDebitCreditNotification)',
  values: BANK_FILE_FORMATS,
});

export const InvoicePaymentType = builder.objectRef<InvoicePaymentRow>('InvoicePayment').implement({
  description: 'A payment received on an invoice',
  fields: (t) => ({
    id: t.exposeID('id'),
    paymentDate: t.expose('paymentDate', { type: 'Date' }),
    amount: t.expose('amount', { type: 'Decimal' }),
    kid: t.exposeString('kid', { nullable: true, description: 'The KID the payer gave (imported payments)' }),
    archiveReference: t.exposeString('archiveReference', {
      nullable: true,
      description: "The bank's reference of the transaction (imported payments)",
    }),
    source: t.field({ type: PaymentSourceEnum, resolve: (payment) => paymentSource(payment) }),
    note: t.exposeString('note', { nullable: true }),
    invoice: t.field({
      type: InvoiceType,
      resolve: (payment, _args, ctx) => related(ctx, invoices, payment.invoiceId)!.then((row) => row!),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.objectField(InvoiceType, 'payments', (t) =>
  t.field({
    type: [InvoicePaymentType],
    description: 'The payments received on it, oldest first',
    resolve: (invoice, _args, ctx) => ctx.loaders.get('invoice:payments', paymentsOf).load(invoice.id),
  }),
);

const UnmatchedBankPaymentType = builder.objectRef<UnmatchedBankPayment>('UnmatchedBankPayment').implement({
  description: 'A payment of a bank file that no invoice took, for a person to place',
  fields: (t) => ({
    kid: t.exposeString('kid', { description: "'' when the payment carries none" }),
    amount: t.expose('amount', { type: 'Decimal' }),
    paymentDate: t.expose('paymentDate', { type: 'Date' }),
    archiveReference: t.exposeString('archiveReference'),
    reason: t.exposeString('reason', {
      description:
        'missing_kid, invalid_kid, unknown_kid, ambiguous_kid (several invoices have it), not_positive (a reversal), overpayment',
    }),
    invoice: t.field({
      type: InvoiceType,
      nullable: true,
      description: 'The invoice it would have paid too much of (overpayment)',
      resolve: (payment, _args, ctx) => related(ctx, invoices, payment.invoiceId ?? null),
    }),
  }),
});

const SkippedBankEntryType = builder.objectRef<SkippedBankEntry>('SkippedBankEntry').implement({
  description: 'An entry of a camt.054 file left out: not booked yet, or in another currency than NOK',
  fields: (t) => ({
    reason: t.exposeString('reason', { description: 'not_booked or unsupported_currency' }),
    entry: t.exposeInt('entry', { nullable: true, description: 'The 1-based Ntry of the file' }),
    transaction: t.exposeInt('transaction', { nullable: true }),
    detail: t.exposeString('detail', { description: 'The status or currency' }),
  }),
});

const BankPaymentImportType = builder.objectRef<BankPaymentImportRow>('BankPaymentImport').implement({
  description: 'A bank file of incoming KID payments as it was imported',
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    format: t.field({ type: BankFileFormatEnum, resolve: (row) => row.format }),
    matchedCount: t.exposeInt('matchedCount'),
    matchedAmount: t.expose('matchedAmount', { type: 'Decimal' }),
    duplicateCount: t.exposeInt('duplicateCount', { description: 'Payments imported before, left out' }),
    unmatched: t.field({
      type: [UnmatchedBankPaymentType],
      resolve: (row) => row.unmatched as UnmatchedBankPayment[],
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const BankPaymentImportResultType = builder.objectRef<BankImportResult>('BankPaymentImportResult').implement({
  fields: (t) => ({
    import: t.field({ type: BankPaymentImportType, resolve: (result) => result.import }),
    matched: t.field({
      type: [InvoicePaymentType],
      description: 'The payments registered on their invoices',
      resolve: (result) => result.matched,
    }),
    unmatched: t.field({ type: [UnmatchedBankPaymentType], resolve: (result) => result.unmatched }),
    duplicates: t.int({
      description: 'Payments whose archive reference was imported before (or repeated in the file): left out',
      resolve: (result) => result.duplicates,
    }),
    skipped: t.field({ type: [SkippedBankEntryType], resolve: (result) => result.skipped }),
  }),
});

const RegisterPaymentInput = builder.inputType('RegisterPaymentInput', {
  fields: (t) => ({
    paymentDate: t.field({ type: 'Date', required: true, description: 'Today or earlier' }),
    amount: t.field({
      type: 'Decimal',
      required: true,
      description: 'Above 0 and at most what the invoice still owes (its reminder fees included)',
    }),
    note: t.string(),
  }),
});

builder.mutationField('registerPayment', (t) =>
  t.field({
    type: InvoicePaymentType,
    description: 'Registers a payment received on an invoice; partial payments are allowed, an overpayment is refused',
    args: {
      invoiceId: t.arg.id({ required: true }),
      input: t.arg({ type: RegisterPaymentInput, required: true }),
    },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, { invoiceId, input }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        invoicePaymentService.register(tx, actorOf(ctx, unitId), String(invoiceId), input, todayOf(ctx)),
      ),
  }),
);

builder.mutationField('deletePayment', (t) =>
  t.field({
    type: InvoicePaymentType,
    description:
      'Deletes a payment typed in by hand; an imported payment is refused (VALIDATION base imported_payment)',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => invoicePaymentService.remove(tx, actorOf(ctx, unitId), String(id))),
  }),
);

builder.mutationField('importBankPayments', (t) =>
  t.field({
    type: BankPaymentImportResultType,
    description:
      'Imports a bank file of KID payments uploaded with POST /files?kind=bank_file (Nets OCR giro or camt.054): ' +
      'matched payments are registered, the rest listed; a file that cannot be read changes nothing (VALIDATION fileId)',
    args: { fileId: t.arg.id({ required: true, description: 'The signedBlobId of the upload' }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, { fileId }, ctx) =>
      inUnit(ctx, (tx, unitId) => importBankFile(tx, actorOf(ctx, unitId), String(fileId), todayOf(ctx))),
  }),
);

const BankPaymentImportFiltersInput = builder.inputType('BankPaymentImportFilters', {
  fields: (t) => ({ format: t.field({ type: BankFileFormatEnum }) }),
});

pagedListQuery('bankPaymentImports', {
  description:
    'The bank files of KID payments imported into the current unit, newest first, with what they could not match',
  item: BankPaymentImportType,
  itemName: 'BankPaymentImport',
  orderBy: orderByEnum('BankPaymentImport', BANK_IMPORT_ORDER_BY),
  defaultOrderBy: 'created_at',
  defaultDirection: 'DESC',
  filters: BankPaymentImportFiltersInput,
  access: access.flags(READ_FLAG),
  resolve: (request, ctx) => inUnit(ctx, (tx, unitId) => invoicePaymentService.listImports(tx, unitId, request)),
});
