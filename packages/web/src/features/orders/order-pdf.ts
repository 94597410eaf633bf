import type { SalesDocumentType } from '@fjord/domain';
import { getStoredUnitId, getToken } from '../../app/session';
import { usesAllFonts } from '../../app/pdf-fonts';

export type FetchedPdf = { blob: Blob; fileName: string };

/** A refused PDF: the server's message in the user's language, when it gave one. */
export class PdfError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PdfError';
  }
}

/** The real file name of a Content-Disposition: filename* (UTF-8) before the ASCII filename. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name falls back to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * A document's PDF route (/pdf/orders/:id, /pdf/invoices/:id) with the session's token and the
 * company, as the app's other requests; a frame cannot send those headers, so the viewer shows the
 * bytes fetched here from a blob: URL. useAllFonts follows the user's choice.
 */
export async function fetchDocumentPdf(
  path: string,
  query: Record<string, string>,
  language: string,
  options: { signal?: AbortSignal; fallbackName: string },
): Promise<FetchedPdf> {
  const token = getToken();
  const unitId = getStoredUnitId();
  const search = new URLSearchParams({ ...query, ...(usesAllFonts() ? { useAllFonts: '1' } : {}) });
  const response = await fetch(`${path}?${search}`, {
    headers: {
      'accept-language': language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(unitId ? { 'x-unit-id': unitId } : {}),
    },
    signal: options.signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new PdfError(response.status, body.message ?? response.statusText);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), options.fallbackName),
  };
}

/** GET /pdf/orders/:id?type= as the order's PDF page shows it. */
export function fetchOrderPdf(
  orderId: string,
  type: SalesDocumentType,
  language: string,
  signal?: AbortSignal,
): Promise<FetchedPdf> {
  return fetchDocumentPdf(`/pdf/orders/${encodeURIComponent(orderId)}`, { type }, language, {
    signal,
    fallbackName: `${type}.pdf`,
  });
}
