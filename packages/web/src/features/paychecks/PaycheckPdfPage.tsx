import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/layout/PageTitle';
import { PdfDownloadButton, PdfFrame, useFetchedPdf } from '../orders/PdfViewer';
import { PaycheckDocument } from './operations';
import { fetchPaycheckPdf } from './paycheck-pdf';

/**
 * /paychecks/:id/pdf: the paycheck's PDF in the app's viewer (fetched with the session, as the
 * order and invoice PDFs are), with its download and the way back to the paycheck.
 */
export default function PaycheckPdfPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('paychecks');
  const { data } = useQuery(PaycheckDocument, { variables: { id } });
  const number = data?.paycheck.number ?? '';
  const shown = useFetchedPdf(`${id} ${i18n.language}`, (signal) => fetchPaycheckPdf(id, i18n.language, signal));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('pdf.title', { number })}</PageTitle>
        <Group gap="xs">
          <Button component={Link} to={`/paychecks/${id}`} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {t('pdf.back')}
          </Button>
          <PdfDownloadButton shown={shown} label={t('actions.pdf')} />
        </Group>
      </Group>
      <PdfFrame
        shown={shown}
        title={t('pdf.viewerTitle', { number })}
        testId="paycheck-pdf-viewer"
        failedText={t('pdf.failed')}
        loadingText={t('pdf.loading')}
      />
    </Stack>
  );
}
