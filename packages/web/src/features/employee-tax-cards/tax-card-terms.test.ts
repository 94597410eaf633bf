import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { describeTaxCardTerms } from './tax-card-terms';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a tax card in a few words', () => {
  it('names the table with the percentage outside it, a percentage card, and an exemption card (nb)', async () => {
    await i18n.changeLanguage('nb');
    const t = i18n.t.bind(i18n);
    const table = { taxDeductionMethod: 'MAIN_EMPLOYER_TABLE' as const, taxTable: '8010', taxPercentage: '44.00' };
    expect(describeTaxCardTerms(t, table, 'nb')).toBe('Tabell 8010, 44 %');
    expect(describeTaxCardTerms(t, { ...table, taxPercentage: null }, 'nb')).toBe('Tabell 8010');
    expect(
      describeTaxCardTerms(t, { taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE', taxPercentage: '32.50' }, 'nb'),
    ).toBe('Prosenttrekk 32,5 %');
    expect(
      describeTaxCardTerms(t, { taxDeductionMethod: 'TAX_EXEMPTION', taxExemptionAmountLimit: '100000.00' }, 'nb'),
    ).toMatch(/^Frikort 100\s000,00 kr$/);
  });

  it('says the same in English', () => {
    const t = i18n.t.bind(i18n);
    expect(
      describeTaxCardTerms(t, { taxDeductionMethod: 'SECONDARY_EMPLOYER_PERCENTAGE', taxPercentage: '50' }, 'en'),
    ).toBe('Secondary employer 50 %');
  });
});
