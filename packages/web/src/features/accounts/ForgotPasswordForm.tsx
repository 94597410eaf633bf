import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isEmail, normalizeLogin } from '@fjord/domain';
import { requestPasswordReset } from './api';

type Props = { initialEmail: string; onBack: () => void };

/** Asks for a reset link. The answer is the same whether the account exists or not, so nobody can probe addresses. */
export function ForgotPasswordForm({ initialEmail, onBack }: Props) {
  const { t } = useTranslation('accounts');
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const valid = isEmail(email);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!valid || submitting) return;
    setSubmitting(true);
    setFailure(null);
    const result = await requestPasswordReset(normalizeLogin(email));
    setSubmitting(false);
    if (result.ok) setSent(true);
    else setFailure(result.message);
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
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Text size="sm">{t('forgot.intro')}</Text>
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
          onBlur={() => setTouched(true)}
          error={
            touched && !valid
              ? t(email.trim() ? 'validation.email' : 'validation.required', { field: t('fields.email') })
              : undefined
          }
        />
        <Group justify="space-between" align="center">
          {back}
          <Button type="submit" disabled={!valid} loading={submitting}>
            {t('forgot.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
