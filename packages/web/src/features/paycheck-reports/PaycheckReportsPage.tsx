import { useState } from 'react';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/crud';
import { PayrollJournalButton } from './PayrollJournalButton';
import { defaultYear } from './report-year';
import { YearSelect } from './YearSelect';

/** The reports of /paycheck-reports, each with its route title's key and the explanation's key. */
export const PAYCHECK_REPORTS = [
  { path: 'paychecks-summary-report', routeKey: 'paychecksSummaryReport', textKey: 'summary' },
  { path: 'vacation-money-report', routeKey: 'vacationMoneyReport', textKey: 'vacationMoney' },
  { path: 'yearly-report-for-employee', routeKey: 'yearlyReportForEmployee', textKey: 'yearly' },
  {
    path: 'paychecks-and-bookkeeping-reconciliation',
    routeKey: 'paychecksReconciliation',
    textKey: 'paychecksReconciliation',
  },
  {
    path: 'amelding-and-bookkeeping-reconciliation',
    routeKey: 'ameldingReconciliation',
    textKey: 'ameldingReconciliation',
  },
] as const;

/**
 * /paycheck-reports: the payroll reports as cards, each with a line saying what it shows and a link to
 * it, and the payroll journal (the bookkeeping side the reconciliations compare with) to download.
 */
export default function PaycheckReportsPage() {
  const { t } = useTranslation('paycheckReports');
  const [journalYear, setJournalYear] = useState(() => defaultYear('current'));
  return (
    <ListPage title={t('shell:routes.paycheckReports')} description={t('index.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {PAYCHECK_REPORTS.map((report) => (
          <Paper key={report.path} withBorder p="md" component="li">
            <Stack gap="xs" h="100%">
              <Title order={2} size="h4">
                <Anchor component={Link} to={`/paycheck-reports/${report.path}`}>
                  {t(`shell:routes.${report.routeKey}`)}
                </Anchor>
              </Title>
              <Text size="sm">{t(`index.cards.${report.textKey}`)}</Text>
            </Stack>
          </Paper>
        ))}
        <Paper withBorder p="md" component="li">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              {t('journal.title')}
            </Title>
            <Text size="sm">{t('journal.text')}</Text>
            <Group align="flex-end" gap="sm">
              <YearSelect year={journalYear} onChange={setJournalYear} />
              <PayrollJournalButton year={journalYear} />
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>
    </ListPage>
  );
}
