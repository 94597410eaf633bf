import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@fjord/domain';
import type { MailStatus } from '../../gql/graphql';
import { OrderMailsDocument } from './mail-operations';

const STATUS_COLORS: Record<MailStatus, string> = { QUEUED: 'yellow', SENT: 'green', OUTBOX: 'blue', FAILED: 'red' };

/**
 * The order's mail log: each mail with its PDF, recipient and delivery status, and for a refused
 * attempt the SMTP server's answer, so the sender sees why a customer got nothing.
 */
export function OrderMailLog({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('orders');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const time = new Intl.DateTimeFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const { data } = useQuery(OrderMailsDocument, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const mails = data?.order?.mails ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('mail.log.title')}
      </Title>
      {mails.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('mail.log.empty')}
        </Text>
      ) : (
        <Table striped withTableBorder aria-label={t('mail.log.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mail.log.queuedAt')}</Table.Th>
              <Table.Th>{t('mail.pdfType')}</Table.Th>
              <Table.Th>{t('mail.recipient')}</Table.Th>
              <Table.Th>{t('mail.log.subject')}</Table.Th>
              <Table.Th>{t('mail.log.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...mails].reverse().map((mail) => {
              const refusals = mail.attempts.filter((attempt) => attempt.answer);
              return (
                <Table.Tr key={mail.id}>
                  <Table.Td>{time.format(new Date(mail.createdAt))}</Table.Td>
                  <Table.Td>{t(`mail.pdfTypes.${mail.pdfType}`)}</Table.Td>
                  <Table.Td>{mail.recipient}</Table.Td>
                  <Table.Td>
                    {mail.subject}
                    {mail.attachments.map((file) => (
                      <Text key={file.id} size="xs" c="dimmed">
                        {t('mail.log.attachment', { name: file.fileName, size: Math.ceil(file.size / 1024) })}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[mail.status]}>
                      {t(`mail.status.${mail.status}`)}
                    </Badge>
                    {mail.sentAt && (
                      <Text size="xs" c="dimmed">
                        {time.format(new Date(mail.sentAt))}
                      </Text>
                    )}
                    {refusals.map((attempt, index) => (
                      <Text key={`${attempt.at}-${index}`} size="xs" c="red.8">
                        {t('mail.log.refused', { at: time.format(new Date(attempt.at)), answer: attempt.answer })}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
