import { useMemo } from 'react';
import { Badge, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { UnitMembersQuery } from '../../gql/graphql';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { UnitMembersDocument } from './operations';

type Member = UnitMembersQuery['unitMembers'][number];

const NO_MEMBERS: Member[] = [];

/** The company's users and their roles (sent whole by the server, sorted and paged locally). */
export function MembersSection() {
  const { t } = useTranslation('companySettings');
  const { data, loading } = useQuery(UnitMembersDocument);
  const members = data?.unitMembers ?? NO_MEMBERS;
  const columns = useMemo<PagedColumn<Member>[]>(
    () => [
      { id: 'name', header: t('columns.name'), value: (m) => m.user.name, sortable: true },
      { id: 'email', header: t('columns.email'), value: (m) => m.user.login, sortable: true },
      {
        id: 'role',
        header: t('columns.role'),
        value: (m) => t(`common:roles.${m.role}`),
        cell: (m) => (
          <Badge variant="light" color={m.role === 'owner' ? 'blue' : 'gray'}>
            {t(`common:roles.${m.role}`)}
          </Badge>
        ),
        sortable: true,
      },
    ],
    [t],
  );
  const fetchPage = useMemo(() => localPageFetch(members, columns), [members, columns]);
  return (
    <Paper withBorder p="lg">
      <Title order={3} mb="md">
        {t('members.title')}
      </Title>
      {loading && !data ? (
        <Text c="dimmed">{t('common:loading')}</Text>
      ) : (
        <PagedTable<Member>
          label={t('members.title')}
          columns={columns}
          fetchPage={fetchPage}
          rowId={(m) => m.id}
          defaultSort={{ column: 'name', direction: 'ASC' }}
          emptyMessage={t('members.empty')}
          filtersParam={false}
        />
      )}
    </Paper>
  );
}
