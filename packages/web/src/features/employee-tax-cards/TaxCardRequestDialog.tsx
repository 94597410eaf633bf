import { useEffect, useMemo } from 'react';
import { Alert, Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { TaxCardRequestQuery } from '../../gql/graphql';
import { formatDateTime } from '../../ui/format';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { TaxCardRequestDocument } from './request-operations';
import { isWorking, REQUEST_STATUS_COLORS } from './request-statuses';
import { TaxCardRequestActions } from './TaxCardRequestActions';
import { describeTaxCardTerms } from './tax-card-terms';

type Request = TaxCardRequestQuery['taxCardRequest'];
type Result = Request['results'][number];

const NO_RESULTS: Result[] = [];
const CHANGE_COLORS: Record<NonNullable<Result['changed']>, string> = {
  NEW: 'green',
  CHANGED: 'blue',
  UNCHANGED: 'gray',
  NONE: 'yellow',
};
const WORKING_POLL_MS = 2000;

/**
 * One tax card request in a dialog: its status with when and by whom, why it stopped (FAILED_SENDING,
 * SOMETHING_WRONG), its actions, and each employee's result — the service's answer, the card before and the card
 * answered, and whether the employee's card is new, changed, the same, or left as it was (no card).
 */
export function TaxCardRequestDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('taxCards');
  const { data } = useQuery(TaxCardRequestDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  const request = id && data?.taxCardRequest.id === id ? data.taxCardRequest : null;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      centered
      title={request ? t('requests.dialogTitle', { year: request.year }) : t('requests.title')}
    >
      {request ? <RequestDetails request={request} /> : <Text c="dimmed">{t('common:loading')}</Text>}
    </Modal>
  );
}

function RequestDetails({ request }: { request: Request }) {
  const { t, i18n } = useTranslation(['taxCards', 'payrollCodes']);
  const locale = i18n.language;
  const { startPolling, stopPolling, refetch } = useQuery(TaxCardRequestDocument, { variables: { id: request.id } });
  const working = isWorking(request.status);
  useEffect(() => {
    if (!working) return undefined;
    startPolling(WORKING_POLL_MS);
    return stopPolling;
  }, [working, startPolling, stopPolling]);
  const columns = useMemo<PagedColumn<Result>[]>(() => {
    const terms = (value: Result['before']) => (value ? describeTaxCardTerms(t, value, locale) : '—');
    return [
      { id: 'employeeName', header: t('requests.results.employee'), value: (row) => row.employeeName, sortable: true },
      {
        id: 'resultCode',
        header: t('requests.results.answer'),
        value: (row) =>
          row.resultCode
            ? t(`requests.resultCodes.${row.resultCode}`, { defaultValue: row.resultCode })
            : t('requests.results.waiting'),
        sortable: true,
      },
      { id: 'before', header: t('requests.results.before'), value: (row) => terms(row.before) },
      { id: 'after', header: t('requests.results.after'), value: (row) => terms(row.after) },
      {
        id: 'changed',
        header: t('requests.results.changed'),
        value: (row) => (row.changed ? t(`requests.changes.${row.changed}`) : ''),
        cell: (row) =>
          row.changed ? (
            <Badge variant="light" color={CHANGE_COLORS[row.changed]}>
              {t(`requests.changes.${row.changed}`)}
            </Badge>
          ) : (
            ''
          ),
        sortable: true,
      },
    ];
  }, [t, locale]);
  const results = request.results ?? NO_RESULTS;
  const fetchPage = useMemo(() => localPageFetch(results, columns), [results, columns]);
  const requested = request.requestedByName
    ? t('requests.requestedBy', { date: formatDateTime(request.requestedAt, locale), name: request.requestedByName })
    : t('requests.requestedAt', { date: formatDateTime(request.requestedAt, locale) });
  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <Badge variant="light" size="lg" color={REQUEST_STATUS_COLORS[request.status]}>
            {t(`requests.statuses.${request.status}`)}
          </Badge>
          <Text size="sm">{requested}</Text>
        </Group>
        <TaxCardRequestActions request={request} onChanged={() => void refetch()} />
      </Group>
      <Text size="sm">{t(`requests.explain.${request.status}`, { count: request.changedCount })}</Text>
      {request.retrievedAt && (
        <Text size="sm" c="dimmed">
          {t('requests.retrievedAt', { date: formatDateTime(request.retrievedAt, locale) })}
        </Text>
      )}
      {request.errorMessage && (
        <Alert color={request.status === 'SOMETHING_WRONG' ? 'orange' : 'red'} title={t('requests.stopped')}>
          {request.errorMessage}
        </Alert>
      )}
      <PagedTable<Result>
        label={t('requests.results.label', { year: request.year })}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.id}
        defaultSort={{ column: 'employeeName', direction: 'ASC' }}
        filtersParam={false}
        minWidth={640}
      />
    </Stack>
  );
}
