import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordValues } from '../accounts/schemas';
import { AppForm, FormPasswordInput, SubmitButton, useAppForm } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { ChangeCurrentUserPasswordDocument } from './operations';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * Changing one's own password in /settings: the current one, the new one twice (the rules of
 * registration). The server checks the current password and signs out every other session; a wrong
 * current password is marked on its field. A form of its own, so it never saves with the profile.
 */
export function PasswordSection() {
  const { t } = useTranslation('userSettings');
  const client = useApolloClient();
  const form = useAppForm({ schema: changePasswordSchema, saved: EMPTY });

  async function save(values: ChangePasswordValues) {
    await client.mutate({
      mutation: ChangeCurrentUserPasswordDocument,
      variables: { currentPassword: values.currentPassword, newPassword: values.password },
      context: { handleErrors: false },
    });
    // Typed passwords are not kept in the form once they are saved.
    form.reset(EMPTY);
    toast('success', t('password.saved'));
  }

  return (
    <Paper withBorder p="lg">
      <AppForm form={form} onSubmit={save} aria-label={t('password.title')} serverFields={{ password: 'newPassword' }}>
        <Stack>
          <Title order={3}>{t('password.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('password.help')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FormPasswordInput
              name="currentPassword"
              label={t('password.current')}
              autoComplete="current-password"
              withAsterisk
            />
            <FormPasswordInput name="password" label={t('password.new')} autoComplete="new-password" withAsterisk />
            <FormPasswordInput
              name="passwordConfirmation"
              label={t('password.confirmation')}
              autoComplete="new-password"
              withAsterisk
            />
          </SimpleGrid>
          <Stack gap={0} align="flex-end">
            <SubmitButton>{t('password.submit')}</SubmitButton>
          </Stack>
        </Stack>
      </AppForm>
    </Paper>
  );
}
