import type { PageFetch, PageRequest, PagedColumn } from './types';

/** The most rows one request of an export asks for (the lists' own maximum). */
export const CSV_PAGE_SIZE = 500;

const SEPARATOR = ';';
/** Text a spreadsheet would run as a formula; a negative number stays a number. */
const FORMULA = /^[=+@\t\r]|^-(?![\d\s.,\u00a0\u2212]+$)/;

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The rows as CSV of the columns with a plain value, headed by their headers: semicolons (what a
 * spreadsheet in Norway opens as columns), quotes where needed, CRLF line ends.
 */
export function csvText<T>(columns: readonly PagedColumn<T>[], rows: readonly T[]): string {
  const exported = columns.filter((column) => column.value);
  const lines = [
    exported.map((column) => cell(column.header)),
    ...rows.map((row) => exported.map((column) => cell(column.value!(row)))),
  ];
  return lines.map((line) => line.join(SEPARATOR)).join('\r\n') + '\r\n';
}

/** Every row of a list with the request's filters and order, page after page. */
export async function fetchAllRows<T>(
  fetchPage: PageFetch<T>,
  request: Omit<PageRequest, 'limit' | 'offset'>,
  signal: AbortSignal,
  pageSize = CSV_PAGE_SIZE,
): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await fetchPage({ ...request, limit: pageSize, offset }, signal);
    rows.push(...page.items);
    if (page.items.length < pageSize || rows.length >= page.totalCount) return rows;
  }
}

/** Hands the text to the browser as a download; the byte-order mark makes spreadsheets read UTF-8. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
