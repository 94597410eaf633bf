import { DELIVERY_CHANNELS, DELIVERY_STATES } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import type { Locale } from '@fjord/domain';
import { builder } from '../../graphql/builder.js';
import { actorOf, authorize, inUnit } from '../../graphql/context.js';
import { InvoiceType } from '../invoices/schema.js';
import { deliveryLogsOf, type DeliveryEvent, type InvoiceDelivery } from './log.js';
import { MailAttemptType } from '../../mail/schema.js';
import { defaultRecipientsOf } from '../order-mails/service.js';
import { INVOICE_PDF_PATH } from '../invoices/pdf-routes.js';
import { type EhfFindingView, validateInvoiceEhf } from './ehf-findings.js';
import { printInvoices } from './print.js';
import { invoiceDeliveryService } from './send.js';
import { sendChoiceOf, type ReceiverRegistration, type SendChoice } from './send-choice.js';

/** The print layout's PDF of what a post delivery sent (the route of the invoice's PDFs, ?layout=print). */
function printUrlOf(delivery: InvoiceDelivery): string | null {
  if (delivery.channel !== 'MAIL') return null;
  const type = delivery.overdueNoticeId
    ? `overdueNotice&noticeId=${delivery.overdueNoticeId}`
    : delivery.invoiceKind === 'CREDIT_NOTE'
      ? 'creditNote'
      : 'invoice';
  return `${INVOICE_PDF_PATH.replace(':id', delivery.invoiceId)}?type=${type}&layout=print`;
}

export const DeliveryChannelEnum = builder.enumType('DeliveryChannel', {
  description: 'How an invoice reaches the buyer: e-mail, post or EHF (Peppol BIS Billing 3.0)',
  values: DELIVERY_CHANNELS,
});

export const DeliveryStateEnum = builder.enumType('DeliveryState', {
  description:
    'Where a delivery stands. E-mail: PENDING, DELIVERED, FAILED. Post: DELIVERED (printed). EHF: BEFORE_SENDING, PENDING, SENT (awaiting reply), RECEIVED (by our access point), DELIVERED (to the receiver’s access point), FAILED',
  values: DELIVERY_STATES,
});

const DeliveryEventType = builder.objectRef<DeliveryEvent>('InvoiceDeliveryEvent').implement({
  description: 'A move of a delivery, with its time and what the other side answered',
  fields: (t) => ({
    state: t.field({ type: DeliveryStateEnum, resolve: (event) => event.state }),
    at: t.expose('at', { type: 'DateTime' }),
    detail: t.exposeString('detail', { nullable: true }),
  }),
});

export const InvoiceDeliveryType = builder.objectRef<InvoiceDelivery>('InvoiceDelivery').implement({
  description: 'One sending of an invoice, credit note or overdue notice by one channel, and where it stands',
  fields: (t) => ({
    id: t.exposeID('id'),
    channel: t.field({ type: DeliveryChannelEnum, resolve: (delivery) => delivery.channel }),
    state: t.field({ type: DeliveryStateEnum, resolve: (delivery) => delivery.state }),
    recipient: t.exposeString('recipient', {
      description: 'An e-mail address, the postal address on one line, or a Peppol id (0192:923609016)',
    }),
    overdueNoticeId: t.exposeID('overdueNoticeId', {
      nullable: true,
      description: 'Set when an overdue notice of the invoice was sent',
    }),
    failure: t.exposeString('failure', { nullable: true, description: 'Why it failed, as the other side answered' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last moved' }),
    events: t.field({ type: [DeliveryEventType], resolve: (delivery) => delivery.events }),
    attempts: t.field({
      type: [MailAttemptType],
      description: "E-mail: every attempt of the delivery's mail, a refused one with the SMTP server's answer",
      resolve: (delivery) => delivery.attempts,
    }),
    printUrl: t.string({
      nullable: true,
      description:
        'Post: the printed PDF (the print layout, its address in the envelope window), as GET with the session',
      resolve: printUrlOf,
    }),
  }),
});

const InvoicePrintType = builder.objectRef<{ url: string; deliveries: InvoiceDelivery[] }>('InvoicePrint').implement({
  description: 'A batch printed for the post: its one PDF and the deliveries it recorded',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The PDF of all the documents, each starting on a new sheet (GET)' }),
    deliveries: t.field({ type: [InvoiceDeliveryType], resolve: (print) => print.deliveries }),
  }),
});

