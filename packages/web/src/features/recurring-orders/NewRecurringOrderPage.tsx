import { useState } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { osloDate } from '@fjord/domain';
import { PageTitle } from '../../ui/layout/PageTitle';
import { OrderEditorChoicesDocument } from '../orders/editor/operations';
import type { OrderDefaults } from '../orders/editor/order-form';
import { BackToList } from './BackToList';
import { RecurringOrderEditor } from './RecurringOrderEditor';

/** /recurring-orders/new: monthly from today, in the unit's currency, with one line to fill. */
export default function NewRecurringOrderPage() {
  const { t } = useTranslation('recurringOrders');
  const { data } = useQuery(OrderEditorChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const setting = data?.unitInvoiceSetting;
  // Taken once: defaults arriving anew (a refetch) would replace what was typed.
  const [defaults, setDefaults] = useState<OrderDefaults | null>(null);
  if (!defaults && setting)
    setDefaults({
      date: osloDate(),
      currencyCode: setting.currencyCode,
      unitOfMeasureCode: setting.defaultProductUnitOfMeasureCode,
    });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackToList />
        <PageTitle>{t('newTitle')}</PageTitle>
      </Stack>
      {defaults ? (
        <RecurringOrderEditor defaults={defaults} />
      ) : (
        <Center py="xl">
          <Loader />
        </Center>
      )}
    </Stack>
  );
}
