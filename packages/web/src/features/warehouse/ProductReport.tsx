import { useCallback, useMemo, useState } from 'react';
import { Group } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoney, formatOrganizationNumber, osloDate } from '@fjord/domain';
import type { WarehouseProductReportQuery } from '../../gql/graphql';
import { PagedTable, pageOf, type PageFetch, type PagedColumn } from '../../ui/table';
import { SessionDownloadButton } from '../invoice-deliveries/EhfDownloadButton';
import { useSupplierSearch } from '../products/SupplierField';
import { WarehouseProductReportDocument } from './operations';
import { localeOf } from './units';

type ReportRow = WarehouseProductReportQuery['warehouseProductReport'][number];

export const PRODUCT_REPORT_CSV_PATH = '/warehouse/product-report.csv';

/**
 * The warehouse product report: the quantity and value of each product per supplier, of one
 * supplier or all, on screen and as CSV (GET /warehouse/product-report.csv, with the session).
 */
export function ProductReport() {
  const { t, i18n } = useTranslation('warehouse');
  const locale = localeOf(i18n.language);
  const client = useApolloClient();
  const searchSuppliers = useSupplierSearch(osloDate());
  // The supplier the table shows, for the CSV of the same rows.
  const [supplierUnitId, setSupplierUnitId] = useState<string | null>(null);

  const columns = useMemo<PagedColumn<ReportRow>[]>(
    () => [
      {
        id: 'supplier',
        header: t('fields.supplier'),
        value: (row) => row.supplierName,
        filter: { type: 'search', key: 'supplierUnitId', search: searchSuppliers },
      },
      {
        id: 'organizationNumber',
        header: t('fields.organizationNumber'),
        value: (row) =>
          row.supplierOrganizationNumber ? formatOrganizationNumber(row.supplierOrganizationNumber) : null,
      },
      { id: 'productNumber', header: t('fields.productNumber'), value: (row) => row.productNumber },
      { id: 'productName', header: t('fields.productName'), value: (row) => row.productName },
      {
        id: 'quantity',
        header: t('fields.quantity'),
        value: (row) => formatDecimal(row.quantity, locale),
        align: 'right',
      },
      { id: 'value', header: t('fields.value'), value: (row) => formatMoney(row.value, locale), align: 'right' },
    ],
    [t, locale, searchSuppliers],
  );

  // The report is one list in the server's order (supplier, product number): paged here.
  const fetchPage = useCallback<PageFetch<ReportRow>>(
    async (request, signal) => {
      const supplier = typeof request.filters.supplierUnitId === 'string' ? request.filters.supplierUnitId : null;
      setSupplierUnitId(supplier);
      const { data } = await client.query({
        query: WarehouseProductReportDocument,
        variables: { supplierUnitId: supplier },
        fetchPolicy: 'network-only',
        context: { fetchOptions: { signal } },
      });
      if (!data) throw new Error('The report answered without data');
      return pageOf(data.warehouseProductReport, [], { ...request, filters: {} });
    },
    [client],
  );

  return (
    <>
      <Group justify="flex-end" mb="sm">
        <SessionDownloadButton
          path={PRODUCT_REPORT_CSV_PATH}
          query={supplierUnitId ? { supplierUnitId } : {}}
          fallbackName="product-report.csv"
          label={t('report.downloadCsv')}
          failedText={(reason) => t('report.downloadFailed', { reason })}
          variant="default"
        />
      </Group>
      <PagedTable
        label={t('report.title')}
        columns={columns}
        fetchPage={fetchPage}
        rowId={(row) => `${row.supplierUnitId}:${row.productId}`}
        filtersParam="reportFilters"
        emptyMessage={t('report.empty')}
        minWidth={800}
      />
    </>
  );
}
