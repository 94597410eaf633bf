import { useMemo } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fjord/domain';
import type { AmeldingStatus, AmeldingsQuery } from '../../gql/graphql';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { localeOf } from '../warehouse/units';
import { formatDateTime } from '../webstore-api-tokens/dates';
import { AmeldingKindBadge, AmeldingStatusBadge } from './AmeldingBadges';
import { AmeldingsDocument } from './operations';
import { monthName } from './period';
import { AMELDING_STATUS_OPTIONS } from './status';

export type AmeldingRow = AmeldingsQuery['ameldings']['items'][number];

const isStatus = (value: unknown): value is AmeldingStatus =>
  typeof value === 'string' && (AMELDING_STATUS_OPTIONS as readonly string[]).includes(value);

/**
 * A year's messages, newest first (the server's order): the month (opening the message), kind,
 * meldingsId, status, when and by whom it was sent, and its sums; filtered by status. The deadline
 * is the month's, in the months' table above. Archived
 * messages are a list of their own (`archived`).
 */
export function AmeldingsTable({ year, archived }: { year: number; archived: boolean }) {
  const { t, i18n } = useTranslation('altinnReports');
  const locale = localeOf(i18n.language);
  const fetchPage = useApolloPageFetch(AmeldingsDocument, {
    variables: (request) => ({
      limit: request.limit,
      offset: request.offset,
      filters: { year, archived, status: isStatus(request.filters.status) ? request.filters.status : null },
    }),
    select: (data) => data.ameldings,
  });
  const columns = useMemo<PagedColumn<AmeldingRow>[]>(
    () => [
      {
        id: 'period',
        header: t('fields.month'),
        value: (row) => monthName(row, locale),
        cell: (row) => (
          <Anchor component={Link} to={`/altinn-reports/${row.id}`} size="sm">
            {monthName(row, locale)}
          </Anchor>
        ),
      },
      {
        id: 'kind',
        header: t('fields.kind'),
        value: (row) => t(`kind.${row.kind}`),
        cell: (row) => <AmeldingKindBadge kind={row.kind} />,
        // A badge gives way to its neighbours and cuts its word short: the column keeps room for it.
        width: 130,
      },
      {
        id: 'meldingsId',
        header: t('fields.meldingsId'),
        value: (row) => row.meldingsId,
        cell: (row) => (
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {row.meldingsId}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('fields.status'),
        value: (row) => t(`status.${row.status}`),
        cell: (row) => <AmeldingStatusBadge status={row.status} />,
        width: 240,
        filter: {
          type: 'select',
          options: AMELDING_STATUS_OPTIONS.map((status) => ({ value: status, label: t(`status.${status}`) })),
        },
      },
      {
        id: 'sentAt',
        header: t('fields.sentAt'),
        value: (row) => (row.sentAt ? formatDateTime(row.sentAt, locale) : '–'),
      },
      { id: 'sentBy', header: t('fields.sentBy'), value: (row) => row.sentByName ?? '–' },
      { id: 'employeeCount', header: t('fields.employeeCount'), value: (row) => row.employeeCount, align: 'right' },
      {
        id: 'withholding',
        header: t('fields.withholding'),
        value: (row) => formatMoney(row.withholding, locale),
        align: 'right',
      },
      {
        id: 'employerTax',
        header: t('fields.employerTax'),
        value: (row) => formatMoney(row.employerTax, locale),
        align: 'right',
      },
    ],
    [t, locale],
  );
  return (
    <PagedTable
      // Another year or the archived list is another list: paging and filters start over.
      key={`${year}:${archived}`}
      label={t(archived ? 'list.archivedTitle' : 'list.title', { year })}
      columns={columns}
      fetchPage={fetchPage}
      rowId={(row) => row.id}
      emptyMessage={t(archived ? 'list.archivedEmpty' : 'list.empty', { year })}
      minWidth={1300}
    />
  );
}
