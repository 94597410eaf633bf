import { invalid } from '../../../errors/app-error.js';
import { enqueueJob } from '../../../jobs/queue.js';
import { participantIdOf } from '../../../access-point/port.js';
import { ehfFindingsRefusal, validateInvoiceEhf } from '../ehf-findings.js';
import { ehfTransmitJob } from '../ehf-jobs.js';
import { startDeliveries } from '../log.js';
import { buyerParticipantOf, peppolDocumentTypeOf, receiverOf } from '../send-choice.js';
import type { ChannelSender } from '../send.js';
import { invoiceDeliveryDocuments } from '../tables.js';

/**
 * Sends an invoice or credit note by EHF through the access point. Refused (VALIDATION, nothing
 * saved): an overdue notice (Peppol BIS Billing has no reminder), a buyer without a Norwegian
 * organisation number, a buyer the network does not know or whose access point does not take this
 * document type, and an EHF with a fatal finding of the validator (one entry per finding; warnings
 * do not block). Otherwise the delivery is recorded BEFORE_SENDING with the XML as sent, and the
 * transmit job hands it to the access point once the transaction commits.
 */
export const sendByEhf: ChannelSender = async (tx, actor, invoice, input, services) => {
  if (input.overdueNoticeId) throw invalid('invoiceDelivery', 'channel', 'ehfNotForOverdueNotice');
  const receiver = buyerParticipantOf(invoice);
  if (!receiver) throw invalid('invoiceDelivery', 'channel', 'ehfNeedsOrganizationNumber');
  const documentType = peppolDocumentTypeOf(invoice);
  const registration = await receiverOf(services, receiver);
  if (!registration.registered)
    throw invalid('invoiceDelivery', 'channel', 'ehfReceiverNotRegistered', { participantId: receiver });
  if (!registration[documentType])
    throw invalid('invoiceDelivery', 'channel', 'ehfReceiverRefusesDocumentType', {
      participantId: receiver,
      documentType,
    });
  const { valid, findings, ehf } = await validateInvoiceEhf(tx, invoice.id);
  if (!valid) throw ehfFindingsRefusal(findings);
  // A valid EHF has the seller's organisation number (its endpoint, PEPPOL-EN16931-R020).
  const sender = participantIdOf(ehf.input.seller.organizationNumber ?? '');
  const [delivery] = await startDeliveries(tx, actor, [{ invoiceId: invoice.id, channel: 'EHF', recipient: receiver }]);
  await tx.insert(invoiceDeliveryDocuments).values({
    unitId: actor.unitId,
    deliveryId: delivery!.id,
    fileName: ehf.fileName,
    contentType: 'application/xml',
    content: ehf.xml,
    createdById: actor.userId,
    updatedById: actor.userId,
    createdAt: actor.at,
    updatedAt: actor.at,
  });
  await enqueueJob(tx, actor.at, ehfTransmitJob, {
    unitId: actor.unitId,
    key: delivery!.id,
    payload: { deliveryId: delivery!.id, sender, documentType },
  });
  return [delivery!.id];
};
