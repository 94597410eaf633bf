import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toMoney } from '@fjord/domain';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { localeOf } from '../warehouse/units';
import type { AmeldingReconciliationQuery } from '../../gql/graphql';
import { AmeldingReconciliationDocument } from './operations';
import { PayrollJournalButton } from './PayrollJournalButton';
import { flagColumn, reconciledColumns } from './reconciled-columns';
import { ReportPage } from './ReportPage';
import { monthName, useReportYear } from './report-year';

type Report = AmeldingReconciliationQuery['ameldingAndBookkeepingReconciliation'];
type Row = Report['months'][number];

const FIGURES = ['withholding', 'employerTaxBasis', 'employerTax'] as const;

/**
 * /paycheck-reports/amelding-and-bookkeeping-reconciliation?year=: per month what the received a-melding
 * reported ("not reported" when no message was received) beside the journal's withholding, employer-tax
 * basis and tax, the difference and a flag; totals and CSV. This year by default.
 */
export default function AmeldingReconciliationPage() {
  const { t, i18n } = useTranslation('paycheckReports');
  const locale = localeOf(i18n.language);
  const [year, setYear] = useReportYear('current');
  const { data, loading, error } = useQuery(AmeldingReconciliationDocument, { variables: { year } });
  const report = data?.ameldingAndBookkeepingReconciliation;
  const columns = useMemo<PagedColumn<Row>[]>(() => {
    // A month without a received message: "not reported" when the books have pay in it, else nothing to report.
    const nothing = (row: Row) =>
      toMoney(row.withholding.bookkeeping).isZero() && toMoney(row.employerTaxBasis.bookkeeping).isZero();
    const reportedText = (row: Row) =>
      !row.period
        ? ''
        : row.reported
          ? t('amelding.reported', { count: row.messageCount })
          : nothing(row)
            ? t('amelding.noPay')
            : t('amelding.notReported');
    return [
      {
        id: 'month',
        header: t('columns.month'),
        width: 150,
        value: (row) => (row.period ? monthName(row.period, locale) : t('total')),
      },
      {
        id: 'reported',
        header: t('amelding.columns.reported'),
        value: reportedText,
        cell: (row) => (
          <Text
            span
            size="sm"
            c={!row.reported && !nothing(row) ? 'red.9' : undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            {reportedText(row)}
          </Text>
        ),
      },
      ...FIGURES.flatMap((figure) =>
        reconciledColumns<Row>(
          figure,
          {
            source: t(`amelding.columns.${figure}.source`),
            bookkeeping: t(`amelding.columns.${figure}.bookkeeping`),
            difference: t(`amelding.columns.${figure}.difference`),
          },
          (row) => row[figure],
          locale,
        ),
      ),
      flagColumn<Row>(t('columns.status'), (row) => row.flagged, { ok: t('ok'), flagged: t('flagged') }),
    ];
  }, [t, locale]);
  const months = useMemo(() => report?.months ?? [], [report]);
  const fetchPage = useMemo(() => localPageFetch(months, columns), [months, columns]);
  const totals = report
    ? ({ ...report.totals, month: 0, period: '', reported: true, messageCount: 0 } as Row)
    : undefined;
  return (
    <ReportPage
      routeKey="ameldingReconciliation"
      description={t('amelding.intro')}
      year={year}
      onYearChange={setYear}
      actions={<PayrollJournalButton year={year} />}
      loading={loading && !report}
      failed={!!error && !report}
    >
      <PagedTable
        label={t('amelding.tableLabel', { year })}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.period}
        filtersParam={false}
        pageSize={12}
        minWidth={1600}
        scrollFocusable
        totals={totals}
        csvFileName={t('amelding.csvFileName', { year })}
      />
    </ReportPage>
  );
}
