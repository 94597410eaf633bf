import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppForm, DirtyReporter, FormActions, useAppForm } from '../../../ui/forms';
import { toast } from '../../../ui/overlays';
import { OrderDocument } from '../operations';
import { OrderFields } from './OrderFields';
import { CreateOrderDocument, OrderEditorDocument, UpdateOrderDocument } from './operations';
import {
  newOrderValues,
  orderFormValues,
  orderInput,
  type OrderContentFormValues,
  type OrderDefaults,
  type SavedOrder,
} from './order-form';
import { orderContentSchema } from './order-schema';

/** The server names the delivery as a whole when the customer has no address to take. */
const SERVER_FIELDS = { delivery: 'delivery.address' };

type Props = ({ order: SavedOrder; defaults?: never } | { order?: never; defaults: OrderDefaults }) & {
  /** Told whether there are unsaved changes (the order's lock and cancel wait for them). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The order form of /orders/new and of an open order on /orders/:id: saving creates the order and
 * opens it, or replaces the open order's content. Server refusals land on their fields
 * (`lines.1.quantity`); leaving with unsaved changes asks first.
 */
export function OrderEditor({ order, defaults, onDirtyChange }: Props) {
  const { t } = useTranslation('orderEditor');
  const client = useApolloClient();
  const navigate = useNavigate();
  const saved = useMemo(() => (order ? orderFormValues(order) : newOrderValues(defaults!)), [order, defaults]);
  const form = useAppForm<OrderContentFormValues>({ schema: orderContentSchema, saved });

  async function save(values: OrderContentFormValues) {
    const input = orderInput(values);
    const context = { handleErrors: false };
    if (order) {
      const result = await client.mutate({
        mutation: UpdateOrderDocument,
        variables: { id: order.id, input },
        context,
        refetchQueries: [OrderDocument, OrderEditorDocument],
        awaitRefetchQueries: true,
      });
      toast('success', t('saved', { number: result.data?.updateOrder.number }));
      return;
    }
    const result = await client.mutate({ mutation: CreateOrderDocument, variables: { input }, context });
    const created = result.data?.createOrder;
    if (!created) return false;
    toast('success', t('created', { number: created.number }));
    // Saved: the form is clean before the page moves on, so the leave guard lets it go.
    form.reset(values);
    await navigate(`/orders/${created.id}`);
  }

  return (
    <AppForm form={form} onSubmit={save} serverFields={SERVER_FIELDS} aria-label={t('formLabel')}>
      {onDirtyChange && <DirtyReporter onDirtyChange={onDirtyChange} />}
      <OrderFields />
      <FormActions resetLabel={t('reset')} submitLabel={order ? t('save') : t('create')} mt="xl" />
    </AppForm>
  );
}
