import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { units } from '../../db/schema.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { employees } from '../employees/tables.js';
import { workRelations } from '../work-relations/tables.js';

const FIELDS = `id name organizationNumber departmentId department { id code name }
  municipalityNumber municipality { number name employerTaxZones { zone comment } } employerTaxZone`;
const LIST = `query ($filters: SubUnitFilters, $orderBy: SubUnitOrderBy, $orderDirection: OrderDirection, $limit: Int, $offset: Int) {
  subUnits(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection, limit: $limit, offset: $offset) {
    totalCount items { name organizationNumber municipality { name } employerTaxZone } } }`;
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
  /** Where each sub-unit is, as stored. */
  const places = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select name, municipality_number, employer_tax_zone from sub_units order by name`,
      )) as { rows: { name: string; municipality_number: string | null; employer_tax_zone: string | null }[] };
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
      municipalityNumber: null,
      municipality: null,
      employerTaxZone: null,
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

  describe('municipality and employer tax zone', () => {
    // Molde (1506) is split: zone 2 for the former Midsund and Nesset, zone 1 for the rest.
    const MOLDE = '1506';
    const moldeZones = [
      { zone: '1', comment: null },
      { zone: '2', comment: 'Gamle Midsund og Nesset' },
    ];

    it("saves the municipality and answers the register's row; a one-zone municipality keeps no zone", async () => {
      const me = await userWithUnit(t);
      const bergen = await create(me, {
        name: 'Bergen',
        organizationNumber: BERGEN,
        municipalityNumber: ' 4601 ',
        employerTaxZone: '2',
      });
      expect(bergen).toMatchObject({
        municipalityNumber: '4601',
        municipality: { number: '4601', name: 'Bergen', employerTaxZones: [{ zone: '1', comment: null }] },
        // Bergen has one zone: a zone given is not kept, the municipality's applies.
        employerTaxZone: null,
      });
      const molde = await gqlOk(t, me, UPDATE, {
        id: bergen.id,
        input: { name: 'Bergen', organizationNumber: BERGEN, municipalityNumber: MOLDE, employerTaxZone: '2' },
      });
      expect(molde.updateSubUnit).toMatchObject({
        municipalityNumber: MOLDE,
        municipality: { number: MOLDE, name: 'Molde', employerTaxZones: moldeZones },
        employerTaxZone: '2',
      });
      expect((await gqlOk(t, me, ONE, { id: bergen.id })).subUnit).toEqual(molde.updateSubUnit);
      // The input is the whole sub-unit: leaving the municipality out removes it, and its zone.
      const none = await gqlOk(t, me, UPDATE, {
        id: bergen.id,
        input: { name: 'Bergen', organizationNumber: BERGEN, employerTaxZone: '2' },
      });
      expect(none.updateSubUnit).toMatchObject({ municipalityNumber: null, municipality: null, employerTaxZone: null });
      expect(await places(me.unitId)).toEqual([{ name: 'Bergen', municipality_number: null, employer_tax_zone: null }]);
      const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) =>
        JSON.stringify(
          ((await tx.execute(sql`select details from audit_events where entity = 'subUnit'`)) as { rows: unknown[] })
            .rows,
        ),
      );
      expect(audit).toContain('"municipalityNumber":"1506"');
      expect(audit).toContain('"employerTaxZone":"2"');
    });

    it('refuses a municipality the register does not have (invalid), creating or changing nothing', async () => {
      const me = await userWithUnit(t);
      for (const municipalityNumber of ['9999', '46O1']) {
        expect(
          await gqlValidations(t, me, CREATE, {
            input: { name: 'Avd', organizationNumber: BERGEN, municipalityNumber, employerTaxZone: '1' },
          }),
        ).toEqual([{ model: 'subUnit', attribute: 'municipalityNumber', type: 'invalid' }]);
      }
      expect(await places(me.unitId)).toEqual([]);
      const bergen = await create(me, { name: 'Bergen', organizationNumber: BERGEN, municipalityNumber: '4601' });
      expect(
        await gqlValidations(t, me, UPDATE, {
          id: bergen.id,
          input: { name: 'Bergen', organizationNumber: BERGEN, municipalityNumber: '0000' },
        }),
      ).toEqual([{ model: 'subUnit', attribute: 'municipalityNumber', type: 'invalid' }]);
      expect(await places(me.unitId)).toEqual([
        { name: 'Bergen', municipality_number: '4601', employer_tax_zone: null },
      ]);
    });

    it('a split municipality needs a zone (required), one of its own (invalid); nothing changes', async () => {
      const me = await userWithUnit(t);
      const input = { name: 'Molde', organizationNumber: BERGEN, municipalityNumber: MOLDE };
      expect(await gqlValidations(t, me, CREATE, { input })).toEqual([
        { model: 'subUnit', attribute: 'employerTaxZone', type: 'required' },
      ]);
      expect(await gqlValidations(t, me, CREATE, { input: { ...input, employerTaxZone: ' ' } })).toEqual([
        { model: 'subUnit', attribute: 'employerTaxZone', type: 'required' },
      ]);
      // 1a is a zone, but not one of Molde's; 6 is no zone at all.
      for (const employerTaxZone of ['1a', '6']) {
        expect(await gqlValidations(t, me, CREATE, { input: { ...input, employerTaxZone } })).toEqual([
          { model: 'subUnit', attribute: 'employerTaxZone', type: 'invalid' },
        ]);
      }
      // Refused together with the other fields' problems, in one answer.
      expect(
        await gqlValidations(t, me, CREATE, { input: { ...input, name: '', organizationNumber: '931165004' } }),
      ).toEqual([
        { model: 'subUnit', attribute: 'name', type: 'blank' },
        { model: 'subUnit', attribute: 'organizationNumber', type: 'checksum_invalid' },
        { model: 'subUnit', attribute: 'employerTaxZone', type: 'required' },
      ]);
      expect(await places(me.unitId)).toEqual([]);

      const molde = await create(me, { ...input, employerTaxZone: '2' });
      // Orkland (5059) has zones 1, 2 and 3: moving there needs one of them.
      for (const [change, type] of [
        [{ employerTaxZone: '3' }, 'invalid'],
        [{ municipalityNumber: '5059', employerTaxZone: null }, 'required'],
        [{ municipalityNumber: '5059', employerTaxZone: '1a' }, 'invalid'],
      ] as const) {
        expect(await gqlValidations(t, me, UPDATE, { id: molde.id, input: { ...input, ...change } })).toEqual([
          { model: 'subUnit', attribute: 'employerTaxZone', type },
        ]);
      }
      expect(await places(me.unitId)).toEqual([{ name: 'Molde', municipality_number: MOLDE, employer_tax_zone: '2' }]);
      await gqlOk(t, me, UPDATE, {
        id: molde.id,
        input: { ...input, municipalityNumber: '5059', employerTaxZone: '3' },
      });
      expect(await places(me.unitId)).toEqual([{ name: 'Molde', municipality_number: '5059', employer_tax_zone: '3' }]);
    });
  });

  it('lists by name by default, filters by name and organisation number, orders by number and pages', async () => {
    const me = await userWithUnit(t);
    await create(me, { name: 'Stavanger', organizationNumber: STAVANGER, municipalityNumber: '1103' });
    await create(me, { name: 'bergen', organizationNumber: BERGEN });
    await create(me, { name: 'Oslo', organizationNumber: OSLO, municipalityNumber: '0301' });
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
    expect(paged.subUnits).toEqual({
      totalCount: 3,
      items: [{ name: 'Oslo', organizationNumber: OSLO, municipality: { name: 'Oslo' }, employerTaxZone: null }],
    });
  });

  it('lets a member without canEditEmployees read the list', async () => {
    const reader = await userWithUnit(t, { role: 'accountant' });
    expect((await gqlOk(t, reader, LIST)).subUnits.totalCount).toBe(0);
  });
});
