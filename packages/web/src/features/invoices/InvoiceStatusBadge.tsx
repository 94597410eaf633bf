import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesDocumentStatus } from '@fjord/domain';
import { INVOICE_STATUS_COLORS } from './status';

/** An invoice's derived status as a coloured badge. */
export function InvoiceStatusBadge({ status }: { status: SalesDocumentStatus }) {
  const { t } = useTranslation('invoices');
  return (
    <Badge variant="light" color={INVOICE_STATUS_COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
