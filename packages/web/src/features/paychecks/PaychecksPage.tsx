import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permissions';
import { ListPage, useReload } from '../../ui/crud';
import { periodOptions, usePaycheckPeriods, usePeriodYear } from '../paycheck-periods/use-periods';
import { YearStepper } from '../paycheck-periods/YearStepper';
import { PaychecksTable } from './PaychecksTable';
import { RunMonthActions } from './RunMonthActions';

/**
 * /paychecks: the paychecks of a period (`?periodId=`, chosen among a year's periods) or of all,
 * newest number first, filtered by status and employee. Users who may make paychecks start a new
 * one, and for an open period run the month and lock all its open paychecks.
 */
export default function PaychecksPage() {
  return <PaychecksList advanced={false} />;
}

/**
 * The list of /paychecks, or with `advanced` of /advanced-paychecks: only the advanced paychecks (free
 * lines, typed tax), and new ones start advanced.
 */
export function PaychecksList({ advanced }: { advanced: boolean }) {
  const { t } = useTranslation(['paychecks', 'paycheckPeriods', 'shell']);
  const newPath = advanced ? '/advanced-paychecks/new' : '/paychecks/new';
  const title = t(advanced ? 'shell:routes.advancedPaychecks' : 'shell:routes.paychecks');
  const mayCreate = usePermission('canCreatePaychecks');
  const [params, setParams] = useSearchParams();
  const periodId = params.get('periodId');
  const [year, setYear] = usePeriodYear(periodId);
  const { data } = usePaycheckPeriods(year);
  const periods = data?.paycheckPeriods ?? [];
  const period = periods.find((candidate) => candidate.id === periodId) ?? null;
  const [reloadKey, reload] = useReload();

  const choosePeriod = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set('periodId', id);
        else next.delete('periodId');
        return next;
      },
      { replace: true },
    );

  return (
    <ListPage
      title={title}
      description={t(advanced ? 'list.advancedDescription' : 'list.description')}
      actions={
        mayCreate && (
          <Button
            component={Link}
            to={periodId ? `${newPath}?periodId=${encodeURIComponent(periodId)}` : newPath}
            leftSection={<IconPlus size={16} />}
          >
            {t(advanced ? 'shell:routes.newAdvancedPaycheck' : 'shell:routes.newPaycheck')}
          </Button>
        )
      }
    >
      <Group align="flex-end" gap="md">
        <YearStepper
          year={year}
          onChange={(next) => {
            setYear(next);
            choosePeriod(null);
          }}
        />
        <Select
          label={t('fields.period')}
          placeholder={t('list.allPeriods')}
          data={periodOptions(t, periods)}
          value={period ? period.id : null}
          onChange={choosePeriod}
          clearable
          w={240}
        />
        {mayCreate && period && !period.isLocked && <RunMonthActions period={period} onChanged={reload} />}
      </Group>
      <PaychecksTable periodId={periodId} label={title} reloadKey={reloadKey} advanced={advanced} />
    </ListPage>
  );
}
