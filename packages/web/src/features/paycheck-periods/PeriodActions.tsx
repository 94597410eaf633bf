import { ActionIcon, Anchor, Group, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../ui/crud';
import { confirmDialog, toast } from '../../ui/overlays';
import { LockPaycheckPeriodDocument } from './operations';
import type { PaycheckPeriod } from './period-form';

/** Locking asks first: a locked period takes no more paychecks or changes, and needs all its paychecks locked. */
export function useLockPeriod() {
  const { t } = useTranslation('paycheckPeriods');
  const client = useApolloClient();
  return async (period: PaycheckPeriod) => {
    const confirmed = await confirmDialog({
      title: t('lock.title', { name: period.name }),
      message: t('lock.message', { total: period.paycheckCount, locked: period.lockedCount }),
      confirmLabel: t('lock.confirm'),
    });
    if (!confirmed) return;
    try {
      // The answer is the locked period, which updates the list in Apollo's cache.
      await client.mutate({ mutation: LockPaycheckPeriodDocument, variables: { id: period.id } });
      toast('success', t('lock.done', { name: period.name }));
    } catch {
      // The error link has said why (paychecks still open: unlocked_paychecks).
    }
  };
}

type Props = {
  period: PaycheckPeriod;
  mayChange: boolean;
  onEdit: (period: PaycheckPeriod) => void;
  onLock: (period: PaycheckPeriod) => void;
};

/** A period row's way to its paychecks, and for users who may, edit and lock while it is open. */
export function PeriodActions({ period, mayChange, onEdit, onLock }: Props) {
  const { t } = useTranslation('paycheckPeriods');
  const open = mayChange && !period.isLocked;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Anchor component={Link} to={`/paychecks?periodId=${encodeURIComponent(period.id)}`} size="sm" me="xs">
        {t('paychecksLink')}
      </Anchor>
      {open && (
        <Tooltip label={t('lock.button')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('lock.named', { name: period.name })}
            aria-haspopup="dialog"
            onClick={() => onLock(period)}
          >
            <IconLock size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {open && <RowActions name={period.name} onEdit={() => onEdit(period)} />}
    </Group>
  );
}
