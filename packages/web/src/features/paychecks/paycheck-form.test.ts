import { describe, expect, it } from 'vitest';
import {
  lineFlagConflicts,
  newPaycheckInput,
  newPaycheckLine,
  newPaycheckSchema,
  paycheckFormValues,
  paycheckInput,
  paycheckLineSum,
  paycheckSchema,
  type NewPaycheckFormValues,
  type PaycheckFormValues,
  type SavedPaycheck,
} from './paycheck-form';

const line = (overrides: Partial<SavedPaycheck['lines'][number]> = {}): SavedPaycheck['lines'][number] => ({
  id: 'l1',
  position: 1,
  mainTemplateId: 't100',
  templateNumber: 100,
  description: 'Fastlønn',
  altinnFordel: 'kontantytelse',
  payCode: 'fastloenn',
  quantity: '1',
  rate: '48500',
  sum: '48500',
  carId: null,
  projectId: null,
  departmentId: null,
  calculationType: 'CASHEDOUT',
  withholding: 'TABLE',
  employerTax: true,
  vacationPayBasis: true,
  altinn: true,
  taxDeduction: false,
  garnishment: false,
  ...overrides,
});

const saved = {
  id: 'p1',
  workRelationId: 'w1',
  periodId: 'per3',
  paidDate: '2026-03-20',
  comment: 'Mars',
  internalComment: null,
  advancedMode: false,
  manualTax: false,
  taxDeduction: '12000',
  lines: [
    line({ id: 'l2', position: 2, mainTemplateId: 't200', description: 'Overtid', quantity: '7.5', rate: '400' }),
    line(),
  ],
  prepayments: [{ id: 'pp1', paymentDate: '2026-03-05', amount: '2000' }],
} as unknown as SavedPaycheck;

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));

describe('paycheckLineSum', () => {
  it('is quantity × rate in exact decimals when both are given', () => {
    expect(paycheckLineSum({ quantity: '7.5', rate: '400', sum: null })).toBe('3000');
    expect(paycheckLineSum({ quantity: '0.1', rate: '0.2', sum: null })).toBe('0.02');
    expect(paycheckLineSum({ quantity: '37.5', rate: '262.5', sum: '1' })).toBe('9843.75');
  });

  it('is the typed sum without quantity or rate, and nothing without any', () => {
    expect(paycheckLineSum({ quantity: null, rate: '400', sum: '-1500' })).toBe('-1500');
    expect(paycheckLineSum({ quantity: null, rate: null, sum: null })).toBeNull();
  });
});

describe('paycheckFormValues and paycheckInput', () => {
  it('reads the lines in their order and sends the whole paycheck back with its work relation and period', () => {
    const values = paycheckFormValues(saved);
    expect(values.lines.map((item) => item.description)).toEqual(['Fastlønn', 'Overtid']);
    expect(values.taxDeduction).toBeNull();
    const input = paycheckInput({ ...values, internalComment: '  ' }, saved);
    expect(input).toMatchObject({
      workRelationId: 'w1',
      periodId: 'per3',
      paidDate: '2026-03-20',
      comment: 'Mars',
      internalComment: null,
      advancedMode: false,
      taxDeduction: null,
      prepayments: [{ paymentDate: '2026-03-05', amount: '2000' }],
    });
    expect(input.lines?.[1]).toEqual({
      mainTemplateId: 't200',
      description: 'Overtid',
      quantity: '7.5',
      rate: '400',
      sum: '3000',
      carId: null,
      projectId: null,
      departmentId: null,
    });
  });

  it('sends the flags of each line and the typed withholding only on an advanced paycheck', () => {
    const values: PaycheckFormValues = {
      ...paycheckFormValues(saved),
      advancedMode: true,
      manualTax: true,
      taxDeduction: '9000',
    };
    const input = paycheckInput(values, saved);
    expect(input.taxDeduction).toBe('9000');
    expect(input.lines?.[0]).toMatchObject({
      withholding: 'TABLE',
      employerTax: true,
      altinn: true,
      garnishment: false,
    });
    expect(paycheckInput({ ...values, advancedMode: false }, saved).taxDeduction).toBeNull();
  });
});

