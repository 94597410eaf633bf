import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatMoney, isLocale, type Locale } from '@fjord/domain';
import type { OrderQuery } from '../../gql/graphql';

type Order = NonNullable<OrderQuery['order']>;

/** An order as it is saved, read only: its details, lines, discounts and fees, VAT breakdown and amounts. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  return (
    <>
      <Table variant="vertical" withTableBorder maw={640}>
        <Table.Tbody>
          <Field label={t('fields.customer')} value={order.customer.displayName} />
          <Field label={t('fields.date')} value={order.date} />
          <Field label={t('fields.reference')} value={order.reference} />
          <Field
            label={t('fields.delivery')}
            value={[order.delivery.address, [order.delivery.zip, order.delivery.city].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ')}
          />
          {order.note && <Field label={t('fields.note')} value={order.note} />}
        </Table.Tbody>
      </Table>

      <SummaryLines lines={order.lines} />
      <SummaryTotals document={order} />
    </>
  );
}

type SummaryLine = Order['lines'][number];
type SummaryDocument = Pick<
  Order,
  | 'allowanceCharges'
  | 'lineExtensionAmount'
  | 'taxExclusiveAmount'
  | 'taxSubtotals'
  | 'payableRoundingAmount'
  | 'payableAmount'
  | 'currencyCode'
>;

/** A document's lines as saved, read only (an order's, or an invoice's: its orders' lines). */
export function SummaryLines({ lines }: { lines: readonly SummaryLine[] }) {
  const { t, i18n } = useTranslation('orders');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const money = (value: string) => formatMoney(value, locale);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('lines.title')}
      </Title>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lines.number')}</Table.Th>
            <Table.Th>{t('lines.item')}</Table.Th>
            <Table.Th ta="right">{t('lines.quantity')}</Table.Th>
            <Table.Th ta="right">{t('lines.ordered')}</Table.Th>
            <Table.Th ta="right">{t('lines.price')}</Table.Th>
            <Table.Th ta="right">{t('lines.vat')}</Table.Th>
            <Table.Th ta="right">{t('lines.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.number}</Table.Td>
              <Table.Td>
                {line.sellersItemIdentification ? `${line.sellersItemIdentification} ` : ''}
                {line.itemName}
              </Table.Td>
              <Table.Td ta="right">
                {formatDecimal(line.quantity, locale)} {line.unitOfMeasureCode}
              </Table.Td>
              <Table.Td ta="right">
                {line.orderedQuantity === null ? '' : formatDecimal(line.orderedQuantity, locale)}
              </Table.Td>
              <Table.Td ta="right">{money(line.priceAmount)}</Table.Td>
              <Table.Td ta="right">{formatDecimal(line.taxPercent, locale)} %</Table.Td>
              <Table.Td ta="right">{money(line.lineExtensionAmount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** A document's discounts and fees, VAT breakdown and amounts, read only. */
export function SummaryTotals({ document }: { document: SummaryDocument }) {
  const { t, i18n } = useTranslation('orders');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const money = (value: string) => formatMoney(value, locale);
  return (
    <Table variant="vertical" withTableBorder maw={420} ml="auto">
      <Table.Tbody>
        <Field label={t('totals.lines')} value={money(document.lineExtensionAmount)} />
        {document.allowanceCharges.map((item) => (
          <Field
            key={item.id}
            label={`${item.chargeIndicator ? t('totals.charge') : t('totals.allowance')}${item.reason ? ` (${item.reason})` : ''}`}
            value={`${item.chargeIndicator ? '' : '−'}${money(item.amount)}`}
          />
        ))}
        <Field label={t('totals.taxExclusive')} value={money(document.taxExclusiveAmount)} />
        {document.taxSubtotals.map((subtotal) => (
          <Field
            key={`${subtotal.taxCategory}${subtotal.taxPercent}`}
            label={t('totals.vat', {
              percent: formatDecimal(subtotal.taxPercent, locale),
              base: money(subtotal.taxableAmount),
            })}
            value={money(subtotal.taxAmount)}
          />
        ))}
        <Field label={t('totals.rounding')} value={money(document.payableRoundingAmount)} />
        <Field label={t('totals.payable')} value={`${money(document.payableAmount)} ${document.currencyCode}`} />
      </Table.Tbody>
    </Table>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={200}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
