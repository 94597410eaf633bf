import { useQuery } from '@apollo/client/react';
import type { PaychecksReconciliationQuery } from '../../gql/graphql';
import { PaychecksReconciliationDocument } from './operations';
import { ReconciliationReport } from './ReconciliationReport';
import { useReportYear } from './report-year';

type Report = PaychecksReconciliationQuery['paychecksAndBookkeepingReconciliation'];
type Row = Report['months'][number];

const FIGURES = ['withholding', 'employerTax', 'payCost'] as const;
const amount = (row: Row, figure: (typeof FIGURES)[number]) => row[figure];

/**
 * /paycheck-reports/paychecks-and-bookkeeping-reconciliation?year=: per month the paychecks' withholding,
 * employer tax and pay cost beside what their journal books on 2600, 2770 and 5000–5399, the difference
 * and a flag; totals, CSV, and the journal itself to download. This year by default.
 */
export default function PaychecksReconciliationPage() {
  const [year, setYear] = useReportYear('current');
  const { data, loading, error } = useQuery(PaychecksReconciliationDocument, { variables: { year } });
  const report = data?.paychecksAndBookkeepingReconciliation;
  return (
    <ReconciliationReport<Row, (typeof FIGURES)[number]>
      routeKey="paychecksReconciliation"
      texts="paychecksReconciliation"
      figures={FIGURES}
      amount={amount}
      months={report?.months}
      totals={report ? ({ ...report.totals, month: 0, period: '' } as Row) : undefined}
      year={year}
      onYearChange={setYear}
      loading={loading && !report}
      failed={!!error && !report}
      minWidth={1500}
    />
  );
}