builder.mutationField('printInvoices', (t) =>
  t.field({
    type: InvoicePrintType,
    description:
      'Prints invoices and credit notes for the post in one PDF and records each as delivered by post; another unit’s is NOT_FOUND, and a refusal saves nothing',
    args: { ids: t.arg.idList({ required: true }) },
    access: access.flags('canSendSellerInvoice'),
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => printInvoices(tx, actorOf(ctx, unitId), args.ids.map(String), ctx.services)),
  }),
);

builder.objectField(InvoiceType, 'deliveries', (t) =>
  t.field({
    type: [InvoiceDeliveryType],
    description: 'Every sending of the invoice and its overdue notices by e-mail, post or EHF, oldest first',
    resolve: (invoice, _args, ctx) => ctx.loaders.get('invoice:deliveries', deliveryLogsOf).load(invoice.id),
  }),
);

builder.objectField(InvoiceType, 'defaultMailRecipient', (t) =>
  t.string({
    nullable: true,
    description: "Where the invoice is e-mailed unless told otherwise: the customer's invoice e-mail, else a contact's",
    resolve: (invoice, _args, ctx) =>
      ctx.loaders.get('customer:defaultMailRecipient', defaultRecipientsOf).load(invoice.customerId),
  }),
);

const SendInvoiceInput = builder.inputType('SendInvoiceInput', {
  fields: (t) => ({
    channel: t.field({ type: DeliveryChannelEnum, required: true }),
    recipient: t.string({ description: "E-mail: the address; the customer's invoice e-mail when left out" }),
    message: t.string({ description: 'E-mail: put above the standard text of the mail' }),
    confirmed: t.boolean({
      description:
        'The user confirmed sending a domestic business buyer who can receive EHF by another channel (from 2027-01-01)',
    }),
    overdueNoticeId: t.id({ description: 'Sends this overdue notice of the invoice instead of the invoice' }),
  }),
});

builder.mutationField('sendInvoice', (t) =>
  t.field({
    type: [InvoiceDeliveryType],
    description:
      'Sends an invoice, credit note or overdue notice by e-mail, post or EHF; answers the deliveries it started',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SendInvoiceInput, required: true }) },
    access: access.flags('canSendSellerInvoice'),
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        invoiceDeliveryService.send(
          tx,
          actorOf(ctx, unitId),
          String(args.id),
          {
            ...args.input,
            overdueNoticeId: args.input.overdueNoticeId ? String(args.input.overdueNoticeId) : null,
          },
          ctx.services,
        ),
      ),
  }),
);

const EhfReceiverType = builder.objectRef<ReceiverRegistration>('EhfReceiver').implement({
  description: "The buyer in the Peppol network, as the access point's lookup (SMP) answers",
  fields: (t) => ({
    participantId: t.exposeString('participantId', { description: 'Scheme 0192 and the organisation number' }),
    registered: t.exposeBoolean('registered'),
    invoice: t.exposeBoolean('invoice', { description: 'Its access point takes invoices (Peppol BIS Billing 3.0)' }),
    creditNote: t.exposeBoolean('creditNote', { description: 'Its access point takes credit notes' }),
  }),
});

