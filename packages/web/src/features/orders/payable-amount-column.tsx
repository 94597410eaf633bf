import { Text } from '@mantine/core';
import { formatMoney, type Locale } from '@fjord/domain';
import type { PagedColumn } from '../../ui/table';

/** The amount due of a document list's row (orders, recurring orders), right-aligned with its currency. */
export function payableAmountColumn<T extends { payableAmount: string; currencyCode: string }>(
  header: string,
  locale: Locale,
): PagedColumn<T> {
  return {
    id: 'payableAmount',
    orderBy: 'payable_amount',
    header,
    value: (row) => formatMoney(row.payableAmount, locale),
    cell: (row) => (
      <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(row.payableAmount, locale)} {row.currencyCode}
      </Text>
    ),
    sortable: true,
  };
}
