// mount: /invoices (InvoicesPage), in the page's actions beside "New invoice": <ImportPaymentsButton onImported={reload} />
import { useState } from 'react';
import { Alert, Button, List, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, isLocale, type Locale } from '@fjord/domain';
import type { ImportBankPaymentsMutation } from '../../gql/graphql';
import { usePermission } from '../../app/permissions';
import { toast } from '../../ui/overlays';
import { extensionOf, Upload, uploadFile } from '../../ui/upload';
import { BankPaymentImportsDocument, ImportBankPaymentsDocument } from './operations';

/** What banks name their files of incoming payments: OCR giro as .txt, .ocr or .dat; camt.054 as .xml. */
const ACCEPT = ['txt', 'ocr', 'dat', 'xml'];
const RECENT_IMPORTS = 5;

type Result = ImportBankPaymentsMutation['importBankPayments'];

/**
 * The server tells the formats apart by content; the upload only needs a type it takes for a bank
 * file, which a browser does not give an .ocr or .dat file.
 */
export const bankFileUpload = (file: File) =>
  new File([file], file.name, { type: extensionOf(file.name) === 'xml' ? 'text/xml' : 'text/plain' });

/**
 * "Import payments" on the invoice list: a dialog to upload the bank's file of KID payments, which
 * the server imports at once (matched payments registered on their invoices), then shows what came
 * of it: matched count and amount, the payments it could not match with why, the duplicates it
 * left out. A file the server cannot read changes nothing; its problems come as the error toast.
 */
export function ImportPaymentsButton({ onImported }: { onImported?: () => void }) {
  const { t } = useTranslation('invoicePayments');
  const mayWrite = usePermission('canSendSellerInvoice');
  const [opened, setOpened] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [importFile] = useMutation(ImportBankPaymentsDocument, { refetchQueries: [BankPaymentImportsDocument] });

  async function upload(files: File[]) {
    const file = files[0];
    if (!file) return;
    let fileId: string;
    try {
      fileId = (await uploadFile(bankFileUpload(file), 'bank_file')).signedBlobId;
    } catch (error) {
      toast('error', t('import.uploadFailed', { name: file.name }));
      throw error;
    }
    setResult(null);
    const answer = await importFile({ variables: { fileId } });
    if (answer.data) {
      setResult(answer.data.importBankPayments);
      onImported?.();
    }
  }

  if (!mayWrite) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={18} />}
        aria-haspopup="dialog"
        onClick={() => {
          setResult(null);
          setOpened(true);
        }}
      >
        {t('import.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('import.title')} size="lg" centered>
        <Stack>
          <Text size="sm">{t('import.intro')}</Text>
          <Upload label={t('import.file')} accept={ACCEPT} multiple={false} onUpload={upload} />
          {result && <ImportResult result={result} />}
          <RecentImports />
        </Stack>
      </Modal>
    </>
  );
}

function useMoney() {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (amount: string) => `${formatMoney(amount, locale)} NOK`;
}

export function ImportResult({ result }: { result: Result }) {
  const { t } = useTranslation('invoicePayments');
  const money = useMoney();
  return (
    <Stack gap="xs" role="status">
      <Title order={3} size="h5">
        {t('import.result.title', { fileName: result.import.fileName })}
      </Title>
      <Alert color={result.unmatched.length > 0 ? 'yellow' : 'green'} variant="light">
        <Text size="sm">
          {t('import.result.matched', {
            count: result.import.matchedCount,
            amount: money(result.import.matchedAmount),
          })}
        </Text>
        <Text size="sm">{t('import.result.duplicates', { count: result.duplicates })}</Text>
      </Alert>
      {result.unmatched.length === 0 ? (
        <Text size="sm">{t('import.result.noneUnmatched')}</Text>
      ) : (
        <>
          <Title order={4} size="h6">
            {t('import.result.unmatchedTitle')}
          </Title>
          <Table striped withTableBorder aria-label={t('import.result.unmatchedTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.paymentDate')}</Table.Th>
                <Table.Th ta="right">{t('fields.amount')}</Table.Th>
                <Table.Th>{t('fields.kid')}</Table.Th>
                <Table.Th>{t('fields.archiveReference')}</Table.Th>
                <Table.Th>{t('fields.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.unmatched.map((payment) => (
                <Table.Tr key={payment.archiveReference}>
                  <Table.Td>{payment.paymentDate}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(payment.amount)}
                  </Table.Td>
                  <Table.Td>{payment.kid}</Table.Td>
                  <Table.Td>{payment.archiveReference}</Table.Td>
                  <Table.Td>
                    {t(`import.reasons.${payment.reason}`, { number: payment.invoice?.number ?? '' })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      {result.skipped.length > 0 && (
        <>
          <Title order={4} size="h6">
            {t('import.result.skippedTitle')}
          </Title>
          <List size="sm">
            {result.skipped.map((entry, index) => (
              <List.Item key={`${entry.entry}-${index}`}>
                {t('import.result.entry', { entry: entry.entry })}:{' '}
                {t(`import.reasons.${entry.reason}`, { detail: entry.detail })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/** The latest imports with their counts, so a file imported earlier (and its unmatched payments) can be looked up. */
function RecentImports() {
  const { t } = useTranslation('invoicePayments');
  const { data } = useQuery(BankPaymentImportsDocument, {
    variables: { limit: RECENT_IMPORTS },
    fetchPolicy: 'cache-and-network',
  });
  const imports = data?.bankPaymentImports.items ?? [];
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {t('import.recent.title')}
      </Title>
      {imports.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('import.recent.empty')}
        </Text>
      ) : (
        <List size="sm">
          {imports.map((item) => (
            <List.Item key={item.id}>
              {t('import.recent.summary', {
                fileName: item.fileName,
                format: t(`import.formats.${item.format}`),
                matched: item.matchedCount,
                unmatched: item.unmatched.length,
                duplicates: item.duplicateCount,
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
