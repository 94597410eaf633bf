import { useMemo, useState } from 'react';
import { Badge, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { ListPage } from '../../ui/crud';
import { FormModal } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { osloYear } from '../employee-tax-cards/tax-card-form';
import { localeOf } from '../warehouse/units';
import { formatDate } from '../webstore-api-tokens/dates';
import { CreatePaycheckPeriodsDocument, PaycheckPeriodsDocument, UpdatePaycheckPeriodDocument } from './operations';
import { PeriodActions, useLockPeriod } from './PeriodActions';
import { PeriodFormFields } from './PeriodFormFields';
import { PeriodPayDates } from './PeriodPayDates';
import { PeriodStanding } from './PeriodStanding';
import { periodFormValues, periodInput, periodSchema, type PaycheckPeriod, type PeriodFormValues } from './period-form';
import { usePaycheckPeriods } from './use-periods';
import { VacationMoneySettingsButton } from './VacationMoneySettingsButton';
import { YearStepper } from './YearStepper';

/**
 * /paycheck-periods: the twelve monthly periods of a year (this year first, stepping back and
 * forth), each with its dates, how it stands against today, its paychecks and their sums; a row
 * opens to its pay dates and the tax due on each. Users who may make paychecks create a year's
 * periods, edit an open period and lock one whose paychecks are all locked.
 */
export default function PaycheckPeriodsPage() {
  const { t } = useTranslation(['paycheckPeriods', 'shell']);
  const [year, setYear] = useState(() => osloYear());
  const mayChange = usePermission('canCreatePaychecks');
  const { data, loading } = usePaycheckPeriods(year);
  const [editing, setEditing] = useState<PaycheckPeriod | null>(null);
  const lock = useLockPeriod();
  const periods = data?.paycheckPeriods;

  return (
    <ListPage
      title={t('shell:routes.paycheckPeriods')}
      description={t('description')}
      actions={
        <>
          <VacationMoneySettingsButton year={year} mayChange={mayChange} />
          <YearStepper year={year} onChange={setYear} />
        </>
      }
    >
      {!periods && loading ? (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : periods && periods.length === 0 ? (
        <NoPeriods year={year} mayCreate={mayChange} />
      ) : (
        <PeriodsTable
          year={year}
          periods={periods ?? []}
          mayChange={mayChange}
          onEdit={setEditing}
          onLock={(period) => void lock(period)}
        />
      )}
      <EditPeriodModal period={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}

/** A year without periods: users who may make paychecks create its twelve. */
function NoPeriods({ year, mayCreate }: { year: number; mayCreate: boolean }) {
  const { t } = useTranslation('paycheckPeriods');
  const client = useApolloClient();
  const [creating, setCreating] = useState(false);
  const create = async () => {
    setCreating(true);
    try {
      await client.mutate({
        mutation: CreatePaycheckPeriodsDocument,
        variables: { year },
        refetchQueries: [{ query: PaycheckPeriodsDocument, variables: { year } }],
        awaitRefetchQueries: true,
      });
      toast('success', t('create.done', { year }));
    } catch {
      // The error link has said why.
    } finally {
      setCreating(false);
    }
  };
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>{t('create.none', { year })}</Text>
        {mayCreate && (
          <Button leftSection={<IconCalendarPlus size={16} />} loading={creating} onClick={() => void create()}>
            {t('create.button', { year })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

type TableProps = {
  year: number;
  periods: readonly PaycheckPeriod[];
  mayChange: boolean;
  onEdit: (period: PaycheckPeriod) => void;
  onLock: (period: PaycheckPeriod) => void;
};

function PeriodsTable({ year, periods, mayChange, onEdit, onLock }: TableProps) {
  const { t, i18n } = useTranslation('paycheckPeriods');
  const locale = localeOf(i18n.language);
  const columns = useMemo<PagedColumn<PaycheckPeriod>[]>(() => {
    const date = (value: string) => formatDate(value, locale);
    const money = (id: 'grossPay' | 'taxDeduction' | 'netPay' | 'employerTax'): PagedColumn<PaycheckPeriod> => ({
      id,
      header: t(`fields.${id}`),
      value: (row) => formatMoney(row[id], locale),
      align: 'right',
    });
    return [
      { id: 'name', header: t('fields.name'), value: (row) => row.name },
      { id: 'bookkeepingPeriod', header: t('fields.bookkeepingPeriod'), value: (row) => row.bookkeepingPeriod },
      {
        id: 'dates',
        header: t('fields.dates'),
        value: (row) => `${date(row.startDate)} – ${date(row.endDate)}`,
      },
      { id: 'payDate', header: t('fields.payDate'), value: (row) => date(row.payDate) },
      { id: 'journalDate', header: t('fields.journalDate'), value: (row) => date(row.journalDate) },
      {
        id: 'standing',
        header: t('fields.standing'),
        value: (row) => t(`standings.${row.standing}`),
        cell: (row) => <PeriodStanding standing={row.standing} />,
      },
      {
        id: 'paychecks',
        header: t('fields.paychecks'),
        value: (row) => t('counts', { locked: row.lockedCount, total: row.paycheckCount }),
        align: 'right',
      },
      money('grossPay'),
      money('taxDeduction'),
      money('netPay'),
      money('employerTax'),
      {
        id: 'locked',
        header: t('fields.status'),
        value: (row) => t(row.isLocked ? 'status.locked' : 'status.open'),
        cell: (row) => (
          <Badge variant="light" color={row.isLocked ? 'green' : 'blue'}>
            {t(row.isLocked ? 'status.locked' : 'status.open')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('fields.actions'),
        align: 'right',
        pinned: 'right',
        cell: (row) => <PeriodActions period={row} mayChange={mayChange} onEdit={onEdit} onLock={onLock} />,
      },
    ];
  }, [t, locale, mayChange, onEdit, onLock]);
  const fetchPage = useMemo(() => localPageFetch(periods, columns), [periods, columns]);
  return (
    <PagedTable
      label={t('tableLabel', { year })}
      columns={columns}
      fetchPage={fetchPage}
      rowId={(row) => row.id}
      renderExpanded={(row) => <PeriodPayDates period={row} />}
      filtersParam={false}
      pageSize={12}
      minWidth={1400}
    />
  );
}

/** THE popup, on a period: its name, bookkeeping month, pay date and journal date. */
function EditPeriodModal({ period, onClose }: { period: PaycheckPeriod | null; onClose: () => void }) {
  const { t } = useTranslation('paycheckPeriods');
  const client = useApolloClient();
  const saved = useMemo(() => (period ? periodFormValues(period) : null), [period]);
  const save = async (values: PeriodFormValues) => {
    if (!period) return false;
    await client.mutate({
      mutation: UpdatePaycheckPeriodDocument,
      variables: { id: period.id, input: periodInput(values) },
      context: { handleErrors: false },
    });
  };
  return (
    <FormModal
      saved={saved}
      title={period ? t('edit.title', { name: period.name }) : ''}
      schema={periodSchema}
      onSubmit={save}
      onClose={onClose}
      size="md"
    >
      <PeriodFormFields />
    </FormModal>
  );
}
