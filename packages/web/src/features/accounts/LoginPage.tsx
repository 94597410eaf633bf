import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginErrors, normalizeLogin } from '@fjord/domain';
import { setToken } from '../../app/session';
import { routeAfterLogin } from '../../app/route-history';
import { AccountsLayout } from './AccountsLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { login, type ApiFailure } from './api';
import { fieldError } from './field-errors';

// ?useAllFonts (spec 000 §2) asks this page to load a bold font for PDF generation. No bold font
// is bundled yet; PDFs come later, and the preload belongs here once the font file exists.

function failureKey(result: ApiFailure): string | null {
  if (result.error === 'invalid_login') return 'login.errors.invalidLogin';
  if (result.error === 'not_confirmed') return 'login.errors.notConfirmed';
  if (result.status === 403 || result.error === 'ip_suspended') return 'login.errors.ipSuspended';
  if (result.status === 401) return 'login.errors.invalidLogin';
  if (result.error === 'network') return null;
  return 'login.errors.generic';
}

export default function LoginPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  const errors = loginErrors(email, password);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (errors.length || submitting) return;
    setSubmitting(true);
    setFailure(null);
    const result = await login(normalizeLogin(email), password);
    setSubmitting(false);
    if (result.ok) {
      setToken(result.data.token);
      void navigate(routeAfterLogin(), { replace: true });
      return;
    }
    // Spec 001 §7.1: both fields are cleared on any failure.
    setEmail('');
    setPassword('');
    setTouched({ email: false, password: false });
    const key = failureKey(result);
    setFailure(key ? t(key) : result.message);
  }

  if (forgotOpen)
    return (
      <AccountsLayout title={t('forgot.title')}>
        <ForgotPasswordForm initialEmail={email} onBack={() => setForgotOpen(false)} />
      </AccountsLayout>
    );

  return (
    <AccountsLayout title={t('login.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            onBlur={() => setTouched((current) => ({ ...current, email: true }))}
            error={fieldError(t, errors, 'login', touched.email && email !== '')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            onBlur={() => setTouched((current) => ({ ...current, password: true }))}
          />
          <Group justify="space-between" align="center">
            <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
              {t('login.forgotPassword')}
            </Anchor>
            <Button type="submit" disabled={errors.length > 0} loading={submitting}>
              {t('login.submit')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/register">
              {t('login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountsLayout>
  );
}
