import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const GROUP = 'id name description parentGroupId parentGroup { id name } path childCount productCount';
const LIST = `query ($filters: ProductGroupFilters, $orderBy: ProductGroupOrderBy, $orderDirection: OrderDirection, $limit: Int, $offset: Int) {
  productGroups(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection, limit: $limit, offset: $offset) {
    totalCount items { ${GROUP} } } }`;
const ONE = `query ($id: ID!) { productGroup(id: $id) { ${GROUP} } }`;
const CREATE = `mutation ($input: ProductGroupInput!) { createProductGroup(input: $input) { ${GROUP} } }`;
const UPDATE = `mutation ($id: ID!, $input: ProductGroupInput!) { updateProductGroup(id: $id, input: $input) { ${GROUP} } }`;
const DELETE = `mutation ($id: ID!) { deleteProductGroup(id: $id) { id name } }`;
const MOVE = `mutation ($moves: [ProductGroupMoveInput!]!) { moveProductGroups(moves: $moves) { ${GROUP} } }`;

const HOLDER =
  'id name attributeName description parentGroupId parentGroup { id name path } variants { id name position products { id number name } }';
const HOLDERS = `query ($filters: VariantHolderFilters, $orderBy: VariantHolderOrderBy, $orderDirection: OrderDirection) {
  variantHolders(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection) { totalCount items { ${HOLDER} } } }`;
const HOLDER_ONE = `query ($id: ID!) { variantHolder(id: $id) { ${HOLDER} } }`;
const CREATE_HOLDER = `mutation ($input: VariantHolderInput!) { createVariantHolder(input: $input) { ${HOLDER} } }`;
const UPDATE_HOLDER = `mutation ($id: ID!, $input: VariantHolderInput!) { updateVariantHolder(id: $id, input: $input) { ${HOLDER} } }`;
const DELETE_HOLDER = `mutation ($id: ID!) { deleteVariantHolder(id: $id) { id } }`;
const SET_PRODUCTS = `mutation ($variantId: ID!, $productIds: [ID!]!) {
  setVariantProducts(variantId: $variantId, productIds: $productIds) { id name products { id number name } } }`;

type Group = {
  id: string;
  name: string;
  parentGroupId: string | null;
  parentGroup: { id: string; name: string } | null;
  path: string;
  childCount: number;
  productCount: number;
};
type Holder = {
  id: string;
  name: string;
  parentGroupId: string | null;
  variants: { id: string; name: string; position: number; products: { id: string }[] }[];
};

