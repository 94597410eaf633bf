import { describe, expect, it } from 'vitest';
import { formatBankAccount, isValidBankAccount } from './bank-account.js';

describe('Norwegian bank account number (MOD11, weights 5,4,3,2,7,6,5,4,3,2)', () => {
  it.each(['1234.56.78903', '12345678903', '8601 11 17947', '1503-10-15437'])('accepts %s', (value) => {
    expect(isValidBankAccount(value)).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidBankAccount('1234.56.78904')).toBe(false);
  });

  it('rejects a number whose check digit would be 10', () => {
    // 1000000000x: 5 × 1 = 5, 11 − 5 = 6 is fine; 2000000001x: 10 + 2 = 12 → 11 − 1 = 10, impossible.
    for (let digit = 0; digit <= 9; digit++) expect(isValidBankAccount(`2000000001${digit}`)).toBe(false);
  });

  it('rejects wrong lengths and letters', () => {
    expect(isValidBankAccount('1234567890')).toBe(false);
    expect(isValidBankAccount('123456789012')).toBe(false);
    expect(isValidBankAccount('1234567890a')).toBe(false);
  });

  it('formats as 1234.56.78903', () => {
    expect(formatBankAccount('12345678903')).toBe('1234.56.78903');
  });
});
