import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/database.js';
import {
  createPaycheck,
  hire,
  lockPaycheck,
  payrollUnit,
  period,
  readPaycheck,
  saveTemplate,
  template,
  usePayrollTestApp,
  type Paycheck,
  type PayrollUnit,
  type TaxCardInput,
} from '../../test/paycheck-fixture.js';
import { gqlOk } from '../../test/sweeps.js';

const DEDUCTION = `query ($year: Int!, $table: String!, $period: WithholdingPeriod!, $basis: Decimal!) {
  salaryTaxTableDeduction(year: $year, table: $table, period: $period, basis: $basis) { deduction error } }`;

/** The figures and lines of a paycheck, without what locking stamps. */
const figuresOf = ({ status: _s, lockedAt: _l, taxConfirmed: _c, ...rest }: Paycheck) => rest;

const TABLE_CARD: TaxCardInput = { taxDeductionMethod: 'MAIN_EMPLOYER_TABLE', taxTable: '8110', taxPercentage: '40' };
const PERCENTAGE_CARD: TaxCardInput = { taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE', taxPercentage: '30' };

/** The figures of a paycheck, stored and answered on the paycheck (Oslo company, zone 1; today 2026-11-15). */
describe.each(TEST_DATABASES)('paycheck figures (%s)', (kind) => {
  const t = usePayrollTestApp(kind);

  const salary = (unit: PayrollUnit, rate: string) => [{ mainTemplateId: template(unit, 100), quantity: '1', rate }];
  /** One employee's paycheck of a month with a monthly salary line, by the card given. */
  const paycheckWith = async (card: TaxCardInput | null, month: number, rate = '45000') => {
    const unit = await payrollUnit(t);
    const kari = await hire(t, unit, { card });
    const paycheck = await createPaycheck(t, unit, {
      workRelationId: kari.workRelationId,
      periodId: period(unit, month),
      lines: salary(unit, rate),
    });
    return { unit, kari, paycheck };
  };
  const tableDeduction = async (unit: PayrollUnit, basis: string) =>
    (
      await gqlOk<{ salaryTaxTableDeduction: { deduction: string; error: string | null } }>(t, unit, DEDUCTION, {
        year: 2026,
        table: '8110',
        period: 'MONTH',
        basis,
      })
    ).salaryTaxTableDeduction;

  it('are built from the company template, then the work relation’s: sums q × r, negative for a deduction template', async () => {
    const unit = await payrollUnit(t);
    const kari = await hire(t, unit, { card: PERCENTAGE_CARD });
    await saveTemplate(t, unit, null, [{ mainTemplateId: template(unit, 100), quantity: '1', rate: '40000' }]);
    await saveTemplate(t, unit, kari.workRelationId, [
      { mainTemplateId: template(unit, 120), quantity: '10', rate: '350' },
      // Trekk i lønn for ferie does not calculate positive: its sum is negative whatever is typed.
      { mainTemplateId: template(unit, 210), quantity: '1', rate: '2000' },
      { mainTemplateId: template(unit, 300), quantity: '100' },
    ]);
    // Another employee's template is not this one's.
    const ola = await hire(t, unit, { firstName: 'Ola' });
    await saveTemplate(t, unit, ola.workRelationId, [{ mainTemplateId: template(unit, 130), sum: '9999' }]);

    const paycheck = await createPaycheck(t, unit, {
      workRelationId: kari.workRelationId,
      periodId: period(unit, 12),
    });
    expect(paycheck.lines).toMatchObject([
      { position: 0, templateNumber: 100, description: 'Fastlønn', sum: '40000.00', withholding: 'TABLE' },
      { position: 1, templateNumber: 120, description: 'Overtid 50 %', sum: '3500.00', vacationPayBasis: true },
      { position: 2, templateNumber: 210, sum: '-2000.00', withholding: 'TABLE', vacationPayBasis: false },
      // The kilometre allowance at the template's rate (3.50): neither withheld nor employer-taxed.
      { position: 3, templateNumber: 300, rate: '3.5000', sum: '350.00', withholding: 'NONE', employerTax: false },
    ]);
    expect(paycheck.lines.map((line) => line.mainTemplateId)).toEqual(
      [100, 120, 210, 300].map((n) => template(unit, n)),
    );
    expect(paycheck).toMatchObject({
      status: 'OPEN',
      paidDate: '2026-12-18',
      grossPay: '41850.00',
      withholdingBasis: '41500.00',
      extraWithholdingBasis: '0.00',
      // 30 % of the table basis; December is no half-tax month.
      taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE',
      taxPercentage: '30.00',
      halfTax: false,
      taxDeduction: '12450.00',
      expectedTaxDeduction: '12450.00',
      taxWarning: null,
      // Salary and overtime earn vacation pay (the holiday deduction does not reduce it), at the
      // employee's 10.2 % (the unit's default).
      vacationPayBasis: '43500.00',
      vacationPay: '4437.00',
      // Zone 1 (Oslo): 14.1 % of the employer-tax basis.
      employerTaxZone: '1',
      employerTaxBasis: '41500.00',
      employerTax: '5851.50',
      netPay: '29400.00',
    });
    // As stored: the read answers the same.
    expect(await readPaycheck(t, unit, paycheck.id)).toEqual(paycheck);
    // Locking computes again from the stored lines: the same lines and figures.
    expect(figuresOf(await lockPaycheck(t, unit, paycheck.id))).toEqual(figuresOf(paycheck));
  });

  it('a table card (8110) withholds exactly the routine’s monthly deduction of the basis', async () => {
    const { unit, paycheck } = await paycheckWith(TABLE_CARD, 12);
    const engine = await tableDeduction(unit, '45000');
    expect(engine.error).toBeNull();
    expect(Number(engine.deduction)).toBeGreaterThan(0);
    expect(paycheck).toMatchObject({
      taxDeductionMethod: 'MAIN_EMPLOYER_TABLE',
      taxTable: '8110',
      halfTax: false,
      taxDeduction: engine.deduction,
      expectedTaxDeduction: engine.deduction,
      netPay: (45000 - Number(engine.deduction)).toFixed(2),
      employerTax: '6345.00',
    });
  });

  it('half tax in November (the default half-tax month): half the table deduction, rounded down', async () => {
    const { unit, paycheck } = await paycheckWith(TABLE_CARD, 11);
    const engine = await tableDeduction(unit, '45000');
    const half = Math.floor(Number(engine.deduction) / 2).toFixed(2);
    expect(paycheck).toMatchObject({ paidDate: '2026-11-20', halfTax: true, taxDeduction: half });
  });

  it('a percentage card withholds its percentage; in November half of it', async () => {
    const december = await paycheckWith(PERCENTAGE_CARD, 12, '40000');
    expect(december.paycheck).toMatchObject({ halfTax: false, taxDeduction: '12000.00', netPay: '28000.00' });
    const november = await paycheckWith(PERCENTAGE_CARD, 11, '40000');
    expect(november.paycheck).toMatchObject({ halfTax: true, taxDeduction: '6000.00', netPay: '34000.00' });
  });

  it('without a tax card 50 % is withheld, November too (no half tax)', async () => {
    const { paycheck } = await paycheckWith(null, 11, '40000');
    expect(paycheck).toMatchObject({
      taxDeductionMethod: null,
      halfTax: false,
      taxDeduction: '20000.00',
      expectedTaxDeduction: '20000.00',
      netPay: '20000.00',
    });
  });

  it('net = gross − tax − garnishments − prepayments; tax and garnishment lines are not income', async () => {
    const unit = await payrollUnit(t);
    const kari = await hire(t, unit, { card: PERCENTAGE_CARD });
    const paycheck = await createPaycheck(t, unit, {
      workRelationId: kari.workRelationId,
      periodId: period(unit, 12),
      advancedMode: true,
      lines: [
        ...salary(unit, '40000'),
        { description: 'Utleggstrekk', sum: '2500', garnishment: true, altinn: false },
        { description: 'Ekstra skattetrekk', sum: '1000', taxDeduction: true, altinn: false },
      ],
      prepayments: [{ paymentDate: '2026-12-05', amount: '5000' }],
    });
    expect(paycheck).toMatchObject({
      grossPay: '40000.00',
      withholdingBasis: '40000.00',
      employerTaxBasis: '40000.00',
      vacationPayBasis: '40000.00',
      // The card's 12 000 and the line withheld as extra tax.
      expectedTaxDeduction: '12000.00',
      taxDeduction: '13000.00',
      netPay: '19500.00',
      prepayments: [{ paymentDate: '2026-12-05', amount: '5000.00' }],
    });
    expect(paycheck.lines.slice(1)).toMatchObject([
      { mainTemplateId: null, garnishment: true, altinn: false, sum: '2500.00' },
      { mainTemplateId: null, taxDeduction: true, altinn: false, sum: '1000.00' },
    ]);
    // The free lines keep their flags when locking computes again.
    expect(figuresOf(await lockPaycheck(t, unit, paycheck.id))).toEqual(figuresOf(paycheck));
  });

  it('a frikort withholds nothing up to its limit, then 50 % of the part above (crossing it across two paychecks)', async () => {
    const unit = await payrollUnit(t);
    const kari = await hire(t, unit, {
      card: { taxDeductionMethod: 'TAX_EXEMPTION', taxExemptionAmountLimit: '60000' },
    });
    const october = await createPaycheck(t, unit, {
      workRelationId: kari.workRelationId,
      periodId: period(unit, 10),
      lines: salary(unit, '40000'),
    });
    expect(october).toMatchObject({
      paidDate: '2026-10-20',
      taxExemption: true,
      taxDeduction: '0.00',
      netPay: '40000.00',
    });
    // 80 000 paid this year, 20 000 above the limit: 10 000 withheld (no half tax on a frikort).
    const november = await createPaycheck(t, unit, {
      workRelationId: kari.workRelationId,
      periodId: period(unit, 11),
      lines: salary(unit, '40000'),
    });
    expect(november).toMatchObject({ halfTax: false, taxDeduction: '10000.00', netPay: '30000.00' });
    // Locking computes again in paid-date order: locking the later one first changes neither.
    expect(await lockPaycheck(t, unit, november.id)).toMatchObject({ taxDeduction: '10000.00', taxWarning: null });
    expect(await lockPaycheck(t, unit, october.id)).toMatchObject({ taxDeduction: '0.00' });
  });
});
