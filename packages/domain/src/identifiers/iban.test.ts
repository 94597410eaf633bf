import { describe, expect, it } from 'vitest';
import { formatIban, ibanFromNorwegianAccount, isValidIban, normalizeIban, norwegianAccountOfIban } from './iban.js';

describe('IBAN (ISO 13616 mod 97)', () => {
  it.each([
    'NO93 8601 1117 947',
    'NO9386011117947',
    'no93 8601 1117 947',
    'GB82 WEST 1234 5698 7654 32',
    'DE89 3704 0044 0532 0130 00',
    'SE45 5000 0000 0583 9825 7466',
    'DK50 0040 0440 1162 43',
    'FI21 1234 5600 0007 85',
    'NL91 ABNA 0417 1643 00',
    'FR14 2004 1010 0505 0001 3M02 606',
    'ES91 2100 0418 4502 0005 1332',
    'PL61 1090 1014 0000 0712 1981 2874',
  ])('accepts %s', (value) => {
    expect(isValidIban(value)).toBe(true);
  });

  it('rejects one changed digit', () => {
    expect(isValidIban('NO93 8601 1117 948')).toBe(false);
    expect(isValidIban('NO94 8601 1117 947')).toBe(false);
    expect(isValidIban('GB82 WEST 1234 5698 7654 33')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
  });

  it('rejects a wrong length for a known country', () => {
    // Both pass mod 97 (check digits computed for them), but Norway has 15 characters and Germany 22.
    expect(isValidIban('NO37 8601 1117 9470')).toBe(false);
    expect(isValidIban('DE51 3704 0044 0532 0130 0')).toBe(false);
  });

  it('rejects check digits 00, 01 and 99 even when the remainder is 1', () => {
    // Check digits that differ by 97 leave the same remainder: 97 ~ 00, 98 ~ 01, 02 ~ 99.
    expect(isValidIban('NO97 1000 0002 319')).toBe(true);
    expect(isValidIban('NO00 1000 0002 319')).toBe(false);
    expect(isValidIban('NO98 1000 0001 428')).toBe(true);
    expect(isValidIban('NO01 1000 0001 428')).toBe(false);
    expect(isValidIban('NO02 1000 0000 537')).toBe(true);
    expect(isValidIban('NO99 1000 0000 537')).toBe(false);
  });

  it('accepts a country without a length in the table by mod 97 alone', () => {
    // Croatia's published example; HR has no entry in IBAN_LENGTHS.
    expect(isValidIban('HR12 1001 0051 8630 0016 0')).toBe(true);
  });

  it('rejects letters where the structure needs digits, and other characters', () => {
    expect(isValidIban('NOAB 8601 1117 947')).toBe(false);
    expect(isValidIban('N093 8601 1117 947')).toBe(false);
    expect(isValidIban('NO93-8601-1117-947')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('normalises and formats in groups of four', () => {
    expect(normalizeIban(' no93 8601 1117 947 ')).toBe('NO9386011117947');
    expect(formatIban('no9386011117947')).toBe('NO93 8601 1117 947');
    expect(formatIban('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(formatIban('not an iban')).toBe('not an iban');
  });

  it('converts between a Norwegian account number and its IBAN', () => {
    expect(ibanFromNorwegianAccount('8601.11.17947')).toBe('NO9386011117947');
    expect(ibanFromNorwegianAccount('1234.56.78903')).toBe('NO7112345678903');
    expect(ibanFromNorwegianAccount('1234.56.78904')).toBeNull();
    expect(norwegianAccountOfIban('NO93 8601 1117 947')).toBe('86011117947');
    expect(norwegianAccountOfIban('NO93 8601 1117 948')).toBeNull();
    expect(norwegianAccountOfIban('GB82 WEST 1234 5698 7654 32')).toBeNull();
  });
});
