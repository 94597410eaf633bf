/** A CSV field: quoted when it holds the separator, a quote or a line break. */
function csvField(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Rows as CSV with `;` between fields (what Norwegian spreadsheets and accounting imports expect)
 * and CRLF line ends; the first row is usually the header.
 */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}
