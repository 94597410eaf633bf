import { fetchDocumentPdf } from '../orders/order-pdf';

/**
 * Opens a print PDF the server answered (a post delivery's printUrl, a batch's url) in a new tab:
 * fetched with the session like every PDF, shown from a blob: URL.
 */
export async function openPrintPdf(url: string, language: string): Promise<void> {
  // Opened before the fetch, while the click still allows a new tab.
  const tab = window.open('', '_blank');
  const parsed = new URL(url, window.location.origin);
  const { blob } = await fetchDocumentPdf(parsed.pathname, Object.fromEntries(parsed.searchParams), language, {
    fallbackName: 'print.pdf',
  });
  const href = URL.createObjectURL(blob);
  if (tab) tab.location.href = href;
  else window.location.assign(href);
}
