import { useCallback } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toMoney } from '@fjord/domain';
import type { PagedColumn } from '../../ui/table';
import type { AmeldingReconciliationQuery } from '../../gql/graphql';
import { AmeldingReconciliationDocument } from './operations';
import { ReconciliationReport } from './ReconciliationReport';
import { useReportYear } from './report-year';

type Report = AmeldingReconciliationQuery['ameldingAndBookkeepingReconciliation'];
type Row = Report['months'][number];

const FIGURES = ['withholding', 'employerTaxBasis', 'employerTax'] as const;
const amount = (row: Row, figure: (typeof FIGURES)[number]) => row[figure];

/** A month without a received message is "not reported" when the books have pay in it, else nothing to report. */
const nothingToReport = (row: Row) =>
  toMoney(row.withholding.bookkeeping).isZero() && toMoney(row.employerTaxBasis.bookkeeping).isZero();

/**
 * /paycheck-reports/amelding-and-bookkeeping-reconciliation?year=: per month what the received a-melding
 * reported ("not reported" when no message was received) beside the journal's withholding, employer-tax
 * basis and tax, the difference and a flag; totals and CSV. This year by default.
 */
export default function AmeldingReconciliationPage() {
  const { t } = useTranslation('paycheckReports');
  const [year, setYear] = useReportYear('current');
  const { data, loading, error } = useQuery(AmeldingReconciliationDocument, { variables: { year } });
  const report = data?.ameldingAndBookkeepingReconciliation;
  const reportedColumn = useCallback((): PagedColumn<Row>[] => {
    const reportedText = (row: Row) =>
      !row.period
        ? ''
        : row.reported
          ? t('amelding.reported', { count: row.messageCount })
          : nothingToReport(row)
            ? t('amelding.noPay')
            : t('amelding.notReported');
    return [
      {
        id: 'reported',
        header: t('amelding.columns.reported'),
        value: reportedText,
        cell: (row) => (
          <Text
            span
            size="sm"
            c={!row.reported && !nothingToReport(row) ? 'red.9' : undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            {reportedText(row)}
          </Text>
        ),
      },
    ];
  }, [t]);
  return (
    <ReconciliationReport<Row, (typeof FIGURES)[number]>
      routeKey="ameldingReconciliation"
      texts="amelding"
      figures={FIGURES}
      amount={amount}
      columnsAfterMonth={reportedColumn}
      months={report?.months}
      totals={report ? ({ ...report.totals, month: 0, period: '', reported: true, messageCount: 0 } as Row) : undefined}
      year={year}
      onYearChange={setYear}
      loading={loading && !report}
      failed={!!error && !report}
      minWidth={1600}
    />
  );
}
