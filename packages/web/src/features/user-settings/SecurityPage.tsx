import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/layout/PageTitle';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * /settings/security: the user's own sign-in, the same in every company: two-factor sign-in and the
 * sessions signed in. It asks nothing of the current company, so a member of a company that requires
 * two-factor sign-in reaches it before they have turned it on.
 */
export default function SecurityPage() {
  const { t } = useTranslation('userSettings');
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <PageTitle>{t('security.title')}</PageTitle>
        <Text c="dimmed">{t('security.intro')}</Text>
      </Stack>
      <TwoFactorSection />
      <SessionsSection />
    </Stack>
  );
}
