import { recordAudit } from '../../../db/audit.js';
import { refuseInvalid } from '../../../errors/app-error.js';
import { sentDocumentView } from '../document.js';
import { startDeliveries } from '../log.js';
import type { ChannelSender, InvoiceRow } from '../send.js';

const MODEL = 'invoiceDelivery';

/** The buyer's postal address on one line ("Fjellvang AS, Storgata 1, 0155 Oslo"), or null without street and place. */
export function postalAddressOf(invoice: InvoiceRow): string | null {
  const party = invoice.customerParty;
  const place = [party.zip, party.city].filter((part) => part?.trim()).join(' ');
  if (!party.address?.trim() || !place) return null;
  return [party.name, party.address.trim(), place, party.countryCode !== 'NO' ? party.countryCode : null]
    .filter(Boolean)
    .join(', ');
}

/**
 * Sends an invoice, credit note or overdue notice by post: the user prints it (the print layout,
 * its address in the window of a C5 or DL envelope) and posts it, so the delivery is recorded as
 * DELIVERED (printed) at once; its print URL (InvoiceDelivery.printUrl) gives the PDF. A buyer
 * without a postal address (street, postal code and place) is refused as `no_postal_address` on
 * `recipient`, and nothing is saved.
 */
export const sendByPost: ChannelSender = async (tx, actor, invoice, input) => {
  const view = await sentDocumentView(tx, invoice, input.overdueNoticeId);
  const address = postalAddressOf(invoice);
  if (!address) refuseInvalid(MODEL, [{ attribute: 'recipient', type: 'no_postal_address' }]);
  const [delivery] = await startDeliveries(tx, actor, [
    {
      invoiceId: invoice.id,
      overdueNoticeId: input.overdueNoticeId ?? null,
      channel: 'MAIL',
      recipient: address!,
    },
  ]);
  await recordAudit(tx, actor, 'print', invoice.kind === 'CREDIT_NOTE' ? 'creditNote' : 'invoice', invoice.id, {
    number: invoice.number,
    channel: 'MAIL',
    document: view.type,
    overdueNoticeId: input.overdueNoticeId ?? null,
  });
  return [delivery!.id];
};
