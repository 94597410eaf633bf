import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DELIVERY_CHANNELS, INVOICE_MAIL_RULES, rules, type DeliveryChannel } from '@fjord/domain';
import { FormCheckbox, FormModal, FormSelect, FormTextarea, FormTextInput } from '../../ui/forms';
import { toZodSchema } from '../../ui/validation';
import type { EhfFindingItem } from '../invoices/EhfFindings';
import { ehfRefusalFindings } from './ehf-send';
import { EhfSendCheck } from './EhfSendCheck';
import { InvoiceDeliveriesDocument, SendInvoiceDocument } from './operations';
import { openPrintPdf } from './print';

export type SendValues = { channel: DeliveryChannel; recipient: string; message: string; confirmed: boolean };

const byEmail = (context: { values?: Record<string, unknown> }) => context.values?.channel === 'EMAIL';

/** The address and message are the e-mail's: asked (and checked) only when sending by e-mail. */
const schema = toZodSchema<SendValues>({
  channel: [rules.required(), rules.oneOf(DELIVERY_CHANNELS)],
  recipient: [rules.requiredWhen(byEmail), ...INVOICE_MAIL_RULES.recipient.slice(1)],
  message: INVOICE_MAIL_RULES.message,
  confirmed: [],
});

/**
 * "Send" of an invoice, credit note or one of its overdue notices: the channel (the server's
 * sendChoice: EHF first when the buyer's access point takes the document, else the customer's;
 * from 2027 e-mail or post to a buyer who takes EHF asks to be confirmed), and for e-mail the recipient (the
 * customer's invoice address to begin with; the company's copy addresses get their own mails) and
 * a message of one's own. By post, the print PDF opens to print and post. By EHF, the buyer's
 * Peppol id and the EHF's check against Peppol's rules show before sending; a fatal finding
 * disables Send, and a refusal of the server for the EHF's rules lists them in the dialog. The
 * delivery log below follows what happens next.
 */
export function SendInvoiceDialog({
  invoiceId,
  overdueNoticeId,
  title,
  saved,
  channels,
  needsConfirmation,
  participantId,
  onClose,
}: {
  invoiceId: string;
  overdueNoticeId?: string | null;
  title: string;
  saved: SendValues | null;
  /** The channels offered, in order. */
  channels: readonly DeliveryChannel[];
  /** The channels the 2027 mandate asks the user to confirm. */
  needsConfirmation: readonly DeliveryChannel[];
  participantId: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('invoiceDeliveries');
  const [send] = useMutation(SendInvoiceDocument, { refetchQueries: [InvoiceDeliveriesDocument] });
  const options = channels.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }));
  // Why Send is disabled (the EHF's check), and the rules the server refused the EHF for.
  const [blocked, setBlocked] = useState<string | null>(null);
  const [refused, setRefused] = useState<EhfFindingItem[] | null>(null);

  function close() {
    setRefused(null);
    onClose();
  }

  async function submit(values: SendValues) {
    const email = values.channel === 'EMAIL';
    const sent = send({
      variables: {
        id: invoiceId,
        input: {
          channel: values.channel,
          recipient: email ? values.recipient.trim() || null : null,
          message: email ? values.message.trim() || null : null,
          overdueNoticeId: overdueNoticeId ?? null,
          confirmed: needsConfirmation.includes(values.channel) ? values.confirmed : null,
        },
      },
      context: { handleErrors: false },
    });
    let data;
    try {
      ({ data } = await sent);
    } catch (error) {
      const findings = values.channel === 'EHF' ? ehfRefusalFindings(error, i18n.language) : null;
      if (!findings) throw error;
      // The EHF breaks Peppol's rules after all: its findings in the dialog, which stays open.
      setRefused(findings);
      return false;
    }
    const printUrl = data?.sendInvoice.find((delivery) => delivery.printUrl)?.printUrl;
    if (printUrl) await openPrintPdf(printUrl, i18n.language);
  }

  return (
    <FormModal<SendValues>
      saved={saved}
      title={title}
      schema={schema}
      onSubmit={submit}
      onClose={close}
      submitLabel={t('send')}
      savedMessage={t('sent')}
      submitBlocked={blocked}
      size="lg"
    >
      <Stack>
        <FormSelect name="channel" label={t('channel')} data={options} allowDeselect={false} />
        <ChannelFields
          invoiceId={invoiceId}
          needsConfirmation={needsConfirmation}
          participantId={participantId}
          refused={refused}
          onBlocked={setBlocked}
        />
      </Stack>
    </FormModal>
  );
}

function ChannelFields({
  invoiceId,
  needsConfirmation,
  participantId,
  refused,
  onBlocked,
}: {
  invoiceId: string;
  needsConfirmation: readonly DeliveryChannel[];
  participantId: string | null;
  refused: readonly EhfFindingItem[] | null;
  onBlocked: (reason: string | null) => void;
}) {
  const { t } = useTranslation('invoiceDeliveries');
  const channel = useWatch<SendValues, 'channel'>({ name: 'channel' });
  const mandate = needsConfirmation.includes(channel) && (
    <>
      <Alert color="yellow" title={t('mandate.title')}>
        {t('mandate.text', { participantId })}
      </Alert>
      <FormCheckbox name="confirmed" label={t(`mandate.confirm.${channel}`)} />
    </>
  );
  if (channel === 'MAIL')
    return (
      <>
        {mandate}
        <Text size="sm" c="dimmed">
          {t('hints.post')}
        </Text>
      </>
    );
  if (channel === 'EHF')
    return (
      <>
        <Text size="sm" c="dimmed">
          {t('hints.ehf')}
        </Text>
        <EhfSendCheck invoiceId={invoiceId} refused={refused} onBlocked={onBlocked} />
      </>
    );
  return (
    <>
      {mandate}
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
