import { Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DELIVERY_CHANNELS, INVOICE_MAIL_RULES, rules, type DeliveryChannel } from '@fjord/domain';
import { FormModal, FormSelect, FormTextarea, FormTextInput } from '../../ui/forms';
import { toZodSchema } from '../../ui/validation';
import { InvoiceDeliveriesDocument, SendInvoiceDocument } from './operations';
import { openPrintPdf } from './print';

export type SendValues = { channel: DeliveryChannel; recipient: string; message: string };

const byEmail = (context: { values?: Record<string, unknown> }) => context.values?.channel === 'EMAIL';

/** The address and message are the e-mail's: asked (and checked) only when sending by e-mail. */
const schema = toZodSchema<SendValues>({
  channel: [rules.required(), rules.oneOf(DELIVERY_CHANNELS)],
  recipient: [rules.requiredWhen(byEmail), ...INVOICE_MAIL_RULES.recipient.slice(1)],
  message: INVOICE_MAIL_RULES.message,
});

/**
 * "Send" of an invoice, credit note or one of its overdue notices: the channel (the customer's to
 * begin with; EHF is offered and decided by the server), and for e-mail the recipient (the
 * customer's invoice address to begin with; the company's copy addresses get their own mails) and
 * a message of one's own. By post, the print PDF opens to print and post. The delivery log below
 * follows what happens next.
 */
export function SendInvoiceDialog({
  invoiceId,
  overdueNoticeId,
  title,
  saved,
  onClose,
}: {
  invoiceId: string;
  overdueNoticeId?: string | null;
  title: string;
  saved: SendValues | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('invoiceDeliveries');
  const [send] = useMutation(SendInvoiceDocument, { refetchQueries: [InvoiceDeliveriesDocument] });
  const channels = DELIVERY_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }));

  async function submit(values: SendValues) {
    const email = values.channel === 'EMAIL';
    const { data } = await send({
      variables: {
        id: invoiceId,
        input: {
          channel: values.channel,
          recipient: email ? values.recipient.trim() || null : null,
          message: email ? values.message.trim() || null : null,
          overdueNoticeId: overdueNoticeId ?? null,
        },
      },
      context: { handleErrors: false },
    });
    const printUrl = data?.sendInvoice.find((delivery) => delivery.printUrl)?.printUrl;
    if (printUrl) await openPrintPdf(printUrl, i18n.language);
  }

  return (
    <FormModal<SendValues>
      saved={saved}
      title={title}
      schema={schema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('send')}
      savedMessage={t('sent')}
      size="md"
    >
      <Stack>
        <FormSelect name="channel" label={t('channel')} data={channels} allowDeselect={false} />
        <ChannelFields />
      </Stack>
    </FormModal>
  );
}

function ChannelFields() {
  const { t } = useTranslation('invoiceDeliveries');
  const channel = useWatch<SendValues, 'channel'>({ name: 'channel' });
  if (channel === 'MAIL')
    return (
      <Text size="sm" c="dimmed">
        {t('hints.post')}
      </Text>
    );
  if (channel === 'EHF')
    return (
      <Text size="sm" c="dimmed">
        {t('hints.ehf')}
      </Text>
    );
  return (
    <>
      <FormTextInput
        name="recipient"
        label={t('recipient')}
        description={t('hints.copies')}
        type="email"
        autoComplete="off"
        data-autofocus
      />
      <FormTextarea name="message" label={t('message')} rows={4} />
    </>
  );
}
