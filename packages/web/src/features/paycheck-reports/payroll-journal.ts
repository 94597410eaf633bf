import { fetchDocumentPdf, type FetchedPdf } from '../orders/order-pdf';

/** Where the server makes a year's payroll journal (the bookkeeping side of payroll). */
export const PAYROLL_JOURNAL_PATH = '/exports/payroll-journal';

/**
 * GET /exports/payroll-journal?year= as CSV, with the session's token and the company: the same
 * authenticated download the document PDFs use (a plain link cannot send those headers).
 */
export function fetchPayrollJournal(year: number, language: string): Promise<FetchedPdf> {
  return fetchDocumentPdf(PAYROLL_JOURNAL_PATH, { year: String(year), format: 'csv' }, language, {
    fallbackName: `payroll-journal-${year}.csv`,
  });
}

/** Where the server makes a work relation's yearly statement of a year. */
export const yearlyReportPdfPath = (workRelationId: string) =>
  `/pdf/paycheck-reports/yearly/${encodeURIComponent(workRelationId)}`;

/** GET /pdf/paycheck-reports/yearly/:workRelationId?year= as the yearly statement's PDF page shows it. */
export function fetchYearlyReportPdf(
  workRelationId: string,
  year: number,
  language: string,
  signal?: AbortSignal,
): Promise<FetchedPdf> {
  return fetchDocumentPdf(yearlyReportPdfPath(workRelationId), { year: String(year) }, language, {
    signal,
    fallbackName: `yearly-report-${year}.pdf`,
  });
}
