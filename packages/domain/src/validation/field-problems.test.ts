import { describe, expect, it } from 'vitest';
import { fieldProblems, serverProblemOf } from './field-problems.js';
import { fieldValue, rules } from './rules.js';
import { isValidOrganizationNumber } from '../identifiers/index.js';

describe('fieldProblems: the form rules answered as server validation types', () => {
  const ruleMap = {
    code: [rules.required(), rules.max(20)],
    name: [rules.required(), rules.max(5)],
    endDate: [rules.date(), rules.sameOrAfter(fieldValue('startDate'))],
    organizationNumber: [rules.checksum(isValidOrganizationNumber, { strip: true })],
  };

  it('a missing required field is blank, a long text too_long with its count', () => {
    expect(fieldProblems({ code: ' ', name: 'Sørlandet' }, ruleMap)).toEqual([
      { attribute: 'code', type: 'blank' },
      { attribute: 'name', type: 'too_long', params: { count: 5 } },
    ]);
  });

  it('an end before the start is date_after_or_equal_to with the start date', () => {
    expect(fieldProblems({ code: 'A', name: 'Nord', startDate: '2026-05-01', endDate: '2026-04-30' }, ruleMap)).toEqual(
      [{ attribute: 'endDate', type: 'date_after_or_equal_to', params: { date: '2026-05-01' } }],
    );
  });

  it('an override renames the type for one attribute: a wrong check digit is checksum_invalid', () => {
    expect(
      fieldProblems({ code: 'A', name: 'Nord', organizationNumber: '914778272' }, ruleMap, {
        organizationNumber: { invalid: 'checksum_invalid' },
      }),
    ).toEqual([{ attribute: 'organizationNumber', type: 'checksum_invalid' }]);
  });

  it('valid values have no problems', () => {
    expect(fieldProblems({ code: 'A1', name: 'Nord', organizationNumber: '914 778 271' }, ruleMap)).toEqual([]);
  });

  it('negative amounts are greater_than_or_equal_to 0', () => {
    expect(serverProblemOf('price', { key: 'negative' })).toEqual({
      attribute: 'price',
      type: 'greater_than_or_equal_to',
      params: { count: 0 },
    });
  });
});
