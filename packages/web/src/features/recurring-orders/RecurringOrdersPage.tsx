import { useMemo } from 'react';
import { Anchor, Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLocale, isRecurringIntervalChoice, type Locale } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { RecurringOrderFilters, RecurringOrderOrderBy, RecurringOrdersQuery } from '../../gql/graphql';
import { ListPage } from '../../ui/crud';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { useCustomerOptions } from '../customers/use-customer-options';
import { payableAmountColumn } from '../orders/payable-amount-column';
import { formatDate } from '../webstore-api-tokens/dates';
import { RecurringOrdersDocument } from './operations';

type Row = RecurringOrdersQuery['recurringOrders']['items'][number];

/**
 * /recurring-orders: the unit's recurring orders, the next to be made first, filtered by customer
 * and whether they are active; the customer opens the editor, "New recurring order" a new one.
 */
export default function RecurringOrdersPage() {
  const { t, i18n } = useTranslation('recurringOrders');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const mayCreate = usePermission('canSendSellerInvoice');
  const customerOptions = useCustomerOptions();
  const fetchPage = useApolloPageFetch(RecurringOrdersDocument, {
    variables: (request) => ({
      ...request,
      orderBy: request.orderBy as RecurringOrderOrderBy | null,
      filters: request.filters as RecurringOrderFilters,
    }),
    select: (data) => data.recurringOrders,
  });
  const columns = useMemo<PagedColumn<Row>[]>(() => {
    const date = (value: string | null | undefined) => (value ? formatDate(value, locale) : '—');
    return [
      {
        id: 'customer',
        header: t('fields.customer'),
        value: (row) => row.customer.displayName,
        cell: (row) => (
          <Anchor component={Link} to={`/recurring-orders/${row.id}`} size="sm">
            {row.customer.displayName}
          </Anchor>
        ),
        filter: { type: 'select', key: 'customerId', options: customerOptions },
      },
      { id: 'reference', header: t('fields.reference'), value: (row) => row.reference },
      {
        id: 'interval',
        header: t('fields.interval'),
        value: (row) =>
          isRecurringIntervalChoice(row.interval)
            ? t(`intervals.${row.interval}`)
            : t('intervalOther', { unit: row.intervalUnit, count: row.intervalCount }),
      },
      {
        id: 'nextDate',
        orderBy: 'next_date',
        header: t('fields.nextDate'),
        value: (row) => date(row.nextDate),
        sortable: true,
      },
      { id: 'lastOrderDate', header: t('fields.lastOrderDate'), value: (row) => date(row.lastOrderDate) },
      {
        id: 'active',
        header: t('fields.active'),
        value: (row) => (row.active ? t('active') : t('paused')),
        cell: (row) => (
          <Badge variant="light" color={row.active ? 'green' : 'gray'}>
            {row.active ? t('active') : t('paused')}
          </Badge>
        ),
        filter: { type: 'yesNo' },
      },
      payableAmountColumn<Row>(t('fields.payableAmount'), locale),
    ];
  }, [t, locale, customerOptions]);

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      actions={
        mayCreate && (
          <Button component={Link} to="/recurring-orders/new" leftSection={<IconPlus size={16} />}>
            {t('newRecurringOrder')}
          </Button>
        )
      }
    >
      <PagedTable
        label={t('title')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.id}
        defaultSort={{ column: 'nextDate', direction: 'ASC' }}
      />
    </ListPage>
  );
}