const SendChoiceType = builder.objectRef<SendChoice>('InvoiceSendChoice').implement({
  description:
    'How the send dialog offers the channels: EHF first when the buyer takes the document, else the customer’s method',
  fields: (t) => ({
    preferred: t.field({ type: DeliveryChannelEnum, resolve: (choice) => choice.preferred }),
    offered: t.field({
      type: [DeliveryChannelEnum],
      description: 'In the order offered; EHF only when the buyer’s access point takes the document',
      resolve: (choice) => choice.offered,
    }),
    needsConfirmation: t.field({
      type: [DeliveryChannelEnum],
      description:
        'Channels that need confirmed: true (from 2027-01-01, e-mail and post to a domestic business that takes EHF)',
      resolve: (choice) => choice.needsConfirmation,
    }),
    receiver: t.field({
      type: EhfReceiverType,
      nullable: true,
      description: 'Null when the buyer has no Norwegian organisation number',
      resolve: (choice) => choice.receiver,
    }),
  }),
});

const EhfFindingFlagEnum = builder.enumType('EhfFindingFlag', {
  description: 'FATAL blocks sending; WARNING does not',
  values: ['FATAL', 'WARNING'] as const,
});

const EhfFindingType = builder.objectRef<EhfFindingView>('EhfFinding').implement({
  description: 'A finding of the EHF validation (UBL schema, EN 16931 and Peppol rules)',
  fields: (t) => ({
    ruleId: t.exposeString('ruleId', { description: 'The rule, e.g. BR-CO-15 or PEPPOL-EN16931-R010' }),
    flag: t.field({
      type: EhfFindingFlagEnum,
      resolve: (finding) => (finding.flag === 'fatal' ? 'FATAL' : 'WARNING'),
    }),
    text: t.exposeString('text', { description: 'The rule’s message, in English as the rule files give it' }),
    field: t.exposeString('field', {
      nullable: true,
      description: 'The part of the invoice it is about (customer, supplier, lines.0, payment, totals …)',
    }),
    location: t.exposeString('location', { description: 'XPath in the EHF' }),
    message: t.string({
      description: 'The rule’s message in the signed-in user’s language (nb: the pack’s rules translated to Bokmål)',
      resolve: (finding, _args, ctx) => finding.messages[localeOf(ctx.user.locale)],
    }),
    terms: t.stringList({
      description:
        'The business terms of EN 16931 the rule names, in the user’s language: "Selgers mva-nummer (BT-31)"',
      resolve: (finding, _args, ctx) => finding.terms[localeOf(ctx.user.locale)],
    }),
  }),
});

const localeOf = (locale: string): Locale => (locale === 'nb' ? 'nb' : 'en');

const EhfValidationType = builder.objectRef<{ valid: boolean; findings: EhfFindingView[] }>('EhfValidation').implement({
  description: 'The EHF of an invoice or credit note checked as it would be sent',
  fields: (t) => ({
    valid: t.exposeBoolean('valid', { description: 'No fatal finding: it may be sent' }),
    findings: t.field({
      type: [EhfFindingType],
      description: 'Fatal ones first',
      resolve: (report) => report.findings,
    }),
  }),
});

builder.objectField(InvoiceType, 'sendChoice', (t) =>
  t.field({
    type: SendChoiceType,
    nullable: true,
    description:
      'The channels the send dialog offers and which need confirmation; asks the access point about the buyer (null with an error when it does not answer). Needs canViewSales',
    resolve: (invoice, _args, ctx) => {
      const unitId = authorize(ctx, 'canViewSales');
      return ctx.services.transactions.tenant(unitId, (tx) => sendChoiceOf(tx, ctx.services, invoice));
    },
  }),
);

builder.objectField(InvoiceType, 'ehfValidation', (t) =>
  t.field({
    type: EhfValidationType,
    description:
      'Its EHF built and validated as sending would: a fatal finding blocks sending by EHF. Needs canViewSales',
    resolve: async (invoice, _args, ctx) => {
      const unitId = authorize(ctx, 'canViewSales');
      const { valid, findings } = await ctx.services.transactions.tenant(unitId, (tx) =>
        validateInvoiceEhf(tx, invoice.id),
      );
      return { valid, findings };
    },
  }),
);
