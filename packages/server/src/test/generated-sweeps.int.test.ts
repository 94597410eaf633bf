import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema.js';
import { useTestApp } from './app.js';
import { crossUnitPlan, leakedIds, refusalProblem, snapshotOf, withoutTables } from './cross-unit.js';
import { TEST_DATABASES } from './database.js';
import { userWithUnit } from './fixtures.js';
import { gql } from './http.js';
import { replaceAt } from './schema-ids.js';
import { KINDS, UnitRecords } from './sweep-fixtures.js';

const plan = crossUnitPlan(schema);

/**
 * The cross-unit sweep, generated from the schema: every id position of every operation gets
 * another unit's record while the caller's own records fill the rest. The answer must refuse it
 * (NOT_FOUND, VALIDATION invalid on that field, or an empty list), the other unit must not change,
 * and the answer must show none of its records.
 */
describe.each(TEST_DATABASES)('generated cross-unit sweep (%s)', (database) => {
  const t = useTestApp(database);
  let other: UnitRecords;
  beforeAll(async () => {
    other = new UnitRecords(t, await userWithUnit(t, { unitName: 'Annen enhet AS' }), 0);
  });

  for (const operation of plan) {
    const { fixture, document } = operation;
    const name = operation.operation.name;
    describe(name, () => {
      let own: UnitRecords;
      beforeAll(async () => {
        own = new UnitRecords(t, await userWithUnit(t), 1);
      });

      for (const { path, kind } of operation.positions) {
        const shared = kind ? KINDS[kind].shared : undefined;
        const title = !kind
          ? `${path}: has a fixture`
          : shared
            ? `${path} = another unit's ${kind} (allowed: ${shared}) changes and shows nothing of that unit`
            : `${path} = another unit's ${kind} is refused and changes nothing`;
        it(title, async () => {
          if (!fixture || !kind) throw new Error(`add a fixture for ${name} ${path} (what does this id refer to?)`);
          for (const record of fixture.foreign ?? []) await other.id(record);
          const foreignId = await other.id(kind);
          // Naming a shared record succeeds and changes the caller's unit: that call gets a unit of its own.
          const caller = shared ? new UnitRecords(t, await userWithUnit(t), 1) : own;
          const variables = replaceAt(
            (await caller.resolve(fixture.variables)) as Record<string, unknown>,
            path,
            foreignId,
          );
          const before = await snapshotOf(t, other.who.unitId);
          const result = await gql(t, document, variables, { token: caller.who.token, unitId: caller.who.unitId });
          const after = await snapshotOf(t, other.who.unitId);
          expect(withoutTables(after, fixture.changes), `${name} changed the other unit`).toEqual(
            withoutTables(before, fixture.changes),
          );
          expect(leakedIds(before, result.body, foreignId), `${name} answered the other unit's records`).toEqual([]);
          if (!shared) expect(refusalProblem(result, operation, path)).toBeUndefined();
        });
      }

      if (fixture && !fixture.noControl)
        it("with the caller's own records everywhere succeeds (the variables are valid)", async () => {
          const variables = (await own.resolve(fixture.variables)) as Record<string, unknown>;
          const result = await gql(t, document, variables, { token: own.who.token, unitId: own.who.unitId });
          expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
        });
    });
  }
});
