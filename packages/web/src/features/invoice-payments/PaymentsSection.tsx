// mount: /invoices/:id (InvoicePage), below the totals: <PaymentsSection invoiceId={invoice.id} />
import { useCallback, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCash, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, INVOICE_PAYMENT_RULES, isLocale, osloDate, toMoney, type Locale } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { useDeleteAction } from '../../ui/crud';
import { FormField, FormModal, FormTextarea } from '../../ui/forms';
import { AmountInput, DateInput } from '../../ui/inputs';
import { toZodSchema } from '../../ui/validation';
import { DeletePaymentDocument, InvoicePaymentsDocument, RegisterPaymentDocument } from './operations';

type PaymentValues = { paymentDate: string; amount: string; note: string };

const schema = toZodSchema<PaymentValues>(INVOICE_PAYMENT_RULES);

/**
 * The payments of an invoice: what it owes (payable, credited, paid, remaining), each payment with
 * its source, "Register payment" with today's date and the remaining amount filled in, and delete
 * for a payment typed in by hand (an imported one stays: it is the bank's record). The server
 * refuses an overpayment; its message marks the amount.
 */
export function PaymentsSection({ invoiceId }: { invoiceId: string }) {
  const { t, i18n } = useTranslation('invoicePayments');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const mayWrite = usePermission('canSendSellerInvoice');
  const [editing, setEditing] = useState<PaymentValues | null>(null);
  const { data, refetch } = useQuery(InvoicePaymentsDocument, {
    variables: { id: invoiceId },
    fetchPolicy: 'cache-and-network',
  });
  const [register] = useMutation(RegisterPaymentDocument, {
    refetchQueries: [InvoicePaymentsDocument],
    awaitRefetchQueries: true,
  });
  const onDeleted = useCallback(() => void refetch(), [refetch]);
  const describe = useCallback(
    (name: string) => ({
      title: t('delete.title'),
      message: t('delete.message', { name }),
      done: t('delete.done'),
    }),
    [t],
  );
  const deletePayment = useDeleteAction({ mutation: DeletePaymentDocument, describe, onDeleted });

  const invoice = data?.invoice;
  if (!invoice) return null;
  const money = (amount: string) => `${formatMoney(amount, locale)} ${invoice.currencyCode}`;
  const isCreditNote = invoice.kind === 'CREDIT_NOTE';
  const remaining = toMoney(invoice.remainingAmount);

  async function submit(values: PaymentValues) {
    await register({
      variables: {
        invoiceId,
        input: { paymentDate: values.paymentDate, amount: values.amount, note: values.note.trim() || null },
      },
      context: { handleErrors: false },
    });
  }

  const sums = [
    ['payable', invoice.payableAmount],
    ['credited', invoice.creditedAmount],
    ['paid', invoice.paidAmount],
    ['remaining', invoice.remainingAmount],
  ] as const;

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        {mayWrite && !isCreditNote && remaining.greaterThan(0) && (
          <Button
            variant="default"
            leftSection={<IconCash size={18} />}
            aria-haspopup="dialog"
            onClick={() => setEditing({ paymentDate: osloDate(), amount: remaining.toFixed(2), note: '' })}
          >
            {t('register.button')}
          </Button>
        )}
      </Group>
      {isCreditNote ? (
        <Text c="dimmed" size="sm">
          {t('creditNote')}
        </Text>
      ) : (
        <Group gap="xl">
          {sums.map(([key, amount]) => (
            <div key={key}>
              <Text size="xs" c="dimmed">
                {t(`sums.${key}`)}
              </Text>
              <Text fw={key === 'remaining' ? 700 : undefined} data-testid={`payments-${key}`}>
                {money(amount)}
              </Text>
            </div>
          ))}
        </Group>
      )}
      {invoice.payments.length === 0 ? (
        !isCreditNote && (
          <Text c="dimmed" size="sm">
            {t('empty')}
          </Text>
        )
      ) : (
        <Table striped withTableBorder aria-label={t('title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.paymentDate')}</Table.Th>
              <Table.Th ta="right">{t('fields.amount')}</Table.Th>
              <Table.Th>{t('fields.source')}</Table.Th>
              <Table.Th>{t('fields.kid')}</Table.Th>
              <Table.Th>{t('fields.archiveReference')}</Table.Th>
              <Table.Th>{t('fields.note')}</Table.Th>
              {mayWrite && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{payment.paymentDate}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(payment.amount)}
                </Table.Td>
                <Table.Td>{t(`source.${payment.source}`)}</Table.Td>
                <Table.Td>{payment.kid}</Table.Td>
                <Table.Td>{payment.archiveReference}</Table.Td>
                <Table.Td>{payment.note}</Table.Td>
                {mayWrite && (
                  <Table.Td>
                    {payment.source === 'MANUAL' && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-haspopup="dialog"
                        aria-label={t('delete.label', { amount: money(payment.amount), date: payment.paymentDate })}
                        onClick={() =>
                          void deletePayment({ id: payment.id }, `${money(payment.amount)} (${payment.paymentDate})`)
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <FormModal<PaymentValues>
        saved={editing}
        title={t('register.title')}
        schema={schema}
        onSubmit={submit}
        onClose={() => setEditing(null)}
        submitLabel={t('register.submit')}
        savedMessage={t('register.done')}
        size="md"
      >
        <Stack>
          <FormField name="paymentDate" label={t('fields.paymentDate')} component={DateInput} required data-autofocus />
          <FormField
            name="amount"
            label={t('fields.amount')}
            component={AmountInput}
            positiveOnly
            required
            description={t('register.amountHint', { remaining: money(invoice.remainingAmount) })}
          />
          <FormTextarea name="note" label={t('fields.note')} rows={2} />
        </Stack>
      </FormModal>
    </Stack>
  );
}
