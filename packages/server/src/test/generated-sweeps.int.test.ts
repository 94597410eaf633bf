import { beforeAll, describe, expect, it } from 'vitest';
import { flagsOfRole, type Role } from '@fjord/domain';
import { declaredAccess, rootOperations } from '../graphql/access.js';
import { schema } from '../graphql/schema.js';
import { useTestApp } from './app.js';
import {
  crossUnitPlan,
  leakedIds,
  missingFixture,
  refusalProblem,
  roleWithout,
  snapshotOf,
  withoutTables,
} from './cross-unit.js';
import { TEST_DATABASES } from './database.js';
import { addMember, userWithUnit, type Fixture } from './fixtures.js';
import { errorCode, gql, subscribeOnce } from './http.js';
import { operationDocument, replaceAt, sampleVariables } from './schema-ids.js';
import { KINDS, OPERATIONS, UnitRecords } from './sweep-fixtures.js';

const plan = crossUnitPlan(schema);
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

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
            : `${path} = another unit's ${kind} is refused and changes nothing (so are a missing id and a malformed one)`;
        it(title, async () => {
          if (!fixture || !kind) throw new Error(missingFixture(name, path));
          for (const record of fixture.foreign ?? []) await other.id(record);
          const foreignId = await other.id(kind);
          // Naming a shared record succeeds and changes the caller's unit: that call gets a unit of its own.
          const caller = shared ? new UnitRecords(t, await userWithUnit(t), 1) : own;
          const variables = replaceAt(
            (await caller.resolve(fixture.variables)) as Record<string, unknown>,
            path,
            foreignId,
          );
          await t.runDueJobs();
          const before = await snapshotOf(t, other.who.unitId);
          const mailsBefore = t.mails.length;
          const result = await gql(t, document, variables, { token: caller.who.token, unitId: caller.who.unitId });
          const after = await snapshotOf(t, other.who.unitId);
          await t.runDueJobs();
          if (!shared) expect(t.mails.slice(mailsBefore), `${name} sent mail`).toEqual([]);
          expect(withoutTables(after, fixture.changes), `${name} changed the other unit`).toEqual(
            withoutTables(before, fixture.changes),
          );
          expect(leakedIds(before, result.body, foreignId), `${name} answered the other unit's records`).toEqual([]);
          if (shared) return;
          expect(refusalProblem(result, operation, path)).toBeUndefined();
          for (const wrong of [MISSING_ID, 'not-a-uuid']) {
            const answer = await gql(t, document, replaceAt(variables, path, wrong), {
              token: caller.who.token,
              unitId: caller.who.unitId,
            });
            expect(refusalProblem(answer, operation, path), `${path} = ${wrong}`).toBeUndefined();
          }
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

/**
 * The permission sweep, generated from the declared access of every operation: an operation
 * that needs flags is called, in a unit with records of every kind, by a member whose role lacks
 * them; it must answer FORBIDDEN and change nothing. Operations open to every member, every
 * signed-in user or everyone are listed as such.
 */
describe.each(TEST_DATABASES)('generated permission sweep (%s)', (database) => {
  const t = useTestApp(database);
  let unit: UnitRecords;
  const members = new Map<Role, Promise<Fixture>>();
  const memberWith = (role: Role) => {
    const member =
      members.get(role) ??
      userWithUnit(t, { role }).then(async (fixture) => {
        await addMember(t, fixture.userId, unit.who.unitId, role);
        return fixture;
      });
    members.set(role, member);
    return member;
  };
  beforeAll(async () => {
    unit = new UnitRecords(t, await userWithUnit(t, { unitName: 'Rettigheter AS' }), 0);
  });

  for (const operation of rootOperations(schema)) {
    const { name } = operation;
    const declared = declaredAccess(operation.field);
    if (!declared) {
      it(`${name}: declares its access`, () => {
        throw new Error(`${operation.operation} ${name} declares no access: the permission sweep cannot exercise it`);
      });
      continue;
    }
    const role = roleWithout(declared);
    const needs = declared.kind === 'flags' ? declared.flags.join(declared.mode === 'all' ? ' and ' : ' or ') : '';
    if (declared.kind !== 'flags' && declared.kind !== 'superAdmin') {
      it(`${name}: declared ${declared.kind}, no flag to withhold`, () => {
        expect(role).toBeUndefined();
      });
      continue;
    }
    if (!role) {
      it(`${name}: needs ${needs}, which every role holds`, () => {
        expect(flagsOfRole('readOnly')).toEqual(
          expect.arrayContaining(declared.kind === 'flags' ? declared.flags : []),
        );
      });
      continue;
    }
    const lacking = declared.kind === 'superAdmin' ? 'a super admin' : needs;
    it(`${name} by ${role} (needs ${lacking}) answers FORBIDDEN and changes nothing`, async () => {
      const member = await memberWith(role);
      const fixture = OPERATIONS[name];
      const variables = fixture
        ? ((await unit.resolve(fixture.variables)) as Record<string, unknown>)
        : sampleVariables(operation);
      await t.runDueJobs();
      const before = await snapshotOf(t, unit.who.unitId);
      const mailsBefore = t.mails.length;
      const result =
        operation.operation === 'subscription'
          ? await subscribeOnce(t, operationDocument(operation), variables, {
              token: member.token,
              unitId: unit.who.unitId,
            })
          : await gql(t, operationDocument(operation), variables, { token: member.token, unitId: unit.who.unitId });
      expect(errorCode(result), JSON.stringify(result.body)).toBe('FORBIDDEN');
      expect(await snapshotOf(t, unit.who.unitId)).toEqual(before);
      await t.runDueJobs();
      expect(t.mails.slice(mailsBefore), `${name} sent mail`).toEqual([]);
    });
  }
});
