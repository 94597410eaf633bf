/**
 * The integration tests' payroll company: a unit with the default main templates (with accounts), a
 * sub-unit, its paycheck setting (Oslo, zone 1, by default), the periods of 2026 opened, and employees
 * hired through the API with a tax card and a work relation. The clock stands on 2026-11-15 (Oslo), so
 * period standings, half tax (November) and the 2026 tables are the same on every run.
 */
import { beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { isValidPersonalNumber } from '@fjord/domain';
import { useTestApp, type TestApp } from './app.js';
import { actorFor, userWithUnit, type Fixture } from './fixtures.js';
import { gqlOk } from './sweeps.js';
import { PAYCHECK_SETTING } from './sweep-fixtures/payroll.js';
import { seedDefaultPaycheckLineTemplates } from '../modules/paycheck-templates/defaults.js';

/** 12:00 in Oslo on the tests' today. */
export const PAYROLL_NOW = '2026-11-15T11:00:00Z';
export const PAYROLL_TODAY = '2026-11-15';

/** useTestApp with the clock moved to PAYROLL_NOW (it then runs on from there). */
export function usePayrollTestApp(kind: 'pglite' | 'postgres'): TestApp {
  const t = useTestApp(kind);
  beforeAll(() => {
    t.clock.advance(Date.parse(PAYROLL_NOW) - t.clock.now().getTime());
  });
  return t;
}

export type PayrollUnit = Fixture & {
  /** Main template ids by number (the default set: 100 Fastlønn, 120 Overtid, 210 Trekk i lønn for ferie …). */
  templates: Map<number, string>;
  /** 2026's periods by month (1–12). */
  periods: Map<number, string>;
  subUnitId: string;
};

export type TaxCardInput = {
  calendarYear?: number;
  taxDeductionMethod:
    'MAIN_EMPLOYER_TABLE' | 'MAIN_EMPLOYER_PERCENTAGE' | 'SECONDARY_EMPLOYER_PERCENTAGE' | 'TAX_EXEMPTION';
  taxTable?: string;
  taxPercentage?: string;
  taxExemptionAmountLimit?: string;
};

export const PERIODS_OF = `mutation ($year: Int!) { createPaycheckPeriods(year: $year) { id month } }`;
const SETTING = `mutation ($input: SaveUnitPaycheckSettingInput!) { saveUnitPaycheckSetting(input: $input) { currencyCode } }`;
const SUB_UNIT = `mutation ($input: SubUnitInput!) { createSubUnit(input: $input) { id } }`;
const TEMPLATES = `{ mainPaycheckLineTemplates(limit: 100) { items { id number } } }`;
const EMPLOYEE = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { id } }`;
const TAX_CARD = `mutation ($employeeId: ID!, $input: EmployeeTaxCardInput!) {
  createEmployeeTaxCard(employeeId: $employeeId, input: $input) { id } }`;
const RELATION = `mutation ($employeeId: ID!, $input: WorkRelationInput!) {
  createWorkRelation(employeeId: $employeeId, input: $input) { id } }`;
const TEMPLATE = `mutation ($workRelationId: ID, $lines: [PaycheckTemplateLineInput!]!) {
  savePaycheckTemplate(workRelationId: $workRelationId, lines: $lines) { lines { id } } }`;
const MAIN_TEMPLATE = `mutation ($input: MainPaycheckLineTemplateInput!) { createMainPaycheckLineTemplate(input: $input) { id } }`;

export async function periodsOf(t: TestApp, who: Fixture, year: number): Promise<Map<number, string>> {
  const { createPaycheckPeriods } = await gqlOk<{ createPaycheckPeriods: { id: string; month: number }[] }>(
    t,
    who,
    PERIODS_OF,
    { year },
  );
  return new Map(createPaycheckPeriods.map((period) => [period.month, period.id]));
}

/**
 * A company ready for payroll. `municipalityNumber: null` leaves the company without a municipality (no
 * employer-tax zone); `startingPaycheckNumber` starts the paycheck series.
 */
export async function payrollUnit(
  t: TestApp,
  options: { municipalityNumber?: string | null; startingPaycheckNumber?: string } = {},
): Promise<PayrollUnit> {
  const me = await userWithUnit(t);
  await t.app.services.transactions.tenant(me.unitId, (tx) => seedDefaultPaycheckLineTemplates(tx, actorFor(t, me)));
  const { createSubUnit } = await gqlOk<{ createSubUnit: { id: string } }>(t, me, SUB_UNIT, {
    input: { name: 'Hovedkontoret', organizationNumber: '974760673' },
  });
  await gqlOk(t, me, SETTING, {
    input: {
      ...PAYCHECK_SETTING,
      startingPaycheckNumber: options.startingPaycheckNumber ?? '1',
      municipalityNumber: options.municipalityNumber === undefined ? '0301' : options.municipalityNumber,
    },
  });
  const { mainPaycheckLineTemplates } = await gqlOk<{
    mainPaycheckLineTemplates: { items: { id: string; number: number }[] };
  }>(t, me, TEMPLATES);
  return {
    ...me,
    templates: new Map(mainPaycheckLineTemplates.items.map((template) => [template.number, template.id])),
    periods: await periodsOf(t, me, 2026),
    subUnitId: createSubUnit.id,
  };
}

export const template = (unit: PayrollUnit, number: number): string => {
  const id = unit.templates.get(number);
  if (!id) throw new Error(`No main template ${number}`);
  return id;
};
export const period = (unit: PayrollUnit, month: number): string => unit.periods.get(month)!;

/** A main template of the unit without a bookkeeping account. */
export async function templateWithoutAccount(t: TestApp, unit: PayrollUnit, number: number): Promise<string> {
  const { createMainPaycheckLineTemplate } = await gqlOk<{ createMainPaycheckLineTemplate: { id: string } }>(
    t,
    unit,
    MAIN_TEMPLATE,
    {
      input: { number, description: 'Uten konto', altinnFordel: 'kontantytelse', payCode: 'fastTillegg' },
    },
  );
  unit.templates.set(number, createMainPaycheckLineTemplate.id);
  return createMainPaycheckLineTemplate.id;
}

let individual = 100;
/** A valid synthetic personal number of someone born 1980-05-12, a new one on each call. */
function personalNumber(): string {
  for (; individual < 500; individual++)
    for (let checks = 0; checks < 100; checks++) {
      const number = `128580${individual}${String(checks).padStart(2, '0')}`;
      if (isValidPersonalNumber(number)) {
        individual++;
        return number;
      }
    }
  throw new Error('Out of personal numbers');
}

export type Hired = { employeeId: string; workRelationId: string };

/** An employee with a 2026 tax card (none when `card` is null) and a work relation of the sub-unit. */
export async function hire(
  t: TestApp,
  unit: PayrollUnit,
  options: {
    firstName?: string;
    lastName?: string;
    card?: TaxCardInput | null;
    startDate?: string;
    endDate?: string;
    vacationMoneyPercentage?: string;
  } = {},
): Promise<Hired> {
  const { createEmployee } = await gqlOk<{ createEmployee: { id: string } }>(t, unit, EMPLOYEE, {
    input: {
      firstName: options.firstName ?? 'Kari',
      lastName: options.lastName ?? 'Nordmann',
      address: 'Storgata 1',
      zip: '0155',
      city: 'Oslo',
      birthDate: '1980-05-12',
      socialSecurityNumber: personalNumber(),
      ...(options.vacationMoneyPercentage ? { vacationMoneyPercentage: options.vacationMoneyPercentage } : {}),
    },
  });
  const card =
    options.card === undefined ? { taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE', taxPercentage: '30' } : options.card;
  if (card) await gqlOk(t, unit, TAX_CARD, { employeeId: createEmployee.id, input: { calendarYear: 2026, ...card } });
  const { createWorkRelation } = await gqlOk<{ createWorkRelation: { id: string } }>(t, unit, RELATION, {
    employeeId: createEmployee.id,
    input: {
      occupationCode: '2512101',
      startDate: options.startDate ?? '2020-01-01',
      ...(options.endDate ? { endDate: options.endDate, endReason: 'arbeidstakerHarSagtOppSelv' } : {}),
      shiftType: 'ikkeSkift',
      employmentType: 'ordinaertArbeidsforhold',
      durationType: 'fast',
      employmentPercentage: '100',
      subUnitId: unit.subUnitId,
    },
  });
  return { employeeId: createEmployee.id, workRelationId: createWorkRelation.id };
}

export type TemplateLine = { mainTemplateId: string; quantity?: string; rate?: string; sum?: string; carId?: string };

/** The company template (workRelationId null) or a work relation's. */
export async function saveTemplate(
  t: TestApp,
  unit: PayrollUnit,
  workRelationId: string | null,
  lines: TemplateLine[],
): Promise<void> {
  await gqlOk(t, unit, TEMPLATE, { workRelationId, lines });
}

export const PAYCHECK_FIELDS = `id number status reportingStatus periodId workRelationId employeeId employeeName
  employeeAddress paidDate advancedMode manualTax taxDeductionMethod taxTable taxPercentage taxExemption halfTax
  grossPay withholdingBasis extraWithholdingBasis taxDeduction expectedTaxDeduction taxWarning taxError
  vacationPayBasis vacationPay employerTaxZone employerTaxBasis employerTax netPay missingBookkeeping taxConfirmed
  lockedAt paidDateUpdatedAt paidDateUpdatedBy { id name }
  lines { position mainTemplateId templateNumber description quantity rate sum carId calculationType withholding
    employerTax vacationPayBasis altinn taxDeduction garnishment }
  prepayments { paymentDate amount }`;

export type PaycheckLine = {
  position: number;
  mainTemplateId: string | null;
  templateNumber: number | null;
  description: string;
  quantity: string | null;
  rate: string | null;
  sum: string;
  withholding: string;
  employerTax: boolean;
  vacationPayBasis: boolean;
  altinn: boolean;
  taxDeduction: boolean;
  garnishment: boolean;
} & Record<string, unknown>;

export type Paycheck = {
  id: string;
  number: string | null;
  status: 'DRAFT' | 'OPEN' | 'LOCKED';
  reportingStatus: string;
  paidDate: string;
  employeeName: string;
  employeeAddress: string | null;
  grossPay: string;
  taxDeduction: string;
  expectedTaxDeduction: string | null;
  taxWarning: string | null;
  netPay: string;
  employerTax: string;
  missingBookkeeping: number[];
  taxConfirmed: boolean;
  lines: PaycheckLine[];
} & Record<string, unknown>;

export const CREATE_PAYCHECK = `mutation ($input: PaycheckInput!, $draft: Boolean) {
  createPaycheck(input: $input, draft: $draft) { ${PAYCHECK_FIELDS} } }`;
export const READ_PAYCHECK = `query ($id: ID!) { paycheck(id: $id) { ${PAYCHECK_FIELDS} } }`;
export const LOCK_PAYCHECK = `mutation ($id: ID!, $confirmTooLowTax: Boolean) {
  lockPaycheck(id: $id, confirmTooLowTax: $confirmTooLowTax) { ${PAYCHECK_FIELDS} } }`;

export async function createPaycheck(
  t: TestApp,
  who: Fixture,
  input: Record<string, unknown>,
  draft = false,
): Promise<Paycheck> {
  return (await gqlOk<{ createPaycheck: Paycheck }>(t, who, CREATE_PAYCHECK, { input, draft })).createPaycheck;
}

export async function readPaycheck(t: TestApp, who: Fixture, id: string): Promise<Paycheck> {
  return (await gqlOk<{ paycheck: Paycheck }>(t, who, READ_PAYCHECK, { id })).paycheck;
}

export async function lockPaycheck(t: TestApp, who: Fixture, id: string, confirmTooLowTax = false): Promise<Paycheck> {
  return (await gqlOk<{ lockPaycheck: Paycheck }>(t, who, LOCK_PAYCHECK, { id, confirmTooLowTax })).lockPaycheck;
}

/** The unit's paychecks, lines, prepayments and periods, counted. */
export function payrollCounts(t: TestApp, unitId: string) {
  return t.app.services.transactions.tenant(unitId, async (tx) => {
    const result = (await tx.execute(
      sql`select (select count(*)::int from paychecks) as paychecks,
                 (select count(*)::int from paycheck_lines) as lines,
                 (select count(*)::int from paycheck_prepayments) as prepayments,
                 (select count(*)::int from paycheck_periods) as periods`,
    )) as { rows: { paychecks: number; lines: number; prepayments: number; periods: number }[] };
    return result.rows[0]!;
  });
}

/** A paycheck's stored row with its lines and prepayments, to prove a refusal changed nothing. */
export function paycheckSnapshot(t: TestApp, unitId: string, id: string) {
  return t.app.services.transactions.tenant(unitId, async (tx) => {
    const result = (await tx.execute(
      sql`select p.*, (select json_agg(l order by l.position) from paycheck_lines l where l.paycheck_id = p.id) as lines,
            (select json_agg(pp order by pp.payment_date) from paycheck_prepayments pp where pp.paycheck_id = p.id) as prepayments
          from paychecks p where p.id = ${id}`,
    )) as { rows: Record<string, unknown>[] };
    expect(result.rows).toHaveLength(1);
    return result.rows[0]!;
  });
}
