/** Sweep fixtures of sending: the unit's invoice by post, naming its overdue notice; a batch printed for the post. */
import { ref, type OperationFixture } from './refs.js';

export const INVOICE_DELIVERY_OPERATIONS: Record<string, OperationFixture> = {
  sendInvoice: { variables: { id: ref('invoice'), input: { channel: 'MAIL', overdueNoticeId: ref('overdueNotice') } } },
  printInvoices: { variables: { ids: [ref('invoice')] } },
};
