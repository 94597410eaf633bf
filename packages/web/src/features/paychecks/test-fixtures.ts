import { ActiveMainTemplatesDocument, TemplateDimensionsDocument } from '../paycheck-templates/operations';
import { PaycheckDocument } from './operations';
import type { SavedPaycheck } from './paycheck-form';

/** A saved paycheck as the server answers PaycheckDocument, for component tests. */
export function savedPaycheck(overrides: Partial<SavedPaycheck> = {}): SavedPaycheck {
  const user = (name: string) => ({ __typename: 'PaycheckUser' as const, id: `u-${name}`, name });
  return {
    __typename: 'Paycheck',
    id: 'pc-1',
    number: 'L-12',
    status: 'OPEN',
    reportingStatus: 'NOT_REPORTED',
    periodId: 'per-3',
    period: {
      __typename: 'PaycheckPeriod',
      id: 'per-3',
      year: 2026,
      month: 3,
      name: 'Mars 2026',
      isLocked: false,
      standing: 'CURRENT',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      payDate: '2026-03-20',
    },
    workRelationId: 'wr-1',
    employeeId: 'emp-1',
    subUnitId: null,
    employeeName: 'Kari Nordmann',
    employeeAddress: null,
    employeeZip: null,
    employeeCity: null,
    employeeSocialSecurityNumber: null,
    employeeBban: '12345678903',
    employeeIban: null,
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    paidDate: '2026-03-20',
    journalDate: '2026-03-31',
    comment: null,
    internalComment: null,
    advancedMode: false,
    manualTax: false,
    taxDeductionMethod: 'MAIN_EMPLOYER_TABLE',
    taxTable: '8010',
    taxPercentage: '35',
    taxExemption: false,
    halfTax: false,
    lines: [
      {
        __typename: 'PaycheckLine',
        id: 'line-1',
        position: 1,
        mainTemplateId: 'mt-100',
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
      },
    ],
    prepayments: [],
    grossPay: '48500.00',
    withholdingBasis: '48500.00',
    extraWithholdingBasis: '0.00',
    taxDeduction: '11000.00',
    expectedTaxDeduction: '12000.00',
    taxWarning: 'TOO_LOW',
    taxError: null,
    vacationPayBasis: '48500.00',
    vacationPay: '5820.00',
    employerTaxZone: '1',
    employerTaxBasis: '48500.00',
    employerTax: '6838.50',
    netPay: '37500.00',
    missingBookkeeping: [510, 600],
    taxConfirmed: false,
    lockedAt: null,
    lockedBy: null,
    savedBy: user('Ola Lønn'),
    paidDateUpdatedAt: null,
    paidDateUpdatedBy: null,
    createdAt: '2026-03-02T10:00:00Z',
    ...overrides,
  } as SavedPaycheck;
}

export const paycheckMock = (paycheck: SavedPaycheck) => ({
  request: { query: PaycheckDocument, variables: { id: paycheck.id } },
  maxUsageCount: 10,
  result: { data: { paycheck } },
});

/** The pay lines and dimensions the line pickers load. */
export const lineChoiceMocks = [
  {
    request: { query: ActiveMainTemplatesDocument },
    maxUsageCount: 10,
    result: {
      data: {
        mainPaycheckLineTemplates: {
          __typename: 'MainPaycheckLineTemplatePage',
          items: [
            {
              __typename: 'MainPaycheckLineTemplate',
              id: 'mt-100',
              number: 100,
              description: 'Fastlønn',
              editableFromEmployeePage: true,
              carOverwrite: false,
              projectOverwrite: false,
              departmentOverwrite: false,
            },
            {
              __typename: 'MainPaycheckLineTemplate',
              id: 'mt-200',
              number: 200,
              description: 'Overtid',
              editableFromEmployeePage: true,
              carOverwrite: false,
              projectOverwrite: true,
              departmentOverwrite: false,
            },
          ],
        },
      },
    },
  },
  {
    request: { query: TemplateDimensionsDocument },
    maxUsageCount: 10,
    result: {
      data: {
        cars: { __typename: 'CarPage', items: [] },
        projects: {
          __typename: 'ProjectPage',
          items: [{ __typename: 'Project', id: 'pr-1', code: 'P1', name: 'Bygg' }],
        },
        departments: { __typename: 'DepartmentPage', items: [] },
      },
    },
  },
];
