import { Button, Group, Select, Stack, Switch, Title } from '@mantine/core';
import { IconPlus, IconReceiptTax } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permissions';
import { ListPage } from '../../ui/crud';
import { AmeldingMonthsSection } from './AmeldingMonthsSection';
import { AmeldingsTable } from './AmeldingsTable';
import { currentMonth, parseYear, yearChoices } from './period';
import { useUrlChoices } from './use-url-choices';

/**
 * /altinn-reports (?year=, ?archived=true): the year's months — each with its deadline, how it
 * stands (the ones not reported flagged), its paychecks and its latest message, and for those who
 * send a-meldinger the way to send or replace it — then the year's messages, newest first; the
 * archived ones only when asked for.
 */
export default function AltinnReportsPage() {
  const { t } = useTranslation(['altinnReports', 'shell']);
  const [params, change] = useUrlChoices();
  const thisYear = currentMonth().year;
  const year = parseYear(params.get('year')) ?? thisYear;
  const archived = params.get('archived') === 'true';
  const maySend = usePermission('canSendAltinnPaycheckReports');

  return (
    <ListPage
      title={t('shell:routes.altinnReports')}
      description={t('list.description')}
      actions={
        <>
          <Button
            component={Link}
            to="/altinn-reports/taxes"
            variant="default"
            leftSection={<IconReceiptTax size={16} />}
          >
            {t('shell:routes.taxes')}
          </Button>
          {maySend && (
            <Button component={Link} to="/altinn-reports/new" leftSection={<IconPlus size={16} />}>
              {t('shell:routes.newAltinnReport')}
            </Button>
          )}
        </>
      }
    >
      <Select
        label={t('fields.year')}
        data={yearChoices(thisYear, year).map(String)}
        value={String(year)}
        onChange={(value) => change({ year: value })}
        allowDeselect={false}
        w={140}
      />
      <AmeldingMonthsSection year={year} maySend={maySend} />
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4">
            {t(archived ? 'list.archivedTitle' : 'list.title', { year })}
          </Title>
          <Switch
            label={t('list.showArchived')}
            checked={archived}
            onChange={(event) => change({ archived: event.currentTarget.checked ? 'true' : null })}
          />
        </Group>
        <AmeldingsTable year={year} archived={archived} />
      </Stack>
    </ListPage>
  );
}
