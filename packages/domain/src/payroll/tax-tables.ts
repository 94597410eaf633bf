/**
 * The withholding tables (tabelltrekk) in force from 2025: 8000–8400 and 9010–9400 in steps of ten,
 * and the special tables. Source: Skatteetaten's withholding routine (trekkrutine) for 2026; the same 96 as
 * the withholding engine's WITHHOLDING_2026.tables (withholding/tables.test.ts checks that they agree).
 */
const steps = (from: number, to: number) =>
  Array.from({ length: (to - from) / 10 + 1 }, (_, index) => String(from + index * 10));

export const SPECIAL_TAX_TABLES = [
  '7150',
  '7160',
  '7170',
  '7300',
  '7350',
  '7500',
  '7550',
  '7700',
  '6300',
  '6350',
  '6500',
  '6550',
  '6700',
  '0100',
  '0101',
] as const;

export const TAX_TABLES: readonly string[] = [...steps(8000, 8400), ...steps(9010, 9400), ...SPECIAL_TAX_TABLES];

/** Four digits: the shape the server and the form check first. */
export const TAX_TABLE_PATTERN = /^\d{4}$/;

export function isKnownTaxTable(value: string): boolean {
  return TAX_TABLES.includes(value.trim());
}
