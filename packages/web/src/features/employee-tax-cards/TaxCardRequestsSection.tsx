// mount: /employees (EmployeesPage), under the list: <TaxCardRequestsSection />
import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultTaxCardRequestYear, osloDate } from '@fjord/domain';
import type { TaxCardRequestFieldsFragment } from '../../gql/graphql';
import { usePermission } from '../../app/permissions';
import { graphQLErrorsOf } from '../../ui/forms';
import { formatDateTime } from '../../ui/format';
import { confirmDialog, toast } from '../../ui/overlays';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { RequestTaxCardsDocument, TaxCardRequestsDocument } from './request-operations';
import { REQUEST_STATUS_COLORS, isWorking } from './request-statuses';
import { TaxCardRequestActions } from './TaxCardRequestActions';
import { TaxCardRequestDialog } from './TaxCardRequestDialog';

type RequestRow = TaxCardRequestFieldsFragment;

const NO_REQUESTS: RequestRow[] = [];
/** While a request is being fetched the list asks again this often, so its status moves on screen. */
const WORKING_POLL_MS = 2000;

/** Whether the refusal is the spec's "Invalid credentials": Fjord's system user is not approved at the company. */
const isSystemUserRefusal = (error: unknown) =>
  (graphQLErrorsOf(error) ?? []).some((problem) =>
    ((problem.extensions?.validations ?? []) as { type?: string }[]).some(
      (validation) => validation.type === 'system_user_not_approved',
    ),
  );

/**
 * "Skattekort fra Skatteetaten" under the employee list: "Hent skattekort for alle" asks for the chosen year's cards
 * (next year's in December, else this year's) of every employee with a work relation in the year; the requests
 * follow in a table with their status (asked for again every two seconds while one is working), and one opens in a
 * dialog with each employee's result and what changed. Without the approved system user the refusal points to
 * /company-settings/altinn-users. For those who may edit employees (canEditEmployees).
 */
export function TaxCardRequestsSection() {
  const { t, i18n } = useTranslation('taxCards');
  const mayEdit = usePermission('canEditEmployees');
  const client = useApolloClient();
  const thisYear = Number(osloDate().slice(0, 4));
  const [year, setYear] = useState(String(defaultTaxCardRequestYear(osloDate())));
  const [asking, setAsking] = useState(false);
  const [notApproved, setNotApproved] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, startPolling, stopPolling } = useQuery(TaxCardRequestsDocument, {
    skip: !mayEdit,
    fetchPolicy: 'cache-and-network',
  });
  const requests = data?.taxCardRequests.items ?? NO_REQUESTS;
  const working = requests.some((request) => isWorking(request.status));
  useEffect(() => {
    if (!working) return undefined;
    startPolling(WORKING_POLL_MS);
    return stopPolling;
  }, [working, startPolling, stopPolling]);
  const locale = i18n.language;

  const columns = useMemo<PagedColumn<RequestRow>[]>(
    () => [
      {
        id: 'requestedAt',
        header: t('requests.columns.requestedAt'),
        value: (row) => row.requestedAt,
        cell: (row) => (
          <Anchor component="button" type="button" onClick={() => setOpenId(row.id)} aria-haspopup="dialog">
            {formatDateTime(row.requestedAt, locale)}
          </Anchor>
        ),
        sortable: true,
      },
      { id: 'year', header: t('requests.columns.year'), value: (row) => row.year, sortable: true },
      {
        id: 'status',
        header: t('requests.columns.status'),
        value: (row) => t(`requests.statuses.${row.status}`),
        cell: (row) => (
          <Badge variant="light" color={REQUEST_STATUS_COLORS[row.status]}>
            {t(`requests.statuses.${row.status}`)}
          </Badge>
        ),
        sortable: true,
      },
      {
        id: 'employees',
        header: t('requests.columns.employees'),
        value: (row) => row.employeeCount,
        cell: (row) =>
          isWorking(row.status)
            ? t('requests.answered', { count: row.answeredCount, total: row.employeeCount })
            : row.employeeCount,
      },
      {
        id: 'changed',
        header: t('requests.columns.changed'),
        value: (row) => (row.status === 'RETRIEVED' ? row.changedCount : null),
        cell: (row) => (row.status === 'RETRIEVED' ? row.changedCount : ''),
      },
      { id: 'requestedBy', header: t('requests.columns.requestedBy'), value: (row) => row.requestedByName ?? '' },
      {
        id: 'actions',
        header: t('requests.columns.actions'),
        cell: (row) => <TaxCardRequestActions request={row} onOpen={() => setOpenId(row.id)} />,
      },
    ],
    [t, locale],
  );
  const fetchPage = useMemo(() => localPageFetch(requests, columns), [requests, columns]);

  if (!mayEdit) return null;

  async function askForAll() {
    const confirmed = await confirmDialog({
      title: t('requests.confirmTitle', { year }),
      message: t('requests.confirmMessage', { year }),
      confirmLabel: t('requests.confirm'),
    });
    if (!confirmed) return;
    setAsking(true);
    setNotApproved(false);
    try {
      await client.mutate({
        mutation: RequestTaxCardsDocument,
        variables: { year: Number(year) },
        refetchQueries: [TaxCardRequestsDocument],
        context: { handleErrors: false },
      });
      toast('success', t('requests.requested', { year }));
    } catch (error) {
      if (!isSystemUserRefusal(error)) throw error;
      setNotApproved(true);
    } finally {
      setAsking(false);
    }
  }

  const years = [thisYear + 1, thisYear, thisYear - 1].map(String);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="tax-card-requests-title">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3" id="tax-card-requests-title">
            {t('requests.title')}
          </Title>
          <Group gap="xs" align="flex-end">
            <Select
              label={t('requests.year')}
              data={years}
              value={year}
              onChange={(value) => value && setYear(value)}
              allowDeselect={false}
              w={110}
            />
            <Button
              leftSection={<IconCloudDownload size={18} />}
              loading={asking}
              aria-haspopup="dialog"
              onClick={() => void askForAll()}
            >
              {t('requests.button')}
            </Button>
          </Group>
        </Group>
        <Text size="sm">{t('requests.intro')}</Text>
        {notApproved && (
          <Alert
            color="red"
            withCloseButton
            onClose={() => setNotApproved(false)}
            title={t('requests.notApprovedTitle')}
          >
            {t('requests.notApproved')}{' '}
            <Anchor component={Link} to="/company-settings/altinn-users">
              {t('requests.notApprovedLink')}
            </Anchor>
          </Alert>
        )}
        {loading && !data ? (
          <Text c="dimmed">{t('common:loading')}</Text>
        ) : (
          <PagedTable<RequestRow>
            label={t('requests.title')}
            columns={columns}
            fetchPage={fetchPage}
            rowId={(row) => row.id}
            defaultSort={{ column: 'requestedAt', direction: 'DESC' }}
            emptyMessage={t('requests.none')}
            filtersParam={false}
          />
        )}
      </Stack>
      <TaxCardRequestDialog id={openId} onClose={() => setOpenId(null)} />
    </Paper>
  );
}
