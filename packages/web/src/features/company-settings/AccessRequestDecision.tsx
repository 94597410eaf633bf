import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isRole, type Role } from '@fjord/domain';
import { confirmDialog, toast } from '../../ui/overlays';
import type { AccessRequestsQuery } from '../../gql/graphql';
import {
  AccessRequestsDocument,
  ApproveAccessRequestDocument,
  DeclineAccessRequestDocument,
  UnitMembersDocument,
} from './operations';
import { useAssignableRoles } from './roles';

export type AccessRequest = AccessRequestsQuery['accessRequests'][number];

const refetchQueries = [AccessRequestsDocument, UnitMembersDocument];

/** The decision on one pending request: the role to grant, approve, or decline after confirmation. */
export function AccessRequestDecision({ request }: { request: AccessRequest }) {
  const { t } = useTranslation('companySettings');
  const roles = useAssignableRoles();
  const [role, setRole] = useState<Role>('readOnly');
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
    const confirmed = await confirmDialog({
      title: t('requests.confirmTitle'),
      message: t('requests.confirmText', { name }),
      confirmLabel: t('requests.decline'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await decline({ variables: { id: request.id } });
      toast('info', t('requests.declined', { name }));
    } catch {
      // Shown by the error link.
    }
  };
  const busy = approving.loading || declining.loading;

  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        size="xs"
        w={180}
        aria-label={t('columns.role')}
        data={roles}
        value={role}
        allowDeselect={false}
        onChange={(value) => value && isRole(value) && setRole(value)}
      />
      <Button size="xs" loading={approving.loading} disabled={busy} onClick={() => void onApprove()}>
        {t('requests.approve')}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={declining.loading}
        disabled={busy}
        aria-haspopup="dialog"
        onClick={() => void onDecline()}
      >
        {t('requests.decline')}
      </Button>
    </Group>
  );
}
