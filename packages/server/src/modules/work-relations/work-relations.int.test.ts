import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor, addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { osloDate } from '../../clock.js';
import { seedDemoEmployees } from '../employees/demo.js';
import { employees } from '../employees/tables.js';
import { subUnits } from '../sub-units/tables.js';
import { seedDemoWorkRelations } from './demo.js';

const LEAVE_FIELDS = 'id leaveId leaveType description startDate endDate percentageLeave';
const FIELDS = `id employeeId employee { id name } subUnitId subUnit { id name organizationNumber }
  occupationCode occupation { code name } startDate endDate pensionEndDate endReason samePositionSince
  shiftType employmentType durationType employmentPercentage employmentPercentageUpdated
  hoursEveryWeekWithFullEmployment lastSalaryChange onLeaveToday leaves { ${LEAVE_FIELDS} }`;
const LIST = `query ($employeeId: ID!) { workRelations(employeeId: $employeeId) { id startDate } }`;
const ONE = `query ($id: ID!) { workRelation(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($employeeId: ID!, $input: WorkRelationInput!) {
  createWorkRelation(employeeId: $employeeId, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: WorkRelationInput!) { updateWorkRelation(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteWorkRelation(id: $id) { id } }`;

type Leave = { id: string; leaveId: string; leaveType: string; startDate: string; endDate: string | null };
type Relation = { id: string; employeeId: string; leaves: Leave[] } & Record<string, unknown>;

const ACTIVE = {
  occupationCode: '2512101',
  startDate: '2020-01-01',
  shiftType: 'ikkeSkift',
  employmentType: 'ordinaertArbeidsforhold',
  durationType: 'fast',
  employmentPercentage: '100',
};
const ENDED = { endDate: '2021-12-31', endReason: 'arbeidstakerHarSagtOppSelv' };
const LAYOFF = { leaveType: 'permittering', startDate: '2020-03-01', endDate: '2020-05-31', percentageLeave: '50' };

