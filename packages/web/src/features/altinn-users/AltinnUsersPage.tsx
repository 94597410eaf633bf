import { useMemo } from 'react';
import { Badge, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { UNIT_USER_SETTING_RULES } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { AppForm, ResetButton, SubmitButton, useAppForm } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { toZodSchema } from '../../ui/validation';
import type { AltinnPinMethod, AltinnUsersQuery, MyAltinnLoginQuery } from '../../gql/graphql';
import { AltinnLoginFields } from '../user-settings/AltinnLoginFields';
import { SaveUnitUserSettingDocument, UserSettingsDocument } from '../user-settings/operations';
import { AltinnUsersDocument, MyAltinnLoginDocument } from './operations';
import { PageTitle } from '../../ui/layout/PageTitle';
import { SystemUserSection } from './SystemUserSection';

type AltinnLoginValues = { altinnLogin: string | null; altinnPinMethod: string | null };
type AltinnUser = AltinnUsersQuery['altinnUsers'][number];

const schema = toZodSchema<AltinnLoginValues>(UNIT_USER_SETTING_RULES);
const NO_USERS: AltinnUser[] = [];

/**
 * /company-settings/altinn-users: on top Fjord's system user at the company in Altinn (the 2026 replacement of the
 * spec's Altinn login and PIN: without it no a-melding is sent and no tax card fetched); then the signed-in user's
 * own Altinn login in this company (the same setting as on /settings) and, for those who send Altinn reports, which
 * members have a login and how they confirm it — never the logins themselves.
 */
export default function AltinnUsersPage() {
  const { t } = useTranslation('altinnUsers');
  const canSeeUsers = usePermission('canSendAltinnPaycheckReports');
  return (
    <Stack gap="lg" maw={1000}>
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <SystemUserSection />
      <OwnAltinnLogin />
      {canSeeUsers && <AltinnUsersTable />}
    </Stack>
  );
}

function OwnAltinnLogin() {
  const { data } = useQuery(MyAltinnLoginDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <OwnAltinnLoginForm setting={data.unitUserSetting} />;
}

function OwnAltinnLoginForm({ setting }: { setting: MyAltinnLoginQuery['unitUserSetting'] }) {
  const { t } = useTranslation('altinnUsers');
  const client = useApolloClient();
  const saved = useMemo<AltinnLoginValues>(
    () => ({ altinnLogin: setting.altinnLogin ?? '', altinnPinMethod: setting.altinnPinMethod ?? null }),
    [setting],
  );
  const form = useAppForm({ schema, saved });

  async function save(values: AltinnLoginValues) {
    await client.mutate({
      mutation: SaveUnitUserSettingDocument,
      variables: {
        input: {
          altinnLogin: values.altinnLogin?.trim() || null,
          altinnPinMethod: (values.altinnPinMethod || null) as AltinnPinMethod | null,
        },
      },
      context: { handleErrors: false },
      refetchQueries: [MyAltinnLoginDocument, AltinnUsersDocument, UserSettingsDocument],
    });
    toast('success', t('own.saved'));
  }

  return (
    <Paper withBorder p="lg">
      <AppForm form={form} onSubmit={save} aria-label={t('own.title')}>
        <Stack>
          <Title order={2} size="h3">
            {t('own.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('own.help')}
          </Text>
          <AltinnLoginFields />
          <Stack gap={0} align="flex-end">
            <div>
              <ResetButton mr="sm">{t('reset')}</ResetButton>
              <SubmitButton>{t('common:save')}</SubmitButton>
            </div>
          </Stack>
        </Stack>
      </AppForm>
    </Paper>
  );
}

function AltinnUsersTable() {
  const { t } = useTranslation(['altinnUsers', 'userSettings']);
  const { data, loading } = useQuery(AltinnUsersDocument, { fetchPolicy: 'cache-and-network' });
  const users = data?.altinnUsers ?? NO_USERS;
  const columns = useMemo<PagedColumn<AltinnUser>[]>(
    () => [
      { id: 'name', header: t('columns.name'), value: (user) => user.name, sortable: true },
      { id: 'role', header: t('columns.role'), value: (user) => t(`common:roles.${user.role}`), sortable: true },
      {
        id: 'hasAltinnLogin',
        header: t('columns.hasAltinnLogin'),
        value: (user) => (user.hasAltinnLogin ? t('loginSet') : t('loginMissing')),
        cell: (user) => (
          <Badge variant="light" color={user.hasAltinnLogin ? 'green' : 'gray'}>
            {user.hasAltinnLogin ? t('loginSet') : t('loginMissing')}
          </Badge>
        ),
        sortable: true,
      },
      {
        id: 'altinnPinMethod',
        header: t('columns.altinnPinMethod'),
        value: (user) => (user.altinnPinMethod ? t(`userSettings:altinn.methods.${user.altinnPinMethod}`) : '—'),
        sortable: true,
      },
    ],
    [t],
  );
  const fetchPage = useMemo(() => localPageFetch(users, columns), [users, columns]);
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h3" mb="md">
        {t('users.title')}
      </Title>
      {loading && !data ? (
        <Text c="dimmed">{t('common:loading')}</Text>
      ) : (
        <PagedTable<AltinnUser>
          label={t('users.title')}
          columns={columns}
          fetchPage={fetchPage}
          rowId={(user) => user.userId}
          defaultSort={{ column: 'name', direction: 'ASC' }}
          emptyMessage={t('users.empty')}
          filtersParam={false}
        />
      )}
    </Paper>
  );
}
