import { describe, expect, it } from 'vitest';
import { encodeServerValidation } from '../../ui/forms';
import { newTaxCardValues, taxCardInput, taxCardSchema } from './tax-card-form';

const issuesOf = (values: Record<string, unknown>) => {
  const result = taxCardSchema.safeParse({ ...newTaxCardValues(2026), ...values });
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

describe('the tax card form', () => {
  it('an unknown four-digit table says so in the server’s words', () => {
    expect(issuesOf({ taxTable: '1234' })).toEqual([
      {
        path: ['taxTable'],
        message: encodeServerValidation({ model: 'employeeTaxCard', attribute: 'taxTable', type: 'inclusion' }),
      },
    ]);
    expect(issuesOf({ taxTable: '8010' })).toEqual([]);
  });

  it('a table of the wrong length and an empty table use the rule texts', () => {
    const [short] = issuesOf({ taxTable: '801' });
    expect(short!.path).toEqual(['taxTable']);
    expect(short!.message).not.toContain('fjord-server-validation');
    expect(issuesOf({ taxTable: '' })).toHaveLength(1);
  });

  it('an exemption card’s limit must exceed 0', () => {
    expect(issuesOf({ taxDeductionMethod: 'TAX_EXEMPTION', taxTable: '', taxExemptionAmountLimit: '0' })).toEqual([
      {
        path: ['taxExemptionAmountLimit'],
        message: encodeServerValidation({
          model: 'employeeTaxCard',
          attribute: 'taxExemptionAmountLimit',
          type: 'greater_than',
          params: { count: 0 },
        }),
      },
    ]);
  });

  it('sends only the fields the method uses', () => {
    expect(
      taxCardInput({
        calendarYear: 2026,
        taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE',
        taxTable: '8010',
        taxPercentage: '34',
        taxExemptionAmountLimit: '1000',
      }),
    ).toEqual({
      calendarYear: 2026,
      taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE',
      taxTable: null,
      taxPercentage: '34',
      taxExemptionAmountLimit: null,
    });
  });
});
