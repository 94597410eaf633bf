import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  isInBookkeepingPeriod,
  isoDateParts,
  parseSeriesStart,
  paycheckFigures,
  paycheckPeriodStanding,
  paycheckProblems,
  PAYCHECK_LINES_MAX,
  PAYCHECK_REFUSALS,
  type FieldProblem,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { lowerOf, ordered, selectPage } from '../../db/list.js';
import { findOwn, isUuid, orTaken } from '../../db/records.js';
import { forbidden, invalid, refuseInvalid, validationError } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { employees } from '../employees/tables.js';
import { issueNumber } from '../number-series/service.js';
import { paycheckPeriods } from '../paycheck-periods/tables.js';
import { mainPaycheckLineTemplates } from '../paycheck-templates/tables.js';
import { workRelations } from '../work-relations/tables.js';
import { cardMethodOf, paycheckTaxCard, payrollSettings, zone1aBasisUsed } from './context.js';
import { linesFromTemplates, planLines, type PaycheckLineInput, type PlannedLine } from './lines.js';
import { PaycheckReads } from './reads.js';
import { paycheckLines, paycheckPrepayments, paychecks, type PaycheckStatus } from './tables.js';

export const PAYCHECK_MODEL = 'paycheck';
export type PaycheckRow = typeof paychecks.$inferSelect;
export type PaycheckLineRow = typeof paycheckLines.$inferSelect;
export type PaycheckPrepaymentRow = typeof paycheckPrepayments.$inferSelect;

export type PaycheckInput = {
  workRelationId: string;
  periodId: string;
  paidDate?: string | null;
  number?: string | null;
  comment?: string | null;
  internalComment?: string | null;
  advancedMode?: boolean | null;
  lines?: readonly PaycheckLineInput[] | null;
  prepayments?: readonly { paymentDate: string; amount: string }[] | null;
  taxDeduction?: string | null;
};

export const PAYCHECK_ORDER_BY = ['number', 'paidDate', 'employeeName', 'netPay'] as const;
export type PaycheckOrderBy = (typeof PAYCHECK_ORDER_BY)[number];
export type PaycheckFilters = {
  periodId?: string | null;
  status?: PaycheckStatus | null;
  employeeId?: string | null;
  workRelationId?: string | null;
};

/** What may do more than an ordinary paycheck: free lines and typed tax need canCreateAdvancedPaychecks. */
export type PaycheckPermissions = { advanced: boolean };

const text = (value: string | null | undefined): string | null => value?.trim() || null;
const DIGITS = /^\d+$/;

type Planned = {
  period: typeof paycheckPeriods.$inferSelect;
  relation: typeof workRelations.$inferSelect;
  employee: typeof employees.$inferSelect;
  paidDate: string;
  values: { comment: string | null; internalComment: string | null; advancedMode: boolean; manualTax: string | null };
  lines: PlannedLine[];
  prepayments: { paymentDate: string; amount: string }[];
};

/** The period, work relation and employee the input names, each of this unit, and the paid date. */
async function resolveParties(
  reads: PaycheckReads,
  input: Pick<PaycheckInput, 'periodId' | 'workRelationId' | 'paidDate'>,
) {
  const problems: FieldProblem[] = [];
  const period = isUuid(String(input.periodId)) ? await reads.period(String(input.periodId)) : undefined;
  if (!period) problems.push({ attribute: 'periodId', type: 'invalid' });
  const relation = isUuid(String(input.workRelationId))
    ? await reads.relation(String(input.workRelationId))
    : undefined;
  if (!relation) problems.push({ attribute: 'workRelationId', type: 'invalid' });
  refuseInvalid(PAYCHECK_MODEL, problems);
  const employee = await reads.employee(relation!.employeeId);
  return {
    period: period!,
    relation: relation!,
    employee: employee!,
    paidDate: text(input.paidDate) ?? period!.payDate,
  };
}

/**
 * The paycheck the input describes, checked whole (spec 001 §5.4): its own fields, the period (open, not
 * more than a month ahead, the paid date in its bookkeeping period), the work relation active in the
 * period, and the lines (from the templates when a new paycheck leaves them out).
 */
