import { and, asc, eq } from 'drizzle-orm';
import { NORWAY, type InvoiceDocumentType, type Locale } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { MailAttachment } from '../../mail/mailer.js';
import { files } from '../files/tables.js';
import { invoicePdfView, type InvoicePdfView } from '../invoices/invoice-pdf.js';
import { invoiceAttachments } from '../invoices/tables.js';
import type { InvoiceRow } from './send.js';

/**
 * The customer's language, as for an order's mail: Norwegian (nb) for a buyer in Norway, English for
 * one abroad, by the country frozen on the invoice.
 */
export const customerLocaleOf = (invoice: InvoiceRow): Locale =>
  (invoice.customerParty.countryCode ?? NORWAY) === NORWAY ? 'nb' : 'en';

/** What a sending of the invoice sends: the invoice or credit note itself, or the named overdue notice of it. */
export const sentDocumentType = (
  invoice: InvoiceRow,
  overdueNoticeId: string | null | undefined,
): InvoiceDocumentType =>
  overdueNoticeId ? 'overdueNotice' : invoice.kind === 'CREDIT_NOTE' ? 'creditNote' : 'invoice';

/**
 * The view of the document a sending sends, in the customer's language. A notice that is not one of
 * this invoice's (another invoice's, another unit's, none) is NOT_FOUND, as is a notice of a credit note.
 */
export function sentDocumentView(
  tx: Tx,
  invoice: InvoiceRow,
  overdueNoticeId: string | null | undefined,
): Promise<InvoicePdfView> {
  return invoicePdfView(tx, invoice.id, sentDocumentType(invoice, overdueNoticeId), {
    locale: customerLocaleOf(invoice),
    noticeId: overdueNoticeId ?? null,
  });
}

/** The files the invoice was issued with, bytes included, in their order: sent along with its mail. */
export function invoiceAttachmentFiles(tx: Tx, invoice: InvoiceRow): Promise<MailAttachment[]> {
  return tx
    .select({ fileName: files.fileName, contentType: files.contentType, data: files.data })
    .from(invoiceAttachments)
    .innerJoin(files, and(eq(files.unitId, invoiceAttachments.unitId), eq(files.id, invoiceAttachments.fileId)))
    .where(and(eq(invoiceAttachments.unitId, invoice.unitId), eq(invoiceAttachments.invoiceId, invoice.id)))
    .orderBy(asc(invoiceAttachments.position));
}
