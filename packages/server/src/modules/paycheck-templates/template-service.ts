import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  fieldProblems,
  flattenTemplateLines,
  paycheckTemplateLineRuleMap,
  templateLineField,
  templateLineSum,
  type PaycheckTemplateLineValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { isUuid } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { notFound, refuseInvalid, type Validation } from '../../errors/app-error.js';
import { cars } from '../cars/tables.js';
import { departments } from '../departments/tables.js';
import { employees } from '../employees/tables.js';
import { projects } from '../projects/tables.js';
import { workRelations } from '../work-relations/tables.js';
import { mainPaycheckLineTemplates, paycheckTemplateLines } from './tables.js';

export type TemplateLineRow = typeof paycheckTemplateLines.$inferSelect;
export type TemplateWorkRelation = { id: string; employeeName: string; startDate: string; endDate: string | null };
export type PaycheckTemplateView = { workRelation: TemplateWorkRelation | null; lines: TemplateLineRow[] };

export type TemplateLineInput = {
  id?: string | null;
  mainTemplateId: string;
  description?: string | null;
  quantity?: string | null;
  rate?: string | null;
  sum?: string | null;
  carId?: string | null;
  projectId?: string | null;
  departmentId?: string | null;
};
export type SimplifiedLineInput = { id: string; quantity?: string | null; rate?: string | null; sum?: string | null };

export const TEMPLATE_MODEL = 'paycheckTemplate';
type Problem = Omit<Validation, 'model'>;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const ofRelation = (workRelationId: string | null) =>
  workRelationId
    ? eq(paycheckTemplateLines.workRelationId, workRelationId)
    : isNull(paycheckTemplateLines.workRelationId);

/**
 * The work relation a template belongs to, read straight from its table with the employee's name;
 * null for the company template. Another unit's relation (row-level security) → NOT_FOUND.
 */
async function relationOf(tx: Tx, workRelationId: string | null): Promise<TemplateWorkRelation | null> {
  if (workRelationId === null) return null;
  if (!isUuid(workRelationId)) throw notFound('workRelation');
  const [row] = await tx
    .select({
      id: workRelations.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      startDate: workRelations.startDate,
      endDate: workRelations.endDate,
    })
    .from(workRelations)
    .innerJoin(employees, eq(employees.id, workRelations.employeeId))
    .where(eq(workRelations.id, workRelationId))
    .limit(1);
  if (!row) throw notFound('workRelation');
  return {
    id: row.id,
    employeeName: `${row.firstName} ${row.lastName}`.trim(),
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

async function byId<T extends { id: string }>(rows: Promise<T[]>): Promise<Map<string, T>> {
  return new Map((await rows).map((row) => [row.id, row]));
}

const idsOf = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => !!value && isUuid(value))),
];

/** The template's own rows; the object type's relation resolvers read what they name through the loaders. */
function linesOf(tx: Tx, workRelationId: string | null): Promise<TemplateLineRow[]> {
  return tx
    .select()
    .from(paycheckTemplateLines)
    .where(ofRelation(workRelationId))
    .orderBy(asc(paycheckTemplateLines.position), asc(paycheckTemplateLines.id));
}

/** The ids of the template's lines whose main template is editable from the employee page. */
async function editableLineIds(tx: Tx, workRelationId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: paycheckTemplateLines.id })
    .from(paycheckTemplateLines)
    .innerJoin(mainPaycheckLineTemplates, eq(mainPaycheckLineTemplates.id, paycheckTemplateLines.mainTemplateId))
    .where(and(ofRelation(workRelationId), eq(mainPaycheckLineTemplates.editableFromEmployeePage, true)));
  return new Set(rows.map((row) => row.id));
}

function cleanLine(input: TemplateLineInput): PaycheckTemplateLineValues {
  const line = {
    id: input.id ?? null,
    mainTemplateId: input.mainTemplateId.trim() || null,
    description: blankToNull(input.description),
    quantity: blankToNull(input.quantity),
    rate: blankToNull(input.rate),
    sum: blankToNull(input.sum),
    carId: input.carId || null,
    projectId: input.projectId || null,
    departmentId: input.departmentId || null,
  };
  return { ...line, sum: templateLineSum(line) };
}

