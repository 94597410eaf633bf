import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  isInBookkeepingPeriod,
  isoDateParts,
  parseSeriesStart,
  paycheckProblems,
  PAYCHECK_REFUSALS,
  toMoney,
  type EmployerTaxPart,
  type FieldProblem,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, recordAudits, type Actor } from '../../db/audit.js';
import { chunked, insertRecords, updateRecords } from '../../db/bulk.js';
import { lowerOf, ordered, selectPage } from '../../db/list.js';
import { findOwn, isUuid, orTaken } from '../../db/records.js';
import { invalid, notFound, refuseInvalid, validationError } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { employees } from '../employees/tables.js';
import { issueNumber, issueNumbers } from '../number-series/service.js';
import { paycheckPeriods } from '../paycheck-periods/tables.js';
import { mainPaycheckLineTemplates } from '../paycheck-templates/tables.js';
import { workRelations } from '../work-relations/tables.js';
import { payrollSettings, type PendingPaycheck } from './context.js';
import { PaycheckReads } from './reads.js';
import {
  figuresOf,
  plan,
  PAYCHECK_MODEL,
  type Figures,
  type PaycheckInput,
  type PaycheckPermissions,
  type Planned,
} from './plan.js';

export { PAYCHECK_MODEL, type PaycheckInput, type PaycheckPermissions };
import { paycheckLines, paycheckPrepayments, paychecks, type PaycheckStatus } from './tables.js';

export type PaycheckRow = typeof paychecks.$inferSelect;
export type PaycheckLineRow = typeof paycheckLines.$inferSelect;
export type PaycheckPrepaymentRow = typeof paycheckPrepayments.$inferSelect;

export const PAYCHECK_ORDER_BY = ['number', 'paidDate', 'employeeName', 'netPay'] as const;
export type PaycheckOrderBy = (typeof PAYCHECK_ORDER_BY)[number];
export type PaycheckFilters = {
  periodId?: string | null;
  status?: PaycheckStatus | null;
  employeeId?: string | null;
  workRelationId?: string | null;
  advancedMode?: boolean | null;
};

const text = (value: string | null | undefined): string | null => value?.trim() || null;
const DIGITS = /^\d+$/;

/** The lines and prepayments of paychecks that have none yet, each paycheck's lines numbered from 0, in a few statements. */
async function insertChildren(tx: Tx, actor: Actor, children: readonly [string, Planned][]): Promise<void> {
  const keys = (paycheckId: string) => ({
    unitId: actor.unitId,
    paycheckId,
    createdById: actor.userId,
    updatedById: actor.userId,
  });
  const lines = children.flatMap(([id, planned]) =>
    planned.lines.map((line, position) => ({ ...line, ...keys(id), position })),
  );
  await insertRecords(tx, paycheckLines, lines);
  await insertRecords(
    tx,
    paycheckPrepayments,
    children.flatMap(([id, planned]) => planned.prepayments.map((prepayment) => ({ ...prepayment, ...keys(id) }))),
  );
}

async function deleteChildren(tx: Tx, paycheckIds: readonly string[]): Promise<void> {
  for (const chunk of chunked(paycheckIds)) {
    await tx.delete(paycheckLines).where(inArray(paycheckLines.paycheckId, chunk));
    await tx.delete(paycheckPrepayments).where(inArray(paycheckPrepayments.paycheckId, chunk));
  }
}

async function writeChildren(tx: Tx, actor: Actor, paycheckId: string, planned: Planned): Promise<void> {
  await deleteChildren(tx, [paycheckId]);
  await insertChildren(tx, actor, [[paycheckId, planned]]);
}

/** A paycheck row's columns that follow from its plan (the figures apart). */
const plannedColumns = (planned: Planned) => ({
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
});

/** What saving a recomputed paycheck writes on its row. */
const recomputedSet = (actor: Actor, planned: Planned, figures: Figures) => ({
  ...figures,
  ...plannedColumns(planned),
  updatedById: actor.userId,
  updatedAt: actor.at,
});

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
  return inStatus(row!, statuses);
}

