/**
 * Sweep fixtures of payroll: employees, tax cards, work relations and leaves, paycheck templates, pension
 * selections, the unit's paycheck setting.
 */
import { createThing, created, crud, firstRowOf, newRecord, registryCompany } from './make.js';
import { ref, type Kinds, type OperationFixture } from './refs.js';

const EMPLOYEE = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari.nordmann@example.no',
  address: 'Storgata 1',
  zip: '0155',
  city: 'Oslo',
  birthDate: '1980-05-12',
  socialSecurityNumber: '128580 45019',
};
const TAX_CARD = { calendarYear: 2026, taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE', taxPercentage: '30' };
const MAIN_TEMPLATE = {
  number: 9100,
  description: 'Sveipelønn',
  accountNumber: '5000',
  carOverwrite: true,
  projectOverwrite: true,
  departmentOverwrite: true,
  editableFromEmployeePage: true,
};
const WORK_RELATION = {
  occupationCode: '2512101',
  startDate: '2020-01-01',
  shiftType: 'ikkeSkift',
  employmentType: 'ordinaertArbeidsforhold',
  durationType: 'fast',
  employmentPercentage: '100',
};
const LEAVE = { leaveType: 'permittering', startDate: '2020-03-01', endDate: '2020-05-31', percentageLeave: '50' };
export const PAYCHECK_SETTING = {
  calculationForTax: 'AUTOMATIC',
  currencyCode: 'NOK',
  defaultCreditDays: 14,
  defaultDurationType: 'fast',
  defaultEmploymentPercentage: '100',
  defaultEmploymentType: 'ordinaertArbeidsforhold',
  defaultHoursEveryWeekWithFullEmployment: '37.5',
  defaultShiftType: 'ikkeSkift',
  defaultVacationMoneyPercentage: '10.2',
  startingPaycheckNumber: '1',
  halfTaxMonth: 'NOVEMBER',
};
const relationInput = { ...WORK_RELATION, subUnitId: ref('subUnit'), leaves: [{ ...LEAVE, id: ref('leave') }] };
const selectionInput = { pensionUnitId: ref('pensionCompany'), validFrom: '2021-01-01' };

export const PAYROLL_KINDS = {
  pensionCompany: {
    create: (unit) => registryCompany(unit.t, true),
    shared: 'a pension company of the shared registry',
  },
  employee: {
    create: (unit) => createThing(unit, 'Employee', EMPLOYEE),
  },
  employeeTaxCard: {
    create: async (unit) =>
      created(
        unit,
        'mutation ($employeeId: ID!, $input: EmployeeTaxCardInput!) { createEmployeeTaxCard(employeeId: $employeeId, input: $input) { id } }',
        { employeeId: await unit.id('employee'), input: TAX_CARD },
      ),
  },
  mainTemplate: {
    create: (unit) => createThing(unit, 'MainPaycheckLineTemplate', MAIN_TEMPLATE),
  },
  pensionUnitSelection: {
    create: async (unit) =>
      createThing(unit, 'PensionUnitSelection', {
        pensionUnitId: await unit.id('pensionCompany'),
        validFrom: '2020-01-01',
        validTo: '2020-12-31',
      }),
  },
  workRelation: {
    create: async (unit) =>
      created(
        unit,
        'mutation ($employeeId: ID!, $input: WorkRelationInput!) { createWorkRelation(employeeId: $employeeId, input: $input) { id } }',
        {
          employeeId: await unit.id('employee'),
          input: { ...WORK_RELATION, subUnitId: await unit.id('subUnit'), leaves: [LEAVE] },
        },
      ),
  },
  leave: { create: firstRowOf('workRelation', 'query ($id: ID!) { workRelation(id: $id) { leaves { id } } }') },
  templateLine: {
    create: async (unit) => {
      const { savePaycheckTemplate } = await unit.call<{ savePaycheckTemplate: { lines: { id: string }[] } }>(
        'mutation ($workRelationId: ID, $lines: [PaycheckTemplateLineInput!]!) { savePaycheckTemplate(workRelationId: $workRelationId, lines: $lines) { lines { id } } }',
        {
          workRelationId: await unit.id('workRelation'),
          lines: [{ mainTemplateId: await unit.id('mainTemplate'), quantity: '1', rate: '100' }],
        },
      );
      return savePaycheckTemplate.lines[0]!.id;
    },
  },
} satisfies Kinds;

export const PAYROLL_OPERATIONS: Record<string, OperationFixture> = {
  ...crud('Employee', 'employee', EMPLOYEE),
  ...crud('EmployeeTaxCard', 'employeeTaxCard', TAX_CARD),
  employeeTaxCards: { variables: { employeeId: ref('employee') }, foreign: ['employeeTaxCard'] },
  createEmployeeTaxCard: { variables: { employeeId: ref('employee'), input: { ...TAX_CARD, calendarYear: 2025 } } },
  fetchEmployeeTaxCard: { variables: { employeeId: ref('employee'), calendarYear: 2024 } },
  ...crud('MainPaycheckLineTemplate', 'mainTemplate', { number: 9200, description: 'Endret' }),
  ...crud('PensionUnitSelection', 'pensionUnitSelection', selectionInput),
  pensionUnitSelections: {
    variables: { filters: { pensionUnitId: ref('pensionCompany') } },
    foreign: ['pensionUnitSelection'],
  },
  createPensionUnitSelection: { variables: { input: selectionInput } },
  ...crud('WorkRelation', 'workRelation', relationInput),
  workRelations: { variables: { employeeId: ref('employee') }, foreign: ['workRelation'] },
  createWorkRelation: { variables: { employeeId: ref('employee'), input: relationInput }, noControl: newRecord },
  paycheckTemplate: { variables: { workRelationId: ref('workRelation') } },
  savePaycheckTemplate: {
    variables: {
      workRelationId: ref('workRelation'),
      lines: [
        {
          id: ref('templateLine'),
          mainTemplateId: ref('mainTemplate'),
          carId: ref('car'),
          projectId: ref('project'),
          departmentId: ref('department'),
          quantity: '2',
          rate: '100',
        },
      ],
    },
  },
  saveSimplifiedPaycheckTemplate: {
    variables: {
      workRelationId: ref('workRelation'),
      lines: [{ id: ref('templateLine'), quantity: '3', rate: '100' }],
    },
  },
  saveUnitPaycheckSetting: { variables: { input: { ...PAYCHECK_SETTING, defaultSubUnitId: ref('subUnit') } } },
};
