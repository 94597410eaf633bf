import type { SalesDocumentStatus } from '@fjord/domain';

/** The badge colour of each status, in the list and on the invoice. */
export const INVOICE_STATUS_COLORS: Record<SalesDocumentStatus, string> = {
  OPEN: 'blue',
  PARTLY_PAID: 'yellow',
  PAID: 'green',
  OVERDUE: 'red',
  CREDITED: 'gray',
  CREDIT_NOTE: 'grape',
};