/** Ids the unit has of a table (row-level security hides other units' rows). */
async function existingIds(tx: Tx, table: typeof cars | typeof projects | typeof departments, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * Every problem of the lines at once: the shared rules, line ids that are not this template's,
 * main templates that are not the unit's or not active (a kept line may keep its inactive one),
 * and car/project/department set where the main template does not allow overwriting them.
 */
async function checkLines(tx: Tx, lines: PaycheckTemplateLineValues[], existing: TemplateLineRow[]): Promise<void> {
  const problems: Problem[] = fieldProblems(flattenTemplateLines(lines), paycheckTemplateLineRuleMap(lines.length));
  const has = (attribute: string) => problems.some((problem) => problem.attribute === attribute);
  const stored = new Map(existing.map((row) => [row.id, row]));
  const mainIds = idsOf(lines.map((line) => line.mainTemplateId));
  const mains = await byId(
    mainIds.length
      ? tx.select().from(mainPaycheckLineTemplates).where(inArray(mainPaycheckLineTemplates.id, mainIds))
      : Promise.resolve([]),
  );
  const known = {
    carId: await existingIds(tx, cars, idsOf(lines.map((line) => line.carId))),
    projectId: await existingIds(tx, projects, idsOf(lines.map((line) => line.projectId))),
    departmentId: await existingIds(tx, departments, idsOf(lines.map((line) => line.departmentId))),
  };
  const overwrite = {
    carId: 'carOverwrite',
    projectId: 'projectOverwrite',
    departmentId: 'departmentOverwrite',
  } as const;
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (line.id && (!stored.has(line.id) || seen.has(line.id)))
      problems.push({ attribute: templateLineField(index, 'id'), type: 'invalid' });
    if (line.id) seen.add(line.id);
    const mainField = templateLineField(index, 'mainTemplateId');
    const main = line.mainTemplateId ? mains.get(line.mainTemplateId) : undefined;
    const keptAsIs = !!line.id && stored.get(line.id)?.mainTemplateId === line.mainTemplateId;
    if (!has(mainField) && (!main || (!main.active && !keptAsIs)))
      problems.push({ attribute: mainField, type: 'invalid' });
    for (const field of ['carId', 'projectId', 'departmentId'] as const) {
      const value = line[field];
      if (!value) continue;
      if (!known[field].has(value) || (main && !main[overwrite[field]]))
        problems.push({ attribute: templateLineField(index, field), type: 'invalid' });
    }
  });
  refuseInvalid(TEMPLATE_MODEL, problems);
}

function lineColumns(line: PaycheckTemplateLineValues, position: number) {
  return {
    mainTemplateId: line.mainTemplateId!,
    position,
    description: line.description,
    quantity: line.quantity,
    rate: line.rate,
    sum: line.sum,
    carId: line.carId ?? null,
    projectId: line.projectId ?? null,
    departmentId: line.departmentId ?? null,
  };
}

/**
 * Paycheck templates: the company's (work relation null, the lines every new paycheck starts with)
 * and each work relation's (its fixed salary, say). Saved as a whole list in one transaction.
 */
export const paycheckTemplateService = {
  async read(tx: Tx, workRelationId: string | null): Promise<PaycheckTemplateView> {
    const workRelation = await relationOf(tx, workRelationId);
    return { workRelation, lines: await linesOf(tx, workRelationId) };
  },

  /** Rows with an id are kept (and updated), rows without one added, the template's other rows removed. */
  async save(
    tx: Tx,
    actor: Actor,
    workRelationId: string | null,
    input: TemplateLineInput[],
  ): Promise<PaycheckTemplateView> {
    await relationOf(tx, workRelationId);
    const existing = await tx.select().from(paycheckTemplateLines).where(ofRelation(workRelationId));
    const lines = input.map(cleanLine);
    await checkLines(tx, lines, existing);
    const kept = new Set(lines.flatMap((line) => (line.id ? [line.id] : [])));
    const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (removed.length > 0) await tx.delete(paycheckTemplateLines).where(inArray(paycheckTemplateLines.id, removed));
    for (const [position, line] of lines.entries()) {
      if (line.id)
        await tx
          .update(paycheckTemplateLines)
          .set({ ...lineColumns(line, position), updatedById: actor.userId, updatedAt: actor.at })
          .where(eq(paycheckTemplateLines.id, line.id));
      else
        await tx.insert(paycheckTemplateLines).values({
          ...lineColumns(line, position),
          workRelationId,
          unitId: actor.unitId,
          createdById: actor.userId,
          updatedById: actor.userId,
        });
    }
    await recordAudit(tx, actor, 'update', TEMPLATE_MODEL, workRelationId, {
      lines: lines.map((line) => ({ mainTemplateId: line.mainTemplateId, sum: line.sum })),
    });
    return this.read(tx, workRelationId);
  },

  /**
   * The simplified template: only the figures of the lines whose main template is editable from
   * the employee page; the other lines are left as they are.
   */
  async saveSimplified(
    tx: Tx,
    actor: Actor,
    workRelationId: string,
    input: SimplifiedLineInput[],
  ): Promise<PaycheckTemplateView> {
    await relationOf(tx, workRelationId);
    const editable = await editableLineIds(tx, workRelationId);
    const lines = input.map((line) => {
      const figures = {
        quantity: blankToNull(line.quantity),
        rate: blankToNull(line.rate),
        sum: blankToNull(line.sum),
      };
      return { id: line.id, mainTemplateId: null, description: null, ...figures, sum: templateLineSum(figures) };
    });
    const problems: Problem[] = fieldProblems(
      flattenTemplateLines(lines),
      paycheckTemplateLineRuleMap(lines.length, { simplified: true }),
    );
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (!editable.has(line.id) || seen.has(line.id))
        problems.push({ attribute: templateLineField(index, 'id'), type: 'invalid' });
      seen.add(line.id);
    });
    refuseInvalid(TEMPLATE_MODEL, problems);
    for (const line of lines)
      await tx
        .update(paycheckTemplateLines)
        .set({
          quantity: line.quantity,
          rate: line.rate,
          sum: line.sum,
          updatedById: actor.userId,
          updatedAt: actor.at,
        })
        .where(and(eq(paycheckTemplateLines.id, line.id), ofRelation(workRelationId)));
    await recordAudit(tx, actor, 'update', TEMPLATE_MODEL, workRelationId, {
      simplified: true,
      lines: lines.map((line) => ({ id: line.id, sum: line.sum })),
    });
    return this.read(tx, workRelationId);
  },
};