async function plan(
  reads: PaycheckReads,
  input: PaycheckInput,
  today: string,
  permissions: PaycheckPermissions,
  existing: PaycheckRow | null,
): Promise<Planned> {
  const advancedMode = input.advancedMode ?? existing?.advancedMode ?? false;
  if (advancedMode && !permissions.advanced) throw forbidden('canCreateAdvancedPaychecks');
  const parties = await resolveParties(reads, input);
  const { period, relation, paidDate } = parties;
  const manualTax = advancedMode ? text(input.taxDeduction) : null;
  const values = {
    paidDate,
    comment: text(input.comment),
    internalComment: text(input.internalComment),
    taxDeduction: manualTax,
  };
  const problems: FieldProblem[] = paycheckProblems(values);
  if (period.isLocked) problems.push({ attribute: 'periodId', type: PAYCHECK_REFUSALS.periodLocked });
  if (paycheckPeriodStanding(period.year, period.month, today) === 'FUTURE')
    problems.push({ attribute: 'periodId', type: PAYCHECK_REFUSALS.tooFarAhead });
  if (problems.length === 0 && !isInBookkeepingPeriod(paidDate, period.bookkeepingPeriod))
    problems.push({
      attribute: 'paidDate',
      type: PAYCHECK_REFUSALS.mustBeInPeriod,
      params: { period: period.bookkeepingPeriod },
    });
  if (relation.startDate > period.endDate || (relation.endDate !== null && relation.endDate < period.startDate))
    problems.push({ attribute: 'workRelationId', type: PAYCHECK_REFUSALS.inactiveWorkRelation });
  const prepayments = (input.prepayments ?? []).map((prepayment, index) => {
    const paymentDate = text(prepayment.paymentDate);
    const amount = text(prepayment.amount);
    if (!paymentDate || !/^\d{4}-\d{2}-\d{2}$/.test(paymentDate))
      problems.push({ attribute: `prepayments.${index}.paymentDate`, type: 'invalid' });
    if (!amount || !/^\d{1,14}(\.\d{1,2})?$/.test(amount))
      problems.push({ attribute: `prepayments.${index}.amount`, type: 'invalid' });
    return { paymentDate: paymentDate ?? '', amount: amount ?? '0' };
  });
  const card = await reads.taxCard(parties.employee.id, isoDateParts(paidDate).year);
  const context = {
    paidDate,
    vacationPayPercentage: parties.employee.vacationMoneyPercentage,
    cardMethod: cardMethodOf(card),
  };
  let lines: PlannedLine[];
  if (input.lines == null && !existing) lines = await linesFromTemplates(reads, relation.id, context);
  else {
    const inputs = input.lines ?? [];
    if (inputs.length > PAYCHECK_LINES_MAX)
      problems.push({ attribute: 'lines', type: 'too_long', params: { count: String(PAYCHECK_LINES_MAX) } });
    const planned = await planLines(reads, inputs, advancedMode, context);
    problems.push(...planned.problems);
    lines = planned.lines;
  }
  refuseInvalid(PAYCHECK_MODEL, problems);
  return {
    ...parties,
    values: { comment: values.comment, internalComment: values.internalComment, advancedMode, manualTax },
    lines,
    prepayments,
  };
}

