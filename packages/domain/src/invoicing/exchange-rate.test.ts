import { describe, expect, it } from 'vitest';
import { exchangeRateProblems, needsExchangeRate, taxAmountInNok } from './exchange-rate.js';

describe('exchange rates of invoices in another currency', () => {
  it('is wanted for every currency but NOK', () => {
    expect(needsExchangeRate('EUR')).toBe(true);
    expect(needsExchangeRate('SEK')).toBe(true);
    expect(needsExchangeRate('NOK')).toBe(false);
  });

  it('is required in another currency (blank) and refused for NOK (present), each its own type', () => {
    expect(exchangeRateProblems('EUR', null)).toEqual([{ attribute: 'exchangeRate', type: 'blank' }]);
    expect(exchangeRateProblems('NOK', '1')).toEqual([{ attribute: 'exchangeRate', type: 'present' }]);
    expect(exchangeRateProblems('NOK', null)).toEqual([]);
    expect(exchangeRateProblems('EUR', '11.4535')).toEqual([]);
  });

  it('is an exact decimal above 0 with at most six decimals: Norges Bank quotes a yen as 0.069875', () => {
    expect(exchangeRateProblems('JPY', '0.069875')).toEqual([]);
    expect(exchangeRateProblems('EUR', '11,45')).toEqual([{ attribute: 'exchangeRate', type: 'not_a_number' }]);
    expect(exchangeRateProblems('EUR', '1e1')).toEqual([{ attribute: 'exchangeRate', type: 'not_a_number' }]);
    expect(exchangeRateProblems('JPY', '0.0698751')).toEqual([{ attribute: 'exchangeRate', type: 'invalid' }]);
    expect(exchangeRateProblems('EUR', '0')).toEqual([
      { attribute: 'exchangeRate', type: 'greater_than', params: { count: 0 } },
    ]);
    expect(exchangeRateProblems('EUR', '-11.45')).toEqual([
      { attribute: 'exchangeRate', type: 'greater_than', params: { count: 0 } },
    ]);
    expect(exchangeRateProblems('EUR', '12345678901')[0]).toMatchObject({
      attribute: 'exchangeRate',
      type: 'less_than_or_equal_to',
    });
  });

  it('converts the VAT total once, rounded to øre half away from zero (BT-111)', () => {
    // 235.25 EUR × 11.4535 = 2694.435875.
    expect(taxAmountInNok('235.25', '11.4535')).toBe('2694.44');
    // 75.00 EUR × 11.4535 = 859.0125.
    expect(taxAmountInNok('75.00', '11.4535')).toBe('859.01');
    // 0.50 × 0.069875 = 0.0349375; 1.00 × 10.005 = 10.005 is a half: away from zero.
    expect(taxAmountInNok('0.50', '0.069875')).toBe('0.03');
    expect(taxAmountInNok('1.00', '10.005')).toBe('10.01');
    expect(taxAmountInNok('-1.00', '10.005')).toBe('-10.01');
    expect(taxAmountInNok('0.00', '11.4535')).toBe('0.00');
  });
});
