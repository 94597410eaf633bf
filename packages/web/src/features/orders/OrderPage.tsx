import { Alert, Badge, Button, Center, Checkbox, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canEmailOrder, canTransition, formatDecimal, formatMoney, isLocale, type Locale } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { OrderQuery } from '../../gql/graphql';
import { PageTitle } from '../../ui/layout/PageTitle';
import { confirmDialog, toast } from '../../ui/overlays';
import { EmailOrderButton } from './EmailOrderButton';
import { OrderMailLog } from './OrderMailLog';
import { STATUS_COLORS } from './status';
import { CancelOrderDocument, DuplicateOrderDocument, LockOrderDocument, OrderDocument } from './operations';

type Order = NonNullable<OrderQuery['order']>;

/**
 * /orders/:id: an order as it is saved — lines, allowances, the VAT breakdown and the amounts —
 * with lock (optionally opening an order for what was not delivered), cancel and duplicate, each
 * offered only where the order's state allows it (the domain's transition table).
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('orders');
  const { data, error } = useQuery(OrderDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  if (error && !data)
    return (
      <Alert color="red" icon={<IconAlertTriangle />}>
        {t('notFound')}
      </Alert>
    );
  if (!data?.order)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return <OrderView order={data.order} />;
}

function OrderView({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const money = (value: string) => formatMoney(value, locale);
  const navigate = useNavigate();
  const mayChange = usePermission('canSendSellerInvoice');
  const refetchQueries = [OrderDocument];
  const [lock, locking] = useMutation(LockOrderDocument, { refetchQueries, awaitRefetchQueries: true });
  const [cancel, cancelling] = useMutation(CancelOrderDocument, { refetchQueries, awaitRefetchQueries: true });
  const [duplicate, duplicating] = useMutation(DuplicateOrderDocument);
  const state = { status: order.status, invoiced: order.invoiced };
  const busy = locking.loading || cancelling.loading || duplicating.loading;

  const onLock = async () => {
    const choice = { createDifference: false };
    const confirmed = await confirmDialog({
      title: t('lock.title'),
      message: (
        <Stack gap="sm">
          <Text size="sm">{t('lock.message')}</Text>
          <Checkbox
            label={t('lock.createDifference')}
            onChange={(event) => (choice.createDifference = event.currentTarget.checked)}
          />
        </Stack>
      ),
      confirmLabel: t('lock.confirm'),
    });
    if (!confirmed) return;
    try {
      const result = await lock({ variables: { id: order.id, createDifference: choice.createDifference } });
      const difference = result.data?.lockOrder.differenceOrder;
      toast('success', difference ? t('lock.doneWithDifference', { number: difference.number }) : t('lock.done'));
    } catch {
      // Shown by the error link.
    }
  };
  const onCancel = async () => {
    const confirmed = await confirmDialog({
      title: t('cancel.title'),
      message: t('cancel.message', { number: order.number }),
      confirmLabel: t('cancel.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await cancel({ variables: { id: order.id } });
      toast('info', t('cancel.done'));
    } catch {
      // Shown by the error link.
    }
  };
  const onDuplicate = async () => {
    try {
      const result = await duplicate({ variables: { id: order.id } });
      const copy = result.data?.duplicateOrder;
      if (!copy) return;
      toast('success', t('duplicate.done', { number: copy.number }));
      void navigate(`/orders/${copy.id}`);
    } catch {
      // Shown by the error link.
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <PageTitle>{t('orderTitle', { number: order.number })}</PageTitle>
          <Group gap="xs">
            <Badge variant="light" color={STATUS_COLORS[order.status]}>
              {t(`status.${order.status}`)}
            </Badge>
            {order.invoiced && <Badge variant="light">{t('fields.invoiced')}</Badge>}
          </Group>
        </Stack>
        {mayChange && (
          <Group gap="xs">
            {canTransition(state, 'lock') && (
              <Button aria-haspopup="dialog" onClick={() => void onLock()} disabled={busy}>
                {t('lock.button')}
              </Button>
            )}
            {canTransition(state, 'cancel') && (
              <Button aria-haspopup="dialog" variant="default" onClick={() => void onCancel()} disabled={busy}>
                {t('cancel.button')}
              </Button>
            )}
            <Button variant="default" onClick={() => void onDuplicate()} disabled={busy}>
              {t('duplicate.button')}
            </Button>
            {canEmailOrder(state) && <EmailOrderButton orderId={order.id} disabled={busy} />}
          </Group>
        )}
      </Group>

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
            {order.lines.map((line) => (
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

      <Table variant="vertical" withTableBorder maw={420} ml="auto">
        <Table.Tbody>
          <Field label={t('totals.lines')} value={money(order.lineExtensionAmount)} />
          {order.allowanceCharges.map((item) => (
            <Field
              key={item.id}
              label={`${item.chargeIndicator ? t('totals.charge') : t('totals.allowance')}${item.reason ? ` (${item.reason})` : ''}`}
              value={`${item.chargeIndicator ? '' : '−'}${money(item.amount)}`}
            />
          ))}
          <Field label={t('totals.taxExclusive')} value={money(order.taxExclusiveAmount)} />
          {order.taxSubtotals.map((subtotal) => (
            <Field
              key={`${subtotal.taxCategory}${subtotal.taxPercent}`}
              label={t('totals.vat', {
                percent: formatDecimal(subtotal.taxPercent, locale),
                base: money(subtotal.taxableAmount),
              })}
              value={money(subtotal.taxAmount)}
            />
          ))}
          <Field label={t('totals.rounding')} value={money(order.payableRoundingAmount)} />
          <Field label={t('totals.payable')} value={`${money(order.payableAmount)} ${order.currencyCode}`} />
        </Table.Tbody>
      </Table>

      <OrderMailLog orderId={order.id} />
    </Stack>
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
