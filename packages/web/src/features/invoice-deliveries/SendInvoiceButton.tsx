import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_CHANNELS, type DeliveryChannel } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { InvoiceDeliveriesDocument, InvoiceSendChoiceDocument } from './operations';
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
  // Asked when the dialog opens; without an answer (the access point is down) every channel is offered.
  const { data: choiceData } = useQuery(InvoiceSendChoiceDocument, {
    variables: { id: invoiceId },
    skip: !canSend || editing === null,
    errorPolicy: 'all',
    context: { handleErrors: false },
  });
  if (!canSend) return null;
  const invoice = data?.invoice;
  const choice = choiceData?.invoice?.sendChoice ?? null;
  const method = (invoice?.customer.invoiceDeliveryMethod ?? 'EMAIL') as DeliveryChannel;
  // Peppol BIS Billing has no reminder: a notice goes by e-mail or post.
  const offered = (choice?.offered ?? DELIVERY_CHANNELS).filter((channel) => !overdueNoticeId || channel !== 'EHF');
  const first = choice && offered.includes(choice.preferred) ? choice.preferred : method;
  const start = offered.includes(first) ? first : 'EMAIL';
  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconSend size={size === 'xs' ? 14 : 18} />}
        aria-haspopup="dialog"
        disabled={!invoice}
        onClick={() =>
          setEditing({ channel: start, recipient: invoice?.defaultMailRecipient ?? '', message: '', confirmed: false })
        }
      >
        {label ?? t('button')}
      </Button>
      <SendInvoiceDialog
        invoiceId={invoiceId}
        overdueNoticeId={overdueNoticeId}
        title={title ?? t('title')}
        saved={editing}
        channels={offered}
        needsConfirmation={overdueNoticeId ? [] : (choice?.needsConfirmation ?? [])}
        participantId={choice?.receiver?.participantId ?? null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
