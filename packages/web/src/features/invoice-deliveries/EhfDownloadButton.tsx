import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/overlays/toasts';
import { downloadWithSession, invoiceEhfPath } from './download';

type SessionDownloadProps = {
  path: string;
  /** The request's search parameters. */
  query?: Record<string, string>;
  fallbackName: string;
  label: string;
  /** The toast's text when the download failed, with the reason. */
  failedText: (reason: string) => string;
} & Omit<ButtonProps, 'children'>;

/**
 * Downloads a file the server answers only with the session (an EHF, a CSV report), as the PDFs
 * are fetched; a refusal shows the server's message as a toast.
 */
export function SessionDownloadButton({
  path,
  query,
  fallbackName,
  label,
  failedText,
  ...props
}: SessionDownloadProps) {
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadWithSession(path, fallbackName, i18n.language, query)
          .catch((error: unknown) => toast('error', failedText(error instanceof Error ? error.message : String(error))))
          .finally(() => setBusy(false));
      }}
      {...props}
    >
      {label}
    </Button>
  );
}

/** An EHF (an invoice's, or a delivery's as sent), downloaded with the session. */
export function EhfDownloadButton(props: Omit<SessionDownloadProps, 'failedText' | 'query'>) {
  const { t } = useTranslation('invoiceDeliveries');
  return <SessionDownloadButton {...props} failedText={(reason) => t('ehf.downloadFailed', { reason })} />;
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
