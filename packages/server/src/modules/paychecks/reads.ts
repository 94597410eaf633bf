import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PayCode } from '@fjord/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/connection.js';
import { isUuid, selectRows } from '../../db/records.js';
import { cars } from '../cars/tables.js';
import { departments } from '../departments/tables.js';
import { employees, employeeTaxCards } from '../employees/tables.js';
import { paycheckPeriods } from '../paycheck-periods/tables.js';
import { mainPaycheckLineTemplates, paycheckTemplateLines } from '../paycheck-templates/tables.js';
import { projects } from '../projects/tables.js';
import { vacationMoneySettingsService, type VacationMoneySettingsRow } from '../vacation-money/service.js';
import { paycheckLines, paychecks } from './tables.js';
import { workRelations } from '../work-relations/tables.js';
import {
  employerTaxZoneOf,
  payrollSettings,
  type EmployeeRow,
  type PayrollSettings,
  type TaxCardRow,
  type WorkRelationRow,
} from './context.js';

export type PeriodRow = typeof paycheckPeriods.$inferSelect;
export type MainTemplateRow = typeof mainPaycheckLineTemplates.$inferSelect;
export type TemplateLine = { line: typeof paycheckTemplateLines.$inferSelect; template: MainTemplateRow };
type Zone = Awaited<ReturnType<typeof employerTaxZoneOf>>;

const DIMENSIONS = { cars, projects, departments } as const;
export type DimensionTable = keyof typeof DIMENSIONS;

/** Ids per statement of a batch read: far below the protocol's 65,535 parameters. */
const CHUNK = 5000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** A map of promises, each key read once: a later ask of the same key answers the first read. */
class Memo<T> {
  private readonly values = new Map<string, Promise<T>>();
  get(key: string, read: () => Promise<T>): Promise<T> {
    let value = this.values.get(key);
    if (!value) {
      value = read();
      this.values.set(key, value);
    }
    return value;
  }
  has(key: string): boolean {
    return this.values.has(key);
  }
  set(key: string, value: T): void {
    this.values.set(key, Promise.resolve(value));
  }
}

/**
 * What computing paychecks reads and no paycheck write changes, read at most once per service call
 * (one transaction): the unit's paycheck settings, the employer-tax zone of each sub-unit, the tax
 * cards, the periods (held shared), work relations and employees, the template lines and main templates,
 * whether a line's car, project or department exists, and the years with vacation-money settings. Each read is the same statement the
 * computation made before, answered again from memory when asked again; a call over many paychecks
 * (run the month, lock many) first fetches them for all its paychecks at once (`prefetch`), a few
 * statements in all instead of several per paycheck. Valid for one call only: it would not see
 * a later change of the settings, cards or templates.
 */
export class PaycheckReads {
  private settingsRead?: Promise<PayrollSettings>;
  private readonly zones = new Memo<Zone>();
  private readonly cards = new Memo<TaxCardRow | null>();
  private readonly periods = new Memo<PeriodRow | undefined>();
  private readonly relations = new Memo<WorkRelationRow | undefined>();
  private readonly employeeRows = new Memo<EmployeeRow | undefined>();
  private readonly templateLineRows = new Memo<TemplateLine[]>();
  private readonly templates = new Memo<MainTemplateRow | undefined>();
  private readonly dimensions = new Memo<boolean>();
  private readonly vacationYears = new Memo<VacationMoneySettingsRow | null>();
  private readonly templatesByPayCode = new Memo<MainTemplateRow | undefined>();

  constructor(private readonly tx: Tx) {}

  settings(): Promise<PayrollSettings> {
    return (this.settingsRead ??= payrollSettings(this.tx));
  }

  /** Whether the unit has the year's vacation-money settings (a paycheck needs those of its paid year). */
  async hasVacationMoneySettings(year: number): Promise<boolean> {
    return (await this.vacationMoneySettings(year)) !== null;
  }

  vacationMoneySettings(year: number): Promise<VacationMoneySettingsRow | null> {
    return this.vacationYears.get(String(year), () => vacationMoneySettingsService.find(this.tx, year));
  }

  /** The unit's first active main template of a pay code (by number): the vacation payout's lines. */
  templateOfPayCode(payCode: PayCode): Promise<MainTemplateRow | undefined> {
    return this.templatesByPayCode.get(payCode, async () => {
      const [row] = await this.tx
        .select()
        .from(mainPaycheckLineTemplates)
        .where(and(eq(mainPaycheckLineTemplates.payCode, payCode), eq(mainPaycheckLineTemplates.active, true)))
        .orderBy(asc(mainPaycheckLineTemplates.number))
        .limit(1);
      return row;
    });
  }

