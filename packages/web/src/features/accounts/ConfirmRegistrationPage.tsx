import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setToken } from '../../app/session';
import { AccountsLayout } from './AccountsLayout';
import { confirmRegistration, failureText, requestNewRegistrationToken, tokenProblem } from './api';
import { singleFlight } from './single-flight';

type State =
  | { kind: 'confirming' }
  | { kind: 'expired'; requesting: boolean; failure: string | null }
  | { kind: 'newSent' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/** Opening the link from the confirmation mail signs the new user in. */
export default function ConfirmRegistrationPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'confirming' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    void singleFlight(`confirm-registration:${token}`, () => confirmRegistration(token)).then((result) => {
      if (!current) return;
      if (result.ok) {
        setToken(result.data.token);
        void navigate('/', { replace: true });
        return;
      }
      const problem = tokenProblem(result);
      if (problem === 'expired') setState({ kind: 'expired', requesting: false, failure: null });
      else if (problem === 'invalid') setState({ kind: 'invalid' });
      else setState({ kind: 'failed', message: result.message });
    });
    return () => {
      current = false;
    };
  }, [token, navigate]);

  async function requestNewLink() {
    setState({ kind: 'expired', requesting: true, failure: null });
    const result = await requestNewRegistrationToken(token);
    if (result.ok) setState({ kind: 'newSent' });
    else if (tokenProblem(result) === 'invalid') setState({ kind: 'invalid' });
    else setState({ kind: 'expired', requesting: false, failure: failureText(result) });
  }

  const toLogin = (
    <Anchor component={Link} to="/login" size="sm">
      {t('confirmRegistration.toLogin')}
    </Anchor>
  );
  const shown: State = token ? state : { kind: 'invalid' };

  return (
    <AccountsLayout title={t('confirmRegistration.title')}>
      {shown.kind === 'confirming' && (
        <Center>
          <Stack align="center">
            <Loader />
            <Text size="sm">{t('confirmRegistration.confirming')}</Text>
          </Stack>
        </Center>
      )}
      {shown.kind === 'expired' && (
        <Stack>
          <Alert color="yellow" role="alert">
            {t('confirmRegistration.expired')}
          </Alert>
          {shown.failure && (
            <Alert color="red" role="alert">
              {shown.failure}
            </Alert>
          )}
          <Button onClick={() => void requestNewLink()} loading={shown.requesting}>
            {t('confirmRegistration.requestNew')}
          </Button>
        </Stack>
      )}
      {shown.kind === 'newSent' && (
        <Alert color="green" role="status">
          {t('confirmRegistration.newSent')}
        </Alert>
      )}
      {shown.kind === 'invalid' && (
        <Stack>
          <Alert color="red" role="alert">
            {t('confirmRegistration.invalid')}
          </Alert>
          {toLogin}
        </Stack>
      )}
      {shown.kind === 'failed' && (
        <Stack>
          <Alert color="red" role="alert">
            {shown.message}
          </Alert>
          {toLogin}
        </Stack>
      )}
    </AccountsLayout>
  );
}
