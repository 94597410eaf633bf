import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconRefresh, IconSend } from '@tabler/icons-react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatOrganizationNumber } from '@fjord/domain';
import type { AltinnSystemUserFieldsFragment, SystemUserStatus } from '../../gql/graphql';
import { usePermission } from '../../app/permissions';
import { formatDateTime } from '../../ui/format';
import { toast } from '../../ui/overlays';
import { AltinnSystemUserDocument, CheckAltinnSystemUserDocument, RequestAltinnSystemUserDocument } from './operations';

export const SYSTEM_USER_COLORS: Record<SystemUserStatus, string> = {
  NOT_REQUESTED: 'gray',
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};

type SystemUser = AltinnSystemUserFieldsFragment;

/**
 * "Systembruker for a-melding og skattekort" on /company-settings/altinn-users: Fjord's system user at the company in
 * Altinn, the 2026 replacement of the spec's Altinn login and PIN. Says in plain words what the company must do,
 * asks Altinn for the system user ("Be om godkjenning"), gives the approval link (new tab) while it waits, checks
 * Altinn's answer ("Sjekk status"), shows since when it is approved, and after a rejection offers a new request.
 */
export function SystemUserSection() {
  const { t, i18n } = useTranslation('altinnUsers');
  const mayManage = usePermission('canSendAltinnPaycheckReports');
  const { data } = useQuery(AltinnSystemUserDocument, { fetchPolicy: 'cache-and-network' });
  // The answer is the page's query itself (it has no id to be found by): written over it.
  const keep = (cache: ApolloCache, user: SystemUser) =>
    cache.writeQuery({ query: AltinnSystemUserDocument, data: { altinnSystemUser: user } });
  const [request, requesting] = useMutation(RequestAltinnSystemUserDocument, {
    update: (cache, answer) => answer.data && keep(cache, answer.data.requestAltinnSystemUser),
  });
  const [check, checking] = useMutation(CheckAltinnSystemUserDocument, {
    update: (cache, answer) => answer.data && keep(cache, answer.data.checkAltinnSystemUser),
  });
  const user = data?.altinnSystemUser;
  const date = (value: string | null | undefined) => (value ? formatDateTime(value, i18n.language) : '');

  async function ask() {
    const answer = await request();
    if (answer.data) toast('success', t('systemUser.requested'));
  }

  async function checkStatus() {
    const answer = await check();
    const status = answer.data?.checkAltinnSystemUser.status;
    if (status) toast(status === 'APPROVED' ? 'success' : 'info', t(`systemUser.checked.${status}`));
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="system-user-title">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h3" id="system-user-title">
            {t('systemUser.title')}
          </Title>
          {user && (
            <Badge variant="light" size="lg" color={SYSTEM_USER_COLORS[user.status]}>
              {t(`systemUser.statuses.${user.status}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm">{t('systemUser.intro')}</Text>
        {!user ? (
          <Text c="dimmed">{t('common:loading')}</Text>
        ) : (
          <>
            {user.organizationNumber && (
              <Text size="sm">
                {t('systemUser.organizationNumber', { number: formatOrganizationNumber(user.organizationNumber) })}
              </Text>
            )}
            <StatusText user={user} date={date} />
            {(user.status === 'NOT_REQUESTED' || user.status === 'PENDING') && (
              <List type="ordered" size="sm" spacing={4} aria-label={t('systemUser.stepsLabel')}>
                <List.Item>{t('systemUser.steps.request')}</List.Item>
                <List.Item>{t('systemUser.steps.approve')}</List.Item>
                <List.Item>{t('systemUser.steps.check')}</List.Item>
              </List>
            )}
            {user.status === 'PENDING' && user.confirmUrl && (
              <Stack gap={4}>
                <Anchor href={user.confirmUrl} target="_blank" rel="noopener noreferrer" fw={600}>
                  <Group gap={4} component="span" wrap="nowrap">
                    {t('systemUser.confirmLink')}
                    <IconExternalLink size={16} aria-hidden />
                    <VisuallyHidden>{t('systemUser.newTab')}</VisuallyHidden>
                  </Group>
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('systemUser.confirmHelp')}
                </Text>
              </Stack>
            )}
            {mayManage && (
              <Group>
                {user.status === 'PENDING' && (
                  <Button
                    leftSection={<IconRefresh size={18} />}
                    loading={checking.loading}
                    onClick={() => void checkStatus()}
                  >
                    {t('systemUser.check')}
                  </Button>
                )}
                {(user.status === 'NOT_REQUESTED' || user.status === 'REJECTED') && (
                  <Button leftSection={<IconSend size={18} />} loading={requesting.loading} onClick={() => void ask()}>
                    {t(user.status === 'REJECTED' ? 'systemUser.requestAgain' : 'systemUser.request')}
                  </Button>
                )}
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** What the status means for the company now, with when it happened. */
function StatusText({ user, date }: { user: SystemUser; date: (value: string | null | undefined) => string }) {
  const { t } = useTranslation('altinnUsers');
  const requested = user.requestedByName
    ? t('systemUser.requestedBy', { date: date(user.requestedAt), name: user.requestedByName })
    : t('systemUser.requestedAt', { date: date(user.requestedAt) });
  return (
    <Stack gap={4}>
      {user.status === 'NOT_REQUESTED' && <Text>{t('systemUser.explain.NOT_REQUESTED')}</Text>}
      {user.status === 'PENDING' && <Text>{t('systemUser.explain.PENDING')}</Text>}
      {user.status === 'APPROVED' && <Text>{t('systemUser.explain.APPROVED', { date: date(user.decidedAt) })}</Text>}
      {user.status === 'REJECTED' && <Text>{t('systemUser.explain.REJECTED', { date: date(user.decidedAt) })}</Text>}
      {user.requestedAt && (
        <Text size="sm" c="dimmed">
          {requested}
          {user.lastCheckedAt ? ` · ${t('systemUser.lastChecked', { date: date(user.lastCheckedAt) })}` : ''}
        </Text>
      )}
    </Stack>
  );
}
