import { Button } from '@mantine/core';
import { IconAdjustments, IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../app/permissions';

/** "New stock count" and "New warehouse patch" at the top of the warehouse lists, for users who may change stock. */
export function WarehouseActions() {
  const { t } = useTranslation('shell');
  const mayChange = usePermission('canUpdateProducts');
  if (!mayChange) return null;
  return (
    <>
      <Button component={Link} to="/warehouse/new-checkpoint" leftSection={<IconClipboardList size={16} />}>
        {t('routes.newCheckpoint')}
      </Button>
      <Button
        component={Link}
        to="/warehouse/patches/new"
        variant="default"
        leftSection={<IconAdjustments size={16} />}
      >
        {t('routes.newWarehousePatch')}
      </Button>
    </>
  );
}