function inStatus(row: PaycheckRow, statuses: readonly PaycheckStatus[]): PaycheckRow {
  if (!statuses.includes(row.status))
    throw invalid(
      PAYCHECK_MODEL,
      'base',
      statuses.includes('DRAFT') && statuses.length === 1 ? PAYCHECK_REFUSALS.notDraft : PAYCHECK_REFUSALS.notOpen,
    );
  return row;
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
export async function inputOf(tx: Tx, row: PaycheckRow): Promise<PaycheckInput> {
  return inputFrom(row, await linesOf(tx, row.id), await prepaymentsOf(tx, row.id));
}

function inputFrom(row: PaycheckRow, lines: PaycheckLineRow[], prepayments: PaycheckPrepaymentRow[]): PaycheckInput {
  return {
    workRelationId: row.workRelationId,
    periodId: row.periodId,
    paidDate: row.paidDate,
    comment: row.comment,
    internalComment: row.internalComment,
    advancedMode: row.advancedMode,
    taxDeduction: row.manualTax ? row.taxDeduction : null,
    prepayments: prepayments.map(({ paymentDate, amount }) => ({ paymentDate, amount })),
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

/**
 * New paychecks (or drafts) of the inputs, in order, as `create` one after another would make them:
 * each planned and computed in turn, the ones before it counted in its frikort and zone 1a sums as
 * their rows would be; then numbered by one bump of the series and written in a few multi-row
 * statements (the paychecks, their lines and prepayments, the audit events).
 */
async function createMany(
  tx: Tx,
  actor: Actor,
  inputs: readonly PaycheckInput[],
  options: { draft: boolean; today: string; permissions: PaycheckPermissions },
  reads: PaycheckReads,
): Promise<PaycheckRow[]> {
  const status: PaycheckStatus = options.draft ? 'DRAFT' : 'OPEN';
  const pending: PendingPaycheck[] = [];
  const made: {
    planned: Planned;
    figures: Figures;
    numbered: { number: string | null; sequence: string | null } | null;
  }[] = [];
  for (const input of inputs) {
    const planned = await plan(reads, input, options.today, options.permissions, null);
    const figures = await figuresOf(tx, planned, { id: null, createdAt: actor.at }, reads, pending);
    const typed = text(input.number);
    const numbered = options.draft
      ? { number: null, sequence: null }
      : typed
        ? manualNumber(typed, (await reads.settings()).startingPaycheckNumber)
        : null;
    made.push({ planned, figures, numbered });
    pending.push({
      id: null,
      employeeId: planned.employee.id,
      status,
      paidDate: planned.paidDate,
      createdAt: actor.at,
      withholdingBasis: figures.withholdingBasis,
      extraWithholdingBasis: figures.extraWithholdingBasis,
      employerTaxParts: figures.employerTaxParts,
    });
  }
  const issued = await issueNumbers(
    tx,
    actor,
    'paycheck',
    made.filter((entry) => entry.numbered === null).length,
    async () => (await reads.settings()).startingPaycheckNumber,
  );
  const rows = made.map(({ planned, figures, numbered }) => ({
    id: randomUUID(),
    ...(numbered ?? issued.shift()!),
    ...figures,
    status,
    unitId: actor.unitId,
    ...plannedColumns(planned),
    createdById: actor.userId,
    updatedById: actor.userId,
    createdAt: actor.at,
    updatedAt: actor.at,
  }));
  await withTakenNumber(() => insertRecords(tx, paychecks, rows));
  const created = new Map<string, PaycheckRow>();
  for (const chunk of chunked(rows.map((row) => row.id)))
    for (const row of await tx.select().from(paychecks).where(inArray(paychecks.id, chunk))) created.set(row.id, row);
  await insertChildren(
    tx,
    actor,
    rows.map((row, index) => [row.id, made[index]!.planned]),
  );
  await recordAudits(
    tx,
    actor,
    'create',
    PAYCHECK_MODEL,
    rows.map((row, index) => ({
      entityId: row.id,
      details: {
        number: row.number ?? 'draft',
        periodId: made[index]!.planned.period.id,
        workRelationId: made[index]!.planned.relation.id,
      },
    })),
  );
  return rows.map((row) => created.get(row.id)!);
}

const withheld = (row: { withholdingBasis: string; extraWithholdingBasis: string }) =>
  toMoney(row.withholdingBasis).plus(toMoney(row.extraWithholdingBasis));
/** The zone 1a parts (percent and basis), as the zone 1a sum reads them. */
const zone1aParts = (parts: readonly EmployerTaxPart[]) =>
  parts
    .filter((part) => part.zone === '1a')
    .map((part) => `${part.percent}:${toMoney(part.basis).toFixed(2)}`)
    .sort()
    .join(',');

/**
 * Open paychecks computed again (what `update` with their stored input does, for lock) in a few
 * statements: all rows, lines and prepayments read at once, each computed in turn, then written
 * together; answers the rows as updated, in the order of `ids`. Refusals are those of the first
 * paycheck that has one, as one by one. Computed one by one, a paycheck's frikort and zone 1a sums
 * see the paychecks before it already recomputed; here they see them as stored: so when one of
 * those sums could differ (an earlier paycheck of the batch changes the figures it counts), this
 * writes nothing and answers null, and the caller computes them one by one. Also null when `ids`
 * names a paycheck twice.
 */
async function recomputeMany(
  tx: Tx,
  actor: Actor,
  ids: readonly string[],
  options: { today: string; permissions: PaycheckPermissions },
  reads: PaycheckReads,
): Promise<PaycheckRow[] | null> {
  // Ids as PostgreSQL reads them: a uuid in capitals names the same paycheck.
  const keys = ids.map((id) => (isUuid(id) ? id.toLowerCase() : id));
  if (new Set(keys).size !== keys.length) return null;
  const valid = keys.filter((id) => isUuid(id));
  const found = new Map<string, PaycheckRow>();
  const lines = new Map<string, PaycheckLineRow[]>();
  const prepayments = new Map<string, PaycheckPrepaymentRow[]>();
  for (const chunk of chunked(valid)) {
    for (const row of await tx.select().from(paychecks).where(inArray(paychecks.id, chunk)).for('update'))
      found.set(row.id, row);
    const lineRows = await tx
      .select()
      .from(paycheckLines)
      .where(inArray(paycheckLines.paycheckId, chunk))
      .orderBy(asc(paycheckLines.paycheckId), asc(paycheckLines.position));
    for (const line of lineRows) push(lines, line.paycheckId, line);
    const prepaymentRows = await tx
      .select()
      .from(paycheckPrepayments)
      .where(inArray(paycheckPrepayments.paycheckId, chunk))
      .orderBy(asc(paycheckPrepayments.paycheckId), asc(paycheckPrepayments.paymentDate));
    for (const row of prepaymentRows) push(prepayments, row.paycheckId, row);
  }
  const rows = [...found.values()];
  const allLines = [...lines.values()].flat();
  const cardYears = new Map<number, string[]>();
  for (const row of rows) push(cardYears, isoDateParts(row.paidDate).year, row.employeeId);
  await reads.prefetch({
    periodIds: rows.map((row) => row.periodId),
    relationIds: rows.map((row) => row.workRelationId),
    employeeIds: rows.map((row) => row.employeeId),
    cards: [...cardYears].map(([year, employeeIds]) => ({ year, employeeIds })),
    mainTemplateIds: allLines.flatMap((line) => (line.mainTemplateId ? [line.mainTemplateId] : [])),
    dimensions: {
      cars: allLines.flatMap((line) => (line.carId ? [line.carId] : [])),
      projects: allLines.flatMap((line) => (line.projectId ? [line.projectId] : [])),
      departments: allLines.flatMap((line) => (line.departmentId ? [line.departmentId] : [])),
    },
  });
  const computed: { existing: PaycheckRow; planned: Planned; figures: Figures }[] = [];
  for (const id of keys) {
    const row = found.get(id);
    if (!row) throw notFound(PAYCHECK_MODEL);
    const existing = inStatus(row, ['OPEN']);
    const input = inputFrom(existing, lines.get(id) ?? [], prepayments.get(id) ?? []);
    const planned = await plan(
      reads,
      { ...input, lines: input.lines ?? [] },
      options.today,
      options.permissions,
      existing,
    );
    computed.push({ existing, planned, figures: await figuresOf(tx, planned, existing, reads) });
  }
  // Whether a sum could differ: an earlier paycheck's counted bases (frikort, by employee) or zone
  // 1a parts change, or it moves to another paid date.
  const paidMoved = new Set<string>();
  let zone1aMoved = false;
  for (const { existing, planned, figures } of computed) {
    if ((figures.taxExemption || figures.taxDeductionMethod === 'TAX_EXEMPTION') && paidMoved.has(planned.employee.id))
      return null;
    if (figures.employerTaxZone === '1a' && zone1aMoved) return null;
    const moved = existing.paidDate !== planned.paidDate;
    if (moved || existing.employeeId !== planned.employee.id || !withheld(existing).eq(withheld(figures)))
      paidMoved.add(existing.employeeId).add(planned.employee.id);
    if (moved || zone1aParts(existing.employerTaxParts) !== zone1aParts(figures.employerTaxParts)) zone1aMoved = true;
  }
  const updated = await updateRecords(
    tx,
    paychecks,
    computed.map(({ existing, planned, figures }) => ({
      id: existing.id,
      set: recomputedSet(actor, planned, figures),
    })),
  );
  await deleteChildren(
    tx,
    computed.map(({ existing }) => existing.id),
  );
  await insertChildren(
    tx,
    actor,
    computed.map(({ existing, planned }) => [existing.id, planned]),
  );
  await recordAudits(
    tx,
    actor,
    'update',
    PAYCHECK_MODEL,
    computed.map(({ existing, planned, figures }) => ({
      entityId: existing.id,
      details: { lines: planned.lines.length, netPay: figures.netPay },
    })),
  );
  return computed.map(({ existing }) => updated.get(existing.id)!);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
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
        filters.advancedMode == null ? undefined : eq(paychecks.advancedMode, filters.advancedMode),
      ),
      // Drafts have no number: they come after the numbered ones (nulls last, also descending), newest first.
      orderBy: [
        sql`${ORDER[request.orderBy]} ${sql.raw(request.orderDirection === 'DESC' ? 'desc' : 'asc')} nulls last`,
        ordered('DESC', paychecks.createdAt),
      ],
      window: request,
    });
  },

  /** A new paycheck (with the next number, or a typed one below the start) or a draft (no number). */
  async create(
    tx: Tx,
    actor: Actor,
    input: PaycheckInput,
    options: { draft: boolean; today: string; permissions: PaycheckPermissions },
  ): Promise<PaycheckRow> {
    const [created] = await createMany(tx, actor, [input], options, new PaycheckReads(tx));
    return created!;
  },

  /**
   * The whole paycheck again (lines and prepayments replace the saved ones); open paychecks and drafts only.
   * `reads`: what the calling service call has read already (lock's paychecks one by one).
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
      .set(recomputedSet(actor, planned, figures))
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
   * (`paychecks.<i>`) with its number. Many are computed and written together (recomputeMany), else
   * one by one.
   */
  async lock(
    tx: Tx,
    actor: Actor,
    ids: readonly string[],
    options: { confirmTooLowTax: boolean; today: string; permissions: PaycheckPermissions },
  ): Promise<PaycheckRow[]> {
    const reads = new PaycheckReads(tx);
    const recompute = { ...options, permissions: { advanced: true } };
    let rows = await recomputeMany(tx, actor, ids, recompute, reads);
    if (!rows) {
      rows = [];
      for (const id of ids) {
        const existing = await requireStatus(tx, id, 'OPEN');
        rows.push(await this.update(tx, actor, id, await inputOf(tx, existing), recompute, reads));
      }
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
    const locked = await updateRecords(
      tx,
      paychecks,
      await Promise.all(
        rows.map(async (row) => {
          const relation = (await reads.relation(row.workRelationId))!;
          const employee = (await reads.employee(row.employeeId))!;
          return {
            id: row.id,
            set: {
              status: 'LOCKED' as const,
              lockedAt: actor.at,
              lockedById: actor.userId,
              taxConfirmed: row.taxWarning === 'TOO_LOW',
              employeeName: `${employee.firstName} ${employee.lastName}`,
              employeeAddress: employee.address,
              employeeZip: employee.zip,
              employeeCity: employee.city,
              employeeSocialSecurityNumber: employee.socialSecurityNumber,
              employeeTemporarySocialSecurityNumber: employee.temporarySocialSecurityNumber,
              employeeBban: employee.bban,
              employeeIban: employee.iban,
              employeeSwift: employee.swift,
              shiftType: relation.shiftType,
              employmentType: relation.employmentType,
              employmentPercentage: relation.employmentPercentage,
              workRelationEndReason: relation.endReason,
              workRelationDurationType: relation.durationType,
            },
          };
        }),
      ),
    );
    await recordAudits(
      tx,
      actor,
      'lock',
      PAYCHECK_MODEL,
      rows.map((row) => ({
        entityId: row.id,
        details: { number: row.number ?? '', taxConfirmed: String(row.taxWarning === 'TOO_LOW') },
      })),
    );
    return rows.map((row) => locked.get(row.id)!);
  },

  /** The paid date of a locked paycheck, changed afterwards: a reported paycheck must then be reported again. */
  async updatePaidDate(tx: Tx, actor: Actor, id: string, paidDate: string): Promise<PaycheckRow> {
    const row = await requireStatus(tx, id, 'LOCKED');
    const [period] = await tx.select().from(paycheckPeriods).where(eq(paycheckPeriods.id, row.periodId));
    const problems = paycheckProblems({ paidDate, comment: null, internalComment: null, taxDeduction: null });
    if (!paidDate) problems.push({ attribute: 'paidDate', type: 'required' });
    // A locked period's pay dates are final: its withheld tax per pay date has been reported.
    if (period!.isLocked) problems.push({ attribute: 'base', type: PAYCHECK_REFUSALS.periodLocked });
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
    // All the month's paychecks computed in turn, then written together; what they read, read at once.
    const relationIds = relations.filter((row) => !row.has).map((row) => row.id);
    const reads = new PaycheckReads(tx);
    await reads.prefetch({ periodIds: [period.id], relationIds, templateLinesOf: relationIds });
    const employeeIds = (await Promise.all(relationIds.map((id) => reads.relation(id)))).map(
      (relation) => relation!.employeeId,
    );
    await reads.prefetch({ employeeIds, cards: [{ year: isoDateParts(period.payDate).year, employeeIds }] });
    const created = await createMany(
      tx,
      actor,
      relationIds.map((workRelationId) => ({ workRelationId, periodId: period.id })),
      { ...options, draft: false },
      reads,
    );
    return { created, skippedWorkRelationIds: relations.filter((row) => row.has).map((row) => row.id) };
  },

  lines: linesOf,
  prepayments: prepaymentsOf,
};
