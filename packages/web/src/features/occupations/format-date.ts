/** A date as the registers show it (YYYY-MM-DD); empty for none. */
export function formatIsoDate(value: string | null | undefined): string {
  return value ?? '';
}
