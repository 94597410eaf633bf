import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@fjord/domain';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { localeOf } from '../warehouse/units';
import { PayrollJournalButton } from './PayrollJournalButton';
import { flagColumn, reconciledColumns, type ReconciledAmount } from './reconciled-columns';
import { ReportPage } from './ReportPage';
import { monthName } from './report-year';

type ReconciledMonth = { period: string; flagged: boolean };

/**
 * A reconciliation against the payroll journal, per month of a year: the month, the page's own columns, each
 * figure as source, books and difference, and the verdict; totals, CSV, and the journal to download. `texts` is
 * the page's key in the paycheckReports texts (intro, tableLabel, csvFileName, columns.<figure>.<side>).
 */
export function ReconciliationReport<Row extends ReconciledMonth, Figure extends string>(props: {
  routeKey: 'ameldingReconciliation' | 'paychecksReconciliation';
  texts: string;
  figures: readonly Figure[];
  amount: (row: Row, figure: Figure) => ReconciledAmount;
  /** Columns between the month and the figures. */
  columnsAfterMonth?: (locale: Locale) => PagedColumn<Row>[];
  months: readonly Row[] | undefined;
  totals: Row | undefined;
  year: number;
  onYearChange: (year: number) => void;
  loading: boolean;
  failed: boolean;
  minWidth: number;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('paycheckReports');
  const locale = localeOf(i18n.language);
  const { texts, figures, amount, columnsAfterMonth } = props;
  const columns = useMemo<PagedColumn<Row>[]>(
    () => [
      {
        id: 'month',
        header: t('columns.month'),
        width: 150,
        value: (row) => (row.period ? monthName(row.period, locale) : t('total')),
      },
      ...(columnsAfterMonth?.(locale) ?? []),
      ...figures.flatMap((figure) =>
        reconciledColumns<Row>(
          figure,
          {
            source: t(`${texts}.columns.${figure}.source`),
            bookkeeping: t(`${texts}.columns.${figure}.bookkeeping`),
            difference: t(`${texts}.columns.${figure}.difference`),
          },
          (row) => amount(row, figure),
          locale,
        ),
      ),
      flagColumn<Row>(t('columns.status'), (row) => row.flagged, { ok: t('ok'), flagged: t('flagged') }),
    ],
    [t, locale, texts, figures, amount, columnsAfterMonth],
  );
  const months = useMemo(() => props.months ?? [], [props.months]);
  const fetchPage = useMemo(() => localPageFetch(months, columns), [months, columns]);
  return (
    <ReportPage
      routeKey={props.routeKey}
      description={t(`${texts}.intro`)}
      year={props.year}
      onYearChange={props.onYearChange}
      actions={<PayrollJournalButton year={props.year} />}
      loading={props.loading}
      failed={props.failed}
    >
      <PagedTable
        label={t(`${texts}.tableLabel`, { year: props.year })}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.period}
        filtersParam={false}
        pageSize={12}
        minWidth={props.minWidth}
        scrollFocusable
        totals={props.totals}
        csvFileName={t(`${texts}.csvFileName`, { year: props.year })}
      />
    </ReportPage>
  );
}
