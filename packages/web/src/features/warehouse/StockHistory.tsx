import { Anchor, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoney } from '@fjord/domain';
import type { WarehouseStockHistoryQuery } from '../../gql/graphql';
import { formatDate } from '../webstore-api-tokens/dates';
import { WarehouseStockHistoryDocument } from './operations';
import { localeOf } from './units';

type Movement = WarehouseStockHistoryQuery['warehouseStockHistory'][number];

/**
 * The movements of one product from one supplier, newest first, under its stock row: counts,
 * patches and sales with the stock after each. A patch or count opens its patch, a sale its order.
 */
export function StockHistory({ productId, supplierUnitId }: { productId: string; supplierUnitId: string }) {
  const { t, i18n } = useTranslation('warehouse');
  const locale = localeOf(i18n.language);
  const { data, error } = useQuery(WarehouseStockHistoryDocument, {
    variables: { productId, supplierUnitId },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data)
    return (
      <Text size="sm" c="red">
        {t('history.failed')}
      </Text>
    );
  if (!data) return <Loader size="sm" />;
  const movements = data.warehouseStockHistory;
  if (movements.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('history.empty')}
      </Text>
    );

  const source = (movement: Movement) => {
    if (movement.orderId)
      return (
        <Anchor component={Link} to={`/orders/${movement.orderId}`} size="sm">
          {t('history.order', { number: movement.orderNumber ?? '' })}
        </Anchor>
      );
    if (movement.patchId)
      return (
        <Anchor component={Link} to={`/warehouse/patches/${movement.patchId}`} size="sm">
          {t(movement.kind === 'COUNT' ? 'history.openCount' : 'history.openPatch')}
        </Anchor>
      );
    return null;
  };

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={4} aria-label={t('history.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.date')}</Table.Th>
            <Table.Th>{t('fields.kind')}</Table.Th>
            <Table.Th ta="right">{t('fields.quantity')}</Table.Th>
            <Table.Th ta="right">{t('fields.purchasePrice')}</Table.Th>
            <Table.Th ta="right">{t('fields.balance')}</Table.Th>
            <Table.Th>{t('history.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.map((movement, index) => (
            <Table.Tr key={`${movement.kind}-${movement.patchId ?? movement.orderId ?? ''}-${index}`}>
              <Table.Td>{formatDate(movement.date, locale)}</Table.Td>
              <Table.Td>{t(`kinds.${movement.kind}`)}</Table.Td>
              <Table.Td ta="right">{formatDecimal(movement.quantity, locale)}</Table.Td>
              <Table.Td ta="right">
                {movement.purchasePrice ? formatMoney(movement.purchasePrice, locale) : ''}
              </Table.Td>
              <Table.Td ta="right">{formatDecimal(movement.balance, locale)}</Table.Td>
              <Table.Td>{source(movement)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
