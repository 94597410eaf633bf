import { and, asc, eq, getTableColumns, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  EMPLOYEE_DEFAULTS,
  employeeProblems,
  normalizePersonalNumber,
  PENSION_EMPLOYMENT_TYPE,
  type EmployeeStatus,
  type EmployeeValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { unknownPostalCodes } from '../postal-codes/postal-codes.js';
import { containsText, lowerOf, ordered } from '../../db/list.js';
import { deleteOrRefuseInUse, isUuid, orTaken } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { notFound, refuseInvalid, type Validation } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { isCountryCode } from '../countries/countries.js';
import { unitPaycheckSettings } from '../paycheck-settings/tables.js';
import { workRelations } from '../work-relations/tables.js';
import { employees } from './tables.js';

export type EmployeeRow = typeof employees.$inferSelect & { status: EmployeeStatus };

type Text = string | null | undefined;
export type EmployeeInput = {
  firstName: string;
  lastName: string;
  email?: Text;
  address: string;
  zip: string;
  city: string;
  postbox?: Text;
  postboxZip?: Text;
  postboxCity?: Text;
  countryCode?: Text;
  phone?: Text;
  phoneCountry?: Text;
  birthDate: string;
  birthDateMismatchReason?: Text;
  bban?: Text;
  iban?: Text;
  swift?: Text;
  /** Left out: on create the unit's default (paycheck settings), on update unchanged. */
  vacationMoneyPercentage?: Text;
  creditDays?: number | null;
  socialSecurityNumber?: Text;
  temporarySocialSecurityNumber?: Text;
};

export const EMPLOYEE_ORDER_BY = ['last_name', 'first_name', 'birth_date', 'status'] as const;
export type EmployeeOrderBy = (typeof EMPLOYEE_ORDER_BY)[number];
export type EmployeeFilters = {
  name?: string | null;
  status?: EmployeeStatus | null;
  socialSecurityNumber?: string | null;
};
export type EmployeeSearch = { ssn?: Text; tssn?: Text; email?: Text; phone?: Text };

const MODEL = 'employee';

/** The relations of the employee (the row in the outer query) matching `condition`, as EXISTS. */
const hasRelation = (condition: SQL) =>
  sql`exists (select 1 from ${workRelations} where ${workRelations.employeeId} = ${employees.id} and ${condition})`;

/**
 * The status of domain `employeeStatus`, in SQL so the list can filter and sort by it (a test
 * checks that both agree): ACTIVE, PENSION, NOT_STARTED (none, or one starting after today), ENDED.
 */
export function statusSql(today: string): SQL<EmployeeStatus> {
  const covering = sql`${workRelations.startDate} <= ${today} and (${workRelations.endDate} is null or ${workRelations.endDate} >= ${today})`;
  return sql<EmployeeStatus>`case
    when ${hasRelation(sql`${covering} and ${workRelations.employmentType} <> ${PENSION_EMPLOYMENT_TYPE}`)} then 'ACTIVE'
    when ${hasRelation(covering)}
      or ${hasRelation(sql`${workRelations.endDate} < ${today} and ${workRelations.pensionEndDate} >= ${today}`)} then 'PENSION'
    when ${hasRelation(sql`${workRelations.startDate} > ${today}`)}
      or not ${hasRelation(sql`true`)} then 'NOT_STARTED'
    else 'ENDED' end`;
}

const orderColumns = (today: string): Record<EmployeeOrderBy, SQL | AnyPgColumn> => ({
  last_name: lowerOf(employees.lastName),
  first_name: lowerOf(employees.firstName),
  birth_date: employees.birthDate,
  status: statusSql(today),
});

/** Ties in the chosen order fall back to the name, then the id. */
const nameOrder = [lowerOf(employees.lastName), lowerOf(employees.firstName), asc(employees.id)];

const selectWithStatus = (tx: Tx, today: string) =>
  tx.select({ ...getTableColumns(employees), status: statusSql(today) }).from(employees);

const blankToNull = (value: Text) => (value?.trim() ? value.trim() : null);
const upper = (value: Text) => blankToNull(value)?.toUpperCase() ?? null;
const digitsOnly = (value: Text) => (blankToNull(value) ? normalizePersonalNumber(value!) : null);
const compact = (value: Text) => blankToNull(value)?.replace(/\s/g, '').toUpperCase() ?? null;

function clean(
  input: EmployeeInput,
  fallback: { vacationMoneyPercentage: string; creditDays: number },
): EmployeeValues {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: blankToNull(input.email)?.toLowerCase() ?? null,
    address: input.address.trim(),
    zip: input.zip.trim(),
    city: input.city.trim(),
    postbox: blankToNull(input.postbox),
    postboxZip: blankToNull(input.postboxZip),
    postboxCity: blankToNull(input.postboxCity),
    countryCode: upper(input.countryCode) ?? 'NO',
    phone: blankToNull(input.phone),
    phoneCountry: upper(input.phoneCountry),
    birthDate: input.birthDate,
    birthDateMismatchReason: blankToNull(input.birthDateMismatchReason),
    bban: blankToNull(input.bban)?.replace(/[\s.-]/g, '') ?? null,
    iban: compact(input.iban),
    swift: compact(input.swift),
    vacationMoneyPercentage: blankToNull(input.vacationMoneyPercentage) ?? fallback.vacationMoneyPercentage,
    creditDays: input.creditDays ?? fallback.creditDays,
    socialSecurityNumber: digitsOnly(input.socialSecurityNumber),
    temporarySocialSecurityNumber: digitsOnly(input.temporarySocialSecurityNumber),
  };
}

