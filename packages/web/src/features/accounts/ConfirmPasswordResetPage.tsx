import { useEffect, useState } from 'react';
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppForm, FormPasswordInput, SubmitButton, useAppForm } from '../../ui/forms';
import { AccountsLayout } from './AccountsLayout';
import { confirmPasswordReset, failureText, resetPassword, tokenProblem } from './api';
import { newPasswordSchema } from './schemas';
import { singleFlight } from './single-flight';
import { FailureAlert } from './FailureAlert';

const EMPTY = { password: '', passwordConfirmation: '' };

type State =
  | { kind: 'verifying' }
  | { kind: 'valid' }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/** The link from the reset mail: the token is checked first, only then the new password form appears. */
export default function ConfirmPasswordResetPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'verifying' });
  const form = useAppForm({ schema: newPasswordSchema, saved: EMPTY, mode: 'onTouched' });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void singleFlight(`confirm-password-reset:${token}`, () => confirmPasswordReset(token)).then((result) => {
      if (!current) return;
      if (result.ok) setState({ kind: 'valid' });
      else {
        const problem = tokenProblem(result);
        setState(problem === 'other' ? { kind: 'failed', message: result.message } : { kind: problem });
      }
    });
    return () => {
      current = false;
    };
  }, [token]);

  async function submit({ password, passwordConfirmation }: typeof EMPTY): Promise<boolean> {
    setFailure(null);
    const result = await resetPassword(token, password, passwordConfirmation);
    if (result.ok) {
      notifications.show({ color: 'green', message: t('resetPassword.success'), autoClose: false });
      void navigate('/login', { replace: true });
      return true;
    }
    const problem = tokenProblem(result);
    if (problem === 'other') setFailure(failureText(result));
    else setState({ kind: problem });
    return false;
  }

  const toLogin = (
    <Anchor component={Link} to="/login" size="sm">
      {t('resetPassword.toLogin')}
    </Anchor>
  );
  const shown: State = token ? state : { kind: 'invalid' };
  const problemText =
    shown.kind === 'expired'
      ? t('resetPassword.expired')
      : shown.kind === 'invalid'
        ? t('resetPassword.invalid')
        : shown.kind === 'failed'
          ? shown.message
          : null;

  return (
    <AccountsLayout title={t('resetPassword.title')}>
      {shown.kind === 'verifying' && (
        <Center>
          <Stack align="center">
            <Loader />
            <Text size="sm">{t('resetPassword.verifying')}</Text>
          </Stack>
        </Center>
      )}
      {problemText && (
        <Stack>
          <Alert color={shown.kind === 'expired' ? 'yellow' : 'red'} role="alert">
            {problemText}
          </Alert>
          {toLogin}
        </Stack>
      )}
      {shown.kind === 'valid' && (
        <AppForm form={form} onSubmit={submit} leaveGuard={false}>
          <Stack>
            <FailureAlert text={failure} />
            <FormPasswordInput name="password" label={t('fields.password')} autoComplete="new-password" autoFocus />
            <FormPasswordInput
              name="passwordConfirmation"
              label={t('fields.passwordConfirmation')}
              autoComplete="new-password"
            />
            <SubmitButton>{t('resetPassword.submit')}</SubmitButton>
          </Stack>
        </AppForm>
      )}
    </AccountsLayout>
  );
}
