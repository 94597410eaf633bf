import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { UnitMembersDocument } from './operations';

/** The company's users and their roles. */
export function MembersSection() {
  const { t } = useTranslation('companySettings');
  const { data, loading } = useQuery(UnitMembersDocument);
  const members = data?.unitMembers ?? [];
  return (
    <Paper withBorder p="lg">
      <Title order={3} mb="md">
        {t('members.title')}
      </Title>
      {loading && !data ? (
        <Text c="dimmed">{t('common:loading')}</Text>
      ) : members.length === 0 ? (
        <Text c="dimmed">{t('members.empty')}</Text>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('columns.email')}</Table.Th>
              <Table.Th>{t('columns.role')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>{member.user.name}</Table.Td>
                <Table.Td>{member.user.login}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={member.role === 'owner' ? 'blue' : 'gray'}>
                    {t(`common:roles.${member.role}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