/** The unit's defaults for new employees (helper module paycheck-settings owns the row; read here). */
async function unitDefaults(tx: Tx): Promise<{ vacationMoneyPercentage: string; creditDays: number }> {
  const [settings] = await tx
    .select({
      vacationMoneyPercentage: unitPaycheckSettings.defaultVacationMoneyPercentage,
      creditDays: unitPaycheckSettings.defaultCreditDays,
    })
    .from(unitPaycheckSettings)
    .limit(1);
  return settings ?? { ...EMPLOYEE_DEFAULTS };
}

/**
 * Every problem at once: the shared rules (domain employeeProblems), country codes that are not in
 * the country list (inclusion), and a personal or temporary number another employee of the unit has
 * (taken).
 */
async function check(tx: Tx, values: EmployeeValues, employeeId?: string): Promise<void> {
  const problems: Omit<Validation, 'model'>[] = employeeProblems(values);
  const has = (attribute: string) => problems.some((problem) => problem.attribute === attribute);
  for (const attribute of ['countryCode', 'phoneCountry'] as const) {
    const code = values[attribute];
    if (code && !has(attribute) && !isCountryCode(code)) problems.push({ attribute, type: 'inclusion' });
  }
  problems.push(
    ...(await unknownPostalCodes(
      [
        { attribute: 'zip', zip: values.zip, countryCode: values.countryCode },
        { attribute: 'postboxZip', zip: values.postboxZip, countryCode: values.countryCode },
      ],
      has,
    )),
  );
  const numbers = [
    ['socialSecurityNumber', employees.socialSecurityNumber],
    ['temporarySocialSecurityNumber', employees.temporarySocialSecurityNumber],
  ] as const;
  for (const [attribute, column] of numbers) {
    const number = values[attribute];
    if (!number || has(attribute)) continue;
    const [other] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(column, number), employeeId ? ne(employees.id, employeeId) : undefined))
      .limit(1);
    if (other) problems.push({ attribute, type: 'taken' });
  }
  refuseInvalid(MODEL, problems);
}

/** Which number the refusing unique index guards. */
const TAKEN_NUMBER = (constraint: string | undefined) =>
  constraint?.includes('tssn') ? 'temporarySocialSecurityNumber' : 'socialSecurityNumber';

const auditDetails = (values: { firstName: string; lastName: string }) => ({
  name: `${values.firstName} ${values.lastName}`,
});

