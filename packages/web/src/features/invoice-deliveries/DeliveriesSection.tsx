import { Fragment, useState } from 'react';
import { ActionIcon, Badge, Group, List, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isLocale, type DeliveryState, type Locale } from '@fjord/domain';
import { deliveryEhfPath } from './download';
import { EhfDownloadButton } from './EhfDownloadButton';
import { InvoiceDeliveriesChangedDocument, InvoiceDeliveriesDocument } from './operations';
import { SendInvoiceButton } from './SendInvoiceButton';

const STATE_COLORS: Record<DeliveryState, string> = {
  BEFORE_SENDING: 'gray',
  PENDING: 'yellow',
  SENT: 'blue',
  RECEIVED: 'blue',
  DELIVERED: 'green',
  FAILED: 'red',
};

/**
 * The invoice's deliveries (spec §3 e-mail and delivery logs): every sending of the invoice, credit
 * note or an overdue notice by e-mail, post or EHF, newest first, with its channel, recipient,
 * state and time; a row opens to its moves and, for an e-mail, every attempt of its mail with the
 * SMTP server's answer; an EHF delivery names its receiver's Peppol id and offers the XML as it was
 * sent. Live: a delivery that moves (the mail job, the EHF poller) shows at once.
 * Each overdue notice has its own send button here.
 */
export function DeliveriesSection({ invoiceId }: { invoiceId: string }) {
  const { t, i18n } = useTranslation('invoiceDeliveries');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const time = new Intl.DateTimeFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const { data } = useQuery(InvoiceDeliveriesDocument, {
    variables: { id: invoiceId },
    fetchPolicy: 'cache-and-network',
  });
  // The answer carries the invoice's id and its deliveries: Apollo writes them where the query reads.
  useSubscription(InvoiceDeliveriesChangedDocument, { variables: { invoiceId }, skip: !data?.invoice });
  const invoice = data?.invoice;
  if (!invoice) return null;
  const sequenceOf = (noticeId: string | null | undefined) =>
    invoice.overdueNotices.find((notice) => notice.id === noticeId)?.sequence;
  const documentOf = (noticeId: string | null | undefined) =>
    noticeId ? t('documents.notice', { sequence: sequenceOf(noticeId) }) : t(`documents.${invoice.kind}`);
  const deliveries = [...invoice.deliveries].reverse();

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {t('log.title')}
        </Title>
        {invoice.kind === 'INVOICE' && invoice.overdueNotices.length > 0 && (
          <Group gap="xs">
            {invoice.overdueNotices.map((notice) => (
              <SendInvoiceButton
                key={notice.id}
                invoiceId={invoiceId}
                overdueNoticeId={notice.id}
                size="xs"
                label={t('sendNotice', { sequence: notice.sequence })}
                title={t('sendNoticeTitle', { sequence: notice.sequence })}
              />
            ))}
          </Group>
        )}
      </Group>
      {deliveries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('log.empty')}
        </Text>
      ) : (
        <Table withTableBorder aria-label={t('log.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>{t('log.details')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('log.sentAt')}</Table.Th>
              <Table.Th>{t('log.document')}</Table.Th>
              <Table.Th>{t('channel')}</Table.Th>
              <Table.Th>{t('recipient')}</Table.Th>
              <Table.Th>{t('log.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deliveries.map((delivery) => {
              const expanded = open[delivery.id] === true;
              const detailsId = `delivery-${delivery.id}`;
              return (
                <Fragment key={delivery.id}>
                  <Table.Tr data-testid="delivery-row">
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        aria-expanded={expanded}
                        aria-controls={detailsId}
                        aria-label={t('log.toggle', { recipient: delivery.recipient })}
                        onClick={() => setOpen((state) => ({ ...state, [delivery.id]: !expanded }))}
                      >
                        {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td>{time.format(new Date(delivery.createdAt))}</Table.Td>
                    <Table.Td>{documentOf(delivery.overdueNoticeId)}</Table.Td>
                    <Table.Td>{t(`channels.${delivery.channel}`)}</Table.Td>
                    <Table.Td>
                      {delivery.channel === 'EHF' ? (
                        <>
                          <Text size="xs" c="dimmed" component="span">
                            {t('log.peppolId')}:
                          </Text>{' '}
                          {delivery.recipient}
                        </>
                      ) : (
                        delivery.recipient
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATE_COLORS[delivery.state]} data-testid="delivery-state">
                        {t(`states.${delivery.channel}.${delivery.state}`, {
                          defaultValue: t(`states.${delivery.state}`),
                        })}
                      </Badge>
                      {delivery.failure && (
                        <Text size="xs" c="red.8" data-testid="delivery-failure">
                          {t('log.failure')}: {delivery.failure}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                  {expanded && (
                    <Table.Tr id={detailsId}>
                      <Table.Td />
                      <Table.Td colSpan={5}>
                        <Text size="sm" fw={600}>
                          {t('log.events')}
                        </Text>
                        <List size="sm">
                          {delivery.events.map((event, index) => (
                            <List.Item key={index}>
                              {time.format(new Date(event.at))}:{' '}
                              {t(`states.${delivery.channel}.${event.state}`, {
                                defaultValue: t(`states.${event.state}`),
                              })}
                              {event.detail && event.detail !== 'OUTBOX' && event.detail !== 'SENT'
                                ? ` — ${event.detail}`
                                : ''}
                            </List.Item>
                          ))}
                        </List>
                        {delivery.channel === 'EHF' && (
                          <EhfDownloadButton
                            path={deliveryEhfPath(delivery.id)}
                            fallbackName="ehf.xml"
                            label={t('ehf.downloadSent')}
                            variant="light"
                            size="xs"
                            mt="xs"
                          />
                        )}
                        {delivery.attempts.length > 0 && (
                          <>
                            <Text size="sm" fw={600} mt="xs">
                              {t('log.attempts')}
                            </Text>
                            <List size="sm">
                              {delivery.attempts.map((attempt, index) => (
                                <List.Item key={index}>
                                  {time.format(new Date(attempt.at))}: {t(`attempts.${attempt.outcome}`)}
                                  {attempt.answer ? ` — ${attempt.answer}` : ''}
                                </List.Item>
                              ))}
                            </List>
                          </>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
