import { useMemo } from 'react';
import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AmeldingMonthsQuery } from '../../gql/graphql';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { localeOf } from '../warehouse/units';
import { formatDate } from '../webstore-api-tokens/dates';
import { AmeldingStatusBadge, MonthStateBadge } from './AmeldingBadges';
import { monthSendChoice, newAmeldingPath } from './month-actions';
import { AmeldingMonthsDocument } from './operations';
import { monthName } from './period';

type AmeldingMonth = AmeldingMonthsQuery['ameldingMonths'][number];

/**
 * The year's months as the a-ordning sees them: overdue months are named in an alert above the
 * table, so they are seen before anything else.
 */
export function AmeldingMonthsSection({ year, maySend }: { year: number; maySend: boolean }) {
  const { t, i18n } = useTranslation('altinnReports');
  const locale = localeOf(i18n.language);
  const { data, loading } = useQuery(AmeldingMonthsDocument, { variables: { year }, fetchPolicy: 'cache-and-network' });
  const months = data?.ameldingMonths;
  const overdue = (months ?? []).filter((month) => month.state === 'OVERDUE');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('months.title', { year })}
      </Title>
      {overdue.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('months.overdueTitle', { count: overdue.length })}>
          {t('months.overdueText', {
            count: overdue.length,
            months: overdue.map((month) => monthName(month, locale)).join(', '),
          })}
        </Alert>
      )}
      {!months && loading ? (
        <Center py="xl">
          <Loader aria-label={t('months.loading')} />
        </Center>
      ) : (
        <MonthsTable year={year} months={months ?? []} maySend={maySend} />
      )}
    </Stack>
  );
}

function MonthsTable({ year, months, maySend }: { year: number; months: readonly AmeldingMonth[]; maySend: boolean }) {
  const { t, i18n } = useTranslation('altinnReports');
  const locale = localeOf(i18n.language);
  const columns = useMemo<PagedColumn<AmeldingMonth>[]>(
    () => [
      { id: 'name', header: t('months.month'), value: (row) => monthName(row, locale) },
      { id: 'deadline', header: t('fields.deadline'), value: (row) => formatDate(row.deadline, locale) },
      {
        id: 'state',
        header: t('months.state'),
        value: (row) => t(`monthState.${row.state}`),
        cell: (row) => <MonthStateBadge state={row.state} />,
      },
      {
        id: 'paychecks',
        header: t('months.paychecks'),
        value: (row) =>
          t('months.paycheckCounts', { locked: row.lockedPaychecks, unreported: row.unreportedPaychecks }),
      },
      {
        id: 'latest',
        header: t('months.latest'),
        value: (row) => (row.latest ? t(`status.${row.latest.status}`) : ''),
        cell: (row) =>
          row.latest ? (
            <Anchor
              component={Link}
              to={`/altinn-reports/${row.latest.id}`}
              aria-label={t('months.openLatest', {
                month: monthName(row, locale),
                status: t(`status.${row.latest.status}`),
              })}
            >
              <AmeldingStatusBadge status={row.latest.status} />
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('months.noMessage')}
            </Text>
          ),
      },
      ...(maySend
        ? [
            {
              id: 'send',
              header: t('fields.actions'),
              align: 'right' as const,
              pinned: 'right' as const,
              cell: (row: AmeldingMonth) => <SendMonthButton month={row} />,
            },
          ]
        : []),
    ],
    [t, locale, maySend],
  );
  const fetchPage = useMemo(() => localPageFetch(months, columns), [months, columns]);
  return (
    <PagedTable
      key={year}
      label={t('months.title', { year })}
      columns={columns}
      fetchPage={fetchPage}
      rowId={(row) => row.period}
      emptyMessage={t('months.empty')}
      filtersParam={false}
      pageSize={12}
      minWidth={900}
    />
  );
}

/** "Send a-melding" for a month that may be sent; "Erstatt" for one whose paychecks changed after it was received. */
function SendMonthButton({ month }: { month: AmeldingMonth }) {
  const { t, i18n } = useTranslation('altinnReports');
  const choice = monthSendChoice(month);
  if (!choice) return null;
  const name = monthName(month, i18n.language);
  const replacing = choice.replacesId !== null;
  return (
    <Button
      component={Link}
      to={newAmeldingPath(month, choice.replacesId)}
      size="xs"
      variant={month.state === 'OVERDUE' ? 'filled' : 'light'}
      leftSection={<IconSend size={14} />}
      aria-label={t(replacing ? 'months.replaceFor' : 'months.sendFor', { month: name })}
    >
      {t(replacing ? 'actions.REPLACE' : 'months.send')}
    </Button>
  );
}
