import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSalesDocumentType, SALES_DOCUMENT_TYPES, type SalesDocumentType } from '@fjord/domain';
import { PageTitle } from '../../ui/layout/PageTitle';
import { fetchOrderPdf } from './order-pdf';
import { PdfDownloadButton, PdfFrame, useFetchedPdf } from './PdfViewer';
import { OrderDocument } from './operations';

/**
 * /orders/:id/pdf?type=: the order's offer, order, order confirmation or packing slip in the app's
 * viewer (the browser's own PDF viewer in a frame), with the type choice in the address, a
 * download and the way back to the order.
 */
export default function OrderPdfPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('orderPdf');
  const [params, setParams] = useSearchParams();
  const requested = params.get('type');
  const type: SalesDocumentType = isSalesDocumentType(requested) ? requested : 'order';
  const { data } = useQuery(OrderDocument, { variables: { id } });
  const number = data?.order?.number ?? '';
  const shown = useFetchedPdf(`${id} ${type} ${i18n.language}`, (signal) =>
    fetchOrderPdf(id, type, i18n.language, signal),
  );
  const typeName = t(`types.${type}`);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('title', { type: typeName, number })}</PageTitle>
        <Group gap="xs">
          <Button component={Link} to={`/orders/${id}`} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {t('back')}
          </Button>
          <PdfDownloadButton shown={shown} label={t('download')} />
        </Group>
      </Group>
      <SegmentedControl
        aria-label={t('typeLabel')}
        value={type}
        onChange={(value) => setParams({ type: value }, { replace: true })}
        data={SALES_DOCUMENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <PdfFrame
        shown={shown}
        title={t('viewerTitle', { type: typeName, number })}
        testId="order-pdf-viewer"
        failedText={t('failed')}
        loadingText={t('loading')}
      />
    </Stack>
  );
}
