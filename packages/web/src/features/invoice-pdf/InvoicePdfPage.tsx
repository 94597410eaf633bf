import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoiceDocumentType } from '@fjord/domain';
import { PageTitle } from '../../ui/layout/PageTitle';
import { PdfDownloadButton, PdfFrame, useFetchedPdf } from '../orders/PdfViewer';
import { chosenPdfType, fetchInvoicePdf, maxDateOf } from './invoice-pdf';
import { InvoicePdfInfoDocument } from './operations';

/** The PDF of one type, once the type is known. */
function InvoicePdfView(props: { id: string; type: InvoiceDocumentType; maxDate: string | null; number: string }) {
  const { id, type, maxDate, number } = props;
  const { t, i18n } = useTranslation('invoicePdf');
  const shown = useFetchedPdf(`${id} ${type} ${maxDate ?? ''} ${i18n.language}`, (signal) =>
    fetchInvoicePdf(id, type, maxDate, i18n.language, signal),
  );
  const typeName = t(`types.${type}`);
  return (
    <>
      <Group gap="xs">
        <PdfDownloadButton shown={shown} label={t('download')} />
      </Group>
      <PdfFrame
        shown={shown}
        title={t('viewerTitle', { type: typeName, number })}
        testId="invoice-pdf-viewer"
        failedText={t('failed')}
        loadingText={t('loading')}
      />
    </>
  );
}

/**
 * /invoices/:id/pdf?type=&maxDate=: an invoice, its latest overdue notice, or a credit note in the
 * app's viewer (the browser's PDF viewer in a frame). The choice offers the types the document has
 * (an invoice: invoice, and overdue notice once it has one; a credit note: credit note), kept in
 * the address with maxDate, which leaves out later payments, credit notes and notices.
 */
export default function InvoicePdfPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('invoicePdf');
  const [params, setParams] = useSearchParams();
  const maxDate = maxDateOf(params.get('maxDate'));
  const { data } = useQuery(InvoicePdfInfoDocument, { variables: { id, maxDate } });
  const invoice = data?.invoice;
  const type = chosenPdfType(invoice?.pdfTypes, params.get('type'));
  const number = invoice?.number ?? '';
  const choose = (value: string) => setParams({ type: value, ...(maxDate ? { maxDate } : {}) }, { replace: true });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle>{type ? t('title', { type: t(`types.${type}`), number }) : t('pageTitle')}</PageTitle>
        <Button component={Link} to={`/invoices/${id}`} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
          {invoice?.kind === 'CREDIT_NOTE' ? t('backToCreditNote') : t('back')}
        </Button>
      </Group>
      {invoice && invoice.pdfTypes.length > 1 ? (
        <SegmentedControl
          aria-label={t('typeLabel')}
          value={type ?? ''}
          onChange={choose}
          data={invoice.pdfTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
      ) : null}
      {type ? <InvoicePdfView id={id} type={type} maxDate={maxDate} number={number} /> : null}
    </Stack>
  );
}