describe.each(TEST_DATABASES)('product groups and variants (%s)', (kind) => {
  const t = useTestApp(kind);

  const createGroup = async (who: Fixture, name: string, parentGroupId: string | null = null) =>
    (await gqlOk(t, who, CREATE, { input: { name, parentGroupId } })).createProductGroup as Group;
  const createHolder = async (who: Fixture, input: Record<string, unknown>) =>
    (await gqlOk(t, who, CREATE_HOLDER, { input })).createVariantHolder as Holder;
  /** Every group of the unit as "name<parent name" lines, to show that nothing changed. */
  const treeOf = async (who: Fixture) => {
    const groups = (await gqlOk(t, who, LIST, { limit: 500 })).productGroups.items as Group[];
    return groups.map((group) => `${group.name}<${group.parentGroup?.name ?? ''}`).sort();
  };
  const count = (unitId: string, table: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
        rows: { n: number }[];
      };
      return result.rows[0]!.n;
    });

  /** A product straight in the table (the products module's API is tested there). */
  const insertProduct = (who: Fixture, number: string, name: string, productGroupId: string | null = null) =>
    t.app.services.transactions.tenant(who.unitId, async (tx) => {
      const result = (await tx.execute(sql`
        insert into products (unit_id, number, name, unit_of_measure_code, vat_rate_symbol, product_group_id)
        values (${who.unitId}, ${number}, ${name}, 'EA', 'STANDARD', ${productGroupId}) returning id`)) as {
        rows: { id: string }[];
      };
      return result.rows[0]!.id;
    });
  const variantOfProducts = (who: Fixture) =>
    t.app.services.transactions.tenant(who.unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select p.number, v.name as variant from products p left join variants v on v.id = p.variant_id order by p.number`,
      )) as { rows: { number: string; variant: string | null }[] };
      return result.rows.map((row) => `${row.number}:${row.variant ?? '-'}`);
    });

  describe('product groups', () => {
    it('creates a tree, answers parent, path and child count, updates, deletes and audits each change', async () => {
      const me = await userWithUnit(t);
      const friluft = await createGroup(me, ' Friluft ');
      const telt = await createGroup(me, 'Telt', friluft.id);
      expect(telt).toMatchObject({
        name: 'Telt',
        parentGroupId: friluft.id,
        parentGroup: { id: friluft.id, name: 'Friluft' },
        path: 'Friluft / Telt',
        childCount: 0,
        productCount: 0,
      });
      expect((await gqlOk(t, me, ONE, { id: friluft.id })).productGroup).toMatchObject({
        name: 'Friluft',
        parentGroup: null,
        path: 'Friluft',
        childCount: 1,
      });
      const updated = (
        await gqlOk(t, me, UPDATE, {
          id: telt.id,
          input: { name: 'Telt og lavvo', description: ' Til fjells ', parentGroupId: friluft.id },
        })
      ).updateProductGroup as Group & { description: string };
      expect(updated).toMatchObject({
        name: 'Telt og lavvo',
        description: 'Til fjells',
        path: 'Friluft / Telt og lavvo',
      });
      await gqlOk(t, me, DELETE, { id: telt.id });
      await gqlOk(t, me, DELETE, { id: friluft.id });
      expect(await count(me.unitId, 'product_groups')).toBe(0);
      const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
        const result = (await tx.execute(sql`select action from audit_events where entity = 'productGroup'`)) as {
          rows: { action: string }[];
        };
        return result.rows.map((row) => row.action).sort();
      });
      expect(audit).toEqual(['create', 'create', 'delete', 'delete', 'update']);
    });

    it('refuses a blank name and a name over 100 characters (blank, too_long) and saves nothing', async () => {
      const me = await userWithUnit(t);
      expect(await gqlValidations(t, me, CREATE, { input: { name: ' ' } })).toEqual([
        { model: 'productGroup', attribute: 'name', type: 'blank' },
      ]);
      expect(await gqlValidations(t, me, CREATE, { input: { name: 'x'.repeat(101) } })).toEqual([
        { model: 'productGroup', attribute: 'name', type: 'too_long' },
      ]);
      expect(await count(me.unitId, 'product_groups')).toBe(0);
    });

    it("refuses another unit's group or a made-up id as parent (parentGroupId invalid), not NOT_FOUND", async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      const foreign = await createGroup(other, 'Fremmed');
      const mine = await createGroup(me, 'Kjøkken');
      for (const parentGroupId of [foreign.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        expect(await gqlValidations(t, me, CREATE, { input: { name: 'Kniver', parentGroupId } })).toEqual([
          { model: 'productGroup', attribute: 'parentGroupId', type: 'invalid' },
        ]);
        expect(await gqlValidations(t, me, UPDATE, { id: mine.id, input: { name: 'Kjøkken', parentGroupId } })).toEqual(
          [{ model: 'productGroup', attribute: 'parentGroupId', type: 'invalid' }],
        );
        expect(await gqlValidations(t, me, MOVE, { moves: [{ id: mine.id, parentGroupId }] })).toEqual([
          { model: 'productGroup', attribute: 'parentGroupId', type: 'invalid' },
        ]);
      }
      expect(await treeOf(me)).toEqual(['Kjøkken<']);
      expect(await treeOf(other)).toEqual(['Fremmed<']);
    });

    it('refuses the group itself or a grandchild as parent on update (cyclical_group) and changes nothing', async () => {
      const me = await userWithUnit(t);
      const friluft = await createGroup(me, 'Friluft');
      const telt = await createGroup(me, 'Telt', friluft.id);
      const tunnel = await createGroup(me, 'Tunneltelt', telt.id);
      const before = await treeOf(me);
      for (const parentGroupId of [friluft.id, tunnel.id]) {
        const result = await gql(
          t,
          UPDATE,
          { id: friluft.id, input: { name: 'Friluft endret', parentGroupId } },
          { token: me.token, unitId: me.unitId },
        );
        expect(errorCode(result)).toBe('VALIDATION');
        expect(result.body.errors![0]!.extensions!.validations).toEqual([
          { model: 'productGroup', attribute: 'parentGroupId', type: 'cyclical_group' },
        ]);
      }
      expect(await treeOf(me)).toEqual(before);
    });

    it('moves several groups at once, also a batch that is only fine together, and audits each move', async () => {
      const me = await userWithUnit(t);
      const friluft = await createGroup(me, 'Friluft');
      const telt = await createGroup(me, 'Telt', friluft.id);
      const kjokken = await createGroup(me, 'Kjøkken');
      // Telt leaves Friluft in the same batch that puts Friluft under Telt.
      const moved = (
        await gqlOk(t, me, MOVE, {
          moves: [
            { id: friluft.id, parentGroupId: telt.id },
            { id: telt.id, parentGroupId: null },
            { id: kjokken.id, parentGroupId: friluft.id },
          ],
        })
      ).moveProductGroups as Group[];
      expect(moved.map((group) => group.path)).toEqual(['Telt / Friluft', 'Telt', 'Telt / Friluft / Kjøkken']);
      expect(await treeOf(me)).toEqual(['Friluft<Telt', 'Kjøkken<Friluft', 'Telt<']);
      expect((await gqlOk(t, me, MOVE, { moves: [] })).moveProductGroups).toEqual([]);
      const moves = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
        const result = (await tx.execute(sql`select count(*)::int as n from audit_events where action = 'move'`)) as {
          rows: { n: number }[];
        };
        return result.rows[0]!.n;
      });
      expect(moves).toBe(3);
    });

    it('refuses a batch with two groups moved under each other (cyclical_group for each) and moves nothing', async () => {
      const me = await userWithUnit(t);
      const friluft = await createGroup(me, 'Friluft');
      const sovposer = await createGroup(me, 'Sovposer', friluft.id);
      const kjokken = await createGroup(me, 'Kjøkken');
      const kniver = await createGroup(me, 'Kniver', kjokken.id);
      const tekstil = await createGroup(me, 'Tekstil');
      const before = await treeOf(me);
      const result = await gql(
        t,
        MOVE,
        {
          moves: [
            { id: tekstil.id, parentGroupId: kjokken.id },
            { id: friluft.id, parentGroupId: kniver.id },
            { id: kjokken.id, parentGroupId: sovposer.id },
          ],
        },
        { token: me.token, unitId: me.unitId },
      );
      expect(errorCode(result)).toBe('VALIDATION');
      expect(result.body.errors![0]!.extensions!.validations).toEqual([
        { model: 'productGroup', attribute: 'parentGroupId', type: 'cyclical_group', params: { id: friluft.id } },
        { model: 'productGroup', attribute: 'parentGroupId', type: 'cyclical_group', params: { id: kjokken.id } },
      ]);
      expect(await treeOf(me)).toEqual(before);
    });

    it('refuses the same group twice in one batch (id invalid)', async () => {
      const me = await userWithUnit(t);
      const a = await createGroup(me, 'Tekstil');
      const b = await createGroup(me, 'Mat og drikke');
      expect(
        await gqlValidations(t, me, MOVE, {
          moves: [
            { id: a.id, parentGroupId: b.id },
            { id: a.id, parentGroupId: null },
          ],
        }),
      ).toEqual([{ model: 'productGroup', attribute: 'id', type: 'invalid' }]);
      expect(await treeOf(me)).toEqual(['Mat og drikke<', 'Tekstil<']);
    });

    it('refuses deleting a group with a subgroup or a variant holder (base in_use) and keeps it', async () => {
      const me = await userWithUnit(t);
      const kjokken = await createGroup(me, 'Kjøkken');
      const kniver = await createGroup(me, 'Kniver', kjokken.id);
      expect(await gqlValidations(t, me, DELETE, { id: kjokken.id })).toEqual([
        { model: 'productGroup', attribute: 'base', type: 'in_use' },
      ]);
      await createHolder(me, { name: 'Kokkekniv', attributeName: 'Bladlengde', parentGroupId: kniver.id });
      expect(await gqlValidations(t, me, DELETE, { id: kniver.id })).toEqual([
        { model: 'productGroup', attribute: 'base', type: 'in_use' },
      ]);
      expect(await treeOf(me)).toEqual(['Kjøkken<', 'Kniver<Kjøkken']);
    });

    it('counts the products of a group and refuses deleting it while a product is in it (base in_use)', async () => {
      const me = await userWithUnit(t);
      const kokekar = await createGroup(me, 'Kokekar');
      await insertProduct(me, '1001', 'Støpejernsgryte 5 l', kokekar.id);
      await insertProduct(me, '1002', 'Stekepanne 28 cm', kokekar.id);
      expect((await gqlOk(t, me, ONE, { id: kokekar.id })).productGroup.productCount).toBe(2);
      expect(await gqlValidations(t, me, DELETE, { id: kokekar.id })).toEqual([
        { model: 'productGroup', attribute: 'base', type: 'in_use' },
      ]);
      expect(await treeOf(me)).toEqual(['Kokekar<']);
    });

    it('lists by name ascending by default, filters by name and parent, sorts descending and pages', async () => {
      const me = await userWithUnit(t);
      const friluft = await createGroup(me, 'Friluft');
      await createGroup(me, 'Telt', friluft.id);
      await createGroup(me, 'Sovposer', friluft.id);
      await createGroup(me, 'ærlig mat');
      await createGroup(me, 'Kjøkken');
      const names = (data: Record<string, any>) => data.productGroups.items.map((item: Group) => item.name);
      const all = await gqlOk(t, me, LIST);
      expect(all.productGroups.totalCount).toBe(5);
      expect(names(all)).toEqual(['Friluft', 'Kjøkken', 'Sovposer', 'Telt', 'ærlig mat']);
      expect(names(await gqlOk(t, me, LIST, { filters: { name: 'ELT' } }))).toEqual(['Telt']);
      expect(names(await gqlOk(t, me, LIST, { filters: { parentGroupId: friluft.id } }))).toEqual(['Sovposer', 'Telt']);
      expect(names(await gqlOk(t, me, LIST, { filters: { parentGroupId: 'nonsense' } }))).toEqual([]);
      const paged = await gqlOk(t, me, LIST, { orderBy: 'name', orderDirection: 'DESC', limit: 2, offset: 1 });
      expect(paged.productGroups.totalCount).toBe(5);
      expect(names(paged)).toEqual(['Telt', 'Sovposer']);
    });
  });

  describe('variant holders', () => {
    it('creates with variants in the given order, renames, adds, reorders and removes them, and deletes', async () => {
      const me = await userWithUnit(t);
      const tekstil = await createGroup(me, 'Tekstil');
      const holder = await createHolder(me, {
        name: ' Ullgenser ',
        attributeName: 'Størrelse',
        description: 'Strikket i norsk ull',
        parentGroupId: tekstil.id,
        variants: [{ name: 'S' }, { name: 'M' }, { name: 'L' }],
      });
      expect(holder).toMatchObject({
        name: 'Ullgenser',
        attributeName: 'Størrelse',
        parentGroup: { id: tekstil.id, name: 'Tekstil', path: 'Tekstil' },
      });
      expect(holder.variants.map((variant) => [variant.name, variant.position])).toEqual([
        ['S', 0],
        ['M', 1],
        ['L', 2],
      ]);
      const [s, m, l] = holder.variants;
      const updated = (
        await gqlOk(t, me, UPDATE_HOLDER, {
          id: holder.id,
          input: {
            name: 'Ullgenser',
            attributeName: 'Størrelse',
            parentGroupId: null,
            variants: [{ id: l!.id, name: 'L' }, { id: s!.id, name: 'Small' }, { name: 'XL' }],
          },
        })
      ).updateVariantHolder as Holder;
      expect(updated.parentGroupId).toBeNull();
      expect(updated.variants.map((variant) => variant.name)).toEqual(['L', 'Small', 'XL']);
      expect(updated.variants[0]!.id).toBe(l!.id);
      expect(updated.variants[1]!.id).toBe(s!.id);
      expect(updated.variants.map((variant) => variant.id)).not.toContain(m!.id);
      expect((await gqlOk(t, me, HOLDER_ONE, { id: holder.id })).variantHolder).toEqual(updated);
      await gqlOk(t, me, DELETE_HOLDER, { id: holder.id });
      expect(await count(me.unitId, 'variant_holders')).toBe(0);
      expect(await count(me.unitId, 'variants')).toBe(0);
    });

    it('refuses a blank name and attribute name, and blank or repeated variant names, all at once', async () => {
      const me = await userWithUnit(t);
      expect(
        await gqlValidations(t, me, CREATE_HOLDER, {
          input: { name: '', attributeName: ' ', variants: [{ name: 'M' }, { name: ' ' }, { name: 'm' }] },
        }),
      ).toEqual([
        { model: 'variantHolder', attribute: 'name', type: 'blank' },
        { model: 'variantHolder', attribute: 'attributeName', type: 'blank' },
        { model: 'variantHolder', attribute: 'variants.1.name', type: 'blank' },
        { model: 'variantHolder', attribute: 'variants.2.name', type: 'taken' },
      ]);
      expect(await count(me.unitId, 'variant_holders')).toBe(0);
    });

    it("refuses another holder's variant id and another unit's parent group, changing nothing", async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      const foreign = await createGroup(other, 'Fremmed');
      const genser = await createHolder(me, {
        name: 'Ullgenser',
        attributeName: 'Størrelse',
        variants: [{ name: 'S' }],
      });
      const lue = await createHolder(me, { name: 'Lue', attributeName: 'Farge', variants: [{ name: 'Rød' }] });
      expect(
        await gqlValidations(t, me, UPDATE_HOLDER, {
          id: genser.id,
          input: {
            name: 'Ullgenser',
            attributeName: 'Størrelse',
            parentGroupId: foreign.id,
            variants: [{ id: lue.variants[0]!.id, name: 'Rød' }],
          },
        }),
      ).toEqual([
        { model: 'variantHolder', attribute: 'parentGroupId', type: 'invalid' },
        { model: 'variantHolder', attribute: 'variants.0.id', type: 'invalid' },
      ]);
      expect((await gqlOk(t, me, HOLDER_ONE, { id: genser.id })).variantHolder).toEqual(genser);
      expect((await gqlOk(t, me, HOLDER_ONE, { id: lue.id })).variantHolder).toEqual(lue);
    });

    it('sets the products of a variant, moving one from a sibling variant and dropping those left out', async () => {
      const me = await userWithUnit(t);
      const holder = await createHolder(me, {
        name: 'Ullgenser',
        attributeName: 'Størrelse',
        variants: [{ name: 'S' }, { name: 'M' }],
      });
      const [s, m] = holder.variants;
      const p1 = await insertProduct(me, '2001', 'Ullgenser S');
      const p2 = await insertProduct(me, '2002', 'Ullgenser M');
      const p3 = await insertProduct(me, '2003', 'Ullgenser M grå');
      const set = async (variantId: string, productIds: string[]) =>
        (await gqlOk(t, me, SET_PRODUCTS, { variantId, productIds })).setVariantProducts as {
          name: string;
          products: { number: string; name: string }[];
        };
      expect(await set(s!.id, [p2, p1, p1])).toEqual({
        id: s!.id,
        name: 'S',
        products: [
          { id: p1, number: '2001', name: 'Ullgenser S' },
          { id: p2, number: '2002', name: 'Ullgenser M' },
        ],
      });
      await set(m!.id, [p2, p3]);
      expect(await variantOfProducts(me)).toEqual(['2001:S', '2002:M', '2003:M']);
      await set(m!.id, [p3]);
      expect(await variantOfProducts(me)).toEqual(['2001:S', '2002:-', '2003:M']);
      const read = (await gqlOk(t, me, HOLDER_ONE, { id: holder.id })).variantHolder as Holder;
      expect(read.variants.map((variant) => variant.products.map((product) => product.id))).toEqual([[p1], [p3]]);
      await set(s!.id, []);
      expect(await variantOfProducts(me)).toEqual(['2001:-', '2002:-', '2003:M']);
    });

    it("refuses a product of another holder's variant (taken) or of another unit (invalid), changing nothing", async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      const genser = await createHolder(me, {
        name: 'Ullgenser',
        attributeName: 'Størrelse',
        variants: [{ name: 'S' }],
      });
      const lue = await createHolder(me, { name: 'Lue', attributeName: 'Farge', variants: [{ name: 'Rød' }] });
      const mine = await insertProduct(me, '3001', 'Lue rød');
      const foreign = await insertProduct(other, '9001', 'Fremmed vare');
      await gqlOk(t, me, SET_PRODUCTS, { variantId: lue.variants[0]!.id, productIds: [mine] });
      const result = await gql(
        t,
        SET_PRODUCTS,
        { variantId: genser.variants[0]!.id, productIds: [mine] },
        { token: me.token, unitId: me.unitId },
      );
      expect(errorCode(result)).toBe('VALIDATION');
      expect(result.body.errors![0]!.extensions!.validations).toEqual([
        { model: 'variant', attribute: 'products', type: 'taken', params: { number: '3001' } },
      ]);
      for (const productIds of [[foreign], ['not-a-uuid']])
        expect(await gqlValidations(t, me, SET_PRODUCTS, { variantId: genser.variants[0]!.id, productIds })).toEqual([
          { model: 'variant', attribute: 'products', type: 'invalid' },
        ]);
      expect(await variantOfProducts(me)).toEqual(['3001:Rød']);
      expect(await variantOfProducts(other)).toEqual(['9001:-']);
    });

    it('keeps the products of a removed variant and of a deleted holder, without a variant', async () => {
      const me = await userWithUnit(t);
      const holder = await createHolder(me, {
        name: 'Ullgenser',
        attributeName: 'Størrelse',
        variants: [{ name: 'S' }, { name: 'M' }],
      });
      const [s, m] = holder.variants;
      const p1 = await insertProduct(me, '4001', 'Ullgenser S');
      const p2 = await insertProduct(me, '4002', 'Ullgenser M');
      await gqlOk(t, me, SET_PRODUCTS, { variantId: s!.id, productIds: [p1] });
      await gqlOk(t, me, SET_PRODUCTS, { variantId: m!.id, productIds: [p2] });
      await gqlOk(t, me, UPDATE_HOLDER, {
        id: holder.id,
        input: { name: 'Ullgenser', attributeName: 'Størrelse', variants: [{ id: m!.id, name: 'M' }] },
      });
      expect(await variantOfProducts(me)).toEqual(['4001:-', '4002:M']);
      await gqlOk(t, me, DELETE_HOLDER, { id: holder.id });
      expect(await variantOfProducts(me)).toEqual(['4001:-', '4002:-']);
    });

    it('lists by name ascending by default and filters by name', async () => {
      const me = await userWithUnit(t);
      for (const name of ['Ullgenser', 'Lue', 'Sokker'])
        await createHolder(me, { name, attributeName: 'Størrelse', variants: [] });
      const names = (data: Record<string, any>) => data.variantHolders.items.map((item: Holder) => item.name);
      expect(names(await gqlOk(t, me, HOLDERS))).toEqual(['Lue', 'Sokker', 'Ullgenser']);
      expect(names(await gqlOk(t, me, HOLDERS, { filters: { name: 'ull' } }))).toEqual(['Ullgenser']);
      expect(names(await gqlOk(t, me, HOLDERS, { orderDirection: 'DESC' }))).toEqual(['Ullgenser', 'Sokker', 'Lue']);
    });
  });

  describe('security', () => {
    const groupSetup = {
      create: async (owner: Fixture) => (await createGroup(owner, 'Hemmelig')).id,
      snapshot: async (owner: Fixture, id: string) => [await gqlOk(t, owner, ONE, { id }), await treeOf(owner)],
    };

    describe('another unit', () => {
      it("moveProductGroups moving the caller's own group under another unit's group is refused (invalid)", async () => {
        const owner = await userWithUnit(t);
        const foreignId = await groupSetup.create(owner);
        const me = await userWithUnit(t);
        const mine = await createGroup(me, 'Egen');
        expect(await gqlValidations(t, me, MOVE, { moves: [{ id: mine.id, parentGroupId: foreignId }] })).toEqual([
          { model: 'productGroup', attribute: 'parentGroupId', type: 'invalid' },
        ]);
        expect(await treeOf(me)).toEqual(['Egen<']);
      });
    });

    it('lets a member without canUpdateProducts read groups and holders', async () => {
      const owner = await userWithUnit(t);
      await createGroup(owner, 'Friluft');
      await createHolder(owner, { name: 'Ullgenser', attributeName: 'Størrelse' });
      const reader = await userWithUnit(t, { role: 'payroll' });
      await addMember(t, reader.userId, owner.unitId, 'payroll');
      const groups = await gql(t, LIST, {}, { token: reader.token, unitId: owner.unitId });
      expect(groups.body.data?.productGroups.items.map((group: Group) => group.name)).toEqual(['Friluft']);
      const holders = await gql(t, HOLDERS, {}, { token: reader.token, unitId: owner.unitId });
      expect(holders.body.data?.variantHolders.items.map((holder: Holder) => holder.name)).toEqual(['Ullgenser']);
    });

    it('answers NOT_FOUND for an id that is not a UUID', async () => {
      const me = await userWithUnit(t);
      for (const [query, variables] of [
        [ONE, { id: 'not-a-uuid' }],
        [HOLDER_ONE, { id: 'not-a-uuid' }],
        [MOVE, { moves: [{ id: 'not-a-uuid', parentGroupId: null }] }],
        [SET_PRODUCTS, { variantId: 'not-a-uuid', productIds: [] }],
      ] as const) {
        const result = await gql(t, query, variables, { token: me.token, unitId: me.unitId });
        expect(errorCode(result)).toBe('NOT_FOUND');
      }
    });
  });
});
