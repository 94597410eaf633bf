import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@fjord/domain';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { localeOf } from '../warehouse/units';
import type { VacationMoneyReportQuery } from '../../gql/graphql';
import { VacationMoneyReportDocument } from './operations';
import { ReportPage } from './ReportPage';
import { amountColumn, csvAmount, useReportYear } from './report-year';

type Report = VacationMoneyReportQuery['vacationMoneyReport'];
type Row = Report['rows'][number];

const AMOUNTS = ['basis', 'ordinary', 'senior', 'accrued', 'paid', 'remaining', 'employerTax'] as const;

/**
 * /paycheck-reports/vacation-money-report?year=: the feriepengeliste of an earning year (the previous
 * year by default): per employee the basis, the percentage (with the senior extra), the vacation pay
 * accrued, what has been paid of it in the year after, what remains, and the employer tax on the accrual
 * at the employee's zone; totals and CSV.
 */
export default function VacationMoneyReportPage() {
  const { t, i18n } = useTranslation('paycheckReports');
  const locale = localeOf(i18n.language);
  const [year, setYear] = useReportYear('previous');
  const { data, loading, error } = useQuery(VacationMoneyReportDocument, { variables: { year } });
  const report = data?.vacationMoneyReport;
  const columns = useMemo<PagedColumn<Row>[]>(() => {
    // A no-break space, so "10,2 %" never wraps.
    const percent = (value: string | null) => (value === null ? '' : `${formatDecimal(value, locale)}\u00a0%`);
    const header = (key: string) => t(`vacationMoney.columns.${key}`, { year: year + 1 });
    return [
      {
        id: 'employeeName',
        header: t('columns.employee'),
        value: (row) => (row.employeeId ? row.employeeName : t('total')),
      },
      amountColumn<Row>('basis', header('basis'), (row) => row.basis, locale),
      {
        id: 'percentage',
        header: header('percentage'),
        align: 'right',
        value: (row) => (row.employeeId ? csvAmount(row.percentage, locale) : ''),
        cell: (row) =>
          row.employeeId
            ? [percent(row.percentage), row.seniorPercentage ? `+ ${percent(row.seniorPercentage)}` : '']
                .filter(Boolean)
                .join(' ')
            : '',
      },
      ...AMOUNTS.slice(1, 6).map((key) => amountColumn<Row>(key, header(key), (row) => row[key], locale)),
      { id: 'employerTaxZone', header: header('employerTaxZone'), value: (row) => row.employerTaxZone ?? '' },
      {
        id: 'employerTaxRate',
        header: header('employerTaxRate'),
        align: 'right',
        value: (row) => (row.employerTaxRate === null ? '' : csvAmount(row.employerTaxRate, locale)),
        cell: (row) => percent(row.employerTaxRate),
      },
      amountColumn<Row>('employerTax', header('employerTax'), (row) => row.employerTax, locale),
    ];
  }, [t, locale, year]);
  const rows = useMemo(() => report?.rows ?? [], [report]);
  const fetchPage = useMemo(() => localPageFetch(rows, columns), [rows, columns]);
  const totals: Row | undefined = report
    ? {
        ...report.totals,
        employeeId: '',
        employeeName: '',
        birthDate: '',
        percentage: '',
        seniorPercentage: null,
        employerTaxZone: null,
        employerTaxRate: null,
      }
    : undefined;
  return (
    <ReportPage
      routeKey="vacationMoneyReport"
      description={t('vacationMoney.intro', { year, payoutYear: year + 1 })}
      year={year}
      onYearChange={setYear}
      loading={loading && !report}
      failed={!!error && !report}
    >
      <PagedTable
        label={t('vacationMoney.tableLabel', { year })}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.employeeId}
        filtersParam={false}
        minWidth={1300}
        scrollFocusable
        emptyMessage={t('vacationMoney.empty', { year })}
        totals={totals}
        csvFileName={t('vacationMoney.csvFileName', { year })}
      />
    </ReportPage>
  );
}
