import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../validation/field-problems.js';
import { isWebstoreTokenExpired, latestWebstoreTokenExpiry, webstoreApiTokenRules } from './webstore-api-tokens.js';

describe('web shop API token expiry', () => {
  const today = '2026-03-15';
  const problems = (expiryDate: string | null, description = 'Nettbutikk') =>
    fieldProblems({ description, expiryDate }, webstoreApiTokenRules(today)).map(({ attribute, type }) => ({
      attribute,
      type,
    }));

  it('must be after today and at most two years ahead', () => {
    expect(problems('2026-03-16')).toEqual([]);
    expect(problems('2028-03-15')).toEqual([]);
    expect(problems('2026-03-15')).toEqual([{ attribute: 'expiryDate', type: 'after' }]);
    expect(problems('2025-12-31')).toEqual([{ attribute: 'expiryDate', type: 'after' }]);
    expect(problems('2028-03-16')).toEqual([{ attribute: 'expiryDate', type: 'date_before_or_equal_to' }]);
  });

  it('needs a description and a date', () => {
    expect(problems(null, ' ')).toEqual([
      { attribute: 'description', type: 'blank' },
      { attribute: 'expiryDate', type: 'blank' },
    ]);
  });

  it('two years from 29 February is 28 February', () => {
    expect(latestWebstoreTokenExpiry('2028-02-29')).toBe('2030-02-28');
    expect(latestWebstoreTokenExpiry('2026-03-15')).toBe('2028-03-15');
  });

  it('is expired from its expiry date on', () => {
    expect(isWebstoreTokenExpired('2026-03-16', today)).toBe(false);
    expect(isWebstoreTokenExpired('2026-03-15', today)).toBe(true);
    expect(isWebstoreTokenExpired('2026-03-01', today)).toBe(true);
  });
});
