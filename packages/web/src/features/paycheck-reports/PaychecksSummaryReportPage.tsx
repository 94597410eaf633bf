import { lazy, Suspense, useMemo } from 'react';
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Locale } from '@fjord/domain';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { barValue, monthLabel } from '../dashboard/statistics-period';
import { localeOf } from '../warehouse/units';
import type { PaychecksSummaryReportQuery } from '../../gql/graphql';
import { PaychecksSummaryReportDocument } from './operations';
import { ReportPage } from './ReportPage';
import { amountColumn, monthName, useReportYear } from './report-year';

/** The chart library is large: loaded with the chart, never with the rest of the app. */
const PayAndTaxChart = lazy(() => import('./PayAndTaxChart'));

type Report = PaychecksSummaryReportQuery['paychecksSummaryReport'];
type MonthRow = Report['months'][number];
type EmployeeRow = MonthRow['employees'][number];
type Figures = Omit<Report['totals'], '__typename'>;

const FIGURES = ['grossPay', 'withholding', 'employerTaxBasis', 'employerTax', 'deductions', 'netPay'] as const;

/** The figure columns a month row and an employee row share, after their first column. */
function figureColumns<T extends Figures>(t: (key: string) => string, locale: Locale): PagedColumn<T>[] {
  return [
    { id: 'paycheckCount', header: t('columns.paycheckCount'), value: (row) => row.paycheckCount, align: 'right' },
    ...FIGURES.map((figure) => amountColumn<T>(figure, t(`columns.${figure}`), (row) => row[figure], locale)),
  ];
}

/** A month's employees, in the month's expanded row. */
function MonthEmployees({ month, locale }: { month: MonthRow; locale: Locale }) {
  const { t } = useTranslation('paycheckReports');
  const columns = useMemo<PagedColumn<EmployeeRow>[]>(
    () => [
      { id: 'employeeName', header: t('columns.employee'), value: (row) => row.employeeName },
      ...figureColumns<EmployeeRow>(t, locale),
    ],
    [t, locale],
  );
  const fetchPage = useMemo(() => localPageFetch(month.employees, columns), [month.employees, columns]);
  return (
    <PagedTable
      label={t('summary.employeesOf', { month: monthName(month.period, locale) })}
      columns={columns}
      fetchPage={fetchPage}
      rowId={(row) => row.employeeId}
      filtersParam={false}
      minWidth={900}
    />
  );
}

/**
 * /paycheck-reports/paychecks-summary-report?year=: the year's locked paychecks per month of payment
 * (and, opened, per employee) with the totals row, the CSV download, and pay and tax by month as a
 * chart. This year by default.
 */
export default function PaychecksSummaryReportPage() {
  const { t, i18n } = useTranslation('paycheckReports');
  const locale = localeOf(i18n.language);
  const [year, setYear] = useReportYear('current');
  const { data, loading, error } = useQuery(PaychecksSummaryReportDocument, { variables: { year } });
  const report = data?.paychecksSummaryReport;
  const columns = useMemo<PagedColumn<MonthRow>[]>(
    () => [
      {
        id: 'month',
        header: t('columns.month'),
        width: 150,
        value: (row) => (row.period ? monthName(row.period, locale) : t('total')),
      },
      ...figureColumns<MonthRow>(t, locale),
    ],
    [t, locale],
  );
  const months = useMemo(() => report?.months ?? [], [report]);
  const fetchPage = useMemo(() => localPageFetch(months, columns), [months, columns]);
  const totals = report ? ({ ...report.totals, month: 0, period: '', employees: [] } as MonthRow) : undefined;
  const bars = months.map((month) => ({
    month: monthLabel(`${month.period}-01`, locale),
    grossPay: barValue(month.grossPay),
    withholding: barValue(month.withholding),
    employerTax: barValue(month.employerTax),
  }));
  return (
    <ReportPage
      routeKey="paychecksSummaryReport"
      description={t('summary.intro')}
      year={year}
      onYearChange={setYear}
      loading={loading && !report}
      failed={!!error && !report}
    >
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('summary.chartTitle', { year })}
        </Title>
        <div aria-hidden="true" data-testid="pay-and-tax-chart">
          <Suspense fallback={<Skeleton height={280} />}>
            <PayAndTaxChart
              data={bars}
              labels={{
                grossPay: t('columns.grossPay'),
                withholding: t('columns.withholding'),
                employerTax: t('columns.employerTax'),
              }}
              format={(value) => formatMoney(value.toFixed(2), locale)}
            />
          </Suspense>
        </div>
        <Text size="sm" c="dimmed" mt="xs">
          {t('summary.chartNote')}
        </Text>
      </Paper>
      <PagedTable
        label={t('summary.tableLabel', { year })}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.period}
        renderExpanded={(row) => <MonthEmployees month={row} locale={locale} />}
        canExpand={(row) => row.employees.length > 0}
        filtersParam={false}
        pageSize={12}
        minWidth={1000}
        totals={totals}
        csvFileName={t('summary.csvFileName', { year })}
      />
    </ReportPage>
  );
}
