import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toast, useConfirm } from '../../ui/overlays';
import { SendYearlyReportsDocument } from './operations';

/**
 * "Send all by e-mail": asks first (how many have an address, and that the rest get none), then sends
 * every yearly statement of the year and says how many PDFs went out. The server sends all or none.
 */
export function SendYearlyReportsButton({
  year,
  withEmail,
  withoutEmail,
}: {
  year: number;
  withEmail: number;
  withoutEmail: number;
}) {
  const { t } = useTranslation('paycheckReports');
  const confirm = useConfirm();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const confirmed = await confirm({
      title: t('yearly.send.title', { year }),
      message: [
        t('yearly.send.message', { count: withEmail, year }),
        withoutEmail > 0 ? t('yearly.send.withoutEmail', { count: withoutEmail }) : '',
        t('yearly.send.password'),
      ]
        .filter(Boolean)
        .join(' '),
      confirmLabel: t('yearly.send.confirm'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: SendYearlyReportsDocument, variables: { year } });
      toast('success', t('yearly.send.sent', { count: data?.sendYearlyReports ?? 0 }));
    } catch {
      // The error link reports a refusal as a toast.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      leftSection={<IconMailForward size={16} />}
      aria-haspopup="dialog"
      loading={busy}
      disabled={withEmail === 0}
      onClick={() => void send()}
    >
      {t('yearly.send.button')}
    </Button>
  );
}
