import { useMemo } from 'react';
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { RowActions, useDeleteAction } from '../../ui/crud';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import type { UnitInvitationsQuery } from '../../gql/graphql';
import { CancelInvitationDocument, UnitInvitationsDocument } from './operations';
import { formatDate } from './roles';

type Invitation = UnitInvitationsQuery['unitInvitations'][number];

const NONE: Invitation[] = [];

/** Invitations sent and not yet accepted, with the date their link stops working; each can be withdrawn. */
export function InvitationsSection() {
  const { t, i18n } = useTranslation('companySettings');
  const { data, loading, refetch } = useQuery(UnitInvitationsDocument, { fetchPolicy: 'cache-and-network' });
  const invitations = data?.unitInvitations ?? NONE;
  const cancel = useDeleteAction({
    mutation: CancelInvitationDocument,
    describe: (email) => ({
      title: t('invitations.cancelTitle'),
      message: t('invitations.cancelText', { email }),
      done: t('invitations.cancelled', { email }),
    }),
    onDeleted: () => void refetch(),
  });
  const columns = useMemo<PagedColumn<Invitation>[]>(
    () => [
      { id: 'email', header: t('columns.email'), value: (row) => row.email, sortable: true },
      { id: 'role', header: t('columns.role'), value: (row) => t(`common:roles.${row.role}`), sortable: true },
      { id: 'invitedBy', header: t('invitations.invitedBy'), value: (row) => row.invitedBy ?? '—' },
      {
        id: 'expiresAt',
        header: t('invitations.expires'),
        value: (row) => row.expiresAt,
        cell: (row) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{formatDate(row.expiresAt, i18n.language)}</Text>
            {row.expired && (
              <Badge color="red" variant="light">
                {t('invitations.expired')}
              </Badge>
            )}
          </Group>
        ),
        sortable: true,
      },
      {
        id: 'actions',
        header: '',
        align: 'right',
        cell: (row) => <RowActions name={row.email} onDelete={() => void cancel({ id: row.id }, row.email)} />,
      },
    ],
    [t, i18n.language, cancel],
  );
  const fetchPage = useMemo(() => localPageFetch(invitations, columns), [invitations, columns]);
  return (
    <Paper withBorder p="lg">
      <Title order={3} mb="md">
        {t('invitations.title')}
      </Title>
      {loading && !data ? (
        <Text c="dimmed">{t('common:loading')}</Text>
      ) : (
        <PagedTable<Invitation>
          label={t('invitations.title')}
          columns={columns}
          fetchPage={fetchPage}
          rowId={(row) => row.id}
          defaultSort={{ column: 'expiresAt', direction: 'ASC' }}
          emptyMessage={t('invitations.empty')}
          filtersParam={false}
        />
      )}
    </Paper>
  );
}
