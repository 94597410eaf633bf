import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The link from an editor back to /recurring-orders. */
export function BackToList() {
  const { t } = useTranslation('recurringOrders');
  return (
    <Anchor component={Link} to="/recurring-orders" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('title')}
      </Group>
    </Anchor>
  );
}
