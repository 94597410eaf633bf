/**
 * The a-melding tests' company: the payroll company of paycheck-fixture.ts (clock 2026-11-15) with an approved
 * system user, locked paychecks made through the API, and the a-melding operations as GraphQL texts.
 */
import { eq } from 'drizzle-orm';
import type { TestApp } from './app.js';
import { gql } from './http.js';
import {
  createPaycheck,
  hire,
  lockPaycheck,
  period,
  template,
  type Hired,
  type Paycheck,
  type PayrollUnit,
} from './paycheck-fixture.js';
import { gqlOk } from './sweeps.js';
import { units } from '../db/schema-core.js';
import { altinnSystemUsers } from '../modules/altinn-users/tables.js';

/**
 * A new valid (MOD11) organisation number for each test company: the simulated a-ordning keeps what it has
 * received by organisation number and month, as the real one does, so companies sharing one would share months.
 */
export function reporterNumber(): string {
  for (;;) {
    const base = String(800_000_00 + Math.floor(Math.random() * 199_999_99)).padStart(8, '0');
    const sum = [...base].reduce((total, digit, index) => total + Number(digit) * [3, 2, 7, 6, 5, 4, 3, 2][index]!, 0);
    const check = (11 - (sum % 11)) % 11;
    if (check !== 10) return `${base}${check}`;
  }
}

/** Fjord's system user at the unit, approved (or in another status), as the altinn-users module leaves it. */
export async function approveSystemUser(
  t: TestApp,
  unit: Pick<PayrollUnit, 'unitId' | 'userId'>,
  status: 'APPROVED' | 'PENDING' | 'REJECTED' = 'APPROVED',
): Promise<void> {
  // The system user is the unit's: for the unit's own organisation number.
  const organizationNumber = reporterNumber();
  await t.app.services.transactions.system((tx) =>
    tx.update(units).set({ organizationNumber }).where(eq(units.id, unit.unitId)),
  );
  await t.app.services.transactions.tenant(unit.unitId, async (tx) => {
    const now = t.app.services.clock.now();
    await tx.delete(altinnSystemUsers).where(eq(altinnSystemUsers.unitId, unit.unitId));
    await tx.insert(altinnSystemUsers).values({
      unitId: unit.unitId,
      createdById: unit.userId,
      updatedById: unit.userId,
      status,
      organizationNumber,
      requestId: `request-${unit.unitId}`,
      confirmUrl: 'http://localhost/simulator/altinn/confirm',
      systemUserId: status === 'APPROVED' ? `system-user-${unit.unitId}` : null,
      requestedAt: now,
      decidedAt: status === 'PENDING' ? null : now,
    });
  });
}

/** A locked paycheck of the employee in the month with a fixed salary (and extra lines). */
export async function lockedPaycheck(
  t: TestApp,
  unit: PayrollUnit,
  hired: Hired,
  month: number,
  options: { salary?: string; lines?: Record<string, unknown>[]; paidDate?: string } = {},
): Promise<Paycheck> {
  const open = await createPaycheck(t, unit, {
    workRelationId: hired.workRelationId,
    periodId: period(unit, month),
    ...(options.paidDate ? { paidDate: options.paidDate } : {}),
    lines: [
      { mainTemplateId: template(unit, 100), quantity: '1', rate: options.salary ?? '40000' },
      ...(options.lines ?? []),
    ],
  });
  return lockPaycheck(t, unit, open.id, true);
}

/** A company with one employee (30 % card), an approved system user, and a locked paycheck in each month given. */
export async function reportingCompany(t: TestApp, unit: PayrollUnit, months: number[]) {
  await approveSystemUser(t, unit);
  const kari = await hire(t, unit);
  const paychecks = [];
  for (const month of months) paychecks.push(await lockedPaycheck(t, unit, kari, month));
  return { kari, paychecks };
}

export const AMELDING_FIELDS = `id year month period kind status meldingsId deadline sentAt sentByName lastCheckedAt
  feedbackFetchedAt archivedAt errorMessage employeeCount paycheckCount grossPay withholding employerTaxBasis
  employerTax garnishment actions messageJson
  replaces { id meldingsId status kind } replacedBy { id meldingsId status kind }
  withholdingByPayDate { payDate amount dueDate }
  employerTaxByZone { subUnitName organizationNumber zone rate basis tax }
  feedback { receipt receivedAt employeeCount withholding employerTax periodWithholding periodEmployerTax
    periodGarnishment deviations { code severity name details where }
    payment { accountNumber withholdingKid employerTaxKid dueDate } }`;

