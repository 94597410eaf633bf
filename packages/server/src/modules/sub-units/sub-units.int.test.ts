import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { units } from '../../db/schema.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { employees } from '../employees/tables.js';
import { workRelations } from '../work-relations/tables.js';

const FIELDS = 'id name organizationNumber departmentId department { id code name }';
const LIST = `query ($filters: SubUnitFilters, $orderBy: SubUnitOrderBy, $orderDirection: OrderDirection, $limit: Int, $offset: Int) {
  subUnits(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection, limit: $limit, offset: $offset) {
    totalCount items { name organizationNumber } } }`;
const ONE = `query ($id: ID!) { subUnit(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: SubUnitInput!) { createSubUnit(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: SubUnitInput!) { updateSubUnit(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteSubUnit(id: $id) { id } }`;
const CREATE_DEPARTMENT = `mutation ($input: DepartmentInput!) { createDepartment(input: $input) { id } }`;

// Fictitious organisation numbers that pass MOD11; 931165004 fails it.
const BERGEN = '931165003';
const STAVANGER = '931165011';
const OSLO = '931165038';

describe.each(TEST_DATABASES)('sub-units (%s)', (kind) => {
  const t = useTestApp(kind);

  const create = async (who: Fixture, input: Record<string, unknown>) =>
    (await gqlOk(t, who, CREATE, { input })).createSubUnit as { id: string; name: string };
  const rows = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(sql`select name, organization_number from sub_units order by name`)) as {
        rows: { name: string; organization_number: string }[];
      };
      return result.rows;
    });

  it('creates with a department, reads, updates and deletes, writing an audit row each time', async () => {
    const me = await userWithUnit(t);
    const department = (await gqlOk(t, me, CREATE_DEPARTMENT, { input: { code: '10', name: 'Vest' } })).createDepartment
      .id;
    const created = await create(me, {
      name: '  Avd. Bergen ',
      organizationNumber: '931 165 003',
      departmentId: department,
    });
    expect(created).toEqual({
      id: created.id,
      name: 'Avd. Bergen',
      organizationNumber: BERGEN,
      departmentId: department,
      department: { id: department, code: '10', name: 'Vest' },
    });
    expect((await gqlOk(t, me, ONE, { id: created.id })).subUnit).toEqual(created);
    const updated = await gqlOk(t, me, UPDATE, {
      id: created.id,
      input: { name: 'Avd. Bergen sentrum', organizationNumber: BERGEN, departmentId: null },
    });
    expect(updated.updateSubUnit).toMatchObject({ name: 'Avd. Bergen sentrum', department: null });
    await gqlOk(t, me, DELETE, { id: created.id });
    expect(await rows(me.unitId)).toEqual([]);
    const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const result = (await tx.execute(sql`select action from audit_events where entity = 'subUnit'`)) as {
        rows: { action: string }[];
      };
      return result.rows.map((row) => row.action).sort();
    });
    expect(audit).toEqual(['create', 'delete', 'update']);
  });

  it('refuses an organisation number failing MOD11 or not nine digits (checksum_invalid) and a blank name, saving nothing', async () => {
    const me = await userWithUnit(t);
    expect(await gqlValidations(t, me, CREATE, { input: { name: ' ', organizationNumber: '931165004' } })).toEqual([
      { model: 'subUnit', attribute: 'name', type: 'blank' },
      { model: 'subUnit', attribute: 'organizationNumber', type: 'checksum_invalid' },
    ]);
    expect(await gqlValidations(t, me, CREATE, { input: { name: 'Avd', organizationNumber: '12345' } })).toEqual([
      { model: 'subUnit', attribute: 'organizationNumber', type: 'checksum_invalid' },
    ]);
    const bergen = await create(me, { name: 'Bergen', organizationNumber: BERGEN });
    expect(
      await gqlValidations(t, me, UPDATE, { id: bergen.id, input: { name: 'Bergen', organizationNumber: '' } }),
    ).toEqual([{ model: 'subUnit', attribute: 'organizationNumber', type: 'blank' }]);
    expect(await rows(me.unitId)).toEqual([{ name: 'Bergen', organization_number: BERGEN }]);
  });

  it("refuses the company's own organisation number (invalid): a sub-unit has a number of its own", async () => {
    const me = await userWithUnit(t);
    await t.app.services.transactions.system((tx) =>
      tx.update(units).set({ organizationNumber: OSLO }).where(eq(units.id, me.unitId)),
    );
    expect(await gqlValidations(t, me, CREATE, { input: { name: 'Hovedkontor', organizationNumber: OSLO } })).toEqual([
      { model: 'subUnit', attribute: 'organizationNumber', type: 'invalid' },
    ]);
    const bergen = await create(me, { name: 'Bergen', organizationNumber: BERGEN });
    expect(
      await gqlValidations(t, me, UPDATE, {
        id: bergen.id,
        input: { name: 'Bergen', organizationNumber: '931 165 038' },
      }),
    ).toEqual([{ model: 'subUnit', attribute: 'organizationNumber', type: 'invalid' }]);
    expect(await rows(me.unitId)).toEqual([{ name: 'Bergen', organization_number: BERGEN }]);
  });

  it('refuses an organisation number the unit already has (taken); another unit may use it', async () => {
    const me = await userWithUnit(t);
    const other = await userWithUnit(t);
    await create(me, { name: 'Bergen', organizationNumber: BERGEN });
    const oslo = await create(me, { name: 'Oslo', organizationNumber: OSLO });
    expect(await gqlValidations(t, me, CREATE, { input: { name: 'Igjen', organizationNumber: BERGEN } })).toEqual([
      { model: 'subUnit', attribute: 'organizationNumber', type: 'taken' },
    ]);
    expect(
      await gqlValidations(t, me, UPDATE, { id: oslo.id, input: { name: 'Oslo', organizationNumber: BERGEN } }),
    ).toEqual([{ model: 'subUnit', attribute: 'organizationNumber', type: 'taken' }]);
    await gqlOk(t, me, UPDATE, { id: oslo.id, input: { name: 'Oslo sentrum', organizationNumber: OSLO } });
    await create(other, { name: 'Bergen', organizationNumber: BERGEN });
    expect((await rows(me.unitId)).map((row) => row.name)).toEqual(['Bergen', 'Oslo sentrum']);
  });

  it("refuses another unit's department or a made-up one (invalid)", async () => {
    const me = await userWithUnit(t);
    const other = await userWithUnit(t);
    const theirs = (await gqlOk(t, other, CREATE_DEPARTMENT, { input: { code: '1', name: 'Deres' } })).createDepartment
      .id;
    for (const departmentId of [theirs, 'not-a-uuid']) {
      expect(
        await gqlValidations(t, me, CREATE, { input: { name: 'Avd', organizationNumber: BERGEN, departmentId } }),
      ).toEqual([{ model: 'subUnit', attribute: 'departmentId', type: 'invalid' }]);
    }
    expect(await rows(me.unitId)).toEqual([]);
  });

  it('refuses to delete a sub-unit a work relation names (in_use), keeping it', async () => {
    const me = await userWithUnit(t);
    const bergen = await create(me, { name: 'Bergen', organizationNumber: BERGEN });
    await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const [employee] = await tx
        .insert(employees)
        .values({
          unitId: me.unitId,
          firstName: 'Ola',
          lastName: 'Nordmann',
          address: 'Strandkaien 4',
          zip: '5013',
          city: 'Bergen',
          birthDate: '1990-01-01',
          vacationMoneyPercentage: '12.00',
          creditDays: 14,
        })
        .returning();
      await tx.insert(workRelations).values({
        unitId: me.unitId,
        employeeId: employee!.id,
        subUnitId: bergen.id,
        startDate: '2024-01-01',
        shiftType: 'ikkeSkift',
        employmentType: 'ordinaertArbeidsforhold',
        durationType: 'fast',
        employmentPercentage: '100',
        hoursEveryWeekWithFullEmployment: '37.5',
      });
    });
    expect(await gqlValidations(t, me, DELETE, { id: bergen.id })).toEqual([
      { model: 'subUnit', attribute: 'base', type: 'in_use' },
    ]);
    expect(await rows(me.unitId)).toHaveLength(1);
  });

  it('lists by name by default, filters by name and organisation number, orders by number and pages', async () => {
    const me = await userWithUnit(t);
    await create(me, { name: 'Stavanger', organizationNumber: STAVANGER });
    await create(me, { name: 'bergen', organizationNumber: BERGEN });
    await create(me, { name: 'Oslo', organizationNumber: OSLO });
    const names = (data: { subUnits: { items: { name: string }[] } }) => data.subUnits.items.map((row) => row.name);
    expect(names(await gqlOk(t, me, LIST))).toEqual(['bergen', 'Oslo', 'Stavanger']);
    expect(names(await gqlOk(t, me, LIST, { filters: { name: 'OSL' } }))).toEqual(['Oslo']);
    expect(names(await gqlOk(t, me, LIST, { filters: { organizationNumber: '931 165 01' } }))).toEqual(['Stavanger']);
    expect(names(await gqlOk(t, me, LIST, { orderBy: 'organization_number', orderDirection: 'DESC' }))).toEqual([
      'Oslo',
      'Stavanger',
      'bergen',
    ]);
    const paged = await gqlOk(t, me, LIST, { limit: 1, offset: 1 });
    expect(paged.subUnits).toEqual({ totalCount: 3, items: [{ name: 'Oslo', organizationNumber: OSLO }] });
  });

  it('lets a member without canEditEmployees read the list', async () => {
    const reader = await userWithUnit(t, { role: 'accountant' });
    expect((await gqlOk(t, reader, LIST)).subUnits.totalCount).toBe(0);
  });
});
