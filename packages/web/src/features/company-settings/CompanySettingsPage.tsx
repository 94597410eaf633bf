import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { can } from '../../app/permissions';
import { AccessRequestsSection } from './AccessRequestsSection';
import { MembersSection } from './MembersSection';

/**
 * Company settings (spec 000 §6): without the rights to change the company or its users, only a
 * message to ask the administrator. The company's own details and settings come with later features.
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
      <Title order={2}>{t('title')}</Title>
      {!canUpdateUnit && !canAssignRole ? (
        <Alert color="yellow" icon={<IconLock />}>
          {t('noAccess')}
        </Alert>
      ) : (
        <>
          {user?.currentUnit && <Text c="dimmed">{t('intro', { company: user.currentUnit.name })}</Text>}
          {canAssignRole && <AccessRequestsSection />}
          {canAssignRole && <MembersSection />}
          {canUpdateUnit && (
            <Alert variant="light" color="gray">
              {t('detailsNotAvailable')}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
