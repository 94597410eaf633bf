import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const FIELDS = 'id name';
const LIST = `query ($filters: PaymentMethodFilters, $orderDirection: OrderDirection, $limit: Int, $offset: Int) {
  paymentMethods(filters: $filters, orderDirection: $orderDirection, limit: $limit, offset: $offset) {
    totalCount items { ${FIELDS} } } }`;
const ONE = `query ($id: ID!) { paymentMethod(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deletePaymentMethod(id: $id) { id } }`;

describe.each(TEST_DATABASES)('payment methods (%s)', (kind) => {
  const t = useTestApp(kind);

  const create = async (who: Fixture, name: string) =>
    (await gqlOk(t, who, CREATE, { input: { name } })).createPaymentMethod as { id: string; name: string };
  const names = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(sql`select name from payment_methods order by name`)) as {
        rows: { name: string }[];
      };
      return result.rows.map((row) => row.name);
    });

  it('creates, reads, renames and deletes, writing an audit row each time', async () => {
    const me = await userWithUnit(t);
    const created = await create(me, '  Vipps  ');
    expect(created.name).toBe('Vipps');
    expect((await gqlOk(t, me, ONE, { id: created.id })).paymentMethod).toEqual(created);
    const updated = await gqlOk(t, me, UPDATE, { id: created.id, input: { name: 'Vipps Bedrift' } });
    expect(updated.updatePaymentMethod.name).toBe('Vipps Bedrift');
    await gqlOk(t, me, DELETE, { id: created.id });
    expect(await names(me.unitId)).toEqual([]);
    const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const result = (await tx.execute(sql`select action from audit_events where entity = 'paymentMethod'`)) as {
        rows: { action: string }[];
      };
      return result.rows.map((row) => row.action).sort();
    });
    expect(audit).toEqual(['create', 'delete', 'update']);
  });

  it("stores the update time from the request's clock, the same moment in the row and its audit event", async () => {
    const me = await userWithUnit(t);
    const created = await create(me, 'Kort');
    t.clock.advance(60 * 60 * 1000);
    const movedTo = t.clock.now().getTime();
    await gqlOk(t, me, UPDATE, { id: created.id, input: { name: 'Kort og Vipps' } });
    const times = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const result = (await tx.execute(sql`select
        (select updated_at from payment_methods where id = ${created.id}) as row_at,
        (select created_at from audit_events where entity = 'paymentMethod' and action = 'update') as audit_at`)) as {
        rows: { row_at: string | Date; audit_at: string | Date }[];
      };
      return { row: new Date(result.rows[0]!.row_at).getTime(), audit: new Date(result.rows[0]!.audit_at).getTime() };
    });
    expect(times.row).toBe(times.audit);
    // A database or process clock would be an hour behind the moved one.
    expect(times.row).toBeGreaterThanOrEqual(movedTo);
  });

  it('refuses a name with a semicolon (invalid) on create and update, saving nothing', async () => {
    const me = await userWithUnit(t);
    expect(await gqlValidations(t, me, CREATE, { input: { name: 'Kort; Vipps' } })).toEqual([
      { model: 'paymentMethod', attribute: 'name', type: 'invalid' },
    ]);
    const card = await create(me, 'Kort');
    expect(await gqlValidations(t, me, UPDATE, { id: card.id, input: { name: 'Kort;' } })).toEqual([
      { model: 'paymentMethod', attribute: 'name', type: 'invalid' },
    ]);
    expect(await names(me.unitId)).toEqual(['Kort']);
  });

  it('refuses a blank name (blank) and one over 100 characters (too_long)', async () => {
    const me = await userWithUnit(t);
    expect(await gqlValidations(t, me, CREATE, { input: { name: '   ' } })).toEqual([
      { model: 'paymentMethod', attribute: 'name', type: 'blank' },
    ]);
    expect(await gqlValidations(t, me, CREATE, { input: { name: 'x'.repeat(101) } })).toEqual([
      { model: 'paymentMethod', attribute: 'name', type: 'too_long' },
    ]);
    expect(await names(me.unitId)).toEqual([]);
  });

  it('refuses a name the unit already has, whatever its case (taken); another unit may use it', async () => {
    const me = await userWithUnit(t);
    const other = await userWithUnit(t);
    const transfer = await create(me, 'Bankoverføring');
    expect(await gqlValidations(t, me, CREATE, { input: { name: 'BANKOVERFØRING' } })).toEqual([
      { model: 'paymentMethod', attribute: 'name', type: 'taken' },
    ]);
    const cash = await create(me, 'Kontant');
    expect(await gqlValidations(t, me, UPDATE, { id: cash.id, input: { name: 'bankoverføring' } })).toEqual([
      { model: 'paymentMethod', attribute: 'name', type: 'taken' },
    ]);
    // Its own name in another case is no clash.
    await gqlOk(t, me, UPDATE, { id: transfer.id, input: { name: 'BANKOVERFØRING' } });
    await create(other, 'Bankoverføring');
    expect(await names(me.unitId)).toEqual(['BANKOVERFØRING', 'Kontant']);
  });

  it('lists by name ascending by default, filters by name and pages', async () => {
    const me = await userWithUnit(t);
    for (const name of ['Vipps', 'Kort', 'Bankoverføring', 'Kontant']) await create(me, name);
    const all = await gqlOk(t, me, LIST);
    expect(all.paymentMethods.items.map((item: { name: string }) => item.name)).toEqual([
      'Bankoverføring',
      'Kontant',
      'Kort',
      'Vipps',
    ]);
    const filtered = await gqlOk(t, me, LIST, { filters: { name: 'KONT' } });
    expect(filtered.paymentMethods.items.map((item: { name: string }) => item.name)).toEqual(['Kontant']);
    const paged = await gqlOk(t, me, LIST, { orderDirection: 'DESC', limit: 1, offset: 1 });
    expect(paged.paymentMethods).toEqual({ totalCount: 4, items: [expect.objectContaining({ name: 'Kort' })] });
  });

  it('lets a member without canAdminUnitEntities read the list', async () => {
    const reader = await userWithUnit(t, { role: 'readOnly' });
    const result = await gqlOk(t, reader, LIST);
    expect(result.paymentMethods.totalCount).toBe(0);
  });
});
