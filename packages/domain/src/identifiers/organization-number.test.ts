import { describe, expect, it } from 'vitest';
import { formatOrganizationNumber, isValidOrganizationNumber } from './organization-number.js';

describe('organisation number (MOD11, weights 3,2,7,6,5,4,3,2)', () => {
  it.each(['914778271', '923609016', '974760673', '914 778 271'])('accepts the real number %s', (value) => {
    expect(isValidOrganizationNumber(value)).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidOrganizationNumber('914778272')).toBe(false);
  });

  it('rejects every number whose weighted sum leaves remainder 1 (no check digit exists)', () => {
    // 4 × weight 3 = 12, and 12 mod 11 = 1: no ninth digit can make 40000000x valid.
    for (let digit = 0; digit <= 9; digit++) expect(isValidOrganizationNumber(`40000000${digit}`)).toBe(false);
  });

  it('rejects wrong lengths and letters', () => {
    expect(isValidOrganizationNumber('91477827')).toBe(false);
    expect(isValidOrganizationNumber('9147782710')).toBe(false);
    expect(isValidOrganizationNumber('91477827a')).toBe(false);
  });

  it('formats in groups of three', () => {
    expect(formatOrganizationNumber('914778271')).toBe('914 778 271');
  });
});
