import { describe, expect, it } from 'vitest';
import { allCountries } from './countries.js';

describe('countries carry their currency (ISO 4217)', () => {
  it('Norway has the krone, named in the language', () => {
    expect(allCountries('nb').find((country) => country.code === 'NO')!.currency).toEqual({
      code: 'NOK',
      name: 'norske kroner',
    });
    expect(allCountries('en').find((country) => country.code === 'NO')!.currency).toEqual({
      code: 'NOK',
      name: 'Norwegian Krone',
    });
  });

  it('the euro area, the dollar territories and shared currencies map to one code', () => {
    const currency = (code: string) => allCountries('en').find((country) => country.code === code)?.currency?.code;
    expect(['DE', 'FI', 'HR', 'BG', 'XK'].map(currency)).toEqual(['EUR', 'EUR', 'EUR', 'EUR', 'EUR']);
    expect(['US', 'EC', 'PR'].map(currency)).toEqual(['USD', 'USD', 'USD']);
    expect(['SJ', 'SE', 'DK', 'GL', 'LI', 'SN'].map(currency)).toEqual(['NOK', 'SEK', 'DKK', 'DKK', 'CHF', 'XOF']);
  });

  it('every listed country has a three-letter currency except those ISO 4217 gives none', () => {
    const without = allCountries('en')
      .filter((country) => country.currency === null)
      .map((country) => country.code)
      .sort();
    expect(without).toEqual(['AQ', 'GS', 'PS'].filter((code) => allCountries('en').some((c) => c.code === code)));
    for (const country of allCountries('en')) {
      if (country.currency) expect(country.currency.code, country.code).toMatch(/^[A-Z]{3}$/);
    }
  });
});