/** A unit's employees; `today` (Oslo date) decides the derived status. */
export const employeeService = {
  async list(
    tx: Tx,
    today: string,
    request: ListRequest<EmployeeOrderBy, EmployeeFilters>,
  ): Promise<Page<EmployeeRow>> {
    const { name, status, socialSecurityNumber } = request.filters;
    const ssn = socialSecurityNumber ? normalizePersonalNumber(socialSecurityNumber) : '';
    const where = and(
      name?.trim()
        ? or(
            containsText(employees.firstName, name),
            containsText(employees.lastName, name),
            containsText(sql`${employees.firstName} || ' ' || ${employees.lastName}`, name),
          )
        : undefined,
      status ? eq(statusSql(today), status) : undefined,
      ssn
        ? or(
            containsText(employees.socialSecurityNumber, ssn),
            containsText(employees.temporarySocialSecurityNumber, ssn),
          )
        : undefined,
    );
    const [items, totalCount] = await Promise.all([
      selectWithStatus(tx, today)
        .where(where)
        .orderBy(ordered(request.orderDirection, orderColumns(today)[request.orderBy]), ...nameOrder)
        .limit(request.limit)
        .offset(request.offset),
      tx.$count(employees, where),
    ]);
    return { items, totalCount };
  },

  async find(tx: Tx, today: string, id: string): Promise<EmployeeRow> {
    if (!isUuid(id)) throw notFound(MODEL);
    const [row] = await selectWithStatus(tx, today).where(eq(employees.id, id)).limit(1);
    if (!row) throw notFound(MODEL);
    return row;
  },

  /**
   * employeeSearch: the unit's employees whose personal number, temporary number,
   * e-mail or phone is exactly one of those given (numbers and phones compared as digits, e-mail
   * in lower case), so a form can warn before a duplicate is saved. Nothing given: none.
   */
  async search(tx: Tx, today: string, search: EmployeeSearch): Promise<EmployeeRow[]> {
    const digits = (value: Text) => value?.replace(/\D/g, '') ?? '';
    const ssn = digits(search.ssn);
    const tssn = digits(search.tssn);
    const phone = digits(search.phone);
    const email = search.email?.trim().toLowerCase() ?? '';
    const conditions = [
      ssn ? eq(employees.socialSecurityNumber, ssn) : undefined,
      tssn ? eq(employees.temporarySocialSecurityNumber, tssn) : undefined,
      email ? eq(sql`lower(${employees.email})`, email) : undefined,
      phone ? eq(sql`regexp_replace(${employees.phone}, '\\D', '', 'g')`, phone) : undefined,
    ].filter((condition): condition is SQL => condition !== undefined);
    if (conditions.length === 0) return [];
    return selectWithStatus(tx, today)
      .where(or(...conditions))
      .orderBy(...nameOrder)
      .limit(20);
  },

  async create(tx: Tx, actor: Actor, today: string, input: EmployeeInput): Promise<EmployeeRow> {
    const values = clean(input, await unitDefaults(tx));
    await check(tx, values);
    const [created] = await orTaken(MODEL, TAKEN_NUMBER, () =>
      tx
        .insert(employees)
        .values({
          ...values,
          vacationMoneyPercentage: values.vacationMoneyPercentage!,
          creditDays: values.creditDays!,
          unitId: actor.unitId,
          createdById: actor.userId,
          updatedById: actor.userId,
        })
        .returning({ id: employees.id }),
    );
    await recordAudit(tx, actor, 'create', MODEL, created!.id, auditDetails(values));
    return employeeService.find(tx, today, created!.id);
  },

  async update(tx: Tx, actor: Actor, today: string, id: string, input: EmployeeInput): Promise<EmployeeRow> {
    const existing = await employeeService.find(tx, today, id);
    const values = clean(input, existing);
    await check(tx, values, id);
    await orTaken(MODEL, TAKEN_NUMBER, () =>
      tx
        .update(employees)
        .set({
          ...values,
          vacationMoneyPercentage: values.vacationMoneyPercentage!,
          creditDays: values.creditDays!,
          updatedById: actor.userId,
          updatedAt: actor.at,
        })
        .where(eq(employees.id, id)),
    );
    await recordAudit(tx, actor, 'update', MODEL, id, auditDetails(values));
    return employeeService.find(tx, today, id);
  },

  /** Tax cards and work relations go with the employee; records that refer to them (paychecks) refuse (in_use). */
  async remove(tx: Tx, actor: Actor, today: string, id: string): Promise<EmployeeRow> {
    const existing = await employeeService.find(tx, today, id);
    await deleteOrRefuseInUse(MODEL, () => tx.delete(employees).where(eq(employees.id, id)));
    await recordAudit(tx, actor, 'delete', MODEL, id, auditDetails(existing));
    return existing;
  },
};
