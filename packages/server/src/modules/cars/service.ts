import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  carRuleMap,
  fieldProblems,
  flattenCarValues,
  normalizeRegistrationNumber,
  registrationField,
  type CarFuel,
  type CarType,
  type CarValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { containsText, lowerOf, ordered, selectPage } from '../../db/list.js';
import { deleteOrRefuseInUse, findOwn, orTaken } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { isForeignKeyViolation } from '../../db/pg-errors.js';
import { refuseInvalid, validationError, type Validation } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { carRegistrations, cars } from './tables.js';

export type CarRegistrationRow = typeof carRegistrations.$inferSelect;
/**
 * A car as the service answers it: the row. Its registrations are read through the request's
 * loaders; a deleted car carries them, read before they went with it.
 */
export type CarRow = typeof cars.$inferSelect & { carRegistrations?: CarRegistrationRow[] };

export type CarRegistrationInput = { id?: string | null; registrationNumber: string };
export type CarInput = {
  name: string;
  description?: string | null;
  carType?: CarType | null;
  fuel?: CarFuel | null;
  modelYear?: number | null;
  purchasedDate?: string | null;
  purchasedPrice?: string | null;
  norwegianListPriceAsNew?: string | null;
  seats?: number | null;
  soldDate?: string | null;
  soldPrice?: string | null;
  enableVat?: boolean | null;
  /** The whole list: rows with an id are kept (and updated), new rows added, missing rows removed. Left out on update: unchanged. */
  carRegistrations?: CarRegistrationInput[] | null;
};

export const CAR_ORDER_BY = ['name', 'car_type', 'fuel', 'model_year', 'purchased_date', 'sold_date'] as const;
export type CarOrderBy = (typeof CAR_ORDER_BY)[number];
export type CarFilters = { name?: string | null; registrationNumber?: string | null; sold?: boolean | null };

const MODEL = 'car';

const orderColumns: Record<CarOrderBy, SQL | AnyPgColumn> = {
  name: lowerOf(cars.name),
  car_type: cars.carType,
  fuel: cars.fuel,
  model_year: cars.modelYear,
  purchased_date: cars.purchasedDate,
  sold_date: cars.soldDate,
};

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function clean(input: CarInput, registrations: CarRegistrationInput[]): CarValues {
  return {
    name: input.name.trim(),
    description: blankToNull(input.description),
    carType: input.carType ?? null,
    fuel: input.fuel ?? null,
    modelYear: input.modelYear ?? null,
    purchasedDate: input.purchasedDate || null,
    purchasedPrice: blankToNull(input.purchasedPrice),
    norwegianListPriceAsNew: blankToNull(input.norwegianListPriceAsNew),
    seats: input.seats ?? null,
    soldDate: input.soldDate || null,
    soldPrice: blankToNull(input.soldPrice),
    enableVat: input.enableVat ?? true,
    carRegistrations: registrations.map((row) => ({
      id: row.id ?? null,
      registrationNumber: normalizeRegistrationNumber(row.registrationNumber),
    })),
  };
}

/** The car's own columns of the values (the registrations live in their own table). */
function carColumns(values: CarValues) {
  const { carRegistrations: _registrations, ...columns } = values;
  return columns;
}

export async function registrationsOf(tx: Tx, carIds: readonly string[]): Promise<Map<string, CarRegistrationRow[]>> {
  const byCar = new Map<string, CarRegistrationRow[]>(carIds.map((id) => [id, []]));
  if (carIds.length === 0) return byCar;
  const rows = await tx
    .select()
    .from(carRegistrations)
    .where(inArray(carRegistrations.carId, [...carIds]))
    .orderBy(asc(carRegistrations.createdAt), asc(carRegistrations.registrationNumber));
  for (const row of rows) byCar.get(row.carId)?.push(row);
  return byCar;
}

/**
 * Every problem at once: the shared rules (domain carRuleMap, one entry per registration row),
 * registration ids that are not this car's, and plates another car of the unit already has.
 */
async function check(tx: Tx, values: CarValues, carId?: string, ownIds: readonly string[] = []): Promise<void> {
  const problems: Omit<Validation, 'model'>[] = fieldProblems(
    flattenCarValues(values),
    carRuleMap(values.carRegistrations.length),
  );
  values.carRegistrations.forEach((row, index) => {
    if (row.id && !ownIds.includes(row.id))
      problems.push({ attribute: `carRegistrations.${index}.id`, type: 'invalid' });
  });
  const plates = values.carRegistrations.map((row) => row.registrationNumber).filter(Boolean);
  if (plates.length > 0) {
    const used = await tx
      .select({ registrationNumber: carRegistrations.registrationNumber })
      .from(carRegistrations)
      .where(
        and(
          inArray(carRegistrations.registrationNumber, plates),
          carId ? ne(carRegistrations.carId, carId) : undefined,
        ),
      );
    const taken = new Set(used.map((row) => row.registrationNumber));
    values.carRegistrations.forEach((row, index) => {
      const field = registrationField(index);
      if (taken.has(row.registrationNumber) && !problems.some((problem) => problem.attribute === field))
        problems.push({ attribute: field, type: 'taken' });
    });
  }
  refuseInvalid(MODEL, problems);
}

/**
 * Brings the car's registrations to `wanted`: rows with an id are updated in place (their ids stay,
 * so products keep pointing at them), rows without one are added, rows left out are removed —
 * unless something refers to them (VALIDATION carRegistrations in_use).
 */