export type Amelding = {
  id: string;
  year: number;
  month: number;
  kind: string;
  status: string;
  meldingsId: string;
  errorMessage: string | null;
  actions: string[];
  messageJson: string;
  paycheckCount: number;
  withholding: string;
  employerTax: string;
  replaces: { id: string; status: string } | null;
  replacedBy: { id: string; status: string; kind: string } | null;
  withholdingByPayDate: { payDate: string; amount: string; dueDate: string }[];
  employerTaxByZone: { subUnitName: string; zone: string; rate: string; basis: string; tax: string }[];
  feedback: {
    receipt: string;
    withholding: string;
    employerTax: string;
    periodWithholding: string;
    periodEmployerTax: string;
    deviations: { code: string; severity: string; name: string; where: string | null }[];
    payment: { accountNumber: string; withholdingKid: string; employerTaxKid: string; dueDate: string } | null;
  } | null;
} & Record<string, unknown>;

export const SEND = `mutation ($year: Int!, $month: Int!, $replacesId: ID) {
  sendAmelding(year: $year, month: $month, replacesId: $replacesId) { ${AMELDING_FIELDS} } }`;
const byId = (name: string) => `mutation ($id: ID!) { ${name}(id: $id) { ${AMELDING_FIELDS} } }`;
export const CANCEL = byId('cancelAmelding');
export const RESEND = byId('resendAmelding');
export const CHECK = byId('checkAmeldingStatus');
export const FETCH = byId('fetchAmeldingFeedback');
export const ARCHIVE = byId('archiveAmelding');
export const READ = `query ($id: ID!) { amelding(id: $id) { ${AMELDING_FIELDS} } }`;
export const LIST = `query ($filters: AmeldingFilters) { ameldings(filters: $filters) { totalCount items { id status kind } } }`;
export const MONTHS = `query ($year: Int!) { ameldingMonths(year: $year) {
  year month period name deadline state lockedPaychecks unreportedPaychecks latest { id status kind } } }`;
export const PREVIEW = `query ($year: Int!, $month: Int!, $replacesId: ID) {
  ameldingPreview(year: $year, month: $month, replacesId: $replacesId) { year month period deadline kind
    replaces { id } employeeCount paycheckCount grossPay withholding employerTaxBasis employerTax garnishment
    withholdingByPayDate { payDate amount dueDate } employerTaxByZone { subUnitName zone rate basis tax }
    problems isZeroReport } }`;
export const TAX_PREVIEW = `query ($year: Int!, $month: Int!) { taxPreview(year: $year, month: $month) {
  year month period employerTax employerTaxDueDate withholding accountNumber withholdingKid employerTaxKid fromFeedback
  employerTaxByZone { subUnitName organizationNumber zone rate basis tax }
  withholdingByPayDate { payDate amount dueDate paycheckCount } } }`;
export const DEADLINE = `{ nextAmeldingDeadline { year month period name deadline state daysLeft latest { id status } } }`;

export async function send(t: TestApp, unit: PayrollUnit, month: number, replacesId?: string): Promise<Amelding> {
  return (await gqlOk<{ sendAmelding: Amelding }>(t, unit, SEND, { year: 2026, month, replacesId })).sendAmelding;
}

export async function act(t: TestApp, unit: PayrollUnit, mutation: string, id: string): Promise<Amelding> {
  const data = await gqlOk<Record<string, Amelding>>(t, unit, mutation, { id });
  return Object.values(data)[0]!;
}

export async function read(t: TestApp, unit: PayrollUnit, id: string): Promise<Amelding> {
  return (await gqlOk<{ amelding: Amelding }>(t, unit, READ, { id })).amelding;
}

/** Sends the month and lets the polling job bring the feedback: answers the message as it is then. */
export async function sendReceived(t: TestApp, unit: PayrollUnit, month: number, replacesId?: string) {
  const sent = await send(t, unit, month, replacesId);
  await t.runDueJobs();
  return read(t, unit, sent.id);
}

/** The first GraphQL error's code and validations. */
export async function refusalOf(t: TestApp, unit: PayrollUnit, query: string, variables: Record<string, unknown>) {
  const result = await gql(t, query, variables, { token: unit.token, unitId: unit.unitId });
  const error = result.body.errors?.[0];
  return {
    code: error?.extensions?.code as string | undefined,
    validations: (error?.extensions?.validations ?? []) as { attribute: string; type: string; params?: unknown }[],
  };
}
