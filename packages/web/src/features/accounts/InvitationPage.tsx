import { useEffect } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pendingInvitation } from '../../app/pending-invitation';
import { getToken } from '../../app/session';
import { AccountsLayout } from './AccountsLayout';

/**
 * The link of an invitation mail. The token is kept until the user is signed in: someone signed in
 * goes straight to the application, which accepts it; anyone else signs in or registers first.
 */
export default function InvitationPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const signedIn = getToken() !== null;

  useEffect(() => {
    if (!token) return;
    pendingInvitation.set(token);
    if (signedIn) void navigate('/', { replace: true });
  }, [token, signedIn, navigate]);

  return (
    <AccountsLayout title={t('invitation.title')}>
      {token ? (
        <Stack>
          <Text size="sm">{t('invitation.text')}</Text>
          <Group grow>
            <Button component={Link} to="/login">
              {t('invitation.signIn')}
            </Button>
            <Button component={Link} to="/register" variant="default">
              {t('invitation.register')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Alert color="red" role="alert">
          {t('invitation.missing')}
        </Alert>
      )}
    </AccountsLayout>
  );
}
