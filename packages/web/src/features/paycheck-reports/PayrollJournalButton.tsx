import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/overlays';
import { saveFile } from '../invoice-journal/invoice-journal';
import { PdfError } from '../orders/order-pdf';
import { fetchPayrollJournal } from './payroll-journal';

/** Downloads the year's payroll journal as CSV for the accounting suite; a refusal is a toast. */
export function PayrollJournalButton({ year }: { year: number }) {
  const { t, i18n } = useTranslation('paycheckReports');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchPayrollJournal(year, i18n.language);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      toast('error', error instanceof PdfError && error.message ? error.message : t('journal.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={busy}
      onClick={() => void download()}
    >
      {t('journal.download', { year })}
    </Button>
  );
}