describe.each(TEST_DATABASES)('work relations (%s)', (kind) => {
  const t = useTestApp(kind);

  /** An employee made straight in the database, so this file needs no other module's API. */
  const employee = (who: Fixture, lastName = 'Nordmann') =>
    t.app.services.transactions.tenant(who.unitId, async (tx) => {
      const [row] = await tx
        .insert(employees)
        .values({
          unitId: who.unitId,
          firstName: 'Kari',
          lastName,
          address: 'Storgata 1',
          zip: '0155',
          city: 'Oslo',
          birthDate: '1985-04-12',
          vacationMoneyPercentage: '12.00',
          creditDays: 0,
        })
        .returning();
      return row!.id;
    });
  const ownSubUnits = new Map<string, string>();
  /** A sub-unit of the unit; the first one is the unit's own for activeFor. */
  const subUnit = (who: Fixture, name = 'Avdeling Oslo') =>
    t.app.services.transactions.tenant(who.unitId, async (tx) => {
      const [row] = await tx
        .insert(subUnits)
        .values({ unitId: who.unitId, name, organizationNumber: '974760673' })
        .returning();
      if (!ownSubUnits.has(who.unitId)) ownSubUnits.set(who.unitId, row!.id);
      return row!.id;
    });
  /** ACTIVE with the unit's own sub-unit (made once per unit): the a-melding reports every relation under one. */
  const activeFor = async (who: Fixture) => {
    if (!ownSubUnits.has(who.unitId)) await subUnit(who);
    return { ...ACTIVE, subUnitId: ownSubUnits.get(who.unitId)! };
  };
  /** The input with the unit's own sub-unit where it names none. */
  const withSubUnit = async (who: Fixture, input: Record<string, unknown>) =>
    'subUnitId' in input ? input : { ...input, subUnitId: (await activeFor(who)).subUnitId };
  const create = async (who: Fixture, employeeId: string, input: Record<string, unknown>) =>
    (await gqlOk(t, who, CREATE, { employeeId, input: await withSubUnit(who, input) })).createWorkRelation as Relation;
  const counts = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select (select count(*)::int from work_relations) as relations,
                   (select count(*)::int from work_relation_leaves) as leaves`,
      )) as { rows: { relations: number; leaves: number }[] };
      return result.rows[0]!;
    });
  const snapshot = (who: Fixture, id: string) =>
    t.app.services.transactions.tenant(who.unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select r.*, (select json_agg(l order by l.leave_id) from work_relation_leaves l
              where l.work_relation_id = r.id) as leaves from work_relations r where r.id = ${id}`,
      )) as { rows: unknown[] };
      return result.rows;
    });
  /** A refused create: its validations, and nothing saved. */
  const refusedCreate = async (input: Record<string, unknown>) => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me);
    const validations = await gqlValidations(t, me, CREATE, { employeeId, input: await withSubUnit(me, input) });
    expect(await counts(me.unitId)).toEqual({ relations: 0, leaves: 0 });
    return validations;
  };

  it('creates with the default hours, reads, updates and deletes, with audit rows', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me);
    const subUnitId = await subUnit(me);
    const created = await create(me, employeeId, { ...ACTIVE, subUnitId, leaves: [LAYOFF] });
    expect(created).toMatchObject({
      employeeId,
      employee: { id: employeeId, name: 'Kari Nordmann' },
      subUnit: { id: subUnitId, name: 'Avdeling Oslo', organizationNumber: '974760673' },
      occupation: { code: '2512101' },
      startDate: '2020-01-01',
      endDate: null,
      employmentPercentage: '100.00',
      hoursEveryWeekWithFullEmployment: '37.50',
      onLeaveToday: false,
      leaves: [{ leaveId: 'P1', ...LAYOFF, percentageLeave: '50.00' }],
    });
    expect((created.occupation as { name: string }).name).not.toBe('');
    expect((await gqlOk(t, me, ONE, { id: created.id })).workRelation).toEqual(created);

    const updated = (
      await gqlOk(t, me, UPDATE, {
        id: created.id,
        input: {
          ...(await activeFor(me)),
          ...ENDED,
          employmentPercentage: '80',
          hoursEveryWeekWithFullEmployment: '40',
        },
      })
    ).updateWorkRelation as Relation;
    expect(updated).toMatchObject({
      ...ENDED,
      employmentPercentage: '80.00',
      hoursEveryWeekWithFullEmployment: '40.00',
    });
    // Leaves left out on update stay as they were.
    expect(updated.leaves).toEqual(created.leaves);

    await gqlOk(t, me, DELETE, { id: created.id });
    expect(await counts(me.unitId)).toEqual({ relations: 0, leaves: 0 });
    const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const result = (await tx.execute(sql`select action from audit_events where entity = 'workRelation'`)) as {
        rows: { action: string }[];
      };
      return result.rows.map((row) => row.action).sort();
    });
    expect(audit).toEqual(['create', 'delete', 'update']);
  });

  it('keeps several relations per employee, the newest start first', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me);
    const other = await employee(me, 'Hansen');
    const old = await create(me, employeeId, { ...ACTIVE, ...ENDED, startDate: '2018-01-01' });
    const current = await create(me, employeeId, { ...ACTIVE, startDate: '2022-01-01' });
    await create(me, other, ACTIVE);
    expect((await gqlOk(t, me, LIST, { employeeId })).workRelations).toEqual([
      { id: current.id, startDate: '2022-01-01' },
      { id: old.id, startDate: '2018-01-01' },
    ]);
  });

  it('syncs leaves: rows with an id are updated and keep their leaveId, new rows get the next one, missing rows go', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me);
    const created = await create(me, employeeId, {
      ...ACTIVE,
      leaves: [LAYOFF, { ...LAYOFF, leaveType: 'permisjon', startDate: '2021-01-01', endDate: '2021-01-31' }],
    });
    const [first, second] = created.leaves;
    expect([first!.leaveId, second!.leaveId]).toEqual(['P1', 'P2']);
    const updated = (
      await gqlOk(t, me, UPDATE, {
        id: created.id,
        input: {
          ...(await activeFor(me)),
          leaves: [
            { id: second!.id, ...LAYOFF, leaveType: 'velferdspermisjon', startDate: '2021-01-01', endDate: null },
          ],
        },
      })
    ).updateWorkRelation as Relation;
    expect(updated.leaves).toEqual([
      expect.objectContaining({ id: second!.id, leaveId: 'P2', leaveType: 'velferdspermisjon', endDate: null }),
    ]);
    expect(updated.onLeaveToday).toBe(true);
    const again = (
      await gqlOk(t, me, UPDATE, {
        id: created.id,
        input: {
          ...(await activeFor(me)),
          leaves: [{ id: second!.id, ...LAYOFF, startDate: '2021-01-01', endDate: null }, LAYOFF],
        },
      })
    ).updateWorkRelation as Relation;
    expect(again.leaves.map((leave) => [leave.leaveId, leave.startDate])).toEqual([
      ['P3', '2020-03-01'],
      ['P2', '2021-01-01'],
    ]);
  });

  it('refuses leave ids of another relation (invalid), saving nothing', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me);
    const one = await create(me, employeeId, { ...ACTIVE, leaves: [LAYOFF] });
    const two = await create(me, employeeId, ACTIVE);
    const before = await snapshot(me, two.id);
    expect(
      await gqlValidations(t, me, UPDATE, {
        id: two.id,
        input: { ...(await activeFor(me)), leaves: [{ id: one.leaves[0]!.id, ...LAYOFF }] },
      }),
    ).toEqual([{ model: 'workRelation', attribute: 'leaves.0.id', type: 'invalid' }]);
    expect(await snapshot(me, two.id)).toEqual(before);
  });

  it('refuses a relation saved with nothing filled in: the a-melding needs its sub-unit and occupation (blank)', async () => {
    expect(await refusedCreate({ ...ACTIVE, subUnitId: null, occupationCode: null })).toEqual([
      { model: 'workRelation', attribute: 'subUnitId', type: 'blank' },
      { model: 'workRelation', attribute: 'occupationCode', type: 'blank' },
    ]);
    const freelancer = await userWithUnit(t);
    const created = await create(freelancer, await employee(freelancer), {
      ...ACTIVE,
      employmentType: 'frilanserOppdragstakerHonorarPersonerMm',
      occupationCode: null,
    });
    expect(created.occupationCode).toBeNull();
  });

  it('refuses another unit\u2019s sub-unit and an unknown occupation code (invalid)', async () => {
    const stranger = await userWithUnit(t);
    const theirs = await subUnit(stranger);
    expect(await refusedCreate({ ...ACTIVE, subUnitId: theirs, occupationCode: '0000000' })).toEqual([
      { model: 'workRelation', attribute: 'subUnitId', type: 'invalid' },
      { model: 'workRelation', attribute: 'occupationCode', type: 'invalid' },
    ]);
    expect(await refusedCreate({ ...ACTIVE, subUnitId: 'not-a-uuid' })).toEqual([
      { model: 'workRelation', attribute: 'subUnitId', type: 'invalid' },
    ]);
  });

  it('the rule map: ranges, end date and end reason, pension end date', async () => {
    expect(
      await refusedCreate({ ...ACTIVE, employmentPercentage: '101', hoursEveryWeekWithFullEmployment: '169' }),
    ).toEqual([
      { model: 'workRelation', attribute: 'employmentPercentage', type: 'less_than_or_equal_to' },
      { model: 'workRelation', attribute: 'hoursEveryWeekWithFullEmployment', type: 'less_than_or_equal_to' },
    ]);
    expect(await refusedCreate({ ...ACTIVE, endDate: '2019-12-31' })).toEqual([
      { model: 'workRelation', attribute: 'endDate', type: 'date_after_or_equal_to' },
      { model: 'workRelation', attribute: 'endReason', type: 'blank' },
    ]);
    expect(await refusedCreate({ ...ACTIVE, endReason: 'arbeidstakerHarSagtOppSelv' })).toEqual([
      { model: 'workRelation', attribute: 'endReason', type: 'invalid' },
    ]);
    expect(await refusedCreate({ ...ACTIVE, ...ENDED, pensionEndDate: '2021-06-30' })).toEqual([
      { model: 'workRelation', attribute: 'pensionEndDate', type: 'date_after_or_equal_to' },
    ]);
  });

  it('the leave rules: percentage, order of dates, inside the relation period, no overlaps', async () => {
    expect(
      await refusedCreate({ ...ACTIVE, leaves: [{ ...LAYOFF, percentageLeave: '120', endDate: '2020-02-01' }] }),
    ).toEqual([
      { model: 'workRelation', attribute: 'leaves.0.endDate', type: 'date_after_or_equal_to' },
      { model: 'workRelation', attribute: 'leaves.0.percentageLeave', type: 'less_than_or_equal_to' },
    ]);
    expect(await refusedCreate({ ...ACTIVE, leaves: [{ ...LAYOFF, startDate: '2019-12-01' }] })).toEqual([
      { model: 'workRelation', attribute: 'leaves.0.startDate', type: 'must_be_inside_work_relation_period' },
    ]);
    const ending = { endDate: '2099-12-31', endReason: 'kontraktEngasjementEllerVikariatErUtloept' };
    expect(
      await refusedCreate({
        ...ACTIVE,
        ...ending,
        leaves: [{ ...LAYOFF, startDate: '2099-12-01', endDate: '2100-01-31' }],
      }),
    ).toEqual([{ model: 'workRelation', attribute: 'leaves.0.endDate', type: 'must_be_inside_work_relation_period' }]);
    expect(
      await refusedCreate({ ...ACTIVE, leaves: [LAYOFF, { ...LAYOFF, startDate: '2020-05-31', endDate: null }] }),
    ).toEqual([{ model: 'workRelation', attribute: 'leaves.1.startDate', type: 'overlapping' }]);
  });

  it('leave must have an end date if the relation has one', async () => {
    const ending = { endDate: '2099-12-31', endReason: 'kontraktEngasjementEllerVikariatErUtloept' };
    expect(await refusedCreate({ ...ACTIVE, ...ending, leaves: [{ ...LAYOFF, endDate: null }] })).toEqual([
      { model: 'workRelation', attribute: 'leaves.0.endDate', type: 'blank' },
    ]);
  });

  it('an ended relation needs a leave end date', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me);
    const relation = await create(me, employeeId, { ...ACTIVE, leaves: [{ ...LAYOFF, endDate: null }] });
    const before = await snapshot(me, relation.id);
    const leaves = [{ id: relation.leaves[0]!.id, ...LAYOFF, endDate: null }];
    expect(
      await gqlValidations(t, me, UPDATE, { id: relation.id, input: { ...(await activeFor(me)), ...ENDED, leaves } }),
    ).toEqual([{ model: 'workRelation', attribute: 'leaves.0.endDate', type: 'blank' }]);
    expect(await snapshot(me, relation.id)).toEqual(before);
  });

  it('a finished relation cannot have open leaves or layoffs', async () => {
    const me = await userWithUnit(t);
    const employeeId = await employee(me);
    const relation = await create(me, employeeId, { ...ACTIVE, leaves: [{ ...LAYOFF, endDate: '2022-06-30' }] });
    const before = await snapshot(me, relation.id);
    const leaves = [{ id: relation.leaves[0]!.id, ...LAYOFF, endDate: '2022-06-30' }];
    const result = await gql(
      t,
      UPDATE,
      { id: relation.id, input: { ...(await activeFor(me)), ...ENDED, leaves } },
      { token: me.token, unitId: me.unitId },
    );
    expect(errorCode(result)).toBe('VALIDATION');
    expect(result.body.errors![0]!.extensions!.validations).toEqual([
      {
        model: 'workRelation',
        attribute: 'leaves.0.endDate',
        type: 'date_before_or_equal_to',
        params: { date: '2021-12-31' },
      },
    ]);
    expect(await snapshot(me, relation.id)).toEqual(before);
    // Closed by the relation's last day, the relation ends.
    const closed = [{ id: relation.leaves[0]!.id, ...LAYOFF, endDate: '2021-12-31' }];
    await gqlOk(t, me, UPDATE, { id: relation.id, input: { ...(await activeFor(me)), ...ENDED, leaves: closed } });
  });

  it('answers NOT_FOUND for another unit\u2019s employee, and for ids that do not exist or are not UUIDs', async () => {
    const owner = await userWithUnit(t);
    const theirs = await employee(owner);
    const me = await userWithUnit(t);
    const as = { token: me.token, unitId: me.unitId };
    expect(errorCode(await gql(t, CREATE, { employeeId: theirs, input: ACTIVE }, as))).toBe('NOT_FOUND');
    expect(errorCode(await gql(t, LIST, { employeeId: theirs }, as))).toBe('NOT_FOUND');
    expect(errorCode(await gql(t, LIST, { employeeId: 'not-a-uuid' }, as))).toBe('NOT_FOUND');
    expect(await counts(owner.unitId)).toEqual({ relations: 0, leaves: 0 });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [query, id] of [
      [ONE, missing],
      [ONE, 'not-a-uuid'],
      [DELETE, missing],
    ] as const)
      expect(errorCode(await gql(t, query, { id }, as))).toBe('NOT_FOUND');
    expect(errorCode(await gql(t, UPDATE, { id: missing, input: ACTIVE }, as))).toBe('NOT_FOUND');
  });

  it('reading needs canEditEmployees or canViewSalaries: the payroll role reads and writes, an accountant neither', async () => {
    const owner = await userWithUnit(t);
    const employeeId = await employee(owner);
    const relation = await create(owner, employeeId, ACTIVE);
    const payroll = await userWithUnit(t, { role: 'payroll' });
    await addMember(t, payroll.userId, owner.unitId, 'payroll');
    const asPayroll = { ...payroll, unitId: owner.unitId };
    expect((await gqlOk(t, asPayroll, LIST, { employeeId })).workRelations).toHaveLength(1);
    await gqlOk(t, asPayroll, UPDATE, {
      id: relation.id,
      input: { ...(await activeFor(owner)), employmentPercentage: '60' },
    });
    const accountant = await userWithUnit(t, { role: 'accountant' });
    await addMember(t, accountant.userId, owner.unitId, 'accountant');
    const as = { token: accountant.token, unitId: owner.unitId };
    expect(errorCode(await gql(t, LIST, { employeeId }, as))).toBe('FORBIDDEN');
    expect(errorCode(await gql(t, ONE, { id: relation.id }, as))).toBe('FORBIDDEN');
  });

  it('the demo: a relation for every demo employee, each passing the rules, with the cases the brief names', async () => {
    const me = await userWithUnit(t);
    const today = osloDate(t.app.services.clock.now());
    await subUnit(me, 'Bølgen Bergen');
    await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      await seedDemoEmployees(tx, actorFor(t, me));
      await seedDemoWorkRelations(tx, actorFor(t, me), today);
    });
    const rows = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select e.last_name, e.id as employee_id, count(r.id)::int as relations,
                   count(r.end_date)::int as ended, min(r.start_date)::text as first_start
              from employees e left join work_relations r on r.employee_id = e.id
             group by e.last_name, e.id order by e.last_name`,
      )) as {
        rows: { last_name: string; employee_id: string; relations: number; ended: number; first_start: string }[];
      };
      return result.rows;
    });
    expect(rows.every((row) => row.relations >= 1)).toBe(true);
    const of = (lastName: string) => rows.find((row) => row.last_name === lastName)!;
    expect(of('Nordmann')).toMatchObject({ relations: 2, ended: 1 });
    expect(of('Johansen')).toMatchObject({ relations: 1, ended: 1 });
    expect(of('Pedersen').first_start > today).toBe(true);
    const berg = (
      await gqlOk(t, me, `query ($id: ID!) { workRelations(employeeId: $id) { onLeaveToday subUnit { name } } }`, {
        id: of('Berg').employee_id,
      })
    ).workRelations;
    expect(berg).toEqual([{ onLeaveToday: true, subUnit: { name: 'Bølgen Bergen' } }]);
  });
});
