import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../../validation/field-problems.js';
import {
  PAYCHECK_PERIOD_RULES,
  PAYCHECK_REFUSALS,
  paycheckLineFlagProblems,
  paycheckLineProblems,
  paycheckProblems,
  type PaycheckLineValues,
  type PaycheckValues,
} from './rules.js';

const flags = (altinn: boolean, taxDeduction: boolean, garnishment: boolean) => ({ altinn, taxDeduction, garnishment });

describe('a line is one of: income reported to the a-melding, tax withheld, or a garnishment (spec 001 §5.4)', () => {
  it('tax deduction and Altinn (a-melding income) together are refused on taxDeduction', () => {
    expect(paycheckLineFlagProblems(flags(true, true, false))).toEqual([
      { attribute: 'taxDeduction', type: PAYCHECK_REFUSALS.taxAndAltinn },
    ]);
  });

  it('a garnishment reported as a-melding income is refused on garnishment', () => {
    expect(paycheckLineFlagProblems(flags(true, false, true))).toEqual([
      { attribute: 'garnishment', type: PAYCHECK_REFUSALS.garnishmentAndAltinn },
    ]);
  });

  it('tax deduction and garnishment together are refused on garnishment', () => {
    expect(paycheckLineFlagProblems(flags(false, true, true))).toEqual([
      { attribute: 'garnishment', type: PAYCHECK_REFUSALS.taxAndGarnishment },
    ]);
  });

  it('all three: one refusal, the first (tax and Altinn)', () => {
    expect(paycheckLineFlagProblems(flags(true, true, true))).toEqual([
      { attribute: 'taxDeduction', type: 'tax_and_altinn' },
    ]);
  });

  it.each([
    [false, false, false],
    [true, false, false],
    [false, true, false],
    [false, false, true],
  ])('one flag or none is fine (altinn %s, tax %s, garnishment %s)', (altinn, tax, garnishment) => {
    expect(paycheckLineFlagProblems(flags(altinn, tax, garnishment))).toEqual([]);
  });

  it('the refusals are the server types the messages are looked up by', () => {
    expect(PAYCHECK_REFUSALS).toMatchObject({
      taxAndAltinn: 'tax_and_altinn',
      garnishmentAndAltinn: 'garnishment_and_altinn',
      taxAndGarnishment: 'tax_and_garnishment',
      mustBeInPeriod: 'must_be_in_period',
      inactiveWorkRelation: 'must_be_inside_work_relation_period',
    });
    expect(new Set(Object.values(PAYCHECK_REFUSALS)).size).toBe(Object.values(PAYCHECK_REFUSALS).length);
  });
});

const LINE: PaycheckLineValues = {
  mainTemplateId: null,
  description: null,
  quantity: null,
  rate: null,
  sum: null,
  altinnFordel: null,
  payCode: null,
  calculationType: null,
  withholding: null,
};

describe('paycheck line fields', () => {
  it('an ordinary paycheck’s line needs its main template (which gives its codes); the description is optional', () => {
    expect(paycheckLineProblems(LINE, false)).toEqual([{ attribute: 'mainTemplateId', type: 'blank' }]);
    expect(paycheckLineProblems({ ...LINE, mainTemplateId: '17' }, false)).toEqual([]);
  });

  it('an advanced paycheck’s free line needs a description, not a template', () => {
    expect(paycheckLineProblems(LINE, true)).toEqual([{ attribute: 'description', type: 'blank' }]);
    expect(paycheckLineProblems({ ...LINE, description: 'Fastlønn' }, true)).toEqual([]);
  });

  it('an advanced paycheck’s line naming a main template takes the template’s description when none is typed', () => {
    expect(paycheckLineProblems({ ...LINE, mainTemplateId: '17' }, true)).toEqual([]);
    expect(paycheckLineProblems({ ...LINE, mainTemplateId: '17', description: 'x'.repeat(201) }, true)).toMatchObject([
      { attribute: 'description', type: 'too_long' },
    ]);
  });

  it('an advanced line’s codes and treatment come from their lists', () => {
    const line = {
      ...LINE,
      description: 'Fastlønn',
      altinnFordel: 'kontantytelse',
      payCode: 'fastloenn',
      calculationType: 'CASHEDOUT',
      withholding: 'TABLE',
    };
    expect(paycheckLineProblems(line, true)).toEqual([]);
    const wrong = paycheckLineProblems(
      { ...line, altinnFordel: 'cash', payCode: 'salary', calculationType: 'PAID', withholding: 'HALF' },
      true,
    ).map((problem) => [problem.attribute, problem.type]);
    expect(wrong).toEqual([
      ['altinnFordel', 'inclusion'],
      ['payCode', 'inclusion'],
      ['calculationType', 'inclusion'],
      ['withholding', 'inclusion'],
    ]);
  });

  it('sums are decimals with at most two decimals; descriptions at most 200 characters', () => {
    const line = { ...LINE, mainTemplateId: '1' };
    expect(paycheckLineProblems({ ...line, sum: '-1234.50' }, false)).toEqual([]);
    expect(paycheckLineProblems({ ...line, sum: 'abc' }, false).map((problem) => problem.attribute)).toEqual(['sum']);
    expect(paycheckLineProblems({ ...line, sum: '1.005' }, false).map((problem) => problem.attribute)).toEqual(['sum']);
    expect(paycheckLineProblems({ ...line, description: 'x'.repeat(200) }, false)).toEqual([]);
    expect(paycheckLineProblems({ ...line, description: 'x'.repeat(201) }, false)).toMatchObject([
      { attribute: 'description', type: 'too_long' },
    ]);
  });
});

const PAYCHECK: PaycheckValues = { paidDate: null, comment: null, internalComment: null, taxDeduction: null };

describe('paycheck fields', () => {
  it('a typed tax deduction is a non-negative amount; the paid date a date', () => {
    expect(paycheckProblems({ ...PAYCHECK, paidDate: '2026-03-20', taxDeduction: '12244' })).toEqual([]);
    expect(paycheckProblems({ ...PAYCHECK, taxDeduction: '-1' }).map((problem) => problem.attribute)).toEqual([
      'taxDeduction',
    ]);
    expect(paycheckProblems({ ...PAYCHECK, paidDate: '2026-02-30' }).map((problem) => problem.attribute)).toEqual([
      'paidDate',
    ]);
  });

  it('a period needs its name, a YYYY-MM bookkeeping period and its dates', () => {
    const period = {
      name: 'Januar 2026',
      bookkeepingPeriod: '2026-01',
      journalDate: '2026-01-20',
      payDate: '2026-01-20',
    };
    expect(fieldProblems(period, PAYCHECK_PERIOD_RULES)).toEqual([]);
    expect(
      fieldProblems({ ...period, bookkeepingPeriod: '2026-13' }, PAYCHECK_PERIOD_RULES).map(
        (problem) => problem.attribute,
      ),
    ).toEqual(['bookkeepingPeriod']);
    expect(
      fieldProblems({ name: '', bookkeepingPeriod: '', journalDate: '', payDate: '' }, PAYCHECK_PERIOD_RULES).map(
        (problem) => problem.type,
      ),
    ).toEqual(['blank', 'blank', 'blank', 'blank']);
  });
});
