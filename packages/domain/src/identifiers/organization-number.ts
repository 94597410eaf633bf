/**
 * Norwegian organisation number (organisasjonsnummer): 9 digits, MOD11 with weights
 * 3,2,7,6,5,4,3,2 over the first eight; a remainder of 1 makes the number impossible.
 */
const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

export function normalizeOrganizationNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isValidOrganizationNumber(value: string): boolean {
  const digits = normalizeOrganizationNumber(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check === Number(digits[8]);
}

/** "123456789" → "123 456 789", the grouping. */
export function formatOrganizationNumber(value: string): string {
  const digits = normalizeOrganizationNumber(value);
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : value;
}
