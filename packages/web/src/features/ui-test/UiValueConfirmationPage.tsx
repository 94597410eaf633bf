import { useState } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rules } from '@fjord/domain';
import { AppForm, FormTextInput, messageKey, SubmitButton, useAppForm } from '../../ui/forms';
import { confirmDialog, toast } from '../../ui/overlays';
import { toZodSchema } from '../../ui/validation';

/**
 * /ui/value-confirmation (spec 000 §2 "Test pages"): a value that must be right — a new bank
 * account number — is typed twice (both must match and pass the account number check), and the
 * change is confirmed in a dialog naming the old and the new number before it is applied.
 */
type Values = { newAccount: string; confirmAccount: string };

const EMPTY: Values = { newAccount: '', confirmAccount: '' };
const INITIAL_ACCOUNT = '1234.56.78903';
const ACCOUNT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

const digitsOf = (value: string) => value.replace(/[\s.-]/g, '');

// Norwegian account numbers: 11 digits, the last a MOD11 check digit. Only this page needs it so
// far; it belongs in @fjord/domain's identifiers once a feature stores account numbers.
function isValidAccountNumber(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = ACCOUNT_WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[10]);
}

const formatAccount = (value: string) => {
  const digits = digitsOf(value);
  return `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
};

const schema = toZodSchema<Values>({
  newAccount: [rules.required(), rules.checksum(isValidAccountNumber)],
  confirmAccount: [rules.required()],
}).superRefine((values, issues) => {
  if (values.confirmAccount.trim() !== '' && digitsOf(values.newAccount) !== digitsOf(values.confirmAccount))
    issues.addIssue({
      code: 'custom',
      path: ['confirmAccount'],
      message: messageKey('uiForm:valueConfirmation.mismatch'),
    });
});

export default function UiValueConfirmationPage() {
  const { t } = useTranslation('uiForm', { keyPrefix: 'valueConfirmation' });
  const [current, setCurrent] = useState(INITIAL_ACCOUNT);
  const form = useAppForm({ schema, saved: EMPTY });

  async function change(values: Values): Promise<boolean> {
    const next = formatAccount(values.newAccount);
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
        <Title order={2}>{t('title')}</Title>
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
