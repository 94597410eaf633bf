import { Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/layout/PageTitle';
import { OrderEditor } from './editor/OrderEditor';
import { useOrderDefaults } from './editor/use-order-defaults';

/** /orders/new: an empty order dated today, in the unit's currency, with one line to fill. */
export default function NewOrderPage() {
  const { t } = useTranslation(['orderEditor', 'orders']);
  const defaults = useOrderDefaults();
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
