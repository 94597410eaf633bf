import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../ui/overlays';
import type { PaycheckPeriod } from '../paycheck-periods/period-form';
import { lockAllOpen } from './lock-all';
import { CreatePeriodPaychecksDocument } from './operations';

type Props = {
  period: PaycheckPeriod;
  /** After paychecks were made or locked: the list reloads. */
  onChanged: () => void;
};

/**
 * "Run the month" for the chosen period: an open paycheck from the templates for every active
 * work relation that has none yet, then the offer to lock them all; and "Lock all" on its own.
 */
export function RunMonthActions({ period, onChanged }: Props) {
  const { t } = useTranslation('paychecks');
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  const whileBusy = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The error link has said why.
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const runMonth = async () => {
    const confirmed = await confirmDialog({
      title: t('runMonth.title', { name: period.name }),
      message: period.standing === 'OLD' ? t('runMonth.messageOld') : t('runMonth.message'),
      confirmLabel: t('runMonth.confirm'),
    });
    if (!confirmed) return;
    await whileBusy(async () => {
      const { data } = await client.mutate({
        mutation: CreatePeriodPaychecksDocument,
        variables: { periodId: period.id },
      });
      const result = data?.createPeriodPaychecks;
      if (!result) return;
      onChanged();
      const lockNow = await confirmDialog({
        title: t('runMonth.doneTitle', { name: period.name }),
        message: t('runMonth.done', {
          created: result.created.length,
          skipped: result.skippedWorkRelationIds.length,
        }),
        confirmLabel: t('lockAll.button'),
        cancelLabel: t('runMonth.notNow'),
      });
      if (lockNow) await lockAllOpen(client, period, { ask: false });
    });
  };

  return (
    <>
      <Button
        leftSection={<IconPlayerPlay size={16} />}
        aria-haspopup="dialog"
        loading={busy}
        onClick={() => void runMonth()}
      >
        {t('runMonth.button')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconLock size={16} />}
        aria-haspopup="dialog"
        disabled={busy}
        onClick={() => void whileBusy(() => lockAllOpen(client, period, { ask: true }))}
      >
        {t('lockAll.button')}
      </Button>
    </>
  );
}
