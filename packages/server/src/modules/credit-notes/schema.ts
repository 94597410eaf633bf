import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit, todayOf, type GraphQLContext } from '../../graphql/context.js';
import { InvoiceType } from '../invoices/schema.js';
import { OrderType } from '../orders/schema.js';
import { creditableLinesOf, type CreditableLineRow } from './repository.js';
import { creditNoteService } from './service.js';

/** As for invoices: reading is part of seeing sales, crediting and duplicating part of invoicing. */
const WRITE_FLAG = 'canSendSellerInvoice';

const creditableLines = (ctx: GraphQLContext) => ctx.loaders.get('invoice:creditableLines', creditableLinesOf);

const CreditableLineType = builder.objectRef<CreditableLineRow>('CreditableLine').implement({
  description: 'A line of an invoice with what its credit notes took and what remains to credit',
  fields: (t) => ({
    lineId: t.id({ resolve: (row) => row.line.id }),
    number: t.int({ description: 'The line number on the invoice, from 1', resolve: (row) => row.line.position + 1 }),
    itemName: t.string({ resolve: (row) => row.line.itemName }),
    quantity: t.field({ type: 'Decimal', resolve: (row) => row.line.quantity }),
    unitOfMeasureCode: t.string({ resolve: (row) => row.line.unitOfMeasureCode }),
    priceAmount: t.field({ type: 'Decimal', resolve: (row) => row.line.priceAmount }),
    creditedQuantity: t.field({
      type: 'Decimal',
      description: 'Taken back by credit notes so far (positive)',
      resolve: (row) => row.credited,
    }),
    remainingQuantity: t.field({
      type: 'Decimal',
      description: 'What may still be credited (positive)',
      resolve: (row) => row.remaining,
    }),
  }),
});

builder.objectFields(InvoiceType, (t) => ({
  creditableLines: t.field({
    type: [CreditableLineType],
    description: 'Its lines with what remains to credit; empty on a credit note',
    resolve: (invoice, _args, ctx) => creditableLines(ctx).load(invoice.id),
  }),
  creditReason: t.exposeString('creditReason', {
    nullable: true,
    description: 'Why a credit note credits its invoice',
  }),
}));

const CreditNoteLineInput = builder.inputType('CreditNoteLineInput', {
  fields: (t) => ({
    lineId: t.id({ required: true, description: "A line of the invoice (Invoice.creditableLines' lineId)" }),
    quantity: t.field({ type: 'Decimal', required: true, description: 'How much of it to credit, above 0' }),
  }),
});

const CreateCreditNoteInput = builder.inputType('CreateCreditNoteInput', {
  fields: (t) => ({
    issueDate: t.field({ type: 'Date', required: true }),
    lines: t.field({
      type: [CreditNoteLineInput],
      description: 'The lines and quantities to credit; left out or null: all that remains of the invoice',
    }),
    reason: t.string({ required: true, description: 'Why the invoice is credited (required on credit notes)' }),
    customNote: t.string(),
  }),
});

builder.mutationField('createCreditNote', (t) =>
  t.field({
    type: InvoiceType,
    description:
      'Credits an invoice, whole or chosen lines: a credit note from the invoice series that references it, never more than remains',
    args: {
      invoiceId: t.arg.id({ required: true }),
      input: t.arg({ type: CreateCreditNoteInput, required: true }),
    },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, { invoiceId, input }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        creditNoteService.create(tx, actorOf(ctx, unitId), String(invoiceId), {
          issueDate: input.issueDate,
          lines: input.lines
            ? input.lines.map((line) => ({ lineId: String(line.lineId), quantity: line.quantity }))
            : null,
          reason: input.reason,
          customNote: input.customNote,
        }),
      ),
  }),
);

builder.mutationField('duplicateInvoice', (t) =>
  t.field({
    type: [OrderType],
    description: "New open orders with the same lines as each of the invoice's orders, dated today",
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        creditNoteService.duplicateInvoice(tx, actorOf(ctx, unitId), String(args.id), todayOf(ctx)),
      ),
  }),
);
