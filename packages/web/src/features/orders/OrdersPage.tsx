import { useMemo } from 'react';
import { Anchor, Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLocale, ORDER_STATUSES, type Locale } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { OrderFilters, OrderOrderBy, OrdersQuery } from '../../gql/graphql';
import { ListPage } from '../../ui/crud';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { payableAmountColumn } from './payable-amount-column';
import { OrdersDocument } from './operations';
import { STATUS_COLORS } from './status';

type OrderRow = OrdersQuery['orders']['items'][number];

/**
 * /orders: the unit's orders by number, newest first (spec 001 §9), filtered by status and whether
 * they are invoiced; the number opens the order, "New order" the editor (/orders/new).
 */
export default function OrdersPage() {
  const { t, i18n } = useTranslation(['orders', 'orderEditor']);
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const mayCreate = usePermission('canSendSellerInvoice');
  const fetchPage = useApolloPageFetch(OrdersDocument, {
    variables: (request) => ({
      ...request,
      orderBy: request.orderBy as OrderOrderBy | null,
      filters: request.filters as OrderFilters,
    }),
    select: (data) => data.orders,
  });

  const columns = useMemo<PagedColumn<OrderRow>[]>(
    () => [
      {
        id: 'number',
        header: t('fields.number'),
        value: (row) => row.number,
        cell: (row) => (
          <Anchor component={Link} to={`/orders/${row.id}`} size="sm">
            {row.number}
          </Anchor>
        ),
        sortable: true,
      },
      { id: 'date', header: t('fields.date'), value: (row) => row.date, sortable: true },
      { id: 'customer', header: t('fields.customer'), value: (row) => row.customer.displayName },
      { id: 'reference', header: t('fields.reference'), value: (row) => row.reference },
      {
        id: 'status',
        header: t('fields.status'),
        value: (row) => t(`status.${row.status}`),
        cell: (row) => (
          <Badge variant="light" color={STATUS_COLORS[row.status]}>
            {t(`status.${row.status}`)}
          </Badge>
        ),
        filter: {
          type: 'select',
          options: ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        },
      },
      {
        id: 'invoiced',
        header: t('fields.invoiced'),
        value: (row) => (row.invoiced ? t('yes') : t('no')),
        filter: { type: 'yesNo' },
      },
      payableAmountColumn<OrderRow>(t('fields.payableAmount'), locale),
    ],
    [t, locale],
  );

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      actions={
        mayCreate && (
          <Button component={Link} to="/orders/new" leftSection={<IconPlus size={16} />}>
            {t('orderEditor:newOrder')}
          </Button>
        )
      }
    >
      <PagedTable
        label={t('title')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.id}
        defaultSort={{ column: 'number', direction: 'DESC' }}
      />
    </ListPage>
  );
}
