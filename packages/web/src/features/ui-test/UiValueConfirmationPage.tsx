import { z } from 'zod/mini';
import { useState } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBankAccount, isValidBankAccount, normalizeBankAccount, rules } from '@fjord/domain';
import { AppForm, FormTextInput, messageKey, SubmitButton, useAppForm } from '../../ui/forms';
import { confirmDialog, toast } from '../../ui/overlays';
import { toZodSchema } from '../../ui/validation';
import { PageTitle } from '../../ui/layout/PageTitle';

/**
 * /ui/value-confirmation: a value that must be right — a new bank
 * account number — is typed twice (both must match and pass the account number check), and the
 * change is confirmed in a dialog naming the old and the new number before it is applied.
 */
type Values = { newAccount: string; confirmAccount: string };

const EMPTY: Values = { newAccount: '', confirmAccount: '' };
const INITIAL_ACCOUNT = '1234.56.78903';
const schema = toZodSchema<Values>({
  newAccount: [rules.required(), rules.checksum(isValidBankAccount)],
  confirmAccount: [rules.required()],
}).check(
  z.superRefine((values, issues) => {
    if (
      values.confirmAccount.trim() !== '' &&
      normalizeBankAccount(values.newAccount) !== normalizeBankAccount(values.confirmAccount)
    )
      issues.addIssue({
        code: 'custom',
        path: ['confirmAccount'],
        message: messageKey('uiForm:valueConfirmation.mismatch'),
      });
  }),
);

export default function UiValueConfirmationPage() {
  const { t } = useTranslation('uiForm', { keyPrefix: 'valueConfirmation' });
  const [current, setCurrent] = useState(INITIAL_ACCOUNT);
  const form = useAppForm({ schema, saved: EMPTY });

  async function change(values: Values): Promise<boolean> {
    const next = formatBankAccount(values.newAccount);
    const confirmed = await confirmDialog({
      title: t('confirmTitle'),
      message: t('confirmMessage', { current: current || t('none'), next }),
      confirmLabel: t('confirm'),
    });
    if (!confirmed) {
      toast('info', t('notChanged'));
      return false;
    }
    setCurrent(next);
    toast('success', t('changed'));
    return true;
  }

  return (
    <Stack gap="lg" maw={560}>
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Paper withBorder p="lg" radius="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('current')}
          </Text>
          <Text fw={600} data-testid="current-account">
            {current || t('none')}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <AppForm form={form} onSubmit={change} aria-label={t('formName')}>
          <Stack>
            <Title order={3}>{t('formName')}</Title>
            <FormTextInput
              name="newAccount"
              label={t('newAccount')}
              inputMode="numeric"
              autoComplete="off"
              withAsterisk
            />
            <FormTextInput
              name="confirmAccount"
              label={t('confirmAccount')}
              inputMode="numeric"
              autoComplete="off"
              withAsterisk
              // Typing it again is the point: no pasting the first entry.
              onPaste={(event) => event.preventDefault()}
            />
            <Group justify="flex-end">
              <SubmitButton>{t('change')}</SubmitButton>
            </Group>
          </Stack>
        </AppForm>
      </Paper>
    </Stack>
  );
}
