// mount: the invoice page (/invoices/:id), among the header's actions, for an invoice and a credit note alike.
import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The invoice page's way to its PDFs (/invoices/:id/pdf); whoever may see the invoice may see
 * them. `type` opens one directly (an overdue notice's row: overdueNotice); `maxDate` shows the
 * document as of that day.
 */
export function InvoicePdfButton({
  invoiceId,
  type,
  maxDate,
}: {
  invoiceId: string;
  type?: 'invoice' | 'creditNote' | 'overdueNotice';
  maxDate?: string;
}) {
  const { t } = useTranslation('invoicePdf');
  const query = new URLSearchParams({ ...(type ? { type } : {}), ...(maxDate ? { maxDate } : {}) }).toString();
  return (
    <Button
      component={Link}
      to={`/invoices/${invoiceId}/pdf${query ? `?${query}` : ''}`}
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
    >
      {t(type ? `open.${type}` : 'action')}
    </Button>
  );
}
