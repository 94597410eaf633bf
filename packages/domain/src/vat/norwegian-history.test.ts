import { describe, expect, it } from 'vitest';
import { NORWEGIAN_VAT_HISTORY } from './norwegian-history.js';
import { allVatRatesOn, vatRateOn } from './rates.js';

/** The history checked against the published rate changes, date by date. */
describe('NORWEGIAN_VAT_HISTORY against the published rate changes', () => {
  it('on 2026-01-01: STANDARD 25, REDUCED 15, REDUCED_FISH 11.11, LOW 12, ZERO 0, EXEMPT 0', () => {
    expect(allVatRatesOn('2026-01-01')).toEqual({
      STANDARD: '25',
      REDUCED: '15',
      REDUCED_FISH: '11.11',
      LOW: '12',
      ZERO: '0',
      EXEMPT: '0',
    });
  });

  it.each<[string, string, string]>([
    // Standard rate: 24 % until 2004-12-31, 25 % from 2005-01-01
    ['STANDARD', '2004-12-31', '24'],
    ['STANDARD', '2005-01-01', '25'],
    // Reduced rate: 12 % from 2001-07-01, 11 % from 2005-01-01, 14 % in 2010, 15 % from 2012
    ['REDUCED', '2001-07-01', '12'],
    ['REDUCED', '2005-01-01', '11'],
    ['REDUCED', '2010-07-01', '14'],
    ['REDUCED', '2012-01-01', '15'],
    // Raw fish rate: 11.11 %
    ['REDUCED_FISH', '2015-05-05', '11.11'],
    // Low rate: 6 % until 2004, 7 % from 2005, 8 % 2010–2015, 10 % 2016–2017, 12 % from 2018, 6 % from 2020-04-01
    ['LOW', '2004-06-01', '6'],
    ['LOW', '2005-01-01', '7'],
    ['LOW', '2010-01-01', '8'],
    ['LOW', '2015-12-31', '8'],
    ['LOW', '2016-01-01', '10'],
    ['LOW', '2017-12-31', '10'],
    ['LOW', '2018-01-01', '12'],
    ['LOW', '2020-04-01', '6'],
    ['LOW', '2020-10-31', '6'],
    // ZERO and EXEMPT 0 %
    ['ZERO', '2026-01-01', '0'],
    ['EXEMPT', '2026-01-01', '0'],
  ])('%s on %s is %s %%', (category, date, percent) => {
    expect(vatRateOn(category as never, date)).toBe(percent);
  });

  it('ends the temporary 6 % low rate on 2021-09-30 (its extension), 12 % again from 2021-10-01', () => {
    expect(vatRateOn('LOW', '2021-09-30')).toBe('6');
    expect(vatRateOn('LOW', '2021-10-01')).toBe('12');
  });

  it('has exactly one open row per category (the rate in force now)', () => {
    const open = NORWEGIAN_VAT_HISTORY.filter((row) => row.activeTo === null).map((row) => row.category);
    expect(open.sort()).toEqual(['EXEMPT', 'LOW', 'REDUCED', 'REDUCED_FISH', 'STANDARD', 'ZERO']);
  });
});

describe('VAT_RATE_RULES', () => {
  it('accepts a zero percentage but not a missing one, and refuses an end before the start', async () => {
    const { fieldProblems } = await import('../validation/field-problems.js');
    const { VAT_RATE_RULES } = await import('./rate-rules.js');
    const rate = { vatRateSymbol: 'ZERO', percentage: '0', activeFrom: '2026-01-01', activeTo: null };
    expect(fieldProblems(rate, VAT_RATE_RULES)).toEqual([]);
    expect(fieldProblems({ ...rate, percentage: null, activeTo: '2025-12-31' }, VAT_RATE_RULES)).toEqual([
      { attribute: 'percentage', type: 'blank' },
      { attribute: 'activeTo', type: 'date_after_or_equal_to', params: { date: '2026-01-01' } },
    ]);
    expect(fieldProblems({ ...rate, percentage: '100.01', vatRateSymbol: 'HIGH' }, VAT_RATE_RULES)).toEqual([
      { attribute: 'vatRateSymbol', type: 'inclusion' },
      { attribute: 'percentage', type: 'less_than_or_equal_to', params: { count: '100' } },
    ]);
  });
});
