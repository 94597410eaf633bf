import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { units } from '../../db/schema-core.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const FIELDS = 'id pensionUnitId pensionUnit { id name } validFrom validTo';
const LIST = `query ($orderBy: PensionUnitSelectionOrderBy, $orderDirection: OrderDirection, $filters: PensionUnitSelectionFilters) {
  pensionUnitSelections(orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
    totalCount items { validFrom validTo pensionUnit { name } } } }`;
const ONE = `query ($id: ID!) { pensionUnitSelection(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: PensionUnitSelectionInput!) { createPensionUnitSelection(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: PensionUnitSelectionInput!) {
  updatePensionUnitSelection(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deletePensionUnitSelection(id: $id) { id } }`;
const PENSION_SEARCH = `query ($term: String) { unitSearch(term: $term, date: "2024-01-01", isPensionCompany: true) { name } }`;

type Selection = { id: string; validFrom: string; validTo: string | null };

describe.each(TEST_DATABASES)('pension unit selections (%s)', (kind) => {
  const t = useTestApp(kind);

  const directoryUnit = (name: string, isPensionCompany: boolean) =>
    t.app.services.transactions.system(async (tx) => {
      const [unit] = await tx.insert(units).values({ name, isCompany: true, isPensionCompany }).returning();
      return unit!.id;
    });
  const create = async (who: Fixture, input: Record<string, unknown>) =>
    (await gqlOk(t, who, CREATE, { input })).createPensionUnitSelection as Selection;
  const periods = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select valid_from::text as "from", valid_to::text as "to" from pension_unit_selections order by valid_from`,
      )) as { rows: { from: string; to: string | null }[] };
      return result.rows;
    });

  it('creates with a pension company, reads, updates and deletes, writing an audit row each time', async () => {
    const me = await userWithUnit(t);
    const klp = await directoryUnit('KLP Test', true);
    const created = await create(me, { pensionUnitId: klp, validFrom: '2019-09-15', validTo: '2022-12-31' });
    expect(created).toEqual({
      id: created.id,
      pensionUnitId: klp,
      pensionUnit: { id: klp, name: 'KLP Test' },
      validFrom: '2019-09-15',
      validTo: '2022-12-31',
    });
    expect((await gqlOk(t, me, ONE, { id: created.id })).pensionUnitSelection).toEqual(created);
    const updated = await gqlOk(t, me, UPDATE, {
      id: created.id,
      input: { pensionUnitId: klp, validFrom: '2020-01-01' },
    });
    expect(updated.updatePensionUnitSelection).toMatchObject({ validFrom: '2020-01-01', validTo: null });
    await gqlOk(t, me, DELETE, { id: created.id });
    expect(await periods(me.unitId)).toEqual([]);
    const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const result = (await tx.execute(sql`select action from audit_events where entity = 'pensionUnitSelection'`)) as {
        rows: { action: string }[];
      };
      return result.rows.map((row) => row.action).sort();
    });
    expect(audit).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a period sharing a day with another (period_overlapping), an open end running for ever', async () => {
    const me = await userWithUnit(t);
    const klp = await directoryUnit('KLP Test', true);
    await create(me, { pensionUnitId: klp, validFrom: '2019-09-15', validTo: '2022-12-31' });
    const open = await create(me, { pensionUnitId: klp, validFrom: '2023-01-01' });
    for (const input of [
      { validFrom: '2022-12-31', validTo: '2022-12-31' },
      { validFrom: '2018-01-01', validTo: '2019-09-15' },
      { validFrom: '2030-01-01', validTo: null },
      { validFrom: '2015-01-01', validTo: null },
    ]) {
      expect(
        await gqlValidations(t, me, CREATE, { input: { pensionUnitId: klp, ...input } }),
        JSON.stringify(input),
      ).toEqual([{ model: 'pensionUnitSelection', attribute: 'validFrom', type: 'period_overlapping' }]);
    }
    // Its own period is no clash; moving it onto the closed one is.
    await gqlOk(t, me, UPDATE, { id: open.id, input: { pensionUnitId: klp, validFrom: '2023-02-01' } });
    expect(
      await gqlValidations(t, me, UPDATE, { id: open.id, input: { pensionUnitId: klp, validFrom: '2022-06-01' } }),
    ).toEqual([{ model: 'pensionUnitSelection', attribute: 'validFrom', type: 'period_overlapping' }]);
    // Before the first one is free.
    await create(me, { pensionUnitId: klp, validFrom: '2018-01-01', validTo: '2019-09-14' });
    expect(await periods(me.unitId)).toEqual([
      { from: '2018-01-01', to: '2019-09-14' },
      { from: '2019-09-15', to: '2022-12-31' },
      { from: '2023-02-01', to: null },
    ]);
  });

  it("another unit's periods do not overlap the unit's", async () => {
    const me = await userWithUnit(t);
    const other = await userWithUnit(t);
    const klp = await directoryUnit('KLP Test', true);
    await create(other, { pensionUnitId: klp, validFrom: '2020-01-01' });
    await create(me, { pensionUnitId: klp, validFrom: '2020-01-01' });
    expect(await periods(me.unitId)).toHaveLength(1);
  });

  it('refuses a validTo before validFrom (date_after_or_equal_to) and a missing validFrom (blank)', async () => {
    const me = await userWithUnit(t);
    const klp = await directoryUnit('KLP Test', true);
    expect(
      await gqlValidations(t, me, CREATE, {
        input: { pensionUnitId: klp, validFrom: '2024-01-01', validTo: '2023-12-31' },
      }),
    ).toEqual([{ model: 'pensionUnitSelection', attribute: 'validTo', type: 'date_after_or_equal_to' }]);
    expect(await periods(me.unitId)).toEqual([]);
  });

  it('refuses a unit that is not a pension company, and an unknown one (invalid)', async () => {
    const me = await userWithUnit(t);
    const shop = await directoryUnit('Vanlig Butikk AS', false);
    for (const pensionUnitId of [shop, '00000000-0000-4000-8000-000000000000', 'x']) {
      expect(await gqlValidations(t, me, CREATE, { input: { pensionUnitId, validFrom: '2024-01-01' } })).toEqual([
        { model: 'pensionUnitSelection', attribute: 'pensionUnitId', type: 'invalid' },
      ]);
    }
    expect(await periods(me.unitId)).toEqual([]);
  });

  it('lists the newest period first by default, and by end date with open periods last', async () => {
    const me = await userWithUnit(t);
    const klp = await directoryUnit('KLP Test', true);
    const storebrand = await directoryUnit('Storebrand Test', true);
    await create(me, { pensionUnitId: storebrand, validFrom: '2023-01-01' });
    await create(me, { pensionUnitId: klp, validFrom: '2019-09-15', validTo: '2022-12-31' });
    const list = await gqlOk(t, me, LIST);
    expect(list.pensionUnitSelections).toEqual({
      totalCount: 2,
      items: [
        { validFrom: '2023-01-01', validTo: null, pensionUnit: { name: 'Storebrand Test' } },
        { validFrom: '2019-09-15', validTo: '2022-12-31', pensionUnit: { name: 'KLP Test' } },
      ],
    });
    const byEnd = await gqlOk(t, me, LIST, { orderBy: 'valid_to', orderDirection: 'ASC' });
    expect(byEnd.pensionUnitSelections.items.map((row: { validTo: string | null }) => row.validTo)).toEqual([
      '2022-12-31',
      null,
    ]);
    const filtered = await gqlOk(t, me, LIST, { filters: { pensionUnitId: klp } });
    expect(filtered.pensionUnitSelections.totalCount).toBe(1);
  });

  it('the pension unit is chosen with unitSearch(isPensionCompany: true)', async () => {
    const me = await userWithUnit(t);
    await directoryUnit('Pensjonskasse Søk AS', true);
    await directoryUnit('Søk Butikk AS', false);
    expect((await gqlOk(t, me, PENSION_SEARCH, { term: 'søk' })).unitSearch).toEqual([
      { name: 'Pensjonskasse Søk AS' },
    ]);
  });

  it('lets a member without canEditEmployees read the list', async () => {
    const reader = await userWithUnit(t, { role: 'accountant' });
    expect((await gqlOk(t, reader, LIST)).pensionUnitSelections.totalCount).toBe(0);
  });
});
