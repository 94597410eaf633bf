import { ORDER_PDF_TYPES } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit } from '../../graphql/context.js';
import { MailAttachmentType, MailAttemptType, MailStatusEnum, type MailStatus } from '../../mail/schema.js';
import { OrderType } from '../orders/schema.js';
import type { OrderMailEntry } from './log.js';
import { defaultRecipientsOf, orderMailService } from './service.js';

export const OrderPdfTypeEnum = builder.enumType('OrderPdfType', {
  description: 'The PDFs of an order: the packing slip has no prices',
  values: ORDER_PDF_TYPES,
});

const OrderMailType = builder.objectRef<OrderMailEntry>('OrderMail').implement({
  description: 'A mail of an order’s log: which PDF went to whom, and how its delivery went',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The mail's id" }),
    pdfType: t.field({ type: OrderPdfTypeEnum, resolve: (entry) => entry.pdfType }),
    recipient: t.exposeString('recipient'),
    subject: t.exposeString('subject'),
    status: t.field({ type: MailStatusEnum, resolve: (entry) => entry.status as MailStatus }),
    error: t.exposeString('error', { nullable: true, description: "The last refusal's SMTP answer" }),
    attempts: t.field({ type: [MailAttemptType], resolve: (entry) => entry.attempts }),
    attachments: t.field({ type: [MailAttachmentType], resolve: (entry) => entry.attachments }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was queued' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true, description: 'When the SMTP server accepted it' }),
  }),
});

builder.objectField(OrderType, 'mails', (t) =>
  t.field({
    type: [OrderMailType],
    description: 'The mails sent with the order’s PDFs, oldest first',
    resolve: (order, _args, ctx) => ctx.loaders.get('order:mails', orderMailService.log).load(order.id),
  }),
);

builder.objectField(OrderType, 'defaultMailRecipient', (t) =>
  t.string({
    nullable: true,
    description: "Where the order is e-mailed unless told otherwise: the customer's invoice e-mail, else a contact's",
    resolve: (order, _args, ctx) =>
      ctx.loaders.get('order:defaultMailRecipient', defaultRecipientsOf).load(order.customerId),
  }),
);

const EmailOrderInput = builder.inputType('EmailOrderInput', {
  fields: (t) => ({
    pdfType: t.field({ type: OrderPdfTypeEnum, required: true }),
    recipient: t.string({ description: "An e-mail address; the customer's (defaultMailRecipient) when left out" }),
    message: t.string({ description: 'Put above the standard text of the mail' }),
  }),
});

builder.mutationField('emailOrder', (t) =>
  t.field({
    type: OrderMailType,
    description:
      "Queues a mail with the order's PDF of the given type attached, in the customer's language; a cancelled order is refused (VALIDATION base)",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: EmailOrderInput, required: true }) },
    access: access.flags('canSendSellerInvoice'),
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => orderMailService.email(tx, actorOf(ctx, unitId), String(args.id), args.input)),
  }),
);