  /**
   * The employee's vacation pay so far: the basis earned in the year before `year` and the vacation pay
   * already paid in `year`, by the employee's locked paychecks.
   */
  async vacationPayHistory(employeeId: string, year: number): Promise<{ basis: string; paid: string }> {
    const [row] = await selectRows<{ basis: string; paid: string }>(
      this.tx,
      sql`select
            coalesce((select sum(${paychecks.vacationPayBasis}) from ${paychecks}
              where ${paychecks.employeeId} = ${employeeId} and ${paychecks.status} = 'LOCKED'
                and extract(year from ${paychecks.paidDate}) = ${year - 1}), 0)::text as basis,
            coalesce((select sum(${paycheckLines.sum}) from ${paycheckLines}
              join ${paychecks} on ${paychecks.id} = ${paycheckLines.paycheckId}
              where ${paychecks.employeeId} = ${employeeId} and ${paychecks.status} = 'LOCKED'
                and ${paycheckLines.payCode} = 'feriepenger'
                and extract(year from ${paychecks.paidDate}) = ${year}), 0)::text as paid`,
    );
    return row!;
  }

  zone(subUnitId: string | null): Promise<Zone> {
    return this.zones.get(subUnitId ?? '', async () => employerTaxZoneOf(this.tx, subUnitId, await this.settings()));
  }

  taxCard(employeeId: string, year: number): Promise<TaxCardRow | null> {
    return this.cards.get(`${employeeId}:${year}`, async () => {
      const [row] = await this.tx
        .select()
        .from(employeeTaxCards)
        .where(and(eq(employeeTaxCards.employeeId, employeeId), eq(employeeTaxCards.calendarYear, year)));
      return row ?? null;
    });
  }

  period(id: string): Promise<PeriodRow | undefined> {
    return this.periods.get(id, async () => {
      // Held to the end: a period's lock waits for the paychecks being written into it, and they for it.
      const [row] = await this.tx.select().from(paycheckPeriods).where(eq(paycheckPeriods.id, id)).for('share');
      return row;
    });
  }

  relation(id: string): Promise<WorkRelationRow | undefined> {
    return this.relations.get(id, async () => {
      const [row] = await this.tx.select().from(workRelations).where(eq(workRelations.id, id));
      return row;
    });
  }

  employee(id: string): Promise<EmployeeRow | undefined> {
    return this.employeeRows.get(id, async () => {
      const [row] = await this.tx.select().from(employees).where(eq(employees.id, id));
      return row;
    });
  }

  /** The lines a new paycheck of the work relation starts with: the company template's, then the relation's, of active main templates, each by position. */
  templateLines(workRelationId: string): Promise<TemplateLine[]> {
    return this.templateLineRows.get(workRelationId, () =>
      this.tx
        .select({ line: paycheckTemplateLines, template: mainPaycheckLineTemplates })
        .from(paycheckTemplateLines)
        .innerJoin(mainPaycheckLineTemplates, eq(mainPaycheckLineTemplates.id, paycheckTemplateLines.mainTemplateId))
        .where(
          and(
            eq(mainPaycheckLineTemplates.active, true),
            or(isNull(paycheckTemplateLines.workRelationId), eq(paycheckTemplateLines.workRelationId, workRelationId)),
          ),
        )
        .orderBy(asc(sql`${paycheckTemplateLines.workRelationId} is not null`), asc(paycheckTemplateLines.position)),
    );
  }

  /** The main templates of those ids that exist (ids not shaped as uuids are none). */
  async mainTemplates(ids: readonly string[]): Promise<MainTemplateRow[]> {
    const wanted = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    await this.fetchTemplates(wanted.filter((id) => !this.templates.has(id)));
    const rows = await Promise.all(wanted.map((id) => this.templates.get(id, async () => undefined)));
    return rows.filter((row): row is MainTemplateRow => row !== undefined);
  }

  exists(table: DimensionTable, id: string): Promise<boolean> {
    if (!isUuid(id)) return Promise.resolve(false);
    return this.dimensions.get(`${table}:${id}`, async () => {
      const rows = await this.tx
        .select({ id: DIMENSIONS[table].id })
        .from(DIMENSIONS[table])
        .where(eq(DIMENSIONS[table].id, id))
        .limit(1);
      return rows.length > 0;
    });
  }

