import { invoiceMailProblems } from '@fjord/domain';
import { recordAudit } from '../../../db/audit.js';
import { refuseInvalid } from '../../../errors/app-error.js';
import { enqueueMails, type MailMessage } from '../../../mail/mailer.js';
import { renderDocumentPdf } from '../../../pdf/render.js';
import { titleOf } from '../../../pdf/sales-document.js';
import { invoicePdfFileName } from '../../invoices/invoice-pdf.js';
import { defaultRecipientsOf } from '../../order-mails/service.js';
import { readUnitInvoiceSetting } from '../../unit-settings/invoice-setting.js';
import { invoiceAttachmentFiles, sentDocumentView } from '../document.js';
import { startDeliveries } from '../log.js';
import { invoiceMailTexts } from '../mail-texts.js';
import type { ChannelSender } from '../send.js';

const MODEL = 'invoiceDelivery';

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/**
 * Sends an invoice, credit note or overdue notice by e-mail: to the recipient (the customer's
 * invoice e-mail when left out) and to each of the unit's copy addresses (invoiceEmailCopy, at most
 * 10 by the setting's rule), each mail a delivery of its own, PENDING until the mail job records
 * its outcome (mail-outcome.ts). The PDF is rendered now, in the customer's language, and stored
 * with each mail with the invoice's attachments, so every retry sends the same bytes. A refusal
 * (no or a bad address, too long a message, a notice not of this invoice) saves nothing.
 */
export const sendByEmail: ChannelSender = async (tx, actor, invoice, input) => {
  const view = await sentDocumentView(tx, invoice, input.overdueNoticeId);
  const values = {
    recipient:
      trimmed(input.recipient) ?? (await defaultRecipientsOf(tx, actor.unitId, [invoice.customerId]))[0] ?? null,
    message: trimmed(input.message),
  };
  refuseInvalid(MODEL, invoiceMailProblems(values));
  const recipient = values.recipient!;

  const settings = await readUnitInvoiceSetting(tx, actor.unitId);
  const copies = [...new Set(settings.invoiceEmailCopy.map((copy) => copy.trim()))].filter(
    (copy) => copy.toLowerCase() !== recipient.toLowerCase(),
  );
  const pdf = {
    fileName: invoicePdfFileName(view),
    contentType: 'application/pdf',
    data: await renderDocumentPdf(view),
  };
  const attachments = [pdf, ...(await invoiceAttachmentFiles(tx, invoice))];
  const texts = invoiceMailTexts({
    locale: view.locale,
    type: view.type,
    title: titleOf(view),
    number: invoice.number,
    companyName: invoice.supplierParty.name,
    dueDate: view.type === 'invoice' ? view.dueDate : view.type === 'overdueNotice' ? view.notice.dueDate : null,
    message: values.message,
  });
  const addresses = [recipient, ...copies];
  const messages: MailMessage[] = addresses.map((to) => ({ to, ...texts, attachments }));
  const mailIds = await enqueueMails(tx, actor.at, actor.unitId, messages);
  const deliveries = await startDeliveries(
    tx,
    actor,
    addresses.map((to, index) => ({
      invoiceId: invoice.id,
      overdueNoticeId: input.overdueNoticeId ?? null,
      channel: 'EMAIL' as const,
      recipient: to,
      mailId: mailIds[index]!,
    })),
  );
  await recordAudit(tx, actor, 'send', invoice.kind === 'CREDIT_NOTE' ? 'creditNote' : 'invoice', invoice.id, {
    number: invoice.number,
    channel: 'EMAIL',
    document: view.type,
    overdueNoticeId: input.overdueNoticeId ?? null,
    to: addresses,
    mailIds,
  });
  return deliveries.map((delivery) => delivery.id);
};
