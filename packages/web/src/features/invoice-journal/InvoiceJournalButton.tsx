// mount: on the invoice list (/invoices), in the page header beside "New invoice"; needs the
// 'invoiceJournal' namespace in that route's namespaces. Shown to users with canViewSales.
import { useState } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { osloDate } from '@fjord/domain';
import { DateInput } from '../../ui/inputs';
import { fetchInvoiceJournal, JOURNAL_FORMATS, previousMonth, saveFile, type JournalFormat } from './invoice-journal';

/**
 * The bookkeeping export (issue #13 item 12): a button opening a dialog with the period (the
 * previous month by default) and the format, which downloads the journal of invoices, credit
 * notes, reminder fees and payments from GET /exports/invoice-journal.
 */
export function InvoiceJournalButton({ today = osloDate() }: { today?: string }) {
  const { t, i18n } = useTranslation('invoiceJournal');
  const [opened, setOpened] = useState(false);
  const [period, setPeriod] = useState<{ from: string | null; to: string | null }>(() => previousMonth(today));
  const [format, setFormat] = useState<JournalFormat>('csv');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const periodError = period.from && period.to && period.to < period.from ? t('toBeforeFrom') : null;
  const download = async () => {
    if (!period.from || !period.to || periodError) return;
    setBusy(true);
    setFailure(null);
    try {
      const file = await fetchInvoiceJournal({ from: period.from, to: period.to }, format, i18n.language);
      saveFile(file.blob, file.fileName);
      setOpened(false);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {t('open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('description')}</Text>
          <Group grow align="flex-start">
            <DateInput
              label={t('from')}
              required
              value={period.from}
              onChange={(from) => setPeriod((current) => ({ ...current, from }))}
            />
            <DateInput
              label={t('to')}
              required
              value={period.to}
              error={periodError}
              onChange={(to) => setPeriod((current) => ({ ...current, to }))}
            />
          </Group>
          <div>
            <Text size="sm" fw={500} id="invoice-journal-format" mb={4}>
              {t('format')}
            </Text>
            <SegmentedControl
              aria-labelledby="invoice-journal-format"
              value={format}
              onChange={(value) => setFormat(value as JournalFormat)}
              data={JOURNAL_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) }))}
            />
          </div>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('cancel')}
            </Button>
            <Button
              leftSection={<IconDownload size={16} />}
              onClick={() => void download()}
              loading={busy}
              disabled={!period.from || !period.to || !!periodError}
            >
              {t('download')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
