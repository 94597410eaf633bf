import type { ReactNode } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/layout/PageTitle';

/** A paycheck page's frame: the way back to the list (of the paycheck's period), the title and what follows. */
export function PaycheckFrame({
  periodId,
  title,
  badges,
  actions,
  children,
}: {
  periodId?: string | null;
  title: string;
  badges?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Anchor
            component={Link}
            to={periodId ? `/paychecks?periodId=${encodeURIComponent(periodId)}` : '/paychecks'}
            size="sm"
          >
            <Group gap={4}>
              <IconArrowLeft size={14} />
              {t('routes.paychecks')}
            </Group>
          </Anchor>
          <PageTitle>{title}</PageTitle>
          {badges && <Group gap="xs">{badges}</Group>}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
