import { describe, expect, it } from 'vitest';
import { validate } from '../validation/rules.js';
import { TAX_CARD_RULES, taxCardColumns, taxCardProblems, taxCardYearMax, type TaxCardValues } from './tax-cards.js';

const TODAY = () => new Date('2025-06-15T12:00:00Z');

const card = (values: Partial<TaxCardValues> = {}): TaxCardValues => ({
  calendarYear: 2025,
  taxDeductionMethod: 'MAIN_EMPLOYER_TABLE',
  taxTable: '8010',
  taxPercentage: null,
  taxExemptionAmountLimit: null,
  ...values,
});

const problems = (values: Partial<TaxCardValues>) => taxCardProblems(card(values), TODAY);

describe('tax card rules', () => {
  it('accepts a table card, a percentage card, a secondary employer card and an exemption card', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ taxPercentage: '50' })).toEqual([]);
    expect(problems({ taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE', taxTable: null, taxPercentage: '32,5' })).toEqual(
      [],
    );
    expect(
      problems({ taxDeductionMethod: 'SECONDARY_EMPLOYER_PERCENTAGE', taxTable: null, taxPercentage: '0' }),
    ).toEqual([]);
    expect(problems({ taxDeductionMethod: 'TAX_EXEMPTION', taxTable: null, taxExemptionAmountLimit: '65000' })).toEqual(
      [],
    );
  });

  it('a table card needs a table of four digits that the Tax Administration knows', () => {
    expect(problems({ taxTable: null })).toEqual([{ attribute: 'taxTable', type: 'blank' }]);
    expect(problems({ taxTable: '801' })).toEqual([
      { attribute: 'taxTable', type: 'wrong_length', params: { count: 4 } },
    ]);
    expect(problems({ taxTable: '80a1' })).toEqual([{ attribute: 'taxTable', type: 'invalid' }]);
    expect(problems({ taxTable: '1234' })).toEqual([{ attribute: 'taxTable', type: 'inclusion' }]);
    expect(problems({ taxTable: '8015' })).toEqual([{ attribute: 'taxTable', type: 'inclusion' }]);
    expect(problems({ taxTable: '7150' })).toEqual([]);
  });

  it('a percentage card needs a percentage from 0 to 100', () => {
    const method = { taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE' as const, taxTable: null };
    expect(problems({ ...method, taxPercentage: null })).toEqual([{ attribute: 'taxPercentage', type: 'blank' }]);
    expect(problems({ ...method, taxPercentage: '101' })).toEqual([
      { attribute: 'taxPercentage', type: 'less_than_or_equal_to', params: { count: 100 } },
    ]);
    expect(problems({ ...method, taxPercentage: '-1' })).toEqual([
      { attribute: 'taxPercentage', type: 'greater_than_or_equal_to', params: { count: 0 } },
    ]);
    expect(problems({ ...method, taxPercentage: 'tretti' })).toEqual([
      { attribute: 'taxPercentage', type: 'not_a_number' },
    ]);
  });

  it('an exemption card needs a limit greater than 0', () => {
    const exemption = { taxDeductionMethod: 'TAX_EXEMPTION' as const, taxTable: null };
    expect(problems({ ...exemption, taxExemptionAmountLimit: null })).toEqual([
      { attribute: 'taxExemptionAmountLimit', type: 'blank' },
    ]);
    expect(problems({ ...exemption, taxExemptionAmountLimit: '0' })).toEqual([
      { attribute: 'taxExemptionAmountLimit', type: 'greater_than', params: { count: 0 } },
    ]);
    expect(problems({ ...exemption, taxExemptionAmountLimit: '-100' })).toEqual([
      { attribute: 'taxExemptionAmountLimit', type: 'greater_than', params: { count: 0 } },
    ]);
  });

  it('the method is required and one of the four', () => {
    expect(problems({ taxDeductionMethod: null })).toEqual([{ attribute: 'taxDeductionMethod', type: 'blank' }]);
    expect(problems({ taxDeductionMethod: 'TABLE' as never })).toEqual([
      { attribute: 'taxDeductionMethod', type: 'inclusion' },
    ]);
  });

  it('fields another method uses are not checked: a hidden field left behind does not block saving', () => {
    expect(problems({ taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE', taxTable: '12', taxPercentage: '30' })).toEqual(
      [],
    );
    expect(problems({ taxExemptionAmountLimit: '-5' })).toEqual([]);
  });

  it('the calendar year runs from 2000 to next year', () => {
    expect(taxCardYearMax(TODAY())).toBe(2026);
    // The year turns in Norway an hour before it does in UTC.
    expect(taxCardYearMax(new Date('2025-12-31T23:30:00Z'))).toBe(2027);
    expect(problems({ calendarYear: 2026 })).toEqual([]);
    expect(problems({ calendarYear: 2027 })).toEqual([
      { attribute: 'calendarYear', type: 'less_than_or_equal_to', params: { count: 2026 } },
    ]);
    expect(problems({ calendarYear: 1999 })).toEqual([
      { attribute: 'calendarYear', type: 'greater_than_or_equal_to', params: { count: 2000 } },
    ]);
    expect(problems({ calendarYear: null })).toEqual([{ attribute: 'calendarYear', type: 'blank' }]);
  });

  it('the form reads the same rules: a zero limit fails as "at least 0.01"', () => {
    const values = card({ taxDeductionMethod: 'TAX_EXEMPTION', taxExemptionAmountLimit: '0' });
    expect(validate('0', TAX_CARD_RULES.taxExemptionAmountLimit, { values })).toEqual({
      key: 'min',
      params: { min: 0.01 },
    });
  });
});

describe('tax card columns', () => {
  it('keeps only the fields the method uses', () => {
    expect(taxCardColumns(card({ taxPercentage: '45', taxExemptionAmountLimit: '1000' }))).toEqual({
      calendarYear: 2025,
      taxDeductionMethod: 'MAIN_EMPLOYER_TABLE',
      taxTable: '8010',
      taxPercentage: '45',
      taxExemption: false,
      taxExemptionAmountLimit: null,
    });
    expect(
      taxCardColumns(card({ taxDeductionMethod: 'SECONDARY_EMPLOYER_PERCENTAGE', taxPercentage: '32,5' })),
    ).toMatchObject({ taxTable: null, taxPercentage: '32.5', taxExemption: false });
  });

  it('an exemption card deducts 50 % above its limit unless it says otherwise', () => {
    const exemption = card({ taxDeductionMethod: 'TAX_EXEMPTION', taxExemptionAmountLimit: '65 000' });
    expect(taxCardColumns(exemption)).toMatchObject({
      taxTable: null,
      taxExemption: true,
      taxExemptionAmountLimit: '65000',
      taxPercentage: '50',
    });
    expect(taxCardColumns({ ...exemption, taxPercentage: '15' }).taxPercentage).toBe('15');
  });
});
