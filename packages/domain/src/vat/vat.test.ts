import { describe, expect, it } from 'vitest';
import {
  VAT_CATEGORIES,
  documentTaxOf,
  isVatCategory,
  peppolVatCategoryCode,
  requiresTaxExemptionReason,
  type VatCategory,
} from './categories.js';
import { NORWEGIAN_VAT_HISTORY, type VatHistoryEntry } from './norwegian-history.js';
import { allVatRatesOn, isHistoryConsistent, vatAmount, vatRateOn } from './rates.js';

describe('Norwegian VAT rates by date', () => {
  it('changes on 2005-01-01: standard 24 → 25, food 12 → 11, low 6 → 7', () => {
    expect(allVatRatesOn('2004-12-31')).toEqual({
      STANDARD: '24',
      REDUCED: '12',
      REDUCED_FISH: '11.11',
      LOW: '6',
      ZERO: '0',
      EXEMPT: '0',
    });
    expect(allVatRatesOn('2005-01-01')).toEqual({
      STANDARD: '25',
      REDUCED: '11',
      REDUCED_FISH: '11.11',
      LOW: '7',
      ZERO: '0',
      EXEMPT: '0',
    });
  });

  it('has the temporary 6 % low rate from 2020-04-01 to 2021-09-30', () => {
    expect(vatRateOn('LOW', '2020-03-31')).toBe('12');
    expect(vatRateOn('LOW', '2020-04-01')).toBe('6');
    expect(vatRateOn('LOW', '2020-06-01')).toBe('6');
    expect(vatRateOn('LOW', '2021-09-30')).toBe('6');
    expect(vatRateOn('LOW', '2021-10-01')).toBe('12');
  });

  it.each<[string, VatCategory, string]>([
    ['2001-07-01', 'REDUCED', '12'],
    ['2007-01-01', 'REDUCED', '14'],
    ['2010-06-01', 'REDUCED', '14'],
    ['2011-12-31', 'REDUCED', '14'],
    ['2012-01-01', 'REDUCED', '15'],
    ['2010-06-01', 'LOW', '8'],
    ['2016-01-01', 'LOW', '10'],
    ['2017-12-31', 'LOW', '10'],
    ['2018-01-01', 'LOW', '12'],
  ])('on %s %s is %s %%', (date, category, percent) => {
    expect(vatRateOn(category, date)).toBe(percent);
  });

  it("has today's rates", () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(allVatRatesOn(today)).toEqual({
      STANDARD: '25',
      REDUCED: '15',
      REDUCED_FISH: '11.11',
      LOW: '12',
      ZERO: '0',
      EXEMPT: '0',
    });
  });

  it('has no rate before a category is known', () => {
    expect(vatRateOn('REDUCED', '2001-06-30')).toBeNull();
    expect(vatRateOn('LOW', '2003-12-31')).toBeNull();
    expect(vatRateOn('STANDARD', '2000-12-31')).toBeNull();
    expect(vatRateOn('ZERO', '1970-01-01')).toBe('0');
  });

  it('is consistent: valid rows, no overlaps, and each category continuous from its first row', () => {
    expect(isHistoryConsistent(NORWEGIAN_VAT_HISTORY)).toBe(true);
    for (const category of VAT_CATEGORIES) {
      const rows = NORWEGIAN_VAT_HISTORY.filter((row) => row.category === category).sort((a, b) =>
        a.activeFrom.localeCompare(b.activeFrom),
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.at(-1)!.activeTo).toBeNull();
      for (let i = 1; i < rows.length; i += 1) {
        const dayAfter = new Date(`${rows[i - 1]!.activeTo!}T00:00:00Z`);
        dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
        expect(rows[i]!.activeFrom, `${category} row ${i}`).toBe(dayAfter.toISOString().slice(0, 10));
      }
    }
  });

  it('uses a history passed in, and reports an inconsistent one', () => {
    const history: VatHistoryEntry[] = [
      { category: 'STANDARD', percent: '25', activeFrom: '2020-01-01', activeTo: '2020-12-31' },
      { category: 'STANDARD', percent: '30', activeFrom: '2020-12-31', activeTo: null },
    ];
    expect(vatRateOn('STANDARD', '2021-01-01', history)).toBe('30');
    expect(vatRateOn('LOW', '2021-01-01', history)).toBeNull();
    expect(isHistoryConsistent(history)).toBe(false);
    expect(isHistoryConsistent([{ ...history[0]!, activeTo: '2019-12-31' }])).toBe(false);
    expect(isHistoryConsistent([{ ...history[0]!, percent: '-1' }])).toBe(false);
    expect(isHistoryConsistent([{ ...history[0]!, category: 'HIGH' as VatCategory }])).toBe(false);
    expect(isHistoryConsistent([history[0]!, { ...history[1]!, activeFrom: '2021-01-01' }])).toBe(true);
  });
});

describe('vatAmount', () => {
  it.each([
    ['100', '25', '25'],
    ['199.90', '25', '49.98'],
    ['10.02', '15', '1.5'],
    ['10.10', '15', '1.52'],
    ['1000', '11.11', '111.1'],
    ['0.18', '25', '0.05'],
    ['-0.18', '25', '-0.05'],
    ['-199.90', '25', '-49.98'],
    ['500', '0', '0'],
  ])('%s at %s %% is %s', (net, percent, vat) => {
    expect(vatAmount(net, percent).toString()).toBe(vat);
  });
});

describe('VAT categories', () => {
  it('requires a tax exemption reason only for ZERO and EXEMPT', () => {
    expect(VAT_CATEGORIES.filter(requiresTaxExemptionReason)).toEqual(['ZERO', 'EXEMPT']);
  });

  it('maps to Peppol codes', () => {
    expect(Object.fromEntries(VAT_CATEGORIES.map((c) => [c, peppolVatCategoryCode(c)]))).toEqual({
      STANDARD: 'S',
      REDUCED: 'S',
      REDUCED_FISH: 'S',
      LOW: 'S',
      ZERO: 'Z',
      EXEMPT: 'E',
    });
  });

  it('recognises the symbols', () => {
    expect(isVatCategory('REDUCED_FISH')).toBe(true);
    expect(isVatCategory('standard')).toBe(false);
    expect(isVatCategory(25)).toBe(false);
  });
});

describe('a category on a document', () => {
  it('states the register rate for S only; Z and E are 0 % whatever the register holds (BR-Z-05, BR-E-05)', () => {
    expect(documentTaxOf('STANDARD', '25')).toEqual({ taxCategory: 'S', taxPercent: '25' });
    expect(documentTaxOf('LOW', '12')).toEqual({ taxCategory: 'S', taxPercent: '12' });
    expect(documentTaxOf('ZERO', '0.00')).toEqual({ taxCategory: 'Z', taxPercent: '0' });
    expect(documentTaxOf('EXEMPT', '0')).toEqual({ taxCategory: 'E', taxPercent: '0' });
  });
});
