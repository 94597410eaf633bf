import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { related } from '../../graphql/loaders.js';
import { actorOf, inUnit, todayOf, type GraphQLContext } from '../../graphql/context.js';
import { InvoiceType } from '../invoices/schema.js';
import { invoices } from '../invoices/tables.js';
import { noticesOf, type OverdueNoticeRow } from './repository.js';
import { amountDueWithFees, overdueNoticeService, type OverdueNoticeSuggestion } from './service.js';

/** Reading notices is part of seeing sales, sending them part of invoicing (as for invoices, docs/permissions.md). */
const WRITE_FLAG = 'canSendSellerInvoice';

const noticesLoader = (ctx: GraphQLContext) => ctx.loaders.get('invoice:overdueNotices', noticesOf);

const OverdueNoticeType = builder.objectRef<OverdueNoticeRow>('OverdueNotice');

OverdueNoticeType.implement({
  description: 'A reminder (purring) of an overdue invoice: its fee, its late-payment interest and the new due date',
  fields: (t) => ({
    id: t.exposeID('id'),
    sequence: t.exposeInt('sequence', { description: "1 for the invoice's first notice, 2 for the second …" }),
    issueDate: t.expose('issueDate', { type: 'Date' }),
    dueDate: t.expose('dueDate', { type: 'Date', description: 'The new due date it gave' }),
    charge: t.expose('charge', { type: 'Decimal', description: 'The reminder fee (purregebyr), 0 when none' }),
    interestAmount: t.expose('interestAmount', { type: 'Decimal', description: 'Late-payment interest, 0 when none' }),
    interestFrom: t.expose('interestFrom', { type: 'Date', nullable: true }),
    interestTo: t.expose('interestTo', { type: 'Date', nullable: true }),
    invoice: t.field({
      type: InvoiceType,
      resolve: (notice, _args, ctx) => related(ctx, invoices, notice.invoiceId)!.then((row) => row!),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const OverdueNoticeSuggestionType = builder.objectRef<OverdueNoticeSuggestion>('OverdueNoticeSuggestion').implement({
  description: 'What a new overdue notice of the invoice would be: the values the dialog opens with',
  fields: (t) => ({
    refusal: t.exposeString('refusal', {
      nullable: true,
      description:
        'Why no notice can be sent on the invoice (not_an_invoice, not_used, invoice_paid, invoice_credited), else null',
    }),
    earliestDate: t.expose('earliestDate', { type: 'Date', description: '14 days after the latest due date' }),
    issueDate: t.expose('issueDate', {
      type: 'Date',
      description: 'The date asked for, or the earliest date if later',
    }),
    dueDate: t.expose('dueDate', { type: 'Date', description: '14 days after the issue date' }),
    charge: t.expose('charge', {
      type: 'Decimal',
      description: "The unit's fee within the legal maximum; 0 after two fees",
    }),
    maxCharge: t.expose('maxCharge', { type: 'Decimal', description: 'The legal maximum fee on the issue date' }),
    unitCharge: t.expose('unitCharge', { type: 'Decimal', nullable: true, description: "The invoice settings' fee" }),
    chargedCount: t.exposeInt('chargedCount', { description: 'Notices of the invoice that charged a fee' }),
    maxChargedCount: t.exposeInt('maxChargedCount', { description: 'Fees allowed per invoice' }),
    interestAmount: t.expose('interestAmount', {
      type: 'Decimal',
      nullable: true,
      description: 'The late-payment interest the notice would claim; null when no rate is known for its days',
    }),
    interestFrom: t.expose('interestFrom', { type: 'Date', nullable: true }),
    interestTo: t.expose('interestTo', { type: 'Date', nullable: true }),
  }),
});

builder.objectFields(InvoiceType, (t) => ({
  overdueNotices: t.field({
    type: [OverdueNoticeType],
    description: 'Its overdue notices, first first',
    resolve: (invoice, _args, ctx) => noticesLoader(ctx).load(invoice.id),
  }),
  amountDueWithFees: t.field({
    type: 'Decimal',
    description:
      'What the customer owes: the remaining amount plus the fees and interest of its notices (payments count against the invoice amount)',
    resolve: async (invoice, _args, ctx) => amountDueWithFees(invoice, await noticesLoader(ctx).load(invoice.id)),
  }),
  overdueNoticeSuggestion: t.field({
    type: OverdueNoticeSuggestionType,
    description: 'The next overdue notice as the dialog suggests it, sent on `date` (today when left out) or later',
    args: { date: t.arg({ type: 'Date' }) },
    resolve: async (invoice, args, ctx) => {
      const notices = await noticesLoader(ctx).load(invoice.id);
      return inUnit(ctx, (tx) => overdueNoticeService.suggestion(tx, invoice, notices, args.date ?? todayOf(ctx)));
    },
  }),
}));

const CreateOverdueNoticeInput = builder.inputType('CreateOverdueNoticeInput', {
  fields: (t) => ({
    issueDate: t.field({ type: 'Date', required: true, description: 'At the earliest 14 days after the due date' }),
    dueDate: t.field({ type: 'Date', required: true, description: 'At least 14 days after the issue date' }),
    charge: t.field({
      type: 'Decimal',
      required: true,
      description: "The reminder fee: at most the unit's fee and the legal maximum of the issue date, 0 after two fees",
    }),
    includeInterest: t.boolean({
      required: true,
      description: 'Claim late-payment interest on the remaining amount up to the issue date',
    }),
  }),
});

builder.mutationField('createOverdueNotice', (t) =>
  t.field({
    type: OverdueNoticeType,
    description:
      'Sends an overdue notice (purring) on an invoice: its new due date becomes the invoice’s current due date; each refusal a VALIDATION of its own',
    args: {
      invoiceId: t.arg.id({ required: true }),
      input: t.arg({ type: CreateOverdueNoticeInput, required: true }),
    },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, { invoiceId, input }, ctx) =>
      inUnit(ctx, (tx, unitId) => overdueNoticeService.create(tx, actorOf(ctx, unitId), String(invoiceId), input)),
  }),
);
