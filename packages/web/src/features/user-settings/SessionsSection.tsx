import { useMemo } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { MySessionsQuery } from '../../gql/graphql';
import { useConfirm, toast } from '../../ui/overlays';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { MySessionsDocument, RevokeOtherSessionsDocument, RevokeSessionDocument } from './security-operations';

type Session = MySessionsQuery['mySessions'][number];
const NO_SESSIONS: Session[] = [];
const refetchQueries = [MySessionsDocument];

/** When, as the user reads dates and times. */
const moment = (value: string | null | undefined, locale: string) =>
  value ? new Date(value).toLocaleString(locale === 'nb' ? 'nb-NO' : 'en-GB') : '';

/**
 * The browsers and devices signed in as the user: where each started and when it was last used.
 * Revoking one signs it out at once; "sign out everywhere else" keeps only this one.
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation('userSettings');
  const confirm = useConfirm();
  const { data } = useQuery(MySessionsDocument, { fetchPolicy: 'cache-and-network' });
  const sessions = data?.mySessions ?? NO_SESSIONS;
  const [revoke] = useMutation(RevokeSessionDocument, { refetchQueries, awaitRefetchQueries: true });
  const [revokeOthers] = useMutation(RevokeOtherSessionsDocument, { refetchQueries, awaitRefetchQueries: true });

  const columns = useMemo<PagedColumn<Session>[]>(() => {
    const end = async (session: Session) => {
      const ok = await confirm({
        title: t('sessions.revokeTitle'),
        message: t('sessions.revokeText', { device: session.userAgent ?? t('sessions.unknownDevice') }),
        confirmLabel: t('sessions.revoke'),
        danger: true,
      });
      if (!ok) return;
      await revoke({ variables: { id: session.id } });
      toast('success', t('sessions.revoked'));
    };
    return [
      {
        id: 'device',
        header: t('sessions.device'),
        value: (s) => s.userAgent ?? t('sessions.unknownDevice'),
        cell: (s) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" lineClamp={2}>
              {s.userAgent ?? t('sessions.unknownDevice')}
            </Text>
            {s.current && (
              <Badge variant="light" color="teal">
                {t('sessions.current')}
              </Badge>
            )}
          </Group>
        ),
      },
      { id: 'ip', header: t('sessions.ip'), value: (s) => s.ip ?? '' },
      { id: 'createdAt', header: t('sessions.createdAt'), value: (s) => moment(s.createdAt, i18n.language) },
      { id: 'lastSeenAt', header: t('sessions.lastSeenAt'), value: (s) => moment(s.lastSeenAt, i18n.language) },
      {
        id: 'actions',
        header: '',
        align: 'right',
        cell: (s) =>
          s.current ? null : (
            <Button size="xs" variant="light" color="red" onClick={() => void end(s)}>
              {t('sessions.revoke')}
            </Button>
          ),
      },
    ];
  }, [t, i18n.language, confirm, revoke]);
  const fetchPage = useMemo(() => localPageFetch(sessions, columns), [sessions, columns]);

  async function endOthers() {
    const ok = await confirm({
      title: t('sessions.revokeOthersTitle'),
      message: t('sessions.revokeOthersText'),
      confirmLabel: t('sessions.revokeOthers'),
      danger: true,
    });
    if (!ok) return;
    await revokeOthers();
    toast('success', t('sessions.revokedOthers'));
  }

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('sessions.title')}</Title>
          <Button variant="default" disabled={sessions.length < 2} onClick={() => void endOthers()}>
            {t('sessions.revokeOthers')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('sessions.help')}
        </Text>
        <PagedTable<Session>
          label={t('sessions.title')}
          columns={columns}
          fetchPage={fetchPage}
          rowId={(s) => s.id}
          emptyMessage={t('sessions.empty')}
          filtersParam={false}
        />
      </Stack>
    </Paper>
  );
}
