import { MAX_PRINT_BATCH } from '@fjord/domain';
import type { Actor } from '../../db/audit.js';
import type { Tx } from '../../db/connection.js';
import { findOwn } from '../../db/records.js';
import { refuseInvalid } from '../../errors/app-error.js';
import { renderDocumentPdf } from '../../pdf/render.js';
import { invoicePdfView, type InvoicePdfView } from '../invoices/invoice-pdf.js';
import { invoices } from '../invoices/tables.js';
import type { Services } from '../../services.js';
import { postalAddressOf } from './channels/post.js';
import { customerLocaleOf, sentDocumentType } from './document.js';
import { deliveryLogsOf, type InvoiceDelivery } from './log.js';
import { invoiceDeliveryService } from './send.js';

const MODEL = 'invoiceDelivery';

/** The path of a batch's print PDF: the invoices' documents one after another, in the print layout. */
export const PRINT_BATCH_PATH = '/pdf/invoices';

export const printBatchUrl = (ids: readonly string[]) => `${PRINT_BATCH_PATH}?ids=${ids.join(',')}&layout=print`;

/**
 * Prints invoices and credit notes for the post in one go: each is recorded as delivered by post
 * (sendInvoice's service by post), all in this transaction, so one that cannot be printed (another unit's: NOT_FOUND;
 * no postal address: `no_postal_address` on `ids.<index>`) refuses the whole batch and saves nothing.
 * Answers the deliveries and the URL of the one PDF holding them all.
 */
export async function printInvoices(
  tx: Tx,
  actor: Actor,
  ids: readonly string[],
  services: Services,
): Promise<{ url: string; deliveries: InvoiceDelivery[] }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) refuseInvalid(MODEL, [{ attribute: 'ids', type: 'blank' }]);
  if (unique.length > MAX_PRINT_BATCH)
    refuseInvalid(MODEL, [{ attribute: 'ids', type: 'too_long', params: { count: MAX_PRINT_BATCH } }]);
  const started: string[] = [];
  for (const [index, id] of unique.entries()) {
    const invoice = await findOwn(tx, invoices, id, 'invoice');
    // Names the invoice of the batch that cannot be printed.
    if (!postalAddressOf(invoice)) refuseInvalid(MODEL, [{ attribute: `ids.${index}`, type: 'no_postal_address' }]);
    // Through the one send path: the 2027 mandate's check applies to a batch as to one invoice.
    const sent = await invoiceDeliveryService.send(tx, actor, invoice.id, { channel: 'MAIL' }, services);
    started.push(...sent.map((delivery) => delivery.id));
  }
  const logs = await deliveryLogsOf(tx, actor.unitId, unique);
  const all = logs.flat();
  const deliveries = started.map((id) => all.find((delivery) => delivery.id === id)!);
  return { url: printBatchUrl(unique), deliveries };
}

/** The views of a print batch, each in its buyer's language; another unit's invoice is NOT_FOUND. */
export async function printBatchViews(tx: Tx, ids: readonly string[]): Promise<InvoicePdfView[]> {
  const views: InvoicePdfView[] = [];
  for (const id of ids) {
    const invoice = await findOwn(tx, invoices, id, 'invoice');
    views.push(
      await invoicePdfView(tx, invoice.id, sentDocumentType(invoice, null), { locale: customerLocaleOf(invoice) }),
    );
  }
  return views;
}

/** The batch's one PDF, every document starting on a new sheet, each with its address in the envelope's window. */
export const renderPrintBatch = (views: readonly InvoicePdfView[]) => renderDocumentPdf(views, { layout: 'print' });
