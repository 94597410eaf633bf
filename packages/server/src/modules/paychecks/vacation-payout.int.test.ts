import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/database.js';
import {
  createPaycheck,
  hire,
  lockPaycheck,
  payrollUnit,
  period,
  periodsOf,
  saveTemplate,
  template,
  usePayrollTestApp,
} from '../../test/paycheck-fixture.js';
import { gqlOk } from '../../test/sweeps.js';

const SAVE_VACATION = `mutation ($year: Int!, $input: VacationMoneySettingsInput!) {
  saveVacationMoneySettings(year: $year, input: $input) { year } }`;

/**
 * The vacation payout (ferieloven § 10–11): in the year's payout month a new paycheck from the templates
 * pays last year's vacation pay at the employee's percentage, less what was paid of it already, with the
 * holiday deduction from the monthly salary (today 2026-11-15; last year's paychecks were locked in 2025).
 */
describe.each(TEST_DATABASES)('vacation payout (%s)', (kind) => {
  const t = usePayrollTestApp(kind);

  /** A salaried employee (12 %, a table card) paid 40,000 in two locked months of 2025: a basis of 80,000. */
  async function paidLastYear() {
    const unit = await payrollUnit(t);
    const kari = await hire(t, unit, {
      vacationMoneyPercentage: '12',
      card: { taxDeductionMethod: 'MAIN_EMPLOYER_TABLE', taxTable: '8110', taxPercentage: '40' },
    });
    await saveTemplate(t, unit, kari.workRelationId, [
      { mainTemplateId: template(unit, 100), quantity: '1', rate: '40000' },
    ]);
    const lastYear = await periodsOf(t, unit, 2025);
    for (const month of [10, 11]) {
      const paycheck = await createPaycheck(t, unit, {
        workRelationId: kari.workRelationId,
        periodId: lastYear.get(month),
      });
      await lockPaycheck(t, unit, paycheck.id, true);
    }
    return { unit, kari };
  }

  it('June pays last year’s vacation pay (80,000 × 12 % = 9,600), free of table withholding, and deducts 25/26 of the salary', async () => {
    const { unit, kari } = await paidLastYear();
    const june = await createPaycheck(t, unit, { workRelationId: kari.workRelationId, periodId: period(unit, 6) });
    const byCode = (number: number) => june.lines.find((line) => line.templateNumber === number);
    expect(byCode(200)).toMatchObject({ sum: '9600.00', withholding: 'NONE', vacationPayBasis: false });
    // 40,000 × 25 / 26 = 38,461.538… → 38,461.54, deducted.
    expect(byCode(210)).toMatchObject({ sum: '-38461.54', withholding: 'TABLE', vacationPayBasis: false });
    // The deduction does not lower next year's basis: the salary alone earns it.
    expect(june.vacationPayBasis).toBe('40000.00');
  });

  it('other months pay none, and a payout month of the settings moves it', async () => {
    const { unit, kari } = await paidLastYear();
    const may = await createPaycheck(t, unit, { workRelationId: kari.workRelationId, periodId: period(unit, 5) });
    expect(may.lines.map((line) => line.templateNumber)).not.toContain(200);
    await gqlOk(t, unit, SAVE_VACATION, {
      year: 2026,
      input: { sector: 'PRIVATE', payoutMonth: 5, holidayDeductionDays: 30 },
    });
    const mayAgain = await createPaycheck(t, unit, { workRelationId: kari.workRelationId, periodId: period(unit, 5) });
    expect(mayAgain.lines.find((line) => line.templateNumber === 200)?.sum).toBe('9600.00');
    // 30 days: 40,000 × 30 / 26 = 46,153.85.
    expect(mayAgain.lines.find((line) => line.templateNumber === 210)?.sum).toBe('-46153.85');
  });

  it('pays what is left: vacation pay already paid this year is not paid again', async () => {
    const { unit, kari } = await paidLastYear();
    const first = await createPaycheck(t, unit, { workRelationId: kari.workRelationId, periodId: period(unit, 6) });
    await lockPaycheck(t, unit, first.id, true);
    const second = await createPaycheck(t, unit, { workRelationId: kari.workRelationId, periodId: period(unit, 6) });
    expect(second.lines.map((line) => line.templateNumber)).not.toContain(200);
    expect(second.lines.map((line) => line.templateNumber)).not.toContain(210);
  });
});
