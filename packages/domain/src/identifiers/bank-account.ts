/**
 * Norwegian bank account number (BBAN): 11 digits, the last a MOD11 check digit over the first ten
 * with weights 5,4,3,2,7,6,5,4,3,2; a check of 10 makes the number impossible. Written with
 * grouping as "1234.56.78903"; spaces, dots and dashes are ignored.
 */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

export function normalizeBankAccount(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

export function isValidBankAccount(value: string): boolean {
  const digits = normalizeBankAccount(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[10]);
}

/** "12345678903" → "1234.56.78903". */
export function formatBankAccount(value: string): string {
  const digits = normalizeBankAccount(value);
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}` : value;
}
