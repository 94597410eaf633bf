import { Paper, Table, Text, Title } from '@mantine/core';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AccessRequestsChangedDocument, AccessRequestsDocument } from './operations';
import { AccessRequestRow } from './AccessRequestRow';

/** Pending requests for access to the company; refreshed when one is made or decided anywhere. */
export function AccessRequestsSection() {
  const { t } = useTranslation('companySettings');
  const { data, loading, refetch } = useQuery(AccessRequestsDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(AccessRequestsChangedDocument, {
    onData: () => {
      void refetch().catch(() => {});
    },
  });
  const requests = data?.accessRequests ?? [];
  return (
    <Paper withBorder p="lg">
      <Title order={3} mb="md">
        {t('requests.title')}
      </Title>
      {loading && !data ? (
        <Text c="dimmed">{t('common:loading')}</Text>
      ) : requests.length === 0 ? (
        <Text c="dimmed">{t('requests.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.email')}</Table.Th>
                <Table.Th>{t('columns.requestedAt')}</Table.Th>
                <Table.Th>{t('columns.role')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.map((request) => (
                <AccessRequestRow key={request.id} request={request} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
