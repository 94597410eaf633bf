import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../validation/field-problems.js';
import {
  flattenTemplateLines,
  MAIN_PAYCHECK_LINE_TEMPLATE_RULES,
  paycheckTemplateLineRuleMap,
  templateLineSum,
  type MainPaycheckLineTemplateValues,
} from './paycheck-templates.js';

const FASTLONN: MainPaycheckLineTemplateValues = {
  number: 100,
  active: true,
  description: 'Fastlønn',
  altinnDescription: null,
  altinnFordel: 'kontantytelse',
  payCode: 'fastloenn',
  quantity: null,
  rate: null,
  sum: null,
  carOverwrite: false,
  projectOverwrite: false,
  departmentOverwrite: false,
  calculationType: 'CASHEDOUT',
  calculatePositive: true,
  editableFromEmployeePage: true,
  accountNumber: null,
};
const problems = (values: Partial<MainPaycheckLineTemplateValues>) =>
  fieldProblems({ ...FASTLONN, ...values }, MAIN_PAYCHECK_LINE_TEMPLATE_RULES);

describe('main paycheck line template rules', () => {
  it('accepts a complete pay line, and one without codes', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ altinnFordel: null, payCode: null })).toEqual([]);
  });

  it('a pay code needs a benefit kind and a benefit kind a pay code', () => {
    expect(problems({ altinnFordel: null })).toEqual([{ attribute: 'altinnFordel', type: 'blank' }]);
    expect(problems({ payCode: null })).toEqual([{ attribute: 'payCode', type: 'blank' }]);
  });

  it('number: required, a positive whole number up to 99999', () => {
    expect(problems({ number: null })).toEqual([{ attribute: 'number', type: 'blank' }]);
    expect(problems({ number: 100000 })).toMatchObject([{ attribute: 'number', type: 'invalid' }]);
    expect(problems({ number: 1.5 })).toEqual([{ attribute: 'number', type: 'not_an_integer' }]);
  });

  it('unknown codes are refused (inclusion); figures have at most four decimals', () => {
    expect(problems({ payCode: 'loennen' as never, rate: '1.00001' })).toEqual([
      { attribute: 'payCode', type: 'inclusion' },
      { attribute: 'rate', type: 'invalid' },
    ]);
  });
});

describe('template lines', () => {
  it('sum is quantity × rate when both are given, else the typed sum', () => {
    expect(templateLineSum({ quantity: '1', rate: '48500', sum: '1' })).toBe('48500');
    expect(templateLineSum({ quantity: '37.5', rate: '262.50', sum: null })).toBe('9843.75');
    expect(templateLineSum({ quantity: null, rate: '3.5', sum: '700' })).toBe('700');
    expect(templateLineSum({ quantity: null, rate: null, sum: null })).toBeNull();
  });

  it('each line needs a main template; figures follow the rules, on dotted names', () => {
    const lines = [
      { mainTemplateId: null, description: null, quantity: 'x', rate: null, sum: null },
      { mainTemplateId: 'a', description: null, quantity: null, rate: null, sum: '10' },
    ];
    expect(fieldProblems(flattenTemplateLines(lines), paycheckTemplateLineRuleMap(lines.length))).toEqual([
      { attribute: 'lines.0.mainTemplateId', type: 'blank' },
      { attribute: 'lines.0.quantity', type: 'not_a_number' },
    ]);
  });
});