/** The figures of a planned paycheck by the card and rates of its paid date, as the row stores them. */
async function figuresOf(tx: Tx, planned: Planned, self: { id: string | null; createdAt: Date }, reads: PaycheckReads) {
  const settings = await reads.settings();
  const { zone, municipalityNumber } = await reads.zone(planned.relation.subUnitId);
  const year = isoDateParts(planned.paidDate).year;
  const cardRow = await reads.taxCard(planned.employee.id, year);
  const position = { ...self, paidDate: planned.paidDate };
  const figures = paycheckFigures({
    payDate: planned.paidDate,
    card: await paycheckTaxCard(tx, cardRow, planned.employee.id, position),
    halfTaxMonth: settings.halfTaxMonth,
    lines: planned.lines,
    prepayments: planned.prepayments.map((prepayment) => prepayment.amount),
    manualTaxDeduction: planned.values.manualTax,
    vacationPayPercentage: planned.employee.vacationMoneyPercentage,
    employerTaxZone: zone,
    zone1aBasisUsed: zone === '1a' ? await zone1aBasisUsed(tx, position) : '0',
  });
  return {
    companyMunicipality: municipalityNumber,
    taxDeductionMethod: cardRow?.taxDeductionMethod ?? null,
    taxTable: cardRow?.taxTable ?? null,
    taxPercentage: cardRow?.taxPercentage ?? null,
    taxExemption: cardRow?.taxExemption ?? false,
    halfTax: figures.halfTax,
    grossPay: figures.grossPay,
    withholdingBasis: figures.withholdingBasis,
    extraWithholdingBasis: figures.extraWithholdingBasis,
    taxDeduction: figures.taxDeduction,
    expectedTaxDeduction: figures.expectedTaxDeduction,
    taxWarning: figures.taxWarning,
    taxError: figures.taxError,
    vacationPayBasis: figures.vacationPayBasis,
    vacationPayPercentage: planned.employee.vacationMoneyPercentage,
    vacationPay: figures.vacationPay,
    employerTaxZone: zone,
    employerTaxBasis: figures.employerTaxBasis,
    employerTax: figures.employerTax?.tax ?? '0.00',
    employerTaxParts: figures.employerTax?.parts ?? [],
    deductions: figures.deductions,
    prepaid: figures.prepaid,
    netPay: figures.netPay,
  };
}

async function writeChildren(tx: Tx, actor: Actor, paycheckId: string, planned: Planned): Promise<void> {
  await tx.delete(paycheckLines).where(eq(paycheckLines.paycheckId, paycheckId));
  await tx.delete(paycheckPrepayments).where(eq(paycheckPrepayments.paycheckId, paycheckId));
  const keys = { unitId: actor.unitId, paycheckId, createdById: actor.userId, updatedById: actor.userId };
  if (planned.lines.length > 0)
    await tx.insert(paycheckLines).values(planned.lines.map((line, position) => ({ ...line, ...keys, position })));
  if (planned.prepayments.length > 0)
    await tx.insert(paycheckPrepayments).values(planned.prepayments.map((prepayment) => ({ ...prepayment, ...keys })));
}

/**
 * A typed number (spec 001 §5.4): all digits and below the series' start, so the series never reaches
 * it; unique in the unit (the index refuses a second, answered as taken).
 */
function manualNumber(number: string, start: string): { number: string; sequence: string } {
  const first = parseSeriesStart(start);
  if (!DIGITS.test(number) || BigInt(number) >= first.value)
    throw invalid(PAYCHECK_MODEL, 'number', PAYCHECK_REFUSALS.belowStartNumber, { start });
  return { number, sequence: BigInt(number).toString() };
}

async function numberFor(tx: Tx, actor: Actor, typed: string | null) {
  const settings = await payrollSettings(tx);
  if (typed) return manualNumber(typed, settings.startingPaycheckNumber);
  return issueNumber(tx, actor, 'paycheck', async () => settings.startingPaycheckNumber);
}

const withTakenNumber = <T>(work: () => Promise<T>) => orTaken(PAYCHECK_MODEL, 'number', work);

async function requireStatus(tx: Tx, id: string, ...statuses: PaycheckStatus[]): Promise<PaycheckRow> {
  const paycheck = await findOwn(tx, paychecks, id, PAYCHECK_MODEL);
  const [row] = await tx.select().from(paychecks).where(eq(paychecks.id, paycheck.id)).for('update');
  if (!statuses.includes(row!.status))
    throw invalid(
      PAYCHECK_MODEL,
      'base',
      statuses.includes('DRAFT') && statuses.length === 1 ? PAYCHECK_REFUSALS.notDraft : PAYCHECK_REFUSALS.notOpen,
    );
  return row!;
}

export const linesOf = (tx: Tx, paycheckId: string) =>
  tx.select().from(paycheckLines).where(eq(paycheckLines.paycheckId, paycheckId)).orderBy(asc(paycheckLines.position));