async function syncRegistrations(
  tx: Tx,
  actor: Actor,
  carId: string,
  existing: CarRegistrationRow[],
  wanted: CarValues['carRegistrations'],
): Promise<void> {
  const keptIds = new Set(wanted.flatMap((row) => (row.id ? [row.id] : [])));
  const removed = existing.filter((row) => !keptIds.has(row.id));
  if (removed.length > 0) {
    try {
      await tx.delete(carRegistrations).where(
        inArray(
          carRegistrations.id,
          removed.map((row) => row.id),
        ),
      );
    } catch (error) {
      if (isForeignKeyViolation(error))
        throw validationError([{ model: MODEL, attribute: 'carRegistrations', type: 'in_use' }]);
      throw error;
    }
  }
  const changed = wanted.filter(
    (row) => row.id && existing.find((old) => old.id === row.id)?.registrationNumber !== row.registrationNumber,
  );
  // Two rows trading plates would meet the unique index half-way: park the changed rows first.
  if (changed.length > 1)
    await tx
      .update(carRegistrations)
      .set({ registrationNumber: sql`'~' || ${carRegistrations.id}::text` })
      .where(
        inArray(
          carRegistrations.id,
          changed.map((row) => row.id!),
        ),
      );
  for (const row of changed)
    await tx
      .update(carRegistrations)
      .set({ registrationNumber: row.registrationNumber, updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(carRegistrations.id, row.id!));
  const added = wanted.filter((row) => !row.id);
  if (added.length > 0)
    await tx.insert(carRegistrations).values(
      added.map((row) => ({
        carId,
        registrationNumber: row.registrationNumber,
        unitId: actor.unitId,
        createdById: actor.userId,
        updatedById: actor.userId,
      })),
    );
}

function auditDetails(values: CarValues) {
  return { name: values.name, registrationNumbers: values.carRegistrations.map((row) => row.registrationNumber) };
}

/** A unit's cars with their registration numbers. */
export const carService = {
  async list(tx: Tx, request: ListRequest<CarOrderBy, CarFilters>): Promise<Page<CarRow>> {
    const { name, registrationNumber, sold } = request.filters;
    const plate = registrationNumber ? normalizeRegistrationNumber(registrationNumber) : '';
    const where = and(
      containsText(cars.name, name),
      plate
        ? exists(
            tx
              .select({ one: sql`1` })
              .from(carRegistrations)
              .where(
                and(eq(carRegistrations.carId, cars.id), containsText(carRegistrations.registrationNumber, plate)),
              ),
          )
        : undefined,
      sold === true ? isNotNull(cars.soldDate) : sold === false ? isNull(cars.soldDate) : undefined,
    );
    return selectPage(tx, cars, {
      where,
      orderBy: [ordered(request.orderDirection, orderColumns[request.orderBy])],
      window: request,
    });
  },

  find(tx: Tx, id: string): Promise<CarRow> {
    return findOwn(tx, cars, id, MODEL);
  },

  /** The cars not sold by `today` (currentUnit { cars }). */
  unsold(tx: Tx, unitId: string, today: string): Promise<CarRow[]> {
    return tx
      .select()
      .from(cars)
      .where(and(eq(cars.unitId, unitId), or(isNull(cars.soldDate), gt(cars.soldDate, today))))
      .orderBy(lowerOf(cars.name), asc(cars.id));
  },

  async create(tx: Tx, actor: Actor, input: CarInput): Promise<CarRow> {
    // A new car has no registrations to keep: an id here is another car's and is refused.
    const values = clean(input, input.carRegistrations ?? []);
    await check(tx, values);
    const [created] = await tx
      .insert(cars)
      .values({ ...carColumns(values), unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId })
      .returning();
    await orTaken(MODEL, 'carRegistrations', () =>
      syncRegistrations(tx, actor, created!.id, [], values.carRegistrations),
    );
    await recordAudit(tx, actor, 'create', MODEL, created!.id, auditDetails(values));
    return carService.find(tx, created!.id);
  },

  async update(tx: Tx, actor: Actor, id: string, input: CarInput): Promise<CarRow> {
    await carService.find(tx, id);
    const registered = (await registrationsOf(tx, [id])).get(id)!;
    const rows =
      input.carRegistrations ?? registered.map((row) => ({ id: row.id, registrationNumber: row.registrationNumber }));
    const values = clean(input, rows);
    await check(
      tx,
      values,
      id,
      registered.map((row) => row.id),
    );
    await tx
      .update(cars)
      .set({ ...carColumns(values), updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(cars.id, id));
    await orTaken(MODEL, 'carRegistrations', () =>
      syncRegistrations(tx, actor, id, registered, values.carRegistrations),
    );
    await recordAudit(tx, actor, 'update', MODEL, id, auditDetails(values));
    return carService.find(tx, id);
  },

  /** A car whose registration something refers to is refused (VALIDATION base in_use): set a sold date instead. */
  async remove(tx: Tx, actor: Actor, id: string): Promise<CarRow> {
    const existing = await carService.find(tx, id);
    const registered = (await registrationsOf(tx, [id])).get(id)!;
    await deleteOrRefuseInUse(MODEL, () => tx.delete(cars).where(eq(cars.id, id)));
    await recordAudit(tx, actor, 'delete', MODEL, id, {
      name: existing.name,
      registrationNumbers: registered.map((row) => row.registrationNumber),
    });
    return { ...existing, carRegistrations: registered };
  },
};
