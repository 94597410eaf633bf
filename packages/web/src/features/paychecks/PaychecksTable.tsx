import { useMemo } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@fjord/domain';
import type { PaycheckOrderBy, PaycheckStatus, PaychecksQuery } from '../../gql/graphql';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { localeOf } from '../warehouse/units';
import { formatDate } from '../webstore-api-tokens/dates';
import { PaychecksDocument } from './operations';
import { PaycheckStatusBadge, ReportingStatusBadge } from './PaycheckBadges';
import { PAYCHECK_STATUSES } from './status';
import { useEmployeeSearch } from './use-employee-search';

export type PaycheckRow = PaychecksQuery['paychecks']['items'][number];

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const isStatus = (value: unknown): value is PaycheckStatus =>
  typeof value === 'string' && (PAYCHECK_STATUSES as readonly string[]).includes(value);

type Props = {
  /** Only this period's paychecks (the page's period choice); null: every period. */
  periodId: string | null;
  label: string;
  /** The URL parameter of the table's own filters; false on the dashboard. */
  filtersParam?: string | false;
  reloadKey?: unknown;
  /** Only advanced paychecks (/advanced-paychecks). */
  advanced?: boolean;
};

/**
 * The paychecks, newest number first: number (opening the paycheck; a draft has none yet),
 * employee, period, paid date, gross, tax and net pay, status and whether the a-melding has it;
 * filtered by status and employee (and by the caller's period).
 */
export function PaychecksTable({ periodId, label, filtersParam, reloadKey, advanced = false }: Props) {
  const { t, i18n } = useTranslation('paychecks');
  const locale = localeOf(i18n.language);
  const searchEmployees = useEmployeeSearch();
  const fetchPage = useApolloPageFetch(PaychecksDocument, {
    variables: (request) => ({
      ...request,
      orderBy: request.orderBy as PaycheckOrderBy | null,
      filters: {
        periodId,
        status: isStatus(request.filters.status) ? request.filters.status : null,
        employeeId: stringOrNull(request.filters.employeeId),
        advancedMode: advanced ? true : null,
      },
    }),
    select: (data) => data.paychecks,
  });

  const columns = useMemo<PagedColumn<PaycheckRow>[]>(() => {
    const money = (id: 'grossPay' | 'taxDeduction' | 'netPay', sortable = false): PagedColumn<PaycheckRow> => ({
      id,
      header: t(`fields.${id}`),
      value: (row) => formatMoney(row[id], locale),
      align: 'right',
      sortable,
    });
    return [
      {
        id: 'number',
        header: t('fields.number'),
        value: (row) => row.number ?? t('draft'),
        cell: (row) => (
          <Anchor component={Link} to={`/paychecks/${row.id}`} size="sm">
            {row.number ?? t('draftOf', { name: row.employeeName })}
          </Anchor>
        ),
        sortable: true,
      },
      {
        id: 'employee',
        orderBy: 'employeeName',
        header: t('fields.employee'),
        value: (row) => row.employeeName,
        sortable: true,
        filter: { type: 'search', key: 'employeeId', search: searchEmployees, minChars: 2 },
      },
      { id: 'period', header: t('fields.period'), value: (row) => row.period.name },
      {
        id: 'paidDate',
        header: t('fields.paidDate'),
        value: (row) => formatDate(row.paidDate, locale),
        sortable: true,
      },
      money('grossPay'),
      money('taxDeduction'),
      money('netPay', true),
      {
        id: 'status',
        header: t('fields.status'),
        value: (row) => t(`status.${row.status}`),
        cell: (row) => <PaycheckStatusBadge status={row.status} />,
        filter: {
          type: 'select',
          options: PAYCHECK_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        },
      },
      {
        id: 'reportingStatus',
        header: t('fields.reportingStatus'),
        value: (row) => t(`reportingStatus.${row.reportingStatus}`),
        cell: (row) => <ReportingStatusBadge status={row.reportingStatus} />,
      },
    ];
  }, [t, locale, searchEmployees]);

  return (
    <PagedTable
      // A new period is a new list: paging, sorting and selection start over.
      key={`${periodId ?? ''}:${advanced}`}
      label={label}
      columns={columns}
      fetchPage={fetchPage}
      rowId={(row) => row.id}
      defaultSort={{ column: 'number', direction: 'DESC' }}
      emptyMessage={t('list.empty')}
      filtersParam={filtersParam}
      reloadKey={reloadKey}
      minWidth={1100}
    />
  );
}
