import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage';

/**
 * Where a member lands when the company requires two-factor sign-in and they have not turned it on:
 * the server refuses the company's work (TWO_FACTOR_REQUIRED) but not their own account settings.
 */
export function TwoFactorRequiredPage() {
  const { t } = useTranslation('shell');
  return (
    <MessagePage
      title={t('pages.twoFactorRequired.title')}
      actions={
        <Button component={Link} to="/settings/security">
          {t('pages.twoFactorRequired.action')}
        </Button>
      }
    >
      <Text>{t('pages.twoFactorRequired.text')}</Text>
    </MessagePage>
  );
}
