import { useMemo } from 'react';
import { Anchor, Badge } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { amountText, sumMoney } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { localeOf } from '../warehouse/units';
import type { YearlyReportsQuery } from '../../gql/graphql';
import { YearlyReportsDocument } from './operations';
import { ReportPage } from './ReportPage';
import { amountColumn, useReportYear } from './report-year';
import { SendYearlyReportsButton } from './SendYearlyReportsButton';

type Row = YearlyReportsQuery['yearlyReports'][number];

/** The yearly statement's page of a row: the PDF in the app's viewer. */
export const yearlyReportPdfPage = (year: number, workRelationId: string) =>
  `/paycheck-reports/yearly-report-for-employee/pdf?${new URLSearchParams({ year: String(year), workRelationId })}`;

/**
 * /paycheck-reports/yearly-report-for-employee?year=: the work relations with locked paychecks in the year
 * (the previous year by default), each with its yearly statement to open as PDF, and "send all by e-mail"
 * for those who may send paychecks; totals and CSV.
 */
export default function YearlyReportsPage() {
  const { t, i18n } = useTranslation('paycheckReports');
  const locale = localeOf(i18n.language);
  const [year, setYear] = useReportYear('previous');
  const maySend = usePermission('canSendPaychecks');
  const { data, loading, error } = useQuery(YearlyReportsDocument, { variables: { year } });
  const rows = useMemo(() => data?.yearlyReports ?? [], [data]);
  const columns = useMemo<PagedColumn<Row>[]>(
    () => [
      {
        id: 'employeeName',
        header: t('columns.employee'),
        value: (row) => (row.workRelationId ? row.employeeName : t('total')),
      },
      { id: 'subUnitName', header: t('yearly.columns.subUnit'), value: (row) => row.subUnitName ?? '' },
      {
        id: 'email',
        header: t('yearly.columns.email'),
        value: (row) => row.email ?? '',
        cell: (row) =>
          !row.workRelationId ? (
            ''
          ) : row.email ? (
            row.email
          ) : (
            <Badge color="gray" variant="light">
              {t('yearly.noEmail')}
            </Badge>
          ),
      },
      { id: 'paycheckCount', header: t('columns.paycheckCount'), value: (row) => row.paycheckCount, align: 'right' },
      amountColumn<Row>('grossPay', t('columns.grossPay'), (row) => row.grossPay, locale),
      amountColumn<Row>('withholding', t('columns.withholding'), (row) => row.withholding, locale),
      {
        id: 'pdf',
        header: t('yearly.columns.pdf'),
        pinned: 'right',
        cell: (row) =>
          row.workRelationId ? (
            <Anchor
              component={Link}
              to={yearlyReportPdfPage(year, row.workRelationId)}
              aria-label={t('yearly.openFor', { name: row.employeeName })}
            >
              <IconFileTypePdf size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
              {t('yearly.open')}
            </Anchor>
          ) : (
            ''
          ),
      },
    ],
    [t, locale, year],
  );
  const fetchPage = useMemo(() => localPageFetch(rows, columns), [rows, columns]);
  const totals: Row | undefined =
    rows.length > 0
      ? {
          workRelationId: '',
          employeeId: '',
          employeeName: '',
          email: null,
          subUnitName: null,
          paycheckCount: rows.reduce((count, row) => count + row.paycheckCount, 0),
          grossPay: amountText(sumMoney(rows.map((row) => row.grossPay))),
          withholding: amountText(sumMoney(rows.map((row) => row.withholding))),
        }
      : undefined;
  const withEmail = rows.filter((row) => row.email).length;
  return (
    <ReportPage
      routeKey="yearlyReportForEmployee"
      description={t('yearly.intro', { year })}
      year={year}
      onYearChange={setYear}
      actions={
        maySend && rows.length > 0 ? (
          <SendYearlyReportsButton year={year} withEmail={withEmail} withoutEmail={rows.length - withEmail} />
        ) : null
      }
      loading={loading && !data}
      failed={!!error && !data}
    >
      <PagedTable
        label={t('yearly.tableLabel', { year })}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.workRelationId}
        filtersParam={false}
        minWidth={1100}
        emptyMessage={t('yearly.empty', { year })}
        totals={totals}
        csvFileName={t('yearly.csvFileName', { year })}
      />
    </ReportPage>
  );
}
