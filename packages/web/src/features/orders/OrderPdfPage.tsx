import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSalesDocumentType, SALES_DOCUMENT_TYPES, type SalesDocumentType } from '@fjord/domain';
import { PageTitle } from '../../ui/layout/PageTitle';
import { fetchOrderPdf, PdfError } from './order-pdf';
import { OrderDocument } from './operations';

/** The PDF on show, or why there is none (the server's message; null: the page's own). */
type Shown = { url: string; fileName: string } | { failure: string | null } | null;

/** The PDF of the order as the server renders it, kept as a blob: URL while it is shown. */
function useOrderPdf(orderId: string, type: SalesDocumentType, language: string): Shown {
  const [shown, setShown] = useState<{ key: string; value: Shown }>({ key: '', value: null });
  const key = `${orderId} ${type} ${language}`;
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchOrderPdf(orderId, type, language, controller.signal).then(
      (pdf) => {
        url = URL.createObjectURL(pdf.blob);
        setShown({ key, value: { url, fileName: pdf.fileName } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setShown({ key, value: { failure: error instanceof PdfError ? error.message : null } });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [orderId, type, language, key]);
  // A PDF of the previous type or language is not shown while the next one loads.
  return shown.key === key ? shown.value : null;
}

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
  const shown = useOrderPdf(id, type, i18n.language);
  const typeName = t(`types.${type}`);
  const pdf = shown && 'url' in shown ? shown : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('title', { type: typeName, number })}</PageTitle>
        <Group gap="xs">
          <Button component={Link} to={`/orders/${id}`} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {t('back')}
          </Button>
          {pdf ? (
            <Button component="a" href={pdf.url} download={pdf.fileName} leftSection={<IconDownload size={16} />}>
              {t('download')}
            </Button>
          ) : (
            <Button disabled leftSection={<IconDownload size={16} />}>
              {t('download')}
            </Button>
          )}
        </Group>
      </Group>
      <SegmentedControl
        aria-label={t('typeLabel')}
        value={type}
        onChange={(value) => setParams({ type: value }, { replace: true })}
        data={SALES_DOCUMENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {shown && 'failure' in shown ? (
        <Alert color="red" icon={<IconAlertTriangle />} role="alert">
          {shown.failure ?? t('failed')}
        </Alert>
      ) : pdf ? (
        <iframe
          title={t('viewerTitle', { type: typeName, number })}
          src={pdf.url}
          data-testid="order-pdf-viewer"
          style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-4)' }}
        />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
    </Stack>
  );
}
