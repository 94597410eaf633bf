import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Center, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canEmailOrder, canTransition } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import type { OrderQuery } from '../../gql/graphql';
import { PageTitle } from '../../ui/layout/PageTitle';
import { confirmDialog, toast } from '../../ui/overlays';
import { OrderPdfButton } from './OrderPdfButton';
import { OpenOrderEditor } from './editor/OpenOrderEditor';
import { OrderSummary } from './OrderSummary';
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
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const mayChange = usePermission('canSendSellerInvoice');
  const refetchQueries = [OrderDocument];
  const [lock, locking] = useMutation(LockOrderDocument, { refetchQueries, awaitRefetchQueries: true });
  const [cancel, cancelling] = useMutation(CancelOrderDocument, { refetchQueries, awaitRefetchQueries: true });
  const [duplicate, duplicating] = useMutation(DuplicateOrderDocument);
  const state = { status: order.status, invoiced: order.invoiced };
  // Lock, cancel and duplicate act on the saved order: they wait while the editor has unsaved changes.
  const [dirty, setDirty] = useState(false);
  const busy = locking.loading || cancelling.loading || duplicating.loading || dirty;
  // An open order is edited where it is shown; a locked or cancelled one only read.
  const editable = mayChange && order.status === 'OPEN';

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
            {order.invoice && (
              <Anchor component={Link} to={`/invoices/${order.invoice.id}`} size="sm">
                {t('invoiceLink', { number: order.invoice.number })}
              </Anchor>
            )}
          </Group>
        </Stack>
        <OrderPdfButton orderId={order.id} />
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
            {canTransition(state, 'invoice') && (
              <Button component={Link} to={`/invoices/new?orderId=${order.id}`} disabled={busy}>
                {t('createInvoice')}
              </Button>
            )}
          </Group>
        )}
      </Group>

      {editable ? <OpenOrderEditor id={order.id} onDirtyChange={setDirty} /> : <OrderSummary order={order} />}

      <OrderMailLog orderId={order.id} />
    </Stack>
  );
}
