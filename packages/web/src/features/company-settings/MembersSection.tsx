import { useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { INVITATION_RULES, isRole, touchesOwner, type InvitationValues } from '@fjord/domain';
import { usePermission } from '../../app/permissions';
import { RowActions, useDeleteAction } from '../../ui/crud';
import { FormModal, FormSelect, FormTextInput } from '../../ui/forms';
import { toast } from '../../ui/overlays';
import { localPageFetch, PagedTable, type PagedColumn } from '../../ui/table';
import { toZodSchema } from '../../ui/validation';
import type { UnitMembersQuery } from '../../gql/graphql';
import {
  InviteMemberDocument,
  RemoveMembershipDocument,
  UnitInvitationsDocument,
  UnitMembersDocument,
  UpdateMembershipRoleDocument,
} from './operations';
import { useAssignableRoles } from './roles';

type Member = UnitMembersQuery['unitMembers'][number];

const NO_MEMBERS: Member[] = [];
const refetchQueries = [UnitMembersDocument, UnitInvitationsDocument];
const invitationSchema = toZodSchema<InvitationValues>(INVITATION_RULES);

/**
 * The company's users and their roles (sent whole by the server, sorted and paged locally): the
 * role can be changed and a user removed, and new users invited by e-mail. An owner's row, and the
 * owner role, only those who may make owners (canUpdateAdmin) can change; the server refuses the
 * rest, including demoting or removing the last owner.
 */
export function MembersSection() {
  const { t } = useTranslation('companySettings');
  const { data, loading, refetch } = useQuery(UnitMembersDocument);
  const members = data?.unitMembers ?? NO_MEMBERS;
  const roles = useAssignableRoles();
  const mayTouchOwner = usePermission('canUpdateAdmin');
  const [inviting, setInviting] = useState<InvitationValues | null>(null);
  const [updateRole] = useMutation(UpdateMembershipRoleDocument, { refetchQueries, awaitRefetchQueries: true });
  const [invite] = useMutation(InviteMemberDocument, { refetchQueries, awaitRefetchQueries: true });
  const remove = useDeleteAction({
    mutation: RemoveMembershipDocument,
    describe: (name) => ({
      title: t('members.removeTitle'),
      message: t('members.removeText', { name }),
      done: t('members.removed', { name }),
    }),
    onDeleted: () => void refetch(),
  });

  const columns = useMemo<PagedColumn<Member>[]>(() => {
    const changeRole = async (member: Member, role: string | null) => {
      if (!role || !isRole(role) || role === member.role) return;
      try {
        await updateRole({ variables: { userId: member.user.id, role } });
        toast('success', t('members.roleChanged', { name: member.user.name, role: t(`common:roles.${role}`) }));
      } catch {
        // Shown by the error link (for example that the company must keep an owner).
      }
    };
    return [
      { id: 'name', header: t('columns.name'), value: (m) => m.user.name, sortable: true },
      { id: 'email', header: t('columns.email'), value: (m) => m.user.login, sortable: true },
      {
        id: 'role',
        header: t('columns.role'),
        value: (m) => t(`common:roles.${m.role}`),
        cell: (m) =>
          touchesOwner(m.role) && !mayTouchOwner ? (
            <Badge variant="light" color="blue">
              {t(`common:roles.${m.role}`)}
            </Badge>
          ) : (
            <Select
              size="xs"
              w={180}
              aria-label={t('members.roleOf', { name: m.user.name })}
              data={roles}
              value={m.role}
              allowDeselect={false}
              onChange={(role) => void changeRole(m, role)}
            />
          ),
        sortable: true,
      },
      {
        id: 'actions',
        header: '',
        align: 'right',
        cell: (m) =>
          touchesOwner(m.role) && !mayTouchOwner ? null : (
            <RowActions name={m.user.name} onDelete={() => void remove({ userId: m.user.id }, m.user.name)} />
          ),
      },
    ];
  }, [t, roles, mayTouchOwner, updateRole, remove]);
  const fetchPage = useMemo(() => localPageFetch(members, columns), [members, columns]);

  async function send(values: InvitationValues) {
    const email = values.email.trim();
    if (!isRole(values.role)) return;
    await invite({ variables: { email, role: values.role }, context: { handleErrors: false } });
    toast('success', t('members.invited', { email }));
  }

  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="md">
        <Title order={3}>{t('members.title')}</Title>
        <Button
          leftSection={<IconUserPlus size={18} />}
          aria-haspopup="dialog"
          onClick={() => setInviting({ email: '', role: 'readOnly' })}
        >
          {t('members.invite')}
        </Button>
      </Group>
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
      <FormModal<InvitationValues>
        saved={inviting}
        title={t('members.inviteTitle')}
        schema={invitationSchema}
        onSubmit={send}
        onClose={() => setInviting(null)}
        submitLabel={t('members.send')}
        size="md"
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('members.inviteIntro')}
          </Text>
          <FormTextInput name="email" label={t('members.email')} type="email" autoComplete="off" data-autofocus />
          <FormSelect name="role" label={t('members.role')} data={roles} allowDeselect={false} />
        </Stack>
      </FormModal>
    </Paper>
  );
}