const prepaymentsOf = (tx: Tx, paycheckId: string) =>
  tx
    .select()
    .from(paycheckPrepayments)
    .where(eq(paycheckPrepayments.paycheckId, paycheckId))
    .orderBy(asc(paycheckPrepayments.paymentDate));

/** A stored paycheck as its input: relocking and recomputing take this road. */
async function inputOf(tx: Tx, row: PaycheckRow): Promise<PaycheckInput> {
  const lines = await linesOf(tx, row.id);
  return {
    workRelationId: row.workRelationId,
    periodId: row.periodId,
    paidDate: row.paidDate,
    comment: row.comment,
    internalComment: row.internalComment,
    advancedMode: row.advancedMode,
    taxDeduction: row.manualTax ? row.taxDeduction : null,
    prepayments: (await prepaymentsOf(tx, row.id)).map(({ paymentDate, amount }) => ({ paymentDate, amount })),
    lines: lines.map((line) => ({ ...line, advanced: undefined })),
  };
}

/** The main template numbers of lines whose template has no bookkeeping account (spec 001 §5.4). */
export async function missingBookkeeping(tx: Tx, paycheckIds: readonly string[]): Promise<Map<string, number[]>> {
  const missing = new Map<string, number[]>();
  if (paycheckIds.length === 0) return missing;
  const rows = await tx
    .selectDistinct({ paycheckId: paycheckLines.paycheckId, number: mainPaycheckLineTemplates.number })
    .from(paycheckLines)
    .innerJoin(mainPaycheckLineTemplates, eq(mainPaycheckLineTemplates.id, paycheckLines.mainTemplateId))
    .where(and(inArray(paycheckLines.paycheckId, [...paycheckIds]), isNull(mainPaycheckLineTemplates.accountNumber)))
    .orderBy(asc(mainPaycheckLineTemplates.number));
  for (const row of rows) missing.set(row.paycheckId, [...(missing.get(row.paycheckId) ?? []), row.number]);
  return missing;
}

const EMPLOYEE_NAME = sql`(select lower(${employees.lastName} || ' ' || ${employees.firstName}) from ${employees} where ${employees.id} = ${paychecks.employeeId})`;
const ORDER: Record<PaycheckOrderBy, SQL> = {
  number: sql`${paychecks.sequence}`,
  paidDate: sql`${paychecks.paidDate}`,
  employeeName: EMPLOYEE_NAME,
  netPay: sql`${paychecks.netPay}`,
};

