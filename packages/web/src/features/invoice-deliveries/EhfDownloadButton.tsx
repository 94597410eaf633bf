import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/overlays/toasts';
import { downloadWithSession, invoiceEhfPath } from './download';

/**
 * Downloads an EHF (an invoice's, or a delivery's as sent) with the session, as the PDFs are
 * fetched; a refusal shows the server's message as a toast.
 */
export function EhfDownloadButton({
  path,
  fallbackName,
  label,
  ...props
}: { path: string; fallbackName: string; label: string } & Omit<ButtonProps, 'children'>) {
  const { t, i18n } = useTranslation('invoiceDeliveries');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadWithSession(path, fallbackName, i18n.language)
          .catch((error: unknown) =>
            toast('error', t('ehf.downloadFailed', { reason: error instanceof Error ? error.message : String(error) })),
          )
          .finally(() => setBusy(false));
      }}
      {...props}
    >
      {label}
    </Button>
  );
}

/** The invoice page's "EHF (XML)" beside its PDF: the invoice's or credit note's EHF as it would be sent. */
export function InvoiceEhfButton({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('invoiceDeliveries');
  return (
    <EhfDownloadButton
      path={invoiceEhfPath(invoiceId)}
      fallbackName="ehf.xml"
      label={t('ehf.download')}
      variant="default"
    />
  );
}
