import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/layout/PageTitle';
import { useOrderDefaults } from '../orders/editor/use-order-defaults';
import { BackToList } from './BackToList';
import { RecurringOrderEditor } from './RecurringOrderEditor';

/** /recurring-orders/new: monthly from today, in the unit's currency, with one line to fill. */
export default function NewRecurringOrderPage() {
  const { t } = useTranslation('recurringOrders');
  const defaults = useOrderDefaults();
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
