import { useCallback, useRef, useState } from 'react';
import { Alert, Badge, Center, Loader, Stack, Tabs, Text } from '@mantine/core';
import { IconBuilding, IconFileInvoice, IconLock, IconPhoto, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { can } from '../../app/permissions';
import { confirmDialog } from '../../ui/overlays';
import { AccessRequestsSection } from './AccessRequestsSection';
import { CompanyDetailsSection } from './CompanyDetailsSection';
import { InvitationsSection } from './InvitationsSection';
import { InvoiceSettingsSection } from './InvoiceSettingsSection';
import { LogoSection } from './LogoSection';
import { MembersSection } from './MembersSection';
import { TwoFactorRequirementSection } from './TwoFactorRequirementSection';
import { AccessRequestsDocument } from './operations';
import { PageTitle } from '../../ui/layout/PageTitle';

type Tab = 'company' | 'invoice' | 'logo' | 'users';

/**
 * Company settings: the company's details, its invoice settings, its logo
 * and, for those who manage access, its users. Without the rights to change the company or its
 * users, only a message to ask the administrator.
 *
 * One tab is mounted at a time, so one form (and one unsaved-changes guard) is live; switching
 * away from a form with unsaved changes asks first. While someone waits for access, the page opens
 * on the users tab.
 */
export default function CompanySettingsPage() {
  const { t } = useTranslation('companySettings');
  const { user, loading } = useCurrentUser();
  if (loading && !user) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  const canUpdateUnit = can(user?.permissions, 'canUpdateUnit');
  const canAssignRole = can(user?.permissions, 'canAssignRole');
  return (
    <Stack gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      {!canUpdateUnit && !canAssignRole ? (
        <Alert color="yellow" icon={<IconLock />}>
          {t('noAccess')}
        </Alert>
      ) : (
        <>
          {user?.currentUnit && <Text c="dimmed">{t('intro', { company: user.currentUnit.name })}</Text>}
          <SettingsTabs canUpdateUnit={canUpdateUnit} canAssignRole={canAssignRole} />
        </>
      )}
    </Stack>
  );
}

function SettingsTabs({ canUpdateUnit, canAssignRole }: { canUpdateUnit: boolean; canAssignRole: boolean }) {
  const { t } = useTranslation('companySettings');
  const { data: requests } = useQuery(AccessRequestsDocument, {
    fetchPolicy: 'cache-and-network',
    skip: !canAssignRole,
  });
  const pending = requests?.accessRequests.length ?? 0;
  const available: Tab[] = [
    ...(canUpdateUnit ? (['company', 'invoice', 'logo'] as const) : []),
    ...(canAssignRole ? (['users'] as const) : []),
  ];
  const [tab, setTab] = useState<Tab | null>(null);
  // The first tab is chosen once the pending requests are known, and then stays until the user moves.
  const waitingForRequests = canAssignRole && canUpdateUnit && !requests;
  if (tab === null && !waitingForRequests) setTab(pending > 0 ? 'users' : available[0]!);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  async function change(next: string | null) {
    if (!next || next === tab) return;
    if (dirty.current) {
      const discard = await confirmDialog({
        title: t('unsaved.title'),
        message: t('unsaved.message'),
        confirmLabel: t('unsaved.discard'),
        danger: true,
      });
      if (!discard) return;
    }
    dirty.current = false;
    setTab(next as Tab);
  }

  if (tab === null) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }

  return (
    <Tabs value={tab} onChange={(next) => void change(next)} keepMounted={false}>
      <Tabs.List mb="md">
        {canUpdateUnit && (
          <>
            <Tabs.Tab value="company" leftSection={<IconBuilding size={16} />}>
              {t('tabs.company')}
            </Tabs.Tab>
            <Tabs.Tab value="invoice" leftSection={<IconFileInvoice size={16} />}>
              {t('tabs.invoice')}
            </Tabs.Tab>
            <Tabs.Tab value="logo" leftSection={<IconPhoto size={16} />}>
              {t('tabs.logo')}
            </Tabs.Tab>
          </>
        )}
        {canAssignRole && (
          <Tabs.Tab
            value="users"
            leftSection={<IconUsers size={16} />}
            rightSection={
              pending > 0 ? (
                <Badge size="sm" circle aria-label={t('tabs.pending', { count: pending })}>
                  {pending}
                </Badge>
              ) : undefined
            }
          >
            {t('tabs.users')}
          </Tabs.Tab>
        )}
      </Tabs.List>
      {canUpdateUnit && (
        <>
          <Tabs.Panel value="company">
            <CompanyDetailsSection onDirtyChange={onDirtyChange} />
          </Tabs.Panel>
          <Tabs.Panel value="invoice">
            <InvoiceSettingsSection onDirtyChange={onDirtyChange} />
          </Tabs.Panel>
          <Tabs.Panel value="logo">
            <LogoSection onDirtyChange={onDirtyChange} />
          </Tabs.Panel>
        </>
      )}
      {canAssignRole && (
        <Tabs.Panel value="users">
          <Stack gap="lg">
            <AccessRequestsSection />
            <TwoFactorRequirementSection />
            <MembersSection />
            <InvitationsSection />
          </Stack>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
