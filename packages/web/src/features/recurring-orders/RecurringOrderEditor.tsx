import { useMemo } from 'react';
import { Button, Divider, Group, Paper } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppForm, FormActions, useAppForm } from '../../ui/forms';
import { confirmDialog, toast } from '../../ui/overlays';
import { OrderFields } from '../orders/editor/OrderFields';
import type { OrderDefaults } from '../orders/editor/order-form';
import {
  CreateRecurringOrderDocument,
  DeleteRecurringOrderDocument,
  RecurringOrderEditorDocument,
  RecurringOrdersDocument,
  UpdateRecurringOrderDocument,
} from './operations';
import {
  newRecurringOrderValues,
  recurringOrderFormValues,
  recurringOrderInput,
  type RecurringOrderFormValues,
  type SavedRecurringOrder,
} from './recurring-form';
import { recurringOrderSchema } from './recurring-schema';
import { ScheduleFields } from './ScheduleFields';
import { UpcomingDates, useUpcomingDates } from './UpcomingDates';

/** The server names the delivery as a whole when the customer has no address to take. */
const SERVER_FIELDS = { delivery: 'delivery.address' };

type Props = { saved: SavedRecurringOrder; defaults?: never } | { saved?: never; defaults: OrderDefaults };

/** The schedule with its upcoming dates, then the order's content priced on the first of them. */
function RecurringOrderFields({ after }: { after: string | null }) {
  const [startDate, endDate, dateOffset, interval] = useWatch<
    RecurringOrderFormValues,
    ['startDate', 'endDate', 'dateOffset', 'interval']
  >({ name: ['startDate', 'endDate', 'dateOffset', 'interval'] });
  const upcoming = useUpcomingDates({ startDate, endDate, dateOffset, interval }, after);
  // The content takes the VAT rates and prices of the next order's date, as the server checks it.
  const rateDate = upcoming.dates?.[0]?.date ?? startDate;
  return (
    <>
      <Group align="flex-start" grow wrap="wrap">
        <ScheduleFields />
        <Paper withBorder p="md" maw={360}>
          <UpcomingDates dates={upcoming.dates} valid={upcoming.valid} />
        </Paper>
      </Group>
      <Divider my="lg" />
      <OrderFields withDate={false} rateDate={rateDate} />
    </>
  );
}

/**
 * /recurring-orders/new and /recurring-orders/:id: the schedule, the dates it will make before
 * saving, and the order's content in the order editor's own fields (OrderFields).
 */
export function RecurringOrderEditor({ saved, defaults }: Props) {
  const { t } = useTranslation('recurringOrders');
  const client = useApolloClient();
  const navigate = useNavigate();
  const values = useMemo(
    () => (saved ? recurringOrderFormValues(saved) : newRecurringOrderValues(defaults!)),
    [saved, defaults],
  );
  const form = useAppForm<RecurringOrderFormValues>({ schema: recurringOrderSchema, saved: values });

  async function save(formValues: RecurringOrderFormValues) {
    const input = recurringOrderInput(formValues);
    const context = { handleErrors: false };
    if (saved) {
      await client.mutate({
        mutation: UpdateRecurringOrderDocument,
        variables: { id: saved.id, input },
        context,
        refetchQueries: [RecurringOrderEditorDocument, RecurringOrdersDocument],
        awaitRefetchQueries: true,
      });
      toast('success', t('saved'));
      return;
    }
    const result = await client.mutate({ mutation: CreateRecurringOrderDocument, variables: { input }, context });
    const created = result.data?.createRecurringOrder;
    if (!created) return false;
    toast('success', t('created'));
    form.reset(formValues);
    await client.refetchQueries({ include: [RecurringOrdersDocument] });
    await navigate(`/recurring-orders/${created.id}`);
  }

  async function remove() {
    if (!saved) return;
    const confirmed = await confirmDialog({
      title: t('delete.title'),
      message: t('delete.message'),
      confirmLabel: t('delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await client.mutate({ mutation: DeleteRecurringOrderDocument, variables: { id: saved.id } });
      toast('info', t('delete.done'));
      form.reset(form.getValues());
      await client.refetchQueries({ include: [RecurringOrdersDocument] });
      await navigate('/recurring-orders');
    } catch {
      // Shown by the error link.
    }
  }

  return (
    <AppForm form={form} onSubmit={save} serverFields={SERVER_FIELDS} aria-label={t('formLabel')}>
      <RecurringOrderFields after={saved?.lastOrderDate ?? null} />
      <Group justify="space-between" mt="xl">
        {saved ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => void remove()}
            aria-haspopup="dialog"
          >
            {t('delete.button')}
          </Button>
        ) : (
          <span />
        )}
        <FormActions resetLabel={t('reset')} submitLabel={saved ? t('save') : t('create')} />
      </Group>
    </AppForm>
  );
}
