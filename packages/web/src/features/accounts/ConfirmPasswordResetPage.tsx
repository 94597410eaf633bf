import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Center, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordErrors } from '@fjord/domain';
import { AccountsLayout } from './AccountsLayout';
import { confirmPasswordReset, failureText, resetPassword, tokenProblem } from './api';
import { fieldError } from './field-errors';
import { singleFlight } from './single-flight';

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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState({ password: false, confirmation: false });
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
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

  const errors = passwordErrors(password, confirmation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.length || submitting) return;
    setSubmitting(true);
    setFailure(null);
    const result = await resetPassword(token, password, confirmation);
    setSubmitting(false);
    if (result.ok) {
      notifications.show({ color: 'green', message: t('resetPassword.success'), autoClose: false });
      void navigate('/login', { replace: true });
      return;
    }
    const problem = tokenProblem(result);
    if (problem === 'other') setFailure(failureText(result));
    else setState({ kind: problem });
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
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <PasswordInput
              label={t('fields.password')}
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              onBlur={() => setTouched((current) => ({ ...current, password: true }))}
              error={fieldError(t, errors, 'password', submitted || touched.password)}
            />
            <PasswordInput
              label={t('fields.passwordConfirmation')}
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              onBlur={() => setTouched((current) => ({ ...current, confirmation: true }))}
              error={fieldError(t, errors, 'passwordConfirmation', submitted || touched.confirmation)}
            />
            <Button type="submit" loading={submitting}>
              {t('resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AccountsLayout>
  );
}
