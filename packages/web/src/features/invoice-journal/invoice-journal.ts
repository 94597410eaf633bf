import { addDays } from '@fjord/domain';
import { getStoredUnitId, getToken } from '../../app/session';
import { fileNameOf } from '../orders/order-pdf';

export const JOURNAL_FORMATS = ['csv', 'json'] as const;
export type JournalFormat = (typeof JOURNAL_FORMATS)[number];

/** The calendar month before today's: what is usually handed to the accountant. */
export function previousMonth(today: string): { from: string; to: string } {
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/** A refused export: the server's message in the user's language, when it gave one. */
export class JournalExportError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'JournalExportError';
  }
}

/**
 * GET /exports/invoice-journal with the session's token and the company, as the app's other
 * requests (a plain link cannot send those headers): the file's bytes and its name.
 */
export async function fetchInvoiceJournal(
  period: { from: string; to: string },
  format: JournalFormat,
  language: string,
): Promise<{ blob: Blob; fileName: string }> {
  const token = getToken();
  const unitId = getStoredUnitId();
  const query = new URLSearchParams({ from: period.from, to: period.to, format });
  const response = await fetch(`/exports/invoice-journal?${query}`, {
    headers: {
      'accept-language': language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(unitId ? { 'x-unit-id': unitId } : {}),
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new JournalExportError(response.status, body.message ?? response.statusText);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(
      response.headers.get('content-disposition'),
      `invoice-journal-${period.from}-${period.to}.${format}`,
    ),
  };
}

/** Saves the bytes as a download, as the browser's own save does for a link with `download`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
