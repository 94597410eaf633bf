import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingPlus, IconInfoCircle } from '@tabler/icons-react';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { useMode } from '../../app/mode';
import type { ShellContext } from '../../app/shell/AppLayout';
import { PageTitle } from '../../ui/layout/PageTitle';

/**
 * The Dashboard (spec 000 §2): greets the user and names the company and mode. Invoice statistics
 * (invoicing) and the paycheck list (payroll) arrive with their features; until then it says so.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useCurrentUser();
  const mode = useMode();
  const { openRequestAccess } = useOutletContext<ShellContext>();
  const unit = user?.currentUnit ?? null;
  return (
    <Stack gap="lg" maw={900}>
      <PageTitle>{user ? t('greeting', { name: user.name }) : t('shell:routes.dashboard')}</PageTitle>
      <Paper withBorder p="lg">
        {unit ? (
          <Text>{t('context', { company: unit.name, mode: t(`modes.${mode}`) })}</Text>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>{t('noCompany')}</Text>
            <Button leftSection={<IconBuildingPlus size={16} />} onClick={openRequestAccess}>
              {t('shell:header.requestAccess')}
            </Button>
          </Stack>
        )}
      </Paper>
      {unit && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle />}>
          {mode === 'invoicing' ? t('statisticsLater') : t('paychecksLater')}
        </Alert>
      )}
    </Stack>
  );
}
