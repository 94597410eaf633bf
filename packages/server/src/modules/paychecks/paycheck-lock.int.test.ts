import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TEST_DATABASES } from '../../test/database.js';
import { gql } from '../../test/http.js';
import {
  createPaycheck,
  hire,
  LOCK_PAYCHECK,
  lockPaycheck,
  PAYCHECK_FIELDS,
  paycheckSnapshot,
  payrollUnit,
  period,
  readPaycheck,
  template,
  templateWithoutAccount,
  usePayrollTestApp,
  type Paycheck,
  type PayrollUnit,
} from '../../test/paycheck-fixture.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const LOCK_ALL = `mutation ($ids: [ID!]!, $confirmTooLowTax: Boolean) {
  lockPaychecks(ids: $ids, confirmTooLowTax: $confirmTooLowTax) { ${PAYCHECK_FIELDS} } }`;
const PAID_DATE = `mutation ($id: ID!, $paidDate: Date!) { updatePaycheckPaidDate(id: $id, paidDate: $paidDate) { ${PAYCHECK_FIELDS} } }`;
const UPDATE_EMPLOYEE = `mutation ($id: ID!, $input: EmployeeInput!) { updateEmployee(id: $id, input: $input) { id } }`;
const EMPLOYEE = `query ($id: ID!) { employee(id: $id) { firstName lastName address zip city birthDate socialSecurityNumber } }`;

type Validation = { model: string; attribute: string; type: string; params?: Record<string, string> };

describe.each(TEST_DATABASES)('locking paychecks (%s)', (kind) => {
  const t = usePayrollTestApp(kind);

  const salary = (unit: PayrollUnit, rate = '40000') => [{ mainTemplateId: template(unit, 100), quantity: '1', rate }];
  /** A company with one employee (30 % card); paycheck(month, extra) makes one of hers. */
  const company = async (options: Parameters<typeof payrollUnit>[1] = {}) => {
    const unit = await payrollUnit(t, options);
    const kari = await hire(t, unit);
    const paycheck = (month = 11, extra: Record<string, unknown> = {}) =>
      createPaycheck(t, unit, {
        workRelationId: kari.workRelationId,
        periodId: period(unit, month),
        lines: salary(unit),
        ...extra,
      });
    return { unit, kari, paycheck };
  };
  /** A refused operation's validations with their params. */
  const refusal = async (unit: PayrollUnit, query: string, variables: Record<string, unknown>) => {
    const result = await gql(t, query, variables, { token: unit.token, unitId: unit.unitId });
    expect(result.body.errors?.[0]?.extensions?.code, JSON.stringify(result.body)).toBe('VALIDATION');
    return result.body.errors![0]!.extensions!.validations as Validation[];
  };

  it('locks an open paycheck: computed again, stamped, taxConfirmed false when the tax agrees', async () => {
    const { unit, paycheck } = await company();
    const open = await paycheck();
    const locked = await lockPaycheck(t, unit, open.id);
    expect(locked).toMatchObject({
      status: 'LOCKED',
      taxConfirmed: false,
      taxDeduction: '6000.00',
      netPay: '34000.00',
    });
    expect(locked.lockedAt).not.toBeNull();
    // Locking again is refused: only open paychecks lock.
    expect(await gqlValidations(t, unit, LOCK_PAYCHECK, { id: open.id })).toEqual([
      { model: 'paycheck', attribute: 'base', type: 'not_open' },
    ]);
  });

  it('a TOO_LOW typed tax is refused (tax_too_low) unless confirmTooLowTax; then taxConfirmed', async () => {
    const { unit, paycheck } = await company();
    const low = await paycheck(12, { advancedMode: true, taxDeduction: '1000' });
    const before = await paycheckSnapshot(t, unit.unitId, low.id);
    expect(await refusal(unit, LOCK_PAYCHECK, { id: low.id })).toEqual([
      {
        model: 'paycheck',
        attribute: 'base',
        type: 'tax_too_low',
        params: { number: low.number, deduction: '1000.00', expected: '12000.00' },
      },
    ]);
    expect(await paycheckSnapshot(t, unit.unitId, low.id)).toEqual(before);
    const locked = await lockPaycheck(t, unit, low.id, true);
    expect(locked).toMatchObject({
      status: 'LOCKED',
      taxConfirmed: true,
      taxDeduction: '1000.00',
      taxWarning: 'TOO_LOW',
    });
  });

  it('a line whose main template has no bookkeeping account is refused (missing_bookkeeping, naming the template numbers)', async () => {
    const { unit, paycheck } = await company();
    await templateWithoutAccount(t, unit, 9000);
    await templateWithoutAccount(t, unit, 9010);
    const open = await paycheck(11, {
      lines: [
        { mainTemplateId: template(unit, 9010), sum: '100' },
        ...salary(unit),
        { mainTemplateId: template(unit, 9000), sum: '200' },
      ],
    });
    expect(open.missingBookkeeping).toEqual([9000, 9010]);
    const before = await paycheckSnapshot(t, unit.unitId, open.id);
    expect(await refusal(unit, LOCK_PAYCHECK, { id: open.id, confirmTooLowTax: true })).toEqual([
      {
        model: 'paycheck',
        attribute: 'base',
        type: 'missing_bookkeeping',
        params: { number: open.number, numbers: '9000, 9010' },
      },
    ]);
    expect(await paycheckSnapshot(t, unit.unitId, open.id)).toEqual(before);
  });

  it('a company without a municipality has no employer-tax zone: locking is refused (missing_zone)', async () => {
    const { unit, paycheck } = await company({ municipalityNumber: null });
    const open = await paycheck();
    expect(open).toMatchObject({ employerTaxZone: null, employerTaxBasis: '40000.00', employerTax: '0.00' });
    const before = await paycheckSnapshot(t, unit.unitId, open.id);
    expect(await gqlValidations(t, unit, LOCK_PAYCHECK, { id: open.id })).toEqual([
      { model: 'paycheck', attribute: 'base', type: 'missing_zone' },
    ]);
    expect(await paycheckSnapshot(t, unit.unitId, open.id)).toEqual(before);
  });

  it('a locked paycheck keeps the employee as locked; an open one shows the employee as now', async () => {
    const { unit, kari, paycheck } = await company();
    const locked = await lockPaycheck(t, unit, (await paycheck()).id);
    const open = await paycheck(12);
    expect(locked).toMatchObject({ employeeName: 'Kari Nordmann', employeeAddress: 'Storgata 1' });
    const { employee } = await gqlOk(t, unit, EMPLOYEE, { id: kari.employeeId });
    await gqlOk(t, unit, UPDATE_EMPLOYEE, {
      id: kari.employeeId,
      input: { ...employee, lastName: 'Hansen', address: 'Kirkeveien 5' },
    });
    expect(await readPaycheck(t, unit, locked.id)).toMatchObject({
      employeeName: 'Kari Nordmann',
      employeeAddress: 'Storgata 1',
    });
    expect(await readPaycheck(t, unit, open.id)).toMatchObject({
      employeeName: 'Kari Hansen',
      employeeAddress: 'Kirkeveien 5',
    });
  });

  it('lockPaychecks locks all or none, naming a refused one paychecks.<i>', async () => {
    const { unit, paycheck } = await company();
    await templateWithoutAccount(t, unit, 9000);
    const good = await paycheck();
    const bad = await paycheck(11, { lines: [{ mainTemplateId: template(unit, 9000), sum: '100' }] });
    const other = await paycheck();
    const before = await Promise.all([good, bad, other].map((p) => paycheckSnapshot(t, unit.unitId, p.id)));
    expect(await refusal(unit, LOCK_ALL, { ids: [good.id, bad.id, other.id] })).toEqual([
      {
        model: 'paycheck',
        attribute: 'paychecks.1',
        type: 'missing_bookkeeping',
        params: { number: bad.number, numbers: '9000' },
      },
    ]);
    expect(await Promise.all([good, bad, other].map((p) => paycheckSnapshot(t, unit.unitId, p.id)))).toEqual(before);
    const locked = (await gqlOk<{ lockPaychecks: Paycheck[] }>(t, unit, LOCK_ALL, { ids: [good.id, other.id] }))
      .lockPaychecks;
    expect(locked.map((p) => [p.id, p.status])).toEqual([
      [good.id, 'LOCKED'],
      [other.id, 'LOCKED'],
    ]);
  });

  describe('updatePaycheckPaidDate', () => {
    const setReporting = (unit: PayrollUnit, id: string, status: string) =>
      t.app.services.transactions.tenant(unit.unitId, (tx) =>
        tx.execute(sql`update paychecks set reporting_status = ${status} where id = ${id}`),
      );

    it('changes a locked paycheck’s paid date in its period, stamped; a reported one must be reported again', async () => {
      const { unit, paycheck } = await company();
      const locked = await lockPaycheck(t, unit, (await paycheck()).id);
      const moved = (
        await gqlOk<{ updatePaycheckPaidDate: Paycheck }>(t, unit, PAID_DATE, { id: locked.id, paidDate: '2026-11-25' })
      ).updatePaycheckPaidDate;
      expect(moved).toMatchObject({
        status: 'LOCKED',
        paidDate: '2026-11-25',
        reportingStatus: 'NOT_REPORTED',
        paidDateUpdatedBy: { id: unit.userId, name: 'Kari Nordmann' },
        // The figures are those locked.
        taxDeduction: locked.taxDeduction,
        netPay: locked.netPay,
      });
      expect(moved.paidDateUpdatedAt).not.toBeNull();

      await setReporting(unit, locked.id, 'REPORTED');
      const again = (
        await gqlOk<{ updatePaycheckPaidDate: Paycheck }>(t, unit, PAID_DATE, { id: locked.id, paidDate: '2026-11-26' })
      ).updatePaycheckPaidDate;
      expect(again).toMatchObject({ paidDate: '2026-11-26', reportingStatus: 'SHOULD_REPORT' });
    });

    it('refuses an open paycheck (not_open) and a date outside the bookkeeping period (must_be_in_period), unchanged', async () => {
      const { unit, paycheck } = await company();
      const open = await paycheck();
      const openBefore = await paycheckSnapshot(t, unit.unitId, open.id);
      expect(await gqlValidations(t, unit, PAID_DATE, { id: open.id, paidDate: '2026-11-25' })).toEqual([
        { model: 'paycheck', attribute: 'base', type: 'not_open' },
      ]);
      expect(await paycheckSnapshot(t, unit.unitId, open.id)).toEqual(openBefore);

      const locked = await lockPaycheck(t, unit, (await paycheck()).id);
      await setReporting(unit, locked.id, 'REPORTED');
      const before = await paycheckSnapshot(t, unit.unitId, locked.id);
      expect(await gqlValidations(t, unit, PAID_DATE, { id: locked.id, paidDate: '2026-12-01' })).toEqual([
        { model: 'paycheck', attribute: 'paidDate', type: 'must_be_in_period' },
      ]);
      expect(await paycheckSnapshot(t, unit.unitId, locked.id)).toEqual(before);
    });

    it('refuses a paycheck of a locked period (period_locked): its pay dates are final, unchanged', async () => {
      const { unit, paycheck } = await company();
      const locked = await lockPaycheck(t, unit, (await paycheck()).id);
      await gqlOk(t, unit, 'mutation ($id: ID!) { lockPaycheckPeriod(id: $id) { isLocked } }', { id: locked.periodId });
      const before = await paycheckSnapshot(t, unit.unitId, locked.id);
      expect(await gqlValidations(t, unit, PAID_DATE, { id: locked.id, paidDate: '2026-11-25' })).toEqual([
        { model: 'paycheck', attribute: 'base', type: 'period_locked' },
      ]);
      expect(await paycheckSnapshot(t, unit.unitId, locked.id)).toEqual(before);
    });
  });
});
