// mount: the invoice page (/invoices/:id), below the invoice's payments: <OverdueNoticesSection invoiceId={invoice.id} />
import { useState } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, isLocale, osloDate, sumMoney, type Locale } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { InvoiceOverdueNoticesDocument, OverdueNoticeSuggestionDocument } from './operations';
import { NewOverdueNoticeDialog, type OverdueNoticeValues } from './NewOverdueNoticeDialog';

/**
 * The overdue notices (purringer) of an invoice: each with its number, date, new due date, fee and
 * interest, what the customer owes with them, and "Send overdue notice" for users who invoice. The
 * button opens a dialog prefilled with the server's suggestion; when no notice can be sent at all
 * (the company does not use them, the invoice is paid or credited), or not yet (less than 14 days
 * after the due date), the button is off and says why.
 */
export function OverdueNoticesSection({ invoiceId }: { invoiceId: string }) {
  const { t, i18n } = useTranslation('overdueNotices');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const money = (value: string) => formatMoney(value, locale);
  const canSend = usePermission('canSendSellerInvoice');
  const [sending, setSending] = useState<OverdueNoticeValues | null>(null);
  const { data } = useQuery(InvoiceOverdueNoticesDocument, {
    variables: { id: invoiceId },
    fetchPolicy: 'cache-and-network',
  });
  const { data: suggested } = useQuery(OverdueNoticeSuggestionDocument, {
    variables: { id: invoiceId },
    skip: !canSend,
    fetchPolicy: 'cache-and-network',
  });
  const invoice = data?.invoice;
  if (!invoice || invoice.kind !== 'INVOICE') return null;
  const notices = invoice.overdueNotices;
  const suggestion = suggested?.invoice?.overdueNoticeSuggestion ?? null;
  const refusal = suggestion?.refusal ?? null;
  // A notice is sent on the day it is written: not before the earliest day the law allows.
  const notYet = suggestion !== null && refusal === null && suggestion.earliestDate > osloDate();
  const feesAndInterest = sumMoney(notices.flatMap((notice) => [notice.charge, notice.interestAmount]));

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        {canSend && (
          <Button
            variant="default"
            leftSection={<IconBellRinging size={18} />}
            aria-haspopup="dialog"
            disabled={!suggestion || refusal !== null || notYet}
            onClick={() =>
              suggestion &&
              setSending({
                issueDate: suggestion.issueDate,
                dueDate: suggestion.dueDate,
                charge: suggestion.charge,
                includeInterest: false,
              })
            }
          >
            {t('send')}
          </Button>
        )}
      </Group>
      {canSend && refusal && (
        <Text size="sm" c="dimmed">
          {t(`refusals.${refusal}`, { defaultValue: t('refusals.other') })}
        </Text>
      )}
      {canSend && notYet && (
        <Text size="sm" c="dimmed">
          {t('notYet', { date: suggestion.earliestDate })}
        </Text>
      )}
      {notices.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('empty')}
        </Text>
      ) : (
        <Table striped withTableBorder aria-label={t('title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.sequence')}</Table.Th>
              <Table.Th>{t('fields.issueDate')}</Table.Th>
              <Table.Th>{t('fields.dueDate')}</Table.Th>
              <Table.Th ta="right">{t('fields.charge')}</Table.Th>
              <Table.Th ta="right">{t('fields.interest')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {notices.map((notice) => (
              <Table.Tr key={notice.id}>
                <Table.Td>{t('number', { sequence: notice.sequence })}</Table.Td>
                <Table.Td>{notice.issueDate}</Table.Td>
                <Table.Td>{notice.dueDate}</Table.Td>
                <Table.Td ta="right">{money(notice.charge)}</Table.Td>
                <Table.Td ta="right">
                  {money(notice.interestAmount)}
                  {notice.interestFrom && notice.interestTo && (
                    <Text size="xs" c="dimmed">
                      {t('interestPeriod', { from: notice.interestFrom, to: notice.interestTo })}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {notices.length > 0 && (
        <Group justify="flex-end" gap="xl">
          <Text size="sm">{t('feesAndInterest', { amount: formatMoney(feesAndInterest, locale) })}</Text>
          <Text size="sm" fw={600}>
            {t('amountDueWithFees', { amount: money(invoice.amountDueWithFees) })}
          </Text>
        </Group>
      )}
      {suggestion && (
        <NewOverdueNoticeDialog
          invoiceId={invoiceId}
          saved={sending}
          suggestion={suggestion}
          onClose={() => setSending(null)}
        />
      )}
    </Stack>
  );
}
