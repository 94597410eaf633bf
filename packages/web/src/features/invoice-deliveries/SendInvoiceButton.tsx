import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { DeliveryChannel } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { InvoiceDeliveriesDocument } from './operations';
import { SendInvoiceDialog, type SendValues } from './SendInvoiceDialog';

/**
 * The "Send" button of an invoice or credit note (in the page's header), or of one of its overdue
 * notices (`overdueNoticeId`, with its own label): opens the send dialog with the customer's
 * channel and address. Shown to users who may send invoices.
 */
export function SendInvoiceButton({
  invoiceId,
  overdueNoticeId,
  label,
  title,
  size,
}: {
  invoiceId: string;
  overdueNoticeId?: string;
  label?: string;
  title?: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('invoiceDeliveries');
  const canSend = usePermission('canSendSellerInvoice');
  const [editing, setEditing] = useState<SendValues | null>(null);
  const { data } = useQuery(InvoiceDeliveriesDocument, { variables: { id: invoiceId }, skip: !canSend });
  if (!canSend) return null;
  const invoice = data?.invoice;
  const method = (invoice?.customer.invoiceDeliveryMethod ?? 'EMAIL') as DeliveryChannel;
  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconSend size={size === 'xs' ? 14 : 18} />}
        aria-haspopup="dialog"
        disabled={!invoice}
        onClick={() => setEditing({ channel: method, recipient: invoice?.defaultMailRecipient ?? '', message: '' })}
      >
        {label ?? t('button')}
      </Button>
      <SendInvoiceDialog
        invoiceId={invoiceId}
        overdueNoticeId={overdueNoticeId}
        title={title ?? t('title')}
        saved={editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
