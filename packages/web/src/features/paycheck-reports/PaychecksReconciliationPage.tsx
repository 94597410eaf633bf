import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { localeOf } from '../warehouse/units';
import type { PaychecksReconciliationQuery } from '../../gql/graphql';
import { PaychecksReconciliationDocument } from './operations';
import { PayrollJournalButton } from './PayrollJournalButton';
import { flagColumn, reconciledColumns } from './reconciled-columns';
import { ReportPage } from './ReportPage';
import { monthName, useReportYear } from './report-year';

type Report = PaychecksReconciliationQuery['paychecksAndBookkeepingReconciliation'];
type Row = Report['months'][number];

const FIGURES = ['withholding', 'employerTax', 'payCost'] as const;

/**
 * /paycheck-reports/paychecks-and-bookkeeping-reconciliation?year=: per month the paychecks' withholding,
 * employer tax and pay cost beside what their journal books on 2600, 2770 and 5000–5399, the difference
 * and a flag; totals, CSV, and the journal itself to download. This year by default.
 */
export default function PaychecksReconciliationPage() {
  const { t, i18n } = useTranslation('paycheckReports');
  const locale = localeOf(i18n.language);
  const [year, setYear] = useReportYear('current');
  const { data, loading, error } = useQuery(PaychecksReconciliationDocument, { variables: { year } });
  const report = data?.paychecksAndBookkeepingReconciliation;
  const columns = useMemo<PagedColumn<Row>[]>(
    () => [
      {
        id: 'month',
        header: t('columns.month'),
        width: 150,
        value: (row) => (row.period ? monthName(row.period, locale) : t('total')),
      },
      ...FIGURES.flatMap((figure) =>
        reconciledColumns<Row>(
          figure,
          {
            source: t(`paychecksReconciliation.columns.${figure}.source`),
            bookkeeping: t(`paychecksReconciliation.columns.${figure}.bookkeeping`),
            difference: t(`paychecksReconciliation.columns.${figure}.difference`),
          },
          (row) => row[figure],
          locale,
        ),
      ),
      flagColumn<Row>(t('columns.status'), (row) => row.flagged, { ok: t('ok'), flagged: t('flagged') }),
    ],
    [t, locale],
  );
  const months = useMemo(() => report?.months ?? [], [report]);
  const fetchPage = useMemo(() => localPageFetch(months, columns), [months, columns]);
  const totals = report ? ({ ...report.totals, month: 0, period: '' } as Row) : undefined;
  return (
    <ReportPage
      routeKey="paychecksReconciliation"
      description={t('paychecksReconciliation.intro')}
      year={year}
      onYearChange={setYear}
      actions={<PayrollJournalButton year={year} />}
      loading={loading && !report}
      failed={!!error && !report}
    >
      <PagedTable
        label={t('paychecksReconciliation.tableLabel', { year })}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.period}
        filtersParam={false}
        pageSize={12}
        minWidth={1500}
        scrollFocusable
        totals={totals}
        csvFileName={t('paychecksReconciliation.csvFileName', { year })}
      />
    </ReportPage>
  );
}