  /** Reads for many paychecks at once, each kind in one statement per 5,000 ids. */
  async prefetch(what: {
    periodIds?: readonly string[];
    relationIds?: readonly string[];
    employeeIds?: readonly string[];
    cards?: { year: number; employeeIds: readonly string[] }[];
    templateLinesOf?: readonly string[];
    mainTemplateIds?: readonly string[];
    dimensions?: Partial<Record<DimensionTable, readonly string[]>>;
  }): Promise<void> {
    await this.fetchById(paycheckPeriods, this.periods, what.periodIds);
    await this.fetchById(workRelations, this.relations, what.relationIds);
    await this.fetchById(employees, this.employeeRows, what.employeeIds);
    for (const { year, employeeIds } of what.cards ?? []) {
      const missing = unique(employeeIds).filter((id) => !this.cards.has(`${id}:${year}`));
      for (const chunk of chunks(missing)) {
        const rows = await this.tx
          .select()
          .from(employeeTaxCards)
          .where(and(inArray(employeeTaxCards.employeeId, chunk), eq(employeeTaxCards.calendarYear, year)));
        const byEmployee = new Map(rows.map((row) => [row.employeeId, row]));
        for (const id of chunk) this.cards.set(`${id}:${year}`, byEmployee.get(id) ?? null);
      }
    }
    if (what.templateLinesOf) await this.fetchTemplateLines(what.templateLinesOf);
    if (what.mainTemplateIds)
      await this.fetchTemplates(unique(what.mainTemplateIds).filter((id) => isUuid(id) && !this.templates.has(id)));
    for (const [table, ids] of Object.entries(what.dimensions ?? {}) as [DimensionTable, readonly string[]][]) {
      const missing = unique(ids).filter((id) => isUuid(id) && !this.dimensions.has(`${table}:${id}`));
      for (const chunk of chunks(missing)) {
        const found = new Set(
          (
            await this.tx
              .select({ id: DIMENSIONS[table].id })
              .from(DIMENSIONS[table])
              .where(inArray(DIMENSIONS[table].id, chunk))
          ).map((row) => row.id),
        );
        for (const id of chunk) this.dimensions.set(`${table}:${id}`, found.has(id));
      }
    }
  }

  private async fetchById<T extends { id: string }>(
    table: typeof paycheckPeriods | typeof workRelations | typeof employees,
    memo: Memo<T | undefined>,
    ids: readonly string[] | undefined,
  ): Promise<void> {
    const missing = unique(ids ?? []).filter((id) => isUuid(id) && !memo.has(id));
    for (const chunk of chunks(missing)) {
      const rows = (await this.tx
        .select()
        .from(table as PgTable)
        .where(inArray((table as typeof paycheckPeriods).id, chunk))) as unknown as T[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of chunk) memo.set(id, byId.get(id));
    }
  }

  private async fetchTemplates(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const chunk of chunks(unique(ids))) {
      const rows = await this.tx
        .select()
        .from(mainPaycheckLineTemplates)
        .where(inArray(mainPaycheckLineTemplates.id, chunk));
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of chunk) this.templates.set(id, byId.get(id));
    }
  }

  /** The company's template lines once, and the lines of all the relations, one statement per 5,000. */
  private async fetchTemplateLines(relationIds: readonly string[]): Promise<void> {
    const missing = unique(relationIds).filter((id) => isUuid(id) && !this.templateLineRows.has(id));
    if (missing.length === 0) return;
    const lines = () =>
      this.tx
        .select({ line: paycheckTemplateLines, template: mainPaycheckLineTemplates })
        .from(paycheckTemplateLines)
        .innerJoin(mainPaycheckLineTemplates, eq(mainPaycheckLineTemplates.id, paycheckTemplateLines.mainTemplateId));
    const company = await lines()
      .where(and(eq(mainPaycheckLineTemplates.active, true), isNull(paycheckTemplateLines.workRelationId)))
      .orderBy(asc(paycheckTemplateLines.position));
    for (const chunk of chunks(missing)) {
      const own = await lines()
        .where(and(eq(mainPaycheckLineTemplates.active, true), inArray(paycheckTemplateLines.workRelationId, chunk)))
        .orderBy(asc(paycheckTemplateLines.workRelationId), asc(paycheckTemplateLines.position));
      const byRelation = new Map<string, TemplateLine[]>(chunk.map((id) => [id, []]));
      for (const row of own) byRelation.get(row.line.workRelationId!)!.push(row);
      for (const id of chunk) this.templateLineRows.set(id, [...company, ...byRelation.get(id)!]);
    }
  }
}

const unique = (ids: readonly string[]) => [...new Set(ids)];
