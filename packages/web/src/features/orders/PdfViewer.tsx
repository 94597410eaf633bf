import { useEffect, useState } from 'react';
import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { PdfError, type FetchedPdf } from './order-pdf';

/** The PDF on show, or why there is none (the server's message; null: the page's own). */
export type ShownPdf = { url: string; fileName: string } | { failure: string | null } | null;

/**
 * A fetched PDF kept as a blob: URL while it is shown. `key` names what is asked for (document,
 * type, language …): a new key fetches again, and the previous PDF is not shown while it loads.
 */
export function useFetchedPdf(key: string, fetchPdf: (signal: AbortSignal) => Promise<FetchedPdf>): ShownPdf {
  const [shown, setShown] = useState<{ key: string; value: ShownPdf }>({ key: '', value: null });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchPdf(controller.signal).then(
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
    // The key names everything the fetch depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return shown.key === key ? shown.value : null;
}

/** The browser's own PDF viewer in a frame, the refusal, or a loader while the PDF is made. */
export function PdfFrame(props: {
  shown: ShownPdf;
  title: string;
  testId: string;
  failedText: string;
  loadingText: string;
}) {
  const { shown } = props;
  if (shown && 'failure' in shown)
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        {shown.failure ?? props.failedText}
      </Alert>
    );
  if (shown)
    return (
      <iframe
        title={props.title}
        src={shown.url}
        data-testid={props.testId}
        style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-4)' }}
      />
    );
  return (
    <Center py="xl">
      <Loader aria-label={props.loadingText} />
    </Center>
  );
}

/** Saves the PDF on show under the server's file name; disabled until there is one. */
export function PdfDownloadButton({ shown, label }: { shown: ShownPdf; label: string }) {
  const pdf = shown && 'url' in shown ? shown : null;
  return pdf ? (
    <Button component="a" href={pdf.url} download={pdf.fileName} leftSection={<IconDownload size={16} />}>
      {label}
    </Button>
  ) : (
    <Button disabled leftSection={<IconDownload size={16} />}>
      {label}
    </Button>
  );
}
