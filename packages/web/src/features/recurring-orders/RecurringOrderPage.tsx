import { Alert, Badge, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { ReadOnlyFieldset } from '../../ui/forms';
import { PageTitle } from '../../ui/layout/PageTitle';
import { formatDate } from '../webstore-api-tokens/dates';
import { BackToList } from './BackToList';
import { RecurringOrderEditorDocument } from './operations';
import { RecurringOrderEditor } from './RecurringOrderEditor';

/** /recurring-orders/:id: the recurring order in its editor, with when it last made an order. */
export default function RecurringOrderPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('recurringOrders');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const mayChange = usePermission('canSendSellerInvoice');
  const { data, error } = useQuery(RecurringOrderEditorDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const saved = data?.recurringOrder;
  if (error && !saved)
    return (
      <Alert color="red" icon={<IconAlertTriangle />}>
        {t('notFound')}
      </Alert>
    );
  if (!saved)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackToList />
        <Group gap="sm">
          <PageTitle>{t('editTitle', { customer: saved.customer.displayName })}</PageTitle>
          <Badge variant="light" color={saved.active ? 'green' : 'gray'}>
            {saved.active ? t('active') : t('paused')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {saved.lastOrderDate
            ? t('lastMade', {
                date: formatDate(saved.lastOrderDate, locale),
                on: formatDate(saved.lastGeneratedOn ?? saved.lastOrderDate, locale),
              })
            : t('noneMade')}
        </Text>
      </Stack>
      <ReadOnlyFieldset readOnly={!mayChange}>
        <RecurringOrderEditor key={saved.id} saved={saved} />
      </ReadOnlyFieldset>
    </Stack>
  );
}
