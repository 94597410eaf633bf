import { useState } from 'react';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normalizeLogin } from '@fjord/domain';
import { AppForm, FormTextInput, SubmitButton, useAppForm } from '../../ui/forms';
import { requestPasswordReset } from './api';
import { forgotPasswordSchema, type ForgotPasswordValues } from './schemas';

type Props = { initialEmail: string; onBack: () => void };

/** Asks for a reset link. The answer is the same whether the account exists or not, so nobody can probe addresses. */
export function ForgotPasswordForm({ initialEmail, onBack }: Props) {
  const { t } = useTranslation('accounts');
  const form = useAppForm({ schema: forgotPasswordSchema, saved: { email: initialEmail }, mode: 'onTouched' });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: ForgotPasswordValues): Promise<boolean> {
    setFailure(null);
    const result = await requestPasswordReset(normalizeLogin(values.email));
    if (result.ok) setSent(true);
    else setFailure(result.message);
    return result.ok;
  }

  const back = (
    <Anchor component="button" type="button" size="sm" onClick={onBack}>
      {t('forgot.back')}
    </Anchor>
  );

  if (sent)
    return (
      <Stack>
        <Alert color="green" role="status">
          {t('forgot.sent')}
        </Alert>
        {back}
      </Stack>
    );

  return (
    <AppForm form={form} onSubmit={submit} leaveGuard={false}>
      <Stack>
        <Text size="sm">{t('forgot.intro')}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <FormTextInput name="email" label={t('fields.email')} type="email" autoComplete="username" autoFocus />
        <Group justify="space-between" align="center">
          {back}
          <SubmitButton disabledUntilValid>{t('forgot.submit')}</SubmitButton>
        </Group>
      </Stack>
    </AppForm>
  );
}
