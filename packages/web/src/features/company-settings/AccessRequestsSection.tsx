import { useMemo } from 'react';
import { Paper, Text, Title } from '@mantine/core';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { AccessRequestsChangedDocument, AccessRequestsDocument } from './operations';
import { AccessRequestDecision, type AccessRequest } from './AccessRequestDecision';
import { formatDate } from './roles';

const NO_REQUESTS: AccessRequest[] = [];

/**
 * Pending requests for access to the company; refreshed when one is made or decided anywhere.
 * A short list the server sends whole, so the paged table sorts and pages it locally.
 */
export function AccessRequestsSection() {
  const { t, i18n } = useTranslation('companySettings');
  const { data, loading, refetch } = useQuery(AccessRequestsDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(AccessRequestsChangedDocument, {
    onData: () => {
      void refetch().catch(() => {});
    },
  });
  const requests = data?.accessRequests ?? NO_REQUESTS;
  const columns = useMemo<PagedColumn<AccessRequest>[]>(
    () => [
      { id: 'name', header: t('columns.name'), value: (r) => r.requester.name, sortable: true },
      { id: 'email', header: t('columns.email'), value: (r) => r.requester.login, sortable: true },
      {
        id: 'requestedAt',
        header: t('columns.requestedAt'),
        value: (r) => r.createdAt,
        cell: (r) => formatDate(r.createdAt, i18n.language),
        sortable: true,
      },
      { id: 'decision', header: t('columns.role'), cell: (r) => <AccessRequestDecision request={r} /> },
    ],
    [t, i18n.language],
  );
  const fetchPage = useMemo(() => localPageFetch(requests, columns), [requests, columns]);
  return (
    <Paper withBorder p="lg">
      <Title order={3} mb="md">
        {t('requests.title')}
      </Title>
      {loading && !data ? (
        <Text c="dimmed">{t('common:loading')}</Text>
      ) : (
        <PagedTable<AccessRequest>
          label={t('requests.title')}
          columns={columns}
          fetchPage={fetchPage}
          rowId={(r) => r.id}
          defaultSort={{ column: 'requestedAt', direction: 'ASC' }}
          emptyMessage={t('requests.empty')}
          filtersParam={false}
          minWidth={760}
        />
      )}
    </Paper>
  );
}
