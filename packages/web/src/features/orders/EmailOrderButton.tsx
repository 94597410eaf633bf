import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ORDER_MAIL_RULES, ORDER_PDF_TYPES, type OrderPdfType } from '@fjord/domain';
import { FormModal, FormSelect, FormTextarea, FormTextInput } from '../../ui/forms';
import { toZodSchema } from '../../ui/validation';
import { EmailOrderDocument, OrderMailsDocument } from './mail-operations';

type MailValues = { recipient: string; pdfType: string; message: string };

const schema = toZodSchema<MailValues>(ORDER_MAIL_RULES);

/**
 * "E-mail" on an order: a dialog with the recipient (the customer's address to begin with), the
 * PDF to attach (the order confirmation unless chosen otherwise) and a message of one's own. The
 * mail is queued on the server; the order's mail log shows how its delivery goes.
 */
export function EmailOrderButton({ orderId, disabled }: { orderId: string; disabled?: boolean }) {
  const { t } = useTranslation('orders');
  const [editing, setEditing] = useState<MailValues | null>(null);
  const { data } = useQuery(OrderMailsDocument, { variables: { id: orderId } });
  const [send] = useMutation(EmailOrderDocument, {
    refetchQueries: [OrderMailsDocument],
    awaitRefetchQueries: true,
  });
  const pdfTypes = ORDER_PDF_TYPES.map((type) => ({ value: type, label: t(`mail.pdfTypes.${type}`) }));

  async function submit(values: MailValues) {
    const recipient = values.recipient.trim();
    await send({
      variables: {
        id: orderId,
        input: { recipient, pdfType: values.pdfType as OrderPdfType, message: values.message.trim() || null },
      },
      context: { handleErrors: false },
    });
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMail size={18} />}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() =>
          setEditing({ recipient: data?.order?.defaultMailRecipient ?? '', pdfType: 'orderConfirmation', message: '' })
        }
      >
        {t('mail.button')}
      </Button>
      <FormModal<MailValues>
        saved={editing}
        title={t('mail.title')}
        schema={schema}
        onSubmit={submit}
        onClose={() => setEditing(null)}
        submitLabel={t('mail.send')}
        savedMessage={t('mail.queued')}
        size="md"
      >
        <Stack>
          <FormTextInput name="recipient" label={t('mail.recipient')} type="email" autoComplete="off" data-autofocus />
          <FormSelect name="pdfType" label={t('mail.pdfType')} data={pdfTypes} allowDeselect={false} />
          <FormTextarea name="message" label={t('mail.message')} rows={4} />
        </Stack>
      </FormModal>
    </>
  );
}
