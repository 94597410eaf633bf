import { useCallback, useMemo } from 'react';
import { Anchor, Badge } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDecimal, osloDate } from '@fjord/domain';
import type { WarehousePatchOrderBy, WarehousePatchesQuery } from '../../gql/graphql';
import { ListPage } from '../../ui/crud';
import type { AutocompleteOption } from '../../ui/inputs';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { useSupplierSearch } from '../products/SupplierField';
import { formatDate } from '../webstore-api-tokens/dates';
import { WarehousePatchesDocument, WarehouseProductSearchDocument } from './operations';
import { WarehouseActions } from './WarehouseActions';
import { localeOf } from './units';

type PatchRow = WarehousePatchesQuery['warehousePatches']['items'][number];

const KINDS = ['COUNT', 'PATCH'] as const;
const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * /warehouse/patches: the full counts and patches, newest first, filtered by date, product,
 * supplier and kind; the date opens the patch.
 */
export default function PatchesPage() {
  const { t, i18n } = useTranslation(['warehouse', 'shell']);
  const locale = localeOf(i18n.language);
  const client = useApolloClient();
  const searchSuppliers = useSupplierSearch(osloDate());
  const searchProducts = useCallback(
    async (term: string): Promise<AutocompleteOption[]> => {
      const { data } = await client.query({
        query: WarehouseProductSearchDocument,
        variables: { search: term },
        fetchPolicy: 'network-only',
      });
      return (data?.products.items ?? []).map((product) => ({
        value: product.id,
        label: `${product.number} ${product.name}`,
      }));
    },
    [client],
  );

  const fetchPage = useApolloPageFetch(WarehousePatchesDocument, {
    variables: (request) => {
      const { dateFrom, dateTo, productId, supplierUnitId, kind } = request.filters;
      return {
        ...request,
        orderBy: request.orderBy as WarehousePatchOrderBy | null,
        filters: {
          dateFrom: stringOrNull(dateFrom),
          dateTo: stringOrNull(dateTo),
          productId: stringOrNull(productId),
          supplierUnitId: stringOrNull(supplierUnitId),
          checkpoint: kind === 'COUNT' ? true : kind === 'PATCH' ? false : null,
        },
      };
    },
    select: (data) => data.warehousePatches,
  });

  const columns = useMemo<PagedColumn<PatchRow>[]>(
    () => [
      {
        id: 'date',
        header: t('fields.date'),
        value: (row) => formatDate(row.date, locale),
        cell: (row) => (
          <Anchor component={Link} to={`/warehouse/patches/${row.id}`} size="sm">
            {formatDate(row.date, locale)}
          </Anchor>
        ),
        sortable: true,
        filter: { type: 'dateRange', fromKey: 'dateFrom', toKey: 'dateTo' },
      },
      {
        id: 'kind',
        header: t('fields.kind'),
        value: (row) => t(`kinds.${row.checkpoint ? 'COUNT' : 'PATCH'}`),
        cell: (row) => (
          <Badge variant="light" color={row.checkpoint ? 'blue' : 'gray'}>
            {t(`kinds.${row.checkpoint ? 'COUNT' : 'PATCH'}`)}
          </Badge>
        ),
        filter: { type: 'select', options: KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })) },
      },
      {
        id: 'supplier',
        header: t('fields.supplier'),
        value: (row) => row.supplierUnit?.name ?? null,
        filter: { type: 'search', key: 'supplierUnitId', search: searchSuppliers },
      },
      { id: 'comment', header: t('fields.comment'), value: (row) => row.comment },
      {
        id: 'lineCount',
        header: t('fields.lineCount'),
        value: (row) => row.lineCount,
        align: 'right',
        filter: { type: 'search', key: 'productId', search: searchProducts, minChars: 1 },
        filterLabel: t('filters.product'),
      },
      {
        id: 'totalQuantity',
        header: t('fields.totalQuantity'),
        value: (row) => formatDecimal(row.totalQuantity, locale),
        align: 'right',
      },
      {
        id: 'createdAt',
        orderBy: 'created_at',
        header: t('fields.created'),
        value: (row) => [row.createdBy?.name, formatDate(row.createdAt, locale)].filter(Boolean).join(', '),
        sortable: true,
      },
    ],
    [t, locale, searchSuppliers, searchProducts],
  );

  return (
    <ListPage
      title={t('shell:routes.warehousePatches')}
      description={t('patches.description')}
      actions={<WarehouseActions />}
    >
      <PagedTable
        label={t('shell:routes.warehousePatches')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.id}
        defaultSort={{ column: 'date', direction: 'DESC' }}
        emptyMessage={t('patches.empty')}
        minWidth={900}
      />
    </ListPage>
  );
}
