import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

/** Departments and projects share their rules; each is tested through its own API. */
const KINDS = [
  { model: 'department', type: 'Department', plural: 'departments', table: 'departments' },
  { model: 'project', type: 'Project', plural: 'projects', table: 'projects' },
] as const;

describe.each(TEST_DATABASES)('departments and projects (%s)', (kind) => {
  const t = useTestApp(kind);

  describe.each(KINDS)('$plural', ({ model, type, plural, table }) => {
    const FIELDS = 'id code name startDate endDate enableVat';
    const LIST = `query ($filters: ${type}Filters, $orderBy: ${type}OrderBy, $orderDirection: OrderDirection, $limit: Int, $offset: Int) {
      ${plural}(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection, limit: $limit, offset: $offset) {
        totalCount items { ${FIELDS} } } }`;
    const ONE = `query ($id: ID!) { ${model}(id: $id) { ${FIELDS} } }`;
    const CREATE = `mutation ($input: ${type}Input!) { create${type}(input: $input) { ${FIELDS} } }`;
    const UPDATE = `mutation ($id: ID!, $input: ${type}Input!) { update${type}(id: $id, input: $input) { ${FIELDS} } }`;
    const DELETE = `mutation ($id: ID!) { delete${type}(id: $id) { id } }`;

    const create = async (who: Fixture, input: Record<string, unknown>) =>
      (await gqlOk(t, who, CREATE, { input }))[`create${type}`] as { id: string; enableVat: boolean };
    const rowCount = (unitId: string) =>
      t.app.services.transactions.tenant(unitId, async (tx) => {
        const result = (await tx.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
          rows: { n: number }[];
        };
        return result.rows[0]!.n;
      });

    it('creates with VAT enabled by default, reads, updates and deletes, writing an audit row each time', async () => {
      const me = await userWithUnit(t);
      const created = await create(me, { code: ' 100 ', name: ' Salg Vestland ', startDate: '2026-01-01' });
      expect(created).toMatchObject({ code: '100', name: 'Salg Vestland', enableVat: true, endDate: null });
      const read = await gqlOk(t, me, ONE, { id: created.id });
      expect(read[model]).toEqual(created);
      const updated = await gqlOk(t, me, UPDATE, {
        id: created.id,
        input: { code: '100', name: 'Salg Vest', startDate: '2026-01-01', endDate: '2026-12-31', enableVat: false },
      });
      expect(updated[`update${type}`]).toMatchObject({ name: 'Salg Vest', endDate: '2026-12-31', enableVat: false });
      await gqlOk(t, me, DELETE, { id: created.id });
      expect(await rowCount(me.unitId)).toBe(0);
      const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
        const result = (await tx.execute(
          sql`select action from audit_events where entity = ${model} order by created_at, action`,
        )) as { rows: { action: string }[] };
        return result.rows.map((row) => row.action).sort();
      });
      expect(audit).toEqual(['create', 'delete', 'update']);
    });

    it('refuses a blank code and name as VALIDATION blank and saves nothing', async () => {
      const me = await userWithUnit(t);
      expect(await gqlValidations(t, me, CREATE, { input: { code: ' ', name: '' } })).toEqual([
        { model, attribute: 'code', type: 'blank' },
        { model, attribute: 'name', type: 'blank' },
      ]);
      expect(await rowCount(me.unitId)).toBe(0);
    });

    it('refuses an end date before the start date (date_after_or_equal_to)', async () => {
      const me = await userWithUnit(t);
      expect(
        await gqlValidations(t, me, CREATE, {
          input: { code: 'A', name: 'A', startDate: '2026-05-01', endDate: '2026-04-30' },
        }),
      ).toEqual([{ model, attribute: 'endDate', type: 'date_after_or_equal_to' }]);
      expect(await rowCount(me.unitId)).toBe(0);
    });

    it('refuses a code already used in the unit (taken), but another unit may use it', async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      await create(me, { code: 'P1', name: 'Første' });
      expect(await gqlValidations(t, me, CREATE, { input: { code: 'P1', name: 'Andre' } })).toEqual([
        { model, attribute: 'code', type: 'taken' },
      ]);
      await create(other, { code: 'P1', name: 'Annen enhet' });
      expect(await rowCount(me.unitId)).toBe(1);
    });

    it('lists by code ascending by default, filters by name, sorts by name descending and pages', async () => {
      const me = await userWithUnit(t);
      for (const [code, name] of [
        ['30', 'Bergen'],
        ['10', 'Ålesund'],
        ['20', 'Oslo'],
      ])
        await create(me, { code, name });
      const all = await gqlOk(t, me, LIST);
      expect(all[plural].totalCount).toBe(3);
      expect(all[plural].items.map((item: { code: string }) => item.code)).toEqual(['10', '20', '30']);
      const filtered = await gqlOk(t, me, LIST, { filters: { name: 'OS' } });
      expect(filtered[plural].items.map((item: { name: string }) => item.name)).toEqual(['Oslo']);
      const paged = await gqlOk(t, me, LIST, { orderBy: 'name', orderDirection: 'DESC', limit: 1, offset: 1 });
      expect(paged[plural]).toMatchObject({ totalCount: 3, items: [{ name: 'Oslo' }] });
    });
  });
});
