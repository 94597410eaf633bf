/**
 * Sweep fixtures of paychecks: the current month's period, an open paycheck of the work relation with one line
 * naming a car, project and department, a draft, and a locked paycheck (the company in Oslo, zone 1).
 */
import { osloDate } from '../../clock.js';
import { created, one } from './make.js';
import { PAYCHECK_SETTING } from './payroll.js';
import { ref, type Kinds, type OperationFixture, type Unit } from './refs.js';

const [YEAR, MONTH] = osloDate().split('-').map(Number) as [number, number];

const lineOf = async (unit: Unit) => ({
  mainTemplateId: await unit.id('mainTemplate'),
  quantity: '1',
  rate: '30000',
  carId: await unit.id('car'),
  projectId: await unit.id('project'),
  departmentId: await unit.id('department'),
});
const line = {
  mainTemplateId: ref('mainTemplate'),
  quantity: '1',
  rate: '31000',
  carId: ref('car'),
  projectId: ref('project'),
  departmentId: ref('department'),
};
const input = { workRelationId: ref('workRelation'), periodId: ref('paycheckPeriod'), lines: [line] };

const CREATE =
  'mutation ($input: PaycheckInput!, $draft: Boolean) { createPaycheck(input: $input, draft: $draft) { id } }';

const newPaycheck = async (unit: Unit, draft: boolean) =>
  created(unit, CREATE, {
    draft,
    input: {
      workRelationId: await unit.id('workRelation'),
      periodId: await unit.id('paycheckPeriod'),
      lines: [await lineOf(unit)],
    },
  });

export const PAYCHECK_KINDS = {
  paycheckPeriod: {
    create: async (unit) => {
      // The company in Oslo (zone 1), so the unit's paychecks can be locked.
      await unit.call(
        'mutation ($input: SaveUnitPaycheckSettingInput!) { saveUnitPaycheckSetting(input: $input) { currencyCode } }',
        { input: { ...PAYCHECK_SETTING, municipalityNumber: '0301' } },
      );
      const { createPaycheckPeriods } = await unit.call<{ createPaycheckPeriods: { id: string; month: number }[] }>(
        'mutation ($year: Int!) { createPaycheckPeriods(year: $year) { id month } }',
        { year: YEAR },
      );
      return createPaycheckPeriods.find((period) => period.month === MONTH)!.id;
    },
  },
  paycheck: { create: (unit) => newPaycheck(unit, false) },
  paycheckDraft: { create: (unit) => newPaycheck(unit, true) },
  lockedPaycheck: {
    create: async (unit) => {
      const id = await newPaycheck(unit, false);
      await unit.call('mutation ($id: ID!) { lockPaycheck(id: $id, confirmTooLowTax: true) { id } }', { id });
      return id;
    },
  },
} satisfies Kinds;

export const PAYCHECK_OPERATIONS: Record<string, OperationFixture> = {
  paycheckPeriod: one('paycheckPeriod'),
  updatePaycheckPeriod: {
    variables: {
      id: ref('paycheckPeriod'),
      input: {
        name: 'Lønn',
        bookkeepingPeriod: `${YEAR}-${String(MONTH).padStart(2, '0')}`,
        journalDate: osloDate(),
        payDate: osloDate(),
      },
    },
  },
  lockPaycheckPeriod: {
    variables: { id: ref('paycheckPeriod') },
    noControl: 'the period holds an open paycheck of the sweep: unlocked_paychecks',
  },
  paycheck: one('paycheck'),
  paychecks: {
    variables: {
      filters: { periodId: ref('paycheckPeriod'), employeeId: ref('employee'), workRelationId: ref('workRelation') },
    },
    foreign: ['paycheck'],
  },
  createPaycheck: { variables: { input } },
  updatePaycheck: { variables: { id: ref('paycheck'), input } },
  deletePaycheck: one('paycheck'),
  createPaycheckFromDraft: one('paycheckDraft'),
  cancelPaycheckDraft: one('paycheckDraft'),
  lockPaycheck: { variables: { id: ref('paycheck'), confirmTooLowTax: true } },
  lockPaychecks: { variables: { ids: [ref('paycheck')], confirmTooLowTax: true } },
  updatePaycheckPaidDate: { variables: { id: ref('lockedPaycheck'), paidDate: osloDate() } },
  emailPayslips: { variables: { ids: [ref('lockedPaycheck')], withPassword: true } },
  createPeriodPaychecks: { variables: { periodId: ref('paycheckPeriod') }, foreign: ['workRelation'] },
  // The payroll reports name no id: the year's locked paychecks of the caller's unit (their own tests prove
  // that another unit's never show); the permission sweep calls them with these years.
  vacationMoneyReport: { variables: { year: YEAR - 1 } },
  paychecksSummaryReport: { variables: { year: YEAR } },
  paychecksAndBookkeepingReconciliation: { variables: { year: YEAR } },
  ameldingAndBookkeepingReconciliation: { variables: { year: YEAR } },
  yearlyReports: { variables: { year: YEAR - 1 } },
  sendYearlyReports: { variables: { year: YEAR - 1 } },
};
