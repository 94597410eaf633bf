import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The order page's way to its PDFs (/orders/:id/pdf); whoever may see the order may see them. */
export function OrderPdfButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orderPdf');
  return (
    <Button
      component={Link}
      to={`/orders/${orderId}/pdf`}
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
    >
      {t('action')}
    </Button>
  );
}
