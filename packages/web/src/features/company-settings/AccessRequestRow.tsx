import { useState } from 'react';
import { Button, Group, Modal, Select, Table, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isRole, type Role } from '@fjord/domain';
import { toast } from '../../app/notify';
import type { AccessRequestsQuery } from '../../gql/graphql';
import {
  AccessRequestsDocument,
  ApproveAccessRequestDocument,
  DeclineAccessRequestDocument,
  UnitMembersDocument,
} from './operations';
import { formatDate, useAssignableRoles } from './roles';

type Request = AccessRequestsQuery['accessRequests'][number];

const refetchQueries = [AccessRequestsDocument, UnitMembersDocument];

/** One pending request: who asks, when, the role to grant, approve or decline (after confirmation). */
export function AccessRequestRow({ request }: { request: Request }) {
  const { t, i18n } = useTranslation('companySettings');
  const roles = useAssignableRoles();
  const [role, setRole] = useState<Role>('readOnly');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [approve, approving] = useMutation(ApproveAccessRequestDocument, { refetchQueries, awaitRefetchQueries: true });
  const [decline, declining] = useMutation(DeclineAccessRequestDocument, { refetchQueries, awaitRefetchQueries: true });
  const name = request.requester.name;

  const onApprove = async () => {
    try {
      await approve({ variables: { id: request.id, role } });
      toast('success', t('requests.approved', { name, role: t(`common:roles.${role}`) }));
    } catch {
      // Shown by the error link.
    }
  };
  const onDecline = async () => {
    setConfirmOpen(false);
    try {
      await decline({ variables: { id: request.id } });
      toast('info', t('requests.declined', { name }));
    } catch {
      // Shown by the error link.
    }
  };
  const busy = approving.loading || declining.loading;

  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      <Table.Td>{request.requester.login}</Table.Td>
      <Table.Td>{formatDate(request.createdAt, i18n.language)}</Table.Td>
      <Table.Td>
        <Select
          size="xs"
          w={180}
          aria-label={t('columns.role')}
          data={roles}
          value={role}
          allowDeselect={false}
          onChange={(value) => value && isRole(value) && setRole(value)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" loading={approving.loading} disabled={busy} onClick={() => void onApprove()}>
            {t('requests.approve')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={declining.loading}
            disabled={busy}
            onClick={() => setConfirmOpen(true)}
          >
            {t('requests.decline')}
          </Button>
        </Group>
        <Modal opened={confirmOpen} onClose={() => setConfirmOpen(false)} title={t('requests.confirmTitle')} centered>
          <Text mb="lg">{t('requests.confirmText', { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmOpen(false)}>
              {t('common:cancel')}
            </Button>
            <Button color="red" onClick={() => void onDecline()}>
              {t('requests.decline')}
            </Button>
          </Group>
        </Modal>
      </Table.Td>
    </Table.Tr>
  );
}
