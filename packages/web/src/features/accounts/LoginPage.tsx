import { useState } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeLogin } from '@fjord/domain';
import { setToken } from '../../app/session';
import { routeAfterLogin } from '../../app/route-history';
import { AppForm, FormPasswordInput, FormTextInput, SubmitButton, useAppForm } from '../../ui/forms';
import { AccountsLayout } from './AccountsLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { login, type ApiFailure } from './api';
import { SecondFactorForm } from './SecondFactorForm';
import { rememberPdfFonts } from '../../app/pdf-fonts';
import { loginSchema, type LoginValues } from './schemas';
import { FailureAlert } from './FailureAlert';

// ?useAllFonts asks this page to load a bold font for PDF generation: the server renders PDFs,
// so the sign-in remembers the wish and the PDF view asks the server to embed the bold face.

const EMPTY: LoginValues = { email: '', password: '' };

function failureKey(result: ApiFailure): string | null {
  if (result.error === 'invalid_login') return 'login.errors.invalidLogin';
  if (result.error === 'invalid_code') return 'login.errors.invalidCode';
  if (result.error === 'two_factor_expired') return 'login.errors.twoFactorExpired';
  if (result.error === 'not_confirmed') return 'login.errors.notConfirmed';
  if (result.error === 'login_suspended') return 'login.errors.loginSuspended';
  if (result.status === 403 || result.error === 'ip_suspended') return 'login.errors.ipSuspended';
  if (result.status === 401) return 'login.errors.invalidLogin';
  if (result.error === 'network') return null;
  return 'login.errors.generic';
}

export default function LoginPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  // Errors show once a field is left, not while the address is still being typed.
  const form = useAppForm({ schema: loginSchema, saved: EMPTY, mode: 'onTouched' });
  const [failure, setFailure] = useState<string | null>(null);
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);

  function signedIn(token: string) {
    setToken(token);
    rememberPdfFonts(window.location.search);
    void navigate(routeAfterLogin(), { replace: true });
  }

  async function submit(values: LoginValues): Promise<boolean> {
    setFailure(null);
    const result = await login(normalizeLogin(values.email), values.password);
    if (result.ok) {
      if ('two_factor_token' in result.data) setTwoFactorToken(result.data.two_factor_token);
      else signedIn(result.data.token);
      return true;
    }
    // Both fields are cleared on any failure.
    form.reset(EMPTY);
    const key = failureKey(result);
    setFailure(key ? t(key) : result.message);
    return false;
  }

  if (twoFactorToken !== null)
    return (
      <AccountsLayout title={t('login.secondFactor.title')}>
        <SecondFactorForm
          twoFactorToken={twoFactorToken}
          onSignedIn={signedIn}
          onRestart={(reason) => {
            setTwoFactorToken(null);
            form.reset(EMPTY);
            setFailure(reason ? t(failureKey(reason) ?? 'login.errors.generic') : null);
          }}
          failureText={(result) => {
            const key = failureKey(result);
            return key ? t(key) : result.message;
          }}
        />
      </AccountsLayout>
    );

  if (forgotEmail !== null)
    return (
      <AccountsLayout title={t('forgot.title')}>
        <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
      </AccountsLayout>
    );

  return (
    <AccountsLayout title={t('login.title')}>
      <AppForm form={form} onSubmit={submit} leaveGuard={false}>
        <Stack>
          <FailureAlert text={failure} />
          <FormTextInput name="email" label={t('fields.email')} type="email" autoComplete="username" autoFocus />
          <FormPasswordInput name="password" label={t('fields.password')} autoComplete="current-password" />
          <Group justify="space-between" align="center">
            <Anchor component="button" type="button" size="sm" onClick={() => setForgotEmail(form.getValues('email'))}>
              {t('login.forgotPassword')}
            </Anchor>
            <SubmitButton disabledUntilValid>{t('login.submit')}</SubmitButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/register">
              {t('login.register')}
            </Anchor>
          </Text>
        </Stack>
      </AppForm>
    </AccountsLayout>
  );
}
