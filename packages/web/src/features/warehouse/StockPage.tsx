import { useMemo, useState } from 'react';
import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, osloDate } from '@fjord/domain';
import type { WarehouseStockOrderBy, WarehouseStockQuery } from '../../gql/graphql';
import { ListPage } from '../../ui/crud';
import { PagedTable, useApolloPageFetch, type PagedColumn } from '../../ui/table';
import { useSupplierSearch } from '../products/SupplierField';
import { formatDate } from '../webstore-api-tokens/dates';
import { ProductReport } from './ProductReport';
import { StockHistory } from './StockHistory';
import { WarehouseStockDocument } from './operations';
import { WarehouseActions } from './WarehouseActions';
import { localeOf, quantityWithUnit } from './units';

type StockRow = WarehouseStockQuery['warehouseStock']['items'][number];

/**
 * /warehouse: the stock of each product from each supplier (the last count, the patches since and
 * what locked orders took out), filtered by product, supplier and whether it is in stock, with the
 * value of the filtered stock; a row opens the product's movements. The second tab is the warehouse
 * product report per supplier, also as CSV. Counting and patching need canUpdateProducts.
 */
export default function StockPage() {
  const { t } = useTranslation(['warehouse', 'shell']);
  const [tab, setTab] = useState<string | null>('stock');
  return (
    <ListPage title={t('shell:routes.warehouse')} description={t('stock.description')} actions={<WarehouseActions />}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="stock">{t('tabs.stock')}</Tabs.Tab>
          <Tabs.Tab value="report">{t('tabs.report')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="stock">
          <StockTable />
        </Tabs.Panel>
        <Tabs.Panel value="report">
          <ProductReport />
        </Tabs.Panel>
      </Tabs>
    </ListPage>
  );
}

function StockTable() {
  const { t, i18n } = useTranslation(['warehouse', 'products']);
  const locale = localeOf(i18n.language);
  const searchSuppliers = useSupplierSearch(osloDate());
  // The value of the whole filtered stock comes with each page.
  const [totalValue, setTotalValue] = useState<string | null>(null);
  const fetchPage = useApolloPageFetch(WarehouseStockDocument, {
    variables: (request) => ({
      ...request,
      orderBy: request.orderBy as WarehouseStockOrderBy | null,
      filters: {
        term: typeof request.filters.term === 'string' ? request.filters.term : null,
        supplierUnitId: typeof request.filters.supplierUnitId === 'string' ? request.filters.supplierUnitId : null,
        inStock: typeof request.filters.inStock === 'boolean' ? request.filters.inStock : null,
      },
    }),
    select: (data) => {
      setTotalValue(data.warehouseStock.totalValue);
      return data.warehouseStock;
    },
  });

  const columns = useMemo<PagedColumn<StockRow>[]>(
    () => [
      {
        id: 'productNumber',
        orderBy: 'product_number',
        header: t('fields.productNumber'),
        value: (row) => row.productNumber,
        sortable: true,
      },
      {
        id: 'productName',
        orderBy: 'product_name',
        header: t('fields.productName'),
        value: (row) => row.productName,
        sortable: true,
        filter: { type: 'text', key: 'term' },
        filterLabel: t('filters.product'),
      },
      {
        id: 'supplier',
        orderBy: 'supplier_name',
        header: t('fields.supplier'),
        value: (row) => row.supplierName,
        sortable: true,
        filter: { type: 'search', key: 'supplierUnitId', search: searchSuppliers },
      },
      {
        id: 'lastCountDate',
        header: t('fields.lastCountDate'),
        value: (row) => formatDate(row.lastCountDate, locale),
      },
      {
        id: 'quantity',
        header: t('fields.quantity'),
        value: (row) => quantityWithUnit(t, row.quantity, row.unitOfMeasureCode, locale),
        align: 'right',
        filter: { type: 'yesNo', key: 'inStock' },
        filterLabel: t('filters.inStock'),
      },
      {
        id: 'averagePurchasePrice',
        header: t('fields.averagePurchasePrice'),
        value: (row) => formatMoney(row.averagePurchasePrice, locale),
        align: 'right',
      },
      { id: 'value', header: t('fields.value'), value: (row) => formatMoney(row.value, locale), align: 'right' },
    ],
    [t, locale, searchSuppliers],
  );

  return (
    <>
      <Text fw={500} mb="sm" aria-live="polite">
        {t('stock.totalValue', { value: totalValue === null ? '–' : formatMoney(totalValue, locale) })}
      </Text>
      <PagedTable
        label={t('tabs.stock')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => row.id}
        defaultSort={{ column: 'productNumber', direction: 'ASC' }}
        renderExpanded={(row) => <StockHistory productId={row.productId} supplierUnitId={row.supplierUnitId} />}
        emptyMessage={t('stock.empty')}
        minWidth={900}
      />
    </>
  );
}