export const paycheckService = {
  find(tx: Tx, id: string): Promise<PaycheckRow> {
    return findOwn(tx, paychecks, id, PAYCHECK_MODEL);
  },

  list(tx: Tx, request: ListRequest<PaycheckOrderBy, PaycheckFilters>): Promise<Page<PaycheckRow>> {
    const { filters } = request;
    const byId = (column: AnyPgColumn, id: string | null | undefined) =>
      id ? (isUuid(id) ? eq(column, id) : sql`false`) : undefined;
    return selectPage(tx, paychecks, {
      where: and(
        byId(paychecks.periodId, filters.periodId),
        byId(paychecks.employeeId, filters.employeeId),
        byId(paychecks.workRelationId, filters.workRelationId),
        filters.status ? eq(paychecks.status, filters.status) : undefined,
      ),
      // Drafts have no number: they come after the numbered ones, newest first.
      orderBy: [ordered(request.orderDirection, ORDER[request.orderBy]), ordered('DESC', paychecks.createdAt)],
      window: request,
    });
  },

  /**
   * A new paycheck (with the next number, or a typed one below the start) or a draft (no number).
   * `reads`: what the calling service call has read already (run the month's paychecks).
   */
  async create(
    tx: Tx,
    actor: Actor,
    input: PaycheckInput,
    options: { draft: boolean; today: string; permissions: PaycheckPermissions },
    reads: PaycheckReads = new PaycheckReads(tx),
  ): Promise<PaycheckRow> {
    const planned = await plan(reads, input, options.today, options.permissions, null);
    const figures = await figuresOf(tx, planned, { id: null, createdAt: actor.at }, reads);
    const numbered = options.draft ? { number: null, sequence: null } : await numberFor(tx, actor, text(input.number));
    const [created] = await withTakenNumber(() =>
      tx
        .insert(paychecks)
        .values({
          ...numbered,
          ...figures,
          status: options.draft ? 'DRAFT' : 'OPEN',
          unitId: actor.unitId,
          periodId: planned.period.id,
          workRelationId: planned.relation.id,
          employeeId: planned.employee.id,
          subUnitId: planned.relation.subUnitId,
          startDate: planned.period.startDate,
          endDate: planned.period.endDate,
          paidDate: planned.paidDate,
          journalDate: planned.period.journalDate,
          comment: planned.values.comment,
          internalComment: planned.values.internalComment,
          advancedMode: planned.values.advancedMode,
          manualTax: planned.values.manualTax !== null,
          createdById: actor.userId,
          updatedById: actor.userId,
          createdAt: actor.at,
          updatedAt: actor.at,
        })
        .returning(),
    );
    await writeChildren(tx, actor, created!.id, planned);
    await recordAudit(tx, actor, 'create', PAYCHECK_MODEL, created!.id, {
      number: created!.number ?? 'draft',
      periodId: planned.period.id,
      workRelationId: planned.relation.id,
    });
    return created!;
  },

  /**
   * The whole paycheck again (lines and prepayments replace the saved ones); open paychecks and drafts only.
   * `reads`: what the calling service call has read already (lock's paychecks).
   */
  async update(
    tx: Tx,
    actor: Actor,
    id: string,
    input: PaycheckInput,
    options: { today: string; permissions: PaycheckPermissions },
    reads: PaycheckReads = new PaycheckReads(tx),
  ): Promise<PaycheckRow> {
    const existing = await requireStatus(tx, id, 'OPEN', 'DRAFT');
    const planned = await plan(
      reads,
      { ...input, lines: input.lines ?? [] },
      options.today,
      options.permissions,
      existing,
    );
    const figures = await figuresOf(tx, planned, existing, reads);
    const [updated] = await tx
      .update(paychecks)
      .set({
        ...figures,
        periodId: planned.period.id,
        workRelationId: planned.relation.id,
        employeeId: planned.employee.id,
        subUnitId: planned.relation.subUnitId,
        startDate: planned.period.startDate,
        endDate: planned.period.endDate,
        paidDate: planned.paidDate,
        journalDate: planned.period.journalDate,
        comment: planned.values.comment,
        internalComment: planned.values.internalComment,
        advancedMode: planned.values.advancedMode,
        manualTax: planned.values.manualTax !== null,
        updatedById: actor.userId,
        updatedAt: actor.at,
      })
      .where(eq(paychecks.id, id))
      .returning();
    await writeChildren(tx, actor, id, planned);
    await recordAudit(tx, actor, 'update', PAYCHECK_MODEL, id, { lines: planned.lines.length, netPay: figures.netPay });
    return updated!;
  },

  /** Deletes an open paycheck; its number stays used (reserved), so the series never gives it again. */
  async delete(tx: Tx, actor: Actor, id: string): Promise<PaycheckRow> {
    const existing = await requireStatus(tx, id, 'OPEN');
    await tx.delete(paychecks).where(eq(paychecks.id, id));
    await recordAudit(tx, actor, 'delete', PAYCHECK_MODEL, id, { number: existing.number ?? '' });
    return existing;
  },

  /** A draft becomes an open paycheck: it takes the next number and its figures are computed again. */
  async createFromDraft(
    tx: Tx,
    actor: Actor,
    id: string,
    options: { today: string; permissions: PaycheckPermissions },
  ): Promise<PaycheckRow> {
    const draft = await requireStatus(tx, id, 'DRAFT');
    await this.update(tx, actor, id, await inputOf(tx, draft), options);
    const numbered = await numberFor(tx, actor, null);
    const [created] = await withTakenNumber(() =>
      tx
        .update(paychecks)
        .set({ ...numbered, status: 'OPEN', updatedById: actor.userId, updatedAt: actor.at })
        .where(eq(paychecks.id, id))
        .returning(),
    );
    await recordAudit(tx, actor, 'create', PAYCHECK_MODEL, id, { number: created!.number ?? '', fromDraft: 'true' });
    return created!;
  },

  async cancelDraft(tx: Tx, actor: Actor, id: string): Promise<PaycheckRow> {
    const draft = await requireStatus(tx, id, 'DRAFT');
    await tx.delete(paychecks).where(eq(paychecks.id, id));
    await recordAudit(tx, actor, 'cancel', PAYCHECK_MODEL, id, { workRelationId: draft.workRelationId });
    return draft;
  },

  /**
   * Locks open paychecks (spec 000 §4, 001 §5.4, §7.2): each is computed again by the card and rates of
   * its paid date, then refused when its tax cannot be computed, a line lacks a bookkeeping account, the
   * zone is unknown, or the deduction is lower than the card implies and not confirmed. Locked, the
   * employee and work relation are copied onto it. All or none: the refusals name the paycheck
   * (`paychecks.<i>`) with its number.
   */
  async lock(
    tx: Tx,
    actor: Actor,
    ids: readonly string[],
    options: { confirmTooLowTax: boolean; today: string; permissions: PaycheckPermissions },
  ): Promise<PaycheckRow[]> {
    const reads = new PaycheckReads(tx);
    const rows: PaycheckRow[] = [];
    for (const id of ids) {
      const existing = await requireStatus(tx, id, 'OPEN');
      rows.push(
        await this.update(
          tx,
          actor,
          id,
          await inputOf(tx, existing),
          { ...options, permissions: { advanced: true } },
          reads,
        ),
      );
    }
    const missing = await missingBookkeeping(
      tx,
      rows.map((row) => row.id),
    );
    const problems = rows.flatMap((row, index): FieldProblem[] => {
      const attribute = ids.length === 1 ? 'base' : `paychecks.${index}`;
      const params = { number: row.number ?? '' };
      const numbers = missing.get(row.id);
      if (numbers)
        return [
          { attribute, type: PAYCHECK_REFUSALS.missingBookkeeping, params: { ...params, numbers: numbers.join(', ') } },
        ];
      if (row.taxError && row.taxError !== 'NEGATIVE_PAYCHECK' && !row.manualTax)
        return [{ attribute, type: PAYCHECK_REFUSALS.taxError, params: { ...params, error: row.taxError } }];
      if (row.employerTaxZone === null) return [{ attribute, type: PAYCHECK_REFUSALS.missingZone, params }];
      if (row.taxWarning === 'TOO_LOW' && !options.confirmTooLowTax)
        return [
          {
            attribute,
            type: PAYCHECK_REFUSALS.taxTooLow,
            params: { ...params, deduction: row.taxDeduction, expected: row.expectedTaxDeduction ?? '' },
          },
        ];
      return [];
    });
    if (problems.length > 0) throw validationError(problems.map((problem) => ({ model: PAYCHECK_MODEL, ...problem })));
    const locked: PaycheckRow[] = [];
    for (const row of rows) {
      const relation = await reads.relation(row.workRelationId);
      const employee = await reads.employee(row.employeeId);
      const [done] = await tx
        .update(paychecks)
        .set({
          status: 'LOCKED',
          lockedAt: actor.at,
          lockedById: actor.userId,
          taxConfirmed: row.taxWarning === 'TOO_LOW',
          employeeName: `${employee!.firstName} ${employee!.lastName}`,
          employeeAddress: employee!.address,
          employeeZip: employee!.zip,
          employeeCity: employee!.city,
          employeeSocialSecurityNumber: employee!.socialSecurityNumber,
          employeeTemporarySocialSecurityNumber: employee!.temporarySocialSecurityNumber,
          employeeBban: employee!.bban,
          employeeIban: employee!.iban,
          employeeSwift: employee!.swift,
          shiftType: relation!.shiftType,
          employmentType: relation!.employmentType,
          employmentPercentage: relation!.employmentPercentage,
          workRelationEndReason: relation!.endReason,
          workRelationDurationType: relation!.durationType,
        })
        .where(eq(paychecks.id, row.id))
        .returning();
      await recordAudit(tx, actor, 'lock', PAYCHECK_MODEL, row.id, {
        number: row.number ?? '',
        taxConfirmed: String(row.taxWarning === 'TOO_LOW'),
      });
      locked.push(done!);
    }
    return locked;
  },

  /** The paid date of a locked paycheck, changed afterwards: a reported paycheck must then be reported again. */
  async updatePaidDate(tx: Tx, actor: Actor, id: string, paidDate: string): Promise<PaycheckRow> {
    const row = await requireStatus(tx, id, 'LOCKED');
    const [period] = await tx.select().from(paycheckPeriods).where(eq(paycheckPeriods.id, row.periodId));
    const problems = paycheckProblems({ paidDate, comment: null, internalComment: null, taxDeduction: null });
    if (!paidDate) problems.push({ attribute: 'paidDate', type: 'required' });
    if (problems.length === 0 && !isInBookkeepingPeriod(paidDate, period!.bookkeepingPeriod))
      problems.push({
        attribute: 'paidDate',
        type: PAYCHECK_REFUSALS.mustBeInPeriod,
        params: { period: period!.bookkeepingPeriod },
      });
    refuseInvalid(PAYCHECK_MODEL, problems);
    const [updated] = await tx
      .update(paychecks)
      .set({
        paidDate,
        paidDateUpdatedAt: actor.at,
        paidDateUpdatedById: actor.userId,
        reportingStatus: row.reportingStatus === 'REPORTED' ? 'SHOULD_REPORT' : row.reportingStatus,
      })
      .where(eq(paychecks.id, id))
      .returning();
    await recordAudit(tx, actor, 'update', PAYCHECK_MODEL, id, { paidDate, before: row.paidDate });
    return updated!;
  },

  /**
   * Run the month: an open paycheck from the templates for every work relation active in the period that
   * has no paycheck (nor draft) in it yet; the others are skipped.
   */
  async createForPeriod(
    tx: Tx,
    actor: Actor,
    periodId: string,
    options: { today: string; permissions: PaycheckPermissions },
  ): Promise<{ created: PaycheckRow[]; skippedWorkRelationIds: string[] }> {
    const period = await findOwn(tx, paycheckPeriods, periodId, 'paycheckPeriod');
    const relations = await tx
      .select({
        id: workRelations.id,
        has: sql<boolean>`exists (select 1 from ${paychecks} where ${paychecks.workRelationId} = ${workRelations.id} and ${paychecks.periodId} = ${period.id})`,
      })
      .from(workRelations)
      .innerJoin(employees, eq(employees.id, workRelations.employeeId))
      .where(
        and(
          sql`${workRelations.startDate} <= ${period.endDate}`,
          sql`(${workRelations.endDate} is null or ${workRelations.endDate} >= ${period.startDate})`,
        ),
      )
      .orderBy(asc(lowerOf(employees.lastName)), asc(lowerOf(employees.firstName)), asc(workRelations.startDate));
    // What the month's paychecks read, read at once.
    const relationIds = relations.filter((row) => !row.has).map((row) => row.id);
    const reads = new PaycheckReads(tx);
    await reads.prefetch({ periodIds: [period.id], relationIds, templateLinesOf: relationIds });
    const employeeIds = (await Promise.all(relationIds.map((id) => reads.relation(id)))).map(
      (relation) => relation!.employeeId,
    );
    await reads.prefetch({ employeeIds, cards: [{ year: isoDateParts(period.payDate).year, employeeIds }] });
    const created: PaycheckRow[] = [];
    for (const workRelationId of relationIds)
      created.push(
        await this.create(tx, actor, { workRelationId, periodId: period.id }, { ...options, draft: false }, reads),
      );
    return { created, skippedWorkRelationIds: relations.filter((row) => row.has).map((row) => row.id) };
  },

  lines: linesOf,
  prepayments: prepaymentsOf,
};
