import { useState } from 'react';
import { Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { osloDate } from '@fjord/domain';
import { PageTitle } from '../../ui/layout/PageTitle';
import { OrderEditor } from './editor/OrderEditor';
import { OrderEditorChoicesDocument } from './editor/operations';
import type { OrderDefaults } from './editor/order-form';

/** /orders/new: an empty order dated today, in the unit's currency, with one line to fill. */
export default function NewOrderPage() {
  const { t } = useTranslation(['orderEditor', 'orders']);
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
        <Anchor component={Link} to="/orders" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('orders:title')}
          </Group>
        </Anchor>
        <PageTitle>{t('newTitle')}</PageTitle>
      </Stack>
      {defaults ? (
        <OrderEditor defaults={defaults} />
      ) : (
        <Center py="xl">
          <Loader />
        </Center>
      )}
    </Stack>
  );
}
