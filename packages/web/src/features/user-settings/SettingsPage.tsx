import { useMemo } from 'react';
import { Anchor, Center, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isLocale, pickRules, SUPPORTED_LOCALES, UNIT_USER_SETTING_RULES, userProfileRules } from '@fjord/domain';
import { CurrentUserDocument } from '../../app/current-user';
import { changeLocale } from '../../i18n';
import { AppForm, FormSelect, FormTextInput, ResetButton, SubmitButton, useAppForm } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { toZodSchema } from '../../ui/validation';
import type { AltinnPinMethod, UserSettingsQuery } from '../../gql/graphql';
import { AltinnLoginFields } from './AltinnLoginFields';
import { PasswordSection } from './PasswordSection';
import { SaveUnitUserSettingDocument, UpdateProfileDocument, UserSettingsDocument } from './operations';
import { PageTitle } from '../../ui/layout/PageTitle';

export type UserSettingsValues = {
  firstName: string;
  lastName: string;
  cellphone: string;
  locale: string;
  altinnLogin: string | null;
  altinnPinMethod: string | null;
};

// The page edits neither the cellphone's country nor (so) needs the country register.
const schema = toZodSchema<UserSettingsValues>({
  ...pickRules(userProfileRules([]), ['firstName', 'lastName', 'cellphone', 'locale']),
  ...UNIT_USER_SETTING_RULES,
});

export function valuesOf(data: UserSettingsQuery): UserSettingsValues {
  return {
    firstName: data.currentUser.firstName,
    lastName: data.currentUser.lastName,
    cellphone: data.currentUser.cellphone ?? '',
    locale: data.currentUser.locale,
    altinnLogin: data.unitUserSetting.altinnLogin ?? '',
    altinnPinMethod: data.unitUserSetting.altinnPinMethod ?? null,
  };
}

/**
 * /settings: the signed-in user's profile (name and
 * language, the same everywhere) and their own settings in the current company (UnitUserSetting:
 * the Altinn login and how its PIN is confirmed — both or none). One form, one save.
 */
export default function SettingsPage() {
  const { data } = useQuery(UserSettingsDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <SettingsForm data={data} />;
}

function SettingsForm({ data }: { data: UserSettingsQuery }) {
  const { t } = useTranslation('userSettings');
  const client = useApolloClient();
  const saved = useMemo(() => valuesOf(data), [data]);
  const form = useAppForm({ schema, saved });
  const company = data.currentUser.currentUnit?.name ?? '';

  async function save(values: UserSettingsValues) {
    const context = { handleErrors: false };
    await client.mutate({
      mutation: UpdateProfileDocument,
      variables: {
        input: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          cellphone: values.cellphone.trim(),
          locale: values.locale,
        },
      },
      context,
    });
    await client.mutate({
      mutation: SaveUnitUserSettingDocument,
      variables: {
        input: {
          altinnLogin: values.altinnLogin?.trim() || null,
          altinnPinMethod: (values.altinnPinMethod || null) as AltinnPinMethod | null,
        },
      },
      context,
      refetchQueries: [UserSettingsDocument, CurrentUserDocument],
    });
    if (isLocale(values.locale) && values.locale !== saved.locale) await changeLocale(values.locale);
    toast('success', t('saved'));
  }

  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed">{t('intro', { company })}</Text>
      </Stack>
      <AppForm form={form} onSubmit={save} aria-label={t('title')}>
        <Stack gap="lg">
          <Paper withBorder p="lg">
            <Stack>
              <Title order={3}>{t('profile.title')}</Title>
              <Text size="sm" c="dimmed">
                {t('profile.help')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <FormTextInput name="firstName" label={t('profile.firstName')} withAsterisk />
                <FormTextInput name="lastName" label={t('profile.lastName')} withAsterisk />
                <TextInput label={t('profile.login')} value={data.currentUser.login} readOnly variant="filled" />
                <FormTextInput name="cellphone" type="tel" label={t('profile.cellphone')} />
                <FormSelect
                  name="locale"
                  label={t('profile.locale')}
                  data={SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: t(`locales.${locale}`) }))}
                  allowDeselect={false}
                  withAsterisk
                />
              </SimpleGrid>
            </Stack>
          </Paper>
          <Paper withBorder p="lg">
            <Stack>
              <Title order={3}>{t('altinn.title', { company })}</Title>
              <Text size="sm" c="dimmed">
                {t('altinn.help')}
              </Text>
              <AltinnLoginFields />
            </Stack>
          </Paper>
          <Stack gap={0} align="flex-end">
            <div>
              <ResetButton mr="sm">{t('reset')}</ResetButton>
              <SubmitButton>{t('common:save')}</SubmitButton>
            </div>
          </Stack>
        </Stack>
      </AppForm>
      <PasswordSection />
      <Anchor component={Link} to="/settings/security">
        {t('security.link')}
      </Anchor>
    </Stack>
  );
}
