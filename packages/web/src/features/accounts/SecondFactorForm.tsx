import { useState } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppForm, FormTextInput, SubmitButton, useAppForm } from '../../ui/forms';
import { loginWithSecondFactor, type ApiFailure } from './api';
import { secondFactorSchema, type SecondFactorValues } from './schemas';
import { FailureAlert } from './FailureAlert';

const EMPTY: SecondFactorValues = { code: '' };

/**
 * The second sign-in step: after a right password, a one-time code from the authenticator app or a
 * recovery code makes the session. The step lasts five minutes; then (or on a refusal that ends it)
 * sign-in starts again with e-mail and password.
 */
export function SecondFactorForm({
  twoFactorToken,
  onSignedIn,
  onRestart,
  failureText,
}: {
  twoFactorToken: string;
  onSignedIn: (token: string) => void;
  onRestart: (reason: ApiFailure | null) => void;
  failureText: (result: ApiFailure) => string;
}) {
  const { t } = useTranslation('accounts');
  const form = useAppForm({ schema: secondFactorSchema, saved: EMPTY, mode: 'onTouched' });
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: SecondFactorValues): Promise<boolean> {
    setFailure(null);
    const result = await loginWithSecondFactor(twoFactorToken, values.code.trim());
    if (result.ok) {
      onSignedIn(result.data.token);
      return true;
    }
    if (
      result.error === 'two_factor_expired' ||
      result.error === 'login_suspended' ||
      result.error === 'ip_suspended'
    ) {
      onRestart(result);
      return false;
    }
    form.reset(EMPTY);
    setFailure(failureText(result));
    return false;
  }

  return (
    <AppForm form={form} onSubmit={submit} leaveGuard={false}>
      <Stack>
        <FailureAlert text={failure} />
        <Text size="sm">{t('login.secondFactor.help')}</Text>
        <FormTextInput
          name="code"
          label={t('login.secondFactor.code')}
          autoComplete="one-time-code"
          autoFocus
          withAsterisk
        />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart(null)}>
            {t('login.secondFactor.restart')}
          </Anchor>
          <SubmitButton disabledUntilValid>{t('login.secondFactor.submit')}</SubmitButton>
        </Group>
      </Stack>
    </AppForm>
  );
}