describe('the paycheck rules', () => {
  const valid = paycheckFormValues(saved);

  it('accepts a saved paycheck', () => {
    expect(issuesOf(paycheckSchema.safeParse(valid))).toEqual([]);
  });

  it('asks for a pay line on every line unless the paycheck is advanced, and then for a description', () => {
    const values = { ...valid, lines: [{ ...newPaycheckLine(), sum: '100' }] };
    expect(issuesOf(paycheckSchema.safeParse(values)).sort()).toEqual([
      'lines.0.description',
      'lines.0.mainTemplateId',
    ]);
    const advanced = { ...values, advancedMode: true };
    expect(issuesOf(paycheckSchema.safeParse(advanced))).toEqual(['lines.0.description']);
    advanced.lines = [{ ...advanced.lines[0]!, description: 'Bonus' }];
    expect(issuesOf(paycheckSchema.safeParse(advanced))).toEqual([]);
  });

  it('asks for a sum where quantity × rate gives none', () => {
    const values = { ...valid, lines: [{ ...newPaycheckLine(), mainTemplateId: 't1', quantity: '2' }] };
    expect(issuesOf(paycheckSchema.safeParse(values))).toEqual(['lines.0.sum']);
    values.lines[0]!.rate = '150';
    expect(issuesOf(paycheckSchema.safeParse(values))).toEqual([]);
  });

  it('refuses a line that is both a tax deduction and an a-melding line, or a garnishment and one', () => {
    const lines = [
      { ...newPaycheckLine(), altinn: true, taxDeduction: true },
      { ...newPaycheckLine(), altinn: true, garnishment: true },
      { ...newPaycheckLine(), altinn: false, taxDeduction: true, garnishment: true },
    ];
    expect(lineFlagConflicts(lines)).toEqual([
      { index: 0, type: 'tax_and_altinn' },
      { index: 1, type: 'garnishment_and_altinn' },
    ]);
    const values = {
      ...valid,
      advancedMode: true,
      lines: lines.map((item) => ({ ...item, description: 'Trekk', sum: '-100' })),
    };
    expect(issuesOf(paycheckSchema.safeParse(values))).toEqual(['lines.0.altinn', 'lines.1.altinn']);
  });

  it('asks for the typed withholding only when an advanced paycheck is taxed by hand', () => {
    expect(issuesOf(paycheckSchema.safeParse({ ...valid, manualTax: true }))).toEqual([]);
    expect(issuesOf(paycheckSchema.safeParse({ ...valid, advancedMode: true, manualTax: true }))).toEqual([
      'taxDeduction',
    ]);
    expect(
      issuesOf(paycheckSchema.safeParse({ ...valid, advancedMode: true, manualTax: true, taxDeduction: '-5' })),
    ).toEqual(['taxDeduction']);
  });

  it('asks for each prepayment’s date and a positive amount', () => {
    const values = { ...valid, prepayments: [{ paymentDate: null, amount: '0' }] };
    expect(issuesOf(paycheckSchema.safeParse(values)).sort()).toEqual([
      'prepayments.0.amount',
      'prepayments.0.paymentDate',
    ]);
  });
});

describe('a new paycheck', () => {
  const values: NewPaycheckFormValues = {
    employeeId: 'e1',
    employeeName: 'Kari Nordmann',
    workRelationId: 'w1',
    periodId: 'per3',
    paidDate: null,
    advancedMode: false,
    number: 'L-5',
  };

  it('needs the employee, the work relation and the period', () => {
    expect(issuesOf(newPaycheckSchema.safeParse(values))).toEqual([]);
    expect(
      issuesOf(newPaycheckSchema.safeParse({ ...values, employeeId: null, workRelationId: null, periodId: null })),
    ).toEqual(['employeeId', 'workRelationId', 'periodId']);
  });

  it('leaves the lines to the templates and sends a manual number only on an advanced paycheck', () => {
    expect(newPaycheckInput(values)).toEqual({ workRelationId: 'w1', periodId: 'per3', paidDate: null });
    expect(newPaycheckInput({ ...values, advancedMode: true, paidDate: '2026-03-25' })).toEqual({
      workRelationId: 'w1',
      periodId: 'per3',
      paidDate: '2026-03-25',
      advancedMode: true,
      number: 'L-5',
    });
  });
});
