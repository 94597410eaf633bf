import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconBuildingPlus, IconUsersPlus } from '@tabler/icons-react';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { useMode } from '../../app/mode';
import type { ShellContext } from '../../app/shell/AppLayout';
import { CreateCompanyModal } from './CreateCompanyModal';
import { UserCompaniesDocument } from './operations';
import { PageTitle } from '../../ui/layout/PageTitle';
import { usePermission } from '../../app/permissions';
import { InvoiceStatisticsPanel } from './InvoiceStatisticsPanel';
import { PaychecksPanel } from '../paychecks/PaychecksPanel';
import { NextAmeldingCard } from './NextAmeldingCard';
import { VideoGuide } from './VideoGuide';

/**
 * The Dashboard: greets the user and names the company and mode; a user without a
 * company is guided to create one or to ask for access. In invoicing mode it shows the video guide
 * and the general invoice statistics; in payroll mode, to users who may see salaries, the next a-melding
 * deadline and the paychecks.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useCurrentUser();
  const mode = useMode();
  const { openRequestAccess } = useOutletContext<ShellContext>();
  const unit = user?.currentUnit ?? null;
  const canViewSales = usePermission('canViewSales');
  const canViewSalaries = usePermission('canViewSalaries');
  const [creatingOpened, creating] = useDisclosure(false);
  // A new account has only its private unit: until the user belongs to a company, the Dashboard
  // guides them to create theirs or to ask for access to one.
  const { data: units } = useQuery(UserCompaniesDocument);
  const needsCompany = !!units && !units.currentUserUnits.some((candidate) => candidate.isCompany);
  return (
    <Stack gap="lg" maw={900}>
      <PageTitle>{user ? t('greeting', { name: user.name }) : t('shell:routes.dashboard')}</PageTitle>
      {needsCompany && (
        <Paper withBorder p="lg">
          <Stack gap="sm" align="flex-start">
            <Title order={3}>{t('onboarding.title')}</Title>
            <Text>{t('onboarding.text')}</Text>
            <Group>
              <Button leftSection={<IconBuildingPlus size={16} />} aria-haspopup="dialog" onClick={creating.open}>
                {t('onboarding.create')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconUsersPlus size={16} />}
                aria-haspopup="dialog"
                onClick={openRequestAccess}
              >
                {t('shell:header.requestAccess')}
              </Button>
            </Group>
          </Stack>
          <CreateCompanyModal opened={creatingOpened} onClose={creating.close} />
        </Paper>
      )}
      {unit ? (
        <Paper withBorder p="lg">
          <Text>{t('context', { company: unit.name, mode: t(`modes.${mode}`) })}</Text>
        </Paper>
      ) : (
        !needsCompany && (
          <Paper withBorder p="lg">
            <Text>{t('noCompany')}</Text>
          </Paper>
        )
      )}
      {unit && mode === 'invoicing' && user && <VideoGuide userId={user.id} />}
      {unit && mode === 'invoicing' && canViewSales && <InvoiceStatisticsPanel />}
      {unit && mode === 'payroll' && canViewSalaries && <NextAmeldingCard />}
      {unit && mode === 'payroll' && canViewSalaries && <PaychecksPanel />}
    </Stack>
  );
}
