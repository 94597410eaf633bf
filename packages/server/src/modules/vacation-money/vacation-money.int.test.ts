import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TEST_DATABASES } from '../../test/database.js';
import {
  CREATE_PAYCHECK,
  hire,
  payrollCounts,
  payrollUnit,
  period,
  usePayrollTestApp,
} from '../../test/paycheck-fixture.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const READ = `query ($year: Int!) { vacationMoneySettings(year: $year) { year sector payoutMonth holidayDeductionDays } }`;
const SAVE = `mutation ($year: Int!, $input: VacationMoneySettingsInput!) {
  saveVacationMoneySettings(year: $year, input: $input) { year sector payoutMonth holidayDeductionDays } }`;

describe.each(TEST_DATABASES)('vacation-money settings (%s)', (kind) => {
  const t = usePayrollTestApp(kind);

  it('are made with the year’s periods (private employer, paid in June, 25 holiday days) and saved per year', async () => {
    const unit = await payrollUnit(t);
    expect((await gqlOk(t, unit, READ, { year: 2026 })).vacationMoneySettings).toEqual({
      year: 2026,
      sector: 'PRIVATE',
      payoutMonth: 6,
      holidayDeductionDays: 25,
    });
    expect((await gqlOk(t, unit, READ, { year: 2030 })).vacationMoneySettings).toBeNull();
    const input = { sector: 'PUBLIC', payoutMonth: 5, holidayDeductionDays: 30 };
    expect((await gqlOk(t, unit, SAVE, { year: 2026, input })).saveVacationMoneySettings).toEqual({
      year: 2026,
      ...input,
    });
    expect((await gqlOk(t, unit, READ, { year: 2026 })).vacationMoneySettings).toEqual({ year: 2026, ...input });
  });

  it('refuses a month outside 1–12 and more than 30 holiday days, and changes nothing', async () => {
    const unit = await payrollUnit(t);
    const before = (await gqlOk(t, unit, READ, { year: 2026 })).vacationMoneySettings;
    expect(
      await gqlValidations(t, unit, SAVE, {
        year: 2026,
        input: { sector: 'PRIVATE', payoutMonth: 13, holidayDeductionDays: 31 },
      }),
    ).toEqual([
      { model: 'vacationMoneySettings', attribute: 'payoutMonth', type: 'invalid' },
      { model: 'vacationMoneySettings', attribute: 'holidayDeductionDays', type: 'invalid' },
    ]);
    expect((await gqlOk(t, unit, READ, { year: 2026 })).vacationMoneySettings).toEqual(before);
  });

  it('a paycheck needs the vacation-money settings of its paid year (vacation_money_settings_missing), nothing saved', async () => {
    const unit = await payrollUnit(t);
    const { workRelationId } = await hire(t, unit);
    await t.app.services.transactions.tenant(unit.unitId, (tx) => tx.execute(sql`delete from vacation_money_settings`));
    const before = await payrollCounts(t, unit.unitId);
    expect(
      await gqlValidations(t, unit, CREATE_PAYCHECK, { input: { workRelationId, periodId: period(unit, 11) } }),
    ).toEqual([{ model: 'paycheck', attribute: 'paidDate', type: 'vacation_money_settings_missing' }]);
    expect(await payrollCounts(t, unit.unitId)).toEqual(before);
  });
});
