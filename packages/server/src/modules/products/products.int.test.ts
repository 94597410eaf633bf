import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createSession } from '../../auth/sessions.js';
import { units, users } from '../../db/schema-core.js';
import { DEMO_LOGIN, seedDemo } from '../../seed/demo.js';
import type { Tx } from '../../db/connection.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor, addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { carRegistrations, cars } from '../cars/tables.js';
import { departments } from '../departments/tables.js';
import { storeFile } from '../files/service.js';
import { productGroups, variantHolders, variants } from '../product-groups/tables.js';
import { projects } from '../projects/tables.js';
import { osloDate } from '../units/service.js';
import { DEMO_PRODUCTS } from './demo.js';
import { productProblems } from '@fjord/domain';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const FIELDS = `id number name description unitOfMeasureCode vatRateSymbol taxExemptionReason
  productGroupId productGroup { id name } variantId supplierUnitId supplierUnit { id name }
  suppliersProductNumber projectId project { id code name } departmentId department { id code name }
  carRegistrationId isActive createdBy { id name }
  prices { validFrom validTo purchasePrice salePrice contributionMargin { amount percent } }
  currentPrice { validFrom salePrice purchasePrice contributionMargin { amount percent } }
  activePeriods { activeFrom activeTo }
  images { signedBlobId fileName contentType size url }`;
const LIST = `query ($filters: ProductFilters, $orderBy: ProductOrderBy, $orderDirection: OrderDirection, $limit: Int, $offset: Int) {
  products(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection, limit: $limit, offset: $offset) {
    totalCount items { id number name isActive currentPrice { salePrice } } } }`;
const ONE = `query ($id: ID!) { product(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: ProductInput!) { createProduct(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteProduct(id: $id) { id number } }`;

type Input = Record<string, unknown>;

/** A day relative to the server's "today" (Oslo), so the tests hold on any date. */
function day(offsetDays: number): string {
  const today = new Date(`${osloDate(new Date())}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + offsetDays);
  return today.toISOString().slice(0, 10);
}

const basic = (overrides: Input = {}): Input => ({
  number: '1001',
  name: 'Stekepanne 28 cm',
  unitOfMeasureCode: 'EA',
  vatRateSymbol: 'STANDARD',
  prices: [{ validFrom: day(-30), salePrice: '549.00', purchasePrice: '312.50' }],
  activePeriods: [{ activeFrom: day(-30) }],
  ...overrides,
});

describe.each(TEST_DATABASES)('products (%s)', (kind) => {
  const t = useTestApp(kind);

  const create = async (who: Fixture, input: Input) =>
    (await gqlOk(t, who, CREATE, { input })).createProduct as Record<string, any>;
  const tenant = <T>(who: Fixture, work: (tx: Tx) => Promise<T>) =>
    t.app.services.transactions.tenant(who.unitId, work);
  const count = (who: Fixture, table: string) =>
    tenant(who, async (tx) => {
      const result = (await tx.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
        rows: { n: number }[];
      };
      return result.rows[0]!.n;
    });
  const counts = async (who: Fixture) => ({
    products: await count(who, 'products'),
    prices: await count(who, 'product_prices'),
    periods: await count(who, 'product_active_periods'),
    images: await count(who, 'product_images'),
  });
  const NOTHING = { products: 0, prices: 0, periods: 0, images: 0 };
  const by = (who: Fixture) => ({ unitId: who.unitId, createdById: who.userId, updatedById: who.userId });

  async function image(who: Fixture, fileName = 'stekepanne.png') {
    const stored = await tenant(who, (tx) =>
      storeFile(tx, actorFor(t, who), { kind: 'product_image', fileName, contentType: 'image/png', data: PNG }),
    );
    return stored.id;
  }

  async function group(who: Fixture, name: string, parentGroupId: string | null = null) {
    const [row] = await tenant(who, (tx) =>
      tx
        .insert(productGroups)
        .values({ ...by(who), name, parentGroupId })
        .returning({ id: productGroups.id }),
    );
    return row!.id;
  }

  /** One record of each kind a product refers to, in the fixture's unit. */
  async function references(who: Fixture) {
    return tenant(who, async (tx) => {
      const [groupRow] = await tx
        .insert(productGroups)
        .values({ ...by(who), name: 'Kjøkken' })
        .returning();
      const [holder] = await tx
        .insert(variantHolders)
        .values({ ...by(who), name: 'T-skjorte', attributeName: 'Størrelse' })
        .returning();
      const [variant] = await tx
        .insert(variants)
        .values({ ...by(who), variantHolderId: holder!.id, name: 'M' })
        .returning();
      const [project] = await tx
        .insert(projects)
        .values({ ...by(who), code: 'P1', name: 'Vårkampanje' })
        .returning();
      const [department] = await tx
        .insert(departments)
        .values({ ...by(who), code: '100', name: 'Butikk Oslo' })
        .returning();
      const [car] = await tx
        .insert(cars)
        .values({ ...by(who), name: 'Varebil' })
        .returning();
      const [registration] = await tx
        .insert(carRegistrations)
        .values({ ...by(who), carId: car!.id, registrationNumber: 'EL12345' })
        .returning();
      return {
        productGroupId: groupRow!.id,
        variantId: variant!.id,
        projectId: project!.id,
        departmentId: department!.id,
        carRegistrationId: registration!.id,
      };
    });
  }

  it('creates a product with its references, prices, periods and images, reads, updates and deletes it', async () => {
    const me = await userWithUnit(t);
    const supplier = await userWithUnit(t, { unitName: 'Jernia Engros AS' });
    const refs = await references(me);
    const [first, second] = [await image(me, 'forside.png'), await image(me, 'bakside.png')];
    const created = await create(
      me,
      basic({
        number: ' 1001 ',
        name: ' Stekepanne 28 cm ',
        description: 'Støpejern',
        ...refs,
        supplierUnitId: supplier.unitId,
        suppliersProductNumber: 'JE-28',
        prices: [
          { validFrom: day(-400), validTo: day(-31), purchasePrice: '290', salePrice: '499' },
          { validFrom: day(-30), purchasePrice: '312.50', salePrice: '549.00' },
        ],
        imageIds: [second, first],
      }),
    );
    expect(created).toMatchObject({
      number: '1001',
      name: 'Stekepanne 28 cm',
      description: 'Støpejern',
      ...refs,
      productGroup: { id: refs.productGroupId, name: 'Kjøkken' },
      project: { code: 'P1', name: 'Vårkampanje' },
      department: { code: '100', name: 'Butikk Oslo' },
      supplierUnit: { id: supplier.unitId, name: 'Jernia Engros AS' },
      suppliersProductNumber: 'JE-28',
      isActive: true,
      createdBy: { id: me.userId, name: 'Kari Nordmann' },
      currentPrice: {
        validFrom: day(-30),
        salePrice: '549.0000',
        purchasePrice: '312.5000',
        contributionMargin: { amount: '236.5', percent: '43.08' },
      },
      activePeriods: [{ activeFrom: day(-30), activeTo: null }],
    });
    expect(created.prices.map((price: { validFrom: string }) => price.validFrom)).toEqual([day(-400), day(-30)]);
    expect(created.images.map((file: { fileName: string }) => file.fileName)).toEqual(['bakside.png', 'forside.png']);
    expect(created.images[0]).toMatchObject({ signedBlobId: second, contentType: 'image/png', size: PNG.length });
    const path = (created.images[0].url as string).replace(/^https?:\/\/[^/]+/, '');
    expect((await fetch(`${t.url}${path}`)).status).toBe(200);

    expect((await gqlOk(t, me, ONE, { id: created.id })).product).toEqual(created);

    const updated = (
      await gqlOk(t, me, UPDATE, {
        id: created.id,
        input: basic({
          name: 'Stekepanne 28 cm, støpejern',
          vatRateSymbol: 'REDUCED',
          prices: [{ validFrom: day(-10), purchasePrice: '0', salePrice: '0' }],
          activePeriods: [{ activeFrom: day(-30), activeTo: day(-1) }],
          imageIds: [first],
        }),
      })
    ).updateProduct;
    expect(updated).toMatchObject({
      name: 'Stekepanne 28 cm, støpejern',
      vatRateSymbol: 'REDUCED',
      productGroupId: null,
      supplierUnit: null,
      isActive: false,
      currentPrice: { salePrice: '0.0000', contributionMargin: { amount: '0', percent: null } },
      activePeriods: [{ activeFrom: day(-30), activeTo: day(-1) }],
    });
    expect(updated.images.map((file: { signedBlobId: string }) => file.signedBlobId)).toEqual([first]);
    expect(await counts(me)).toEqual({ products: 1, prices: 1, periods: 1, images: 1 });

    await gqlOk(t, me, DELETE, { id: created.id });
    expect(await counts(me)).toEqual(NOTHING);
    const audit = await tenant(me, async (tx) => {
      const result = (await tx.execute(sql`select action from audit_events where entity = 'product'`)) as {
        rows: { action: string }[];
      };
      return result.rows.map((row) => row.action).sort();
    });
    expect(audit).toEqual(['create', 'delete', 'update']);
  });

  it('refuses blank required fields all at once (blank) and saves nothing', async () => {
    const me = await userWithUnit(t);
    expect(
      await gqlValidations(t, me, CREATE, {
        input: { number: ' ', name: '', unitOfMeasureCode: '', vatRateSymbol: '' },
      }),
    ).toEqual([
      { model: 'product', attribute: 'number', type: 'blank' },
      { model: 'product', attribute: 'name', type: 'blank' },
      { model: 'product', attribute: 'unitOfMeasureCode', type: 'blank' },
      { model: 'product', attribute: 'vatRateSymbol', type: 'blank' },
    ]);
    expect(await counts(me)).toEqual(NOTHING);
  });

  it('refuses a number with other characters than letters, digits, - _ . (invalid) or over 50 (too_long)', async () => {
    const me = await userWithUnit(t);
    expect(await gqlValidations(t, me, CREATE, { input: basic({ number: '10 01' }) })).toEqual([
      { model: 'product', attribute: 'number', type: 'invalid' },
    ]);
    expect(await gqlValidations(t, me, CREATE, { input: basic({ number: 'x'.repeat(51) }) })).toEqual([
      { model: 'product', attribute: 'number', type: 'too_long' },
    ]);
    expect(await counts(me)).toEqual(NOTHING);
    await create(me, basic({ number: 'KJ-200_3.b' }));
  });

  it('refuses an unknown unit of measure and VAT category (inclusion)', async () => {
    const me = await userWithUnit(t);
    expect(
      await gqlValidations(t, me, CREATE, { input: basic({ unitOfMeasureCode: 'BOX', vatRateSymbol: 'HIGH' }) }),
    ).toEqual([
      { model: 'product', attribute: 'unitOfMeasureCode', type: 'inclusion' },
      { model: 'product', attribute: 'vatRateSymbol', type: 'inclusion' },
    ]);
    expect(await counts(me)).toEqual(NOTHING);
  });

  it('requires a tax exemption reason for ZERO and EXEMPT (blank), and drops it for other categories', async () => {
    const me = await userWithUnit(t);
    for (const vatRateSymbol of ['ZERO', 'EXEMPT'])
      expect(await gqlValidations(t, me, CREATE, { input: basic({ vatRateSymbol }) })).toEqual([
        { model: 'product', attribute: 'taxExemptionReason', type: 'blank' },
      ]);
    expect(await counts(me)).toEqual(NOTHING);
    const book = await create(
      me,
      basic({ vatRateSymbol: 'ZERO', taxExemptionReason: 'Omsetning av bøker er fritatt, mval. § 6-4' }),
    );
    expect(book.taxExemptionReason).toBe('Omsetning av bøker er fritatt, mval. § 6-4');
    const pan = await create(me, basic({ number: '1002', taxExemptionReason: 'Ikke relevant' }));
    expect(pan.taxExemptionReason).toBeNull();
  });

  it("refuses a price row's end before its start, negative prices and too many decimals, on the row's fields", async () => {
    const me = await userWithUnit(t);
    expect(
      await gqlValidations(t, me, CREATE, {
        input: basic({
          prices: [{ validFrom: '2026-05-01', validTo: '2026-04-30', purchasePrice: '-1', salePrice: '10.00001' }],
        }),
      }),
    ).toEqual([
      { model: 'product', attribute: 'prices.0.validTo', type: 'date_after_or_equal_to' },
      { model: 'product', attribute: 'prices.0.purchasePrice', type: 'greater_than_or_equal_to' },
      { model: 'product', attribute: 'prices.0.salePrice', type: 'invalid' },
    ]);
    expect(await counts(me)).toEqual(NOTHING);
  });

  it('refuses price periods of one product that overlap (prices overlapping)', async () => {
    const me = await userWithUnit(t);
    const prices = [
      { validFrom: '2025-01-01', validTo: '2025-12-31', purchasePrice: '100', salePrice: '200' },
      { validFrom: '2025-12-31', purchasePrice: '110', salePrice: '220' },
    ];
    expect(await gqlValidations(t, me, CREATE, { input: basic({ prices }) })).toEqual([
      { model: 'product', attribute: 'prices', type: 'overlapping' },
    ]);
    expect(await counts(me)).toEqual(NOTHING);
    await create(me, basic({ prices: [prices[0], { ...prices[1], validFrom: '2026-01-01' }] }));
  });

  it("refuses a product's own active periods that overlap (activePeriods overlapping) or run backwards", async () => {
    const me = await userWithUnit(t);
    expect(
      await gqlValidations(t, me, CREATE, {
        input: basic({
          activePeriods: [
            { activeFrom: '2024-01-01', activeTo: null },
            { activeFrom: '2026-06-01', activeTo: '2026-08-31' },
          ],
        }),
      }),
    ).toEqual([{ model: 'product', attribute: 'activePeriods', type: 'overlapping' }]);
    expect(
      await gqlValidations(t, me, CREATE, {
        input: basic({ activePeriods: [{ activeFrom: '2026-06-01', activeTo: '2026-05-31' }] }),
      }),
    ).toEqual([{ model: 'product', attribute: 'activePeriods.0.activeTo', type: 'date_after_or_equal_to' }]);
    expect(await counts(me)).toEqual(NOTHING);
  });

  it('refuses changing the number of a saved product (number invalid) and changes nothing', async () => {
    const me = await userWithUnit(t);
    const created = await create(me, basic());
    const before = await gqlOk(t, me, ONE, { id: created.id });
    expect(
      await gqlValidations(t, me, UPDATE, { id: created.id, input: basic({ number: '1002', name: 'Annet' }) }),
    ).toEqual([{ model: 'product', attribute: 'number', type: 'invalid' }]);
    expect(await gqlOk(t, me, ONE, { id: created.id })).toEqual(before);
  });

  it('allows only one active product per number: overlapping periods are refused, following ones allowed', async () => {
    const me = await userWithUnit(t);
    const other = await userWithUnit(t);
    const old = await create(me, basic({ activePeriods: [{ activeFrom: '2024-01-01', activeTo: '2025-12-31' }] }));
    expect(
      await gqlValidations(t, me, CREATE, {
        input: basic({ name: 'Ny stekepanne', activePeriods: [{ activeFrom: '2025-12-31' }] }),
      }),
    ).toEqual([{ model: 'product', attribute: 'activePeriods', type: 'period_overlapping' }]);
    expect(await count(me, 'products')).toBe(1);

    const successor = await create(me, basic({ name: 'Ny stekepanne', activePeriods: [{ activeFrom: '2026-01-01' }] }));
    expect(successor.number).toBe('1001');
    // Moving the old product's end into the successor's period is refused too.
    expect(
      await gqlValidations(t, me, UPDATE, {
        id: old.id,
        input: basic({ activePeriods: [{ activeFrom: '2024-01-01', activeTo: '2026-02-01' }] }),
      }),
    ).toEqual([{ model: 'product', attribute: 'activePeriods', type: 'period_overlapping' }]);
    // A product saved again with its own periods does not collide with itself.
    await gqlOk(t, me, UPDATE, { id: successor.id, input: basic({ activePeriods: [{ activeFrom: '2026-01-01' }] }) });
    // Products without active periods are never active, so they never collide.
    await create(me, basic({ activePeriods: [] }));
    // Another unit has its own numbers.
    await create(other, basic({ activePeriods: [{ activeFrom: '2020-01-01' }] }));
  });

  it("refuses another unit's group, variant, project, department, car registration and images, and a non-company supplier", async () => {
    const me = await userWithUnit(t);
    const stranger = await userWithUnit(t);
    const theirs = await references(stranger);
    const theirImage = await image(stranger);
    const person = await t.app.services.transactions.system(async (tx) => {
      const [row] = await tx.insert(units).values({ name: 'Ola Nordmann', isCompany: false }).returning();
      return row!.id;
    });
    expect(
      await gqlValidations(t, me, CREATE, {
        input: basic({ ...theirs, supplierUnitId: person, imageIds: [theirImage] }),
      }),
    ).toEqual([
      { model: 'product', attribute: 'productGroupId', type: 'invalid' },
      { model: 'product', attribute: 'variantId', type: 'invalid' },
      { model: 'product', attribute: 'projectId', type: 'invalid' },
      { model: 'product', attribute: 'departmentId', type: 'invalid' },
      { model: 'product', attribute: 'carRegistrationId', type: 'invalid' },
      { model: 'product', attribute: 'supplierUnitId', type: 'invalid' },
      { model: 'product', attribute: 'imageIds', type: 'invalid' },
    ]);
    expect(
      await gqlValidations(t, me, CREATE, {
        input: basic({ productGroupId: 'not-a-uuid', supplierUnitId: '00000000-0000-4000-8000-000000000000' }),
      }),
    ).toEqual([
      { model: 'product', attribute: 'productGroupId', type: 'invalid' },
      { model: 'product', attribute: 'supplierUnitId', type: 'invalid' },
    ]);
    // An update pointing at another unit's records is refused the same way and changes nothing.
    const mine = await create(me, basic());
    const before = await gqlOk(t, me, ONE, { id: mine.id });
    expect(
      await gqlValidations(t, me, UPDATE, {
        id: mine.id,
        input: basic({ departmentId: theirs.departmentId, imageIds: [theirImage] }),
      }),
    ).toEqual([
      { model: 'product', attribute: 'departmentId', type: 'invalid' },
      { model: 'product', attribute: 'imageIds', type: 'invalid' },
    ]);
    expect(await gqlOk(t, me, ONE, { id: mine.id })).toEqual(before);
    expect(await counts(me)).toEqual({ products: 1, prices: 1, periods: 1, images: 0 });
  });

  it('keeps departments, projects, groups and car registrations a product uses from being deleted (in_use)', async () => {
    const me = await userWithUnit(t);
    const refs = await references(me);
    const product = await create(me, basic(refs));
    for (const [mutation, id] of [
      ['deleteDepartment', refs.departmentId],
      ['deleteProject', refs.projectId],
    ] as const)
      expect(await gqlValidations(t, me, `mutation ($id: ID!) { ${mutation}(id: $id) { id } }`, { id })).toEqual([
        { model: mutation === 'deleteDepartment' ? 'department' : 'project', attribute: 'base', type: 'in_use' },
      ]);
    await expect(
      tenant(me, (tx) => tx.delete(productGroups).where(eq(productGroups.id, refs.productGroupId!))),
    ).rejects.toThrow();
    await expect(
      tenant(me, (tx) => tx.delete(carRegistrations).where(eq(carRegistrations.id, refs.carRegistrationId!))),
    ).rejects.toThrow();
    await gqlOk(t, me, DELETE, { id: product.id });
    await gqlOk(t, me, `mutation ($id: ID!) { deleteDepartment(id: $id) { id } }`, { id: refs.departmentId });
  });

  it('a list reads only the related rows it is asked for, also through fragments, and answers them right', async () => {
    const me = await userWithUnit(t);
    await create(me, basic({ number: '5001', name: 'Termos' }));
    const lean = await gqlOk(t, me, `{ products { totalCount items { number name } } }`);
    expect(lean.products).toEqual({ totalCount: 1, items: [{ number: '5001', name: 'Termos' }] });
    const viaFragment = await gqlOk(
      t,
      me,
      `query { products { items { ...Priced } } }
       fragment Priced on Product { number currentPrice { salePrice } isActive }`,
    );
    expect(viaFragment.products.items).toEqual([
      { number: '5001', currentPrice: { salePrice: expect.stringMatching(/^549\.0+$/) }, isActive: true },
    ]);
  });

  it('lists by number ascending by default and filters by number, name, group (with subgroups) and active today', async () => {
    const me = await userWithUnit(t);
    const kitchen = await group(me, 'Kjøkken');
    const pots = await group(me, 'Gryter', kitchen);
    const outdoor = await group(me, 'Friluft');
    await create(
      me,
      basic({
        number: '1003',
        name: 'Kaffekjele',
        productGroupId: pots,
        prices: [{ validFrom: day(-30), purchasePrice: '180', salePrice: '399' }],
      }),
    );
    await create(me, basic({ number: '1001', name: 'Stekepanne', productGroupId: kitchen }));
    await create(
      me,
      basic({
        number: '2001',
        name: 'Telt',
        productGroupId: outdoor,
        prices: [{ validFrom: day(-30), purchasePrice: '1000', salePrice: '2499' }],
        activePeriods: [{ activeFrom: day(-90), activeTo: day(-1) }],
      }),
    );
    const numbers = async (variables: Input) =>
      ((await gqlOk(t, me, LIST, variables)).products.items as { number: string }[]).map((item) => item.number);

    expect(await numbers({})).toEqual(['1001', '1003', '2001']);
    expect(await numbers({ filters: { number: '100' } })).toEqual(['1001', '1003']);
    expect(await numbers({ filters: { name: 'KJELE' } })).toEqual(['1003']);
    // The picker's search finds a product by either its number or its name.
    expect(await numbers({ filters: { search: '2001' } })).toEqual(['2001']);
    expect(await numbers({ filters: { search: 'panne' } })).toEqual(['1001']);
    expect(await numbers({ filters: { search: '1' } })).toEqual(['1001', '1003', '2001']);
    expect(await numbers({ filters: { productGroupId: kitchen } })).toEqual(['1001', '1003']);
    expect(await numbers({ filters: { productGroupId: pots } })).toEqual(['1003']);
    expect(await numbers({ filters: { active: true } })).toEqual(['1001', '1003']);
    expect(await numbers({ filters: { active: false } })).toEqual(['2001']);
    expect(await numbers({ orderBy: 'name', orderDirection: 'DESC' })).toEqual(['2001', '1001', '1003']);
    expect(await numbers({ orderBy: 'sale_price', orderDirection: 'DESC' })).toEqual(['2001', '1001', '1003']);
    const page = await gqlOk(t, me, LIST, { limit: 1, offset: 1 });
    expect(page.products).toMatchObject({
      totalCount: 3,
      items: [{ number: '1003', currentPrice: { salePrice: '399.0000' } }],
    });
  });

  it('seeds demo products that keep the product rules, in the demo groups, one active per number', async () => {
    for (const product of DEMO_PRODUCTS) {
      const values = {
        number: product.number,
        name: product.name,
        description: product.description ?? null,
        unitOfMeasureCode: product.unit ?? 'EA',
        vatRateSymbol: product.vat ?? 'STANDARD',
        taxExemptionReason: product.reason ?? null,
        suppliersProductNumber: product.supplierNumber ?? null,
        prices: product.prices.map((price) => ({
          validFrom: price.from,
          validTo: price.to ?? null,
          purchasePrice: price.purchase,
          salePrice: price.sale,
        })),
        activePeriods: (product.active ?? [{ from: '2024-01-01' }]).map((period) => ({
          activeFrom: period.from,
          activeTo: period.to ?? null,
        })),
      };
      expect(productProblems(values), product.name).toEqual([]);
    }
    await seedDemo(t.app.services);
    const demo = await t.app.services.transactions.system(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.login, DEMO_LOGIN));
      const [unit] = await tx.select().from(units).where(eq(units.name, 'Fjordhandel AS'));
      const token = await createSession(tx, user!.id, new Date(), 60_000);
      return { token, unitId: unit!.id, userId: user!.id, login: DEMO_LOGIN };
    });
    const { products } = await gqlOk(
      t,
      demo,
      `{ products(limit: 100) { totalCount items { number name isActive productGroup { name } currentPrice { salePrice } } } }`,
    );
    expect(products.totalCount).toBe(DEMO_PRODUCTS.length);
    const coffee = products.items.filter((item: { number: string }) => item.number === '1005');
    expect(coffee.map((item: { isActive: boolean }) => item.isActive).sort()).toEqual([false, true]);
    expect(products.items.find((item: { number: string }) => item.number === '4001')).toMatchObject({
      productGroup: { name: 'Mat og drikke' },
      isActive: true,
    });
  });

  it('answers the units of measure with name, description, status and symbol in the language', async () => {
    const me = await userWithUnit(t);
    const { unitsOfMeasure } = await gqlOk(t, me, '{ unitsOfMeasure { code name description status symbol } }');
    expect(unitsOfMeasure).toHaveLength(13);
    expect(unitsOfMeasure[0]).toEqual({
      code: 'EA',
      name: 'Stykk',
      description: 'Antall enkeltvarer',
      status: 'ACTIVE',
      symbol: 'stk',
    });
  });

  it('lets a member with canViewSales read, and refuses reading without canViewSales or canUpdateProducts', async () => {
    const owner = await userWithUnit(t);
    const product = await create(owner, basic());
    const reader = await userWithUnit(t, { role: 'readOnly' });
    const payroll = await userWithUnit(t, { role: 'payroll' });
    await addMember(t, reader.userId, owner.unitId, 'readOnly');
    await addMember(t, payroll.userId, owner.unitId, 'payroll');
    const as = (who: Fixture) => ({ token: who.token, unitId: owner.unitId });
    expect(errorCode(await gql(t, ONE, { id: product.id }, as(reader)))).toBeUndefined();
    expect(errorCode(await gql(t, LIST, {}, as(reader)))).toBeUndefined();
    expect(errorCode(await gql(t, ONE, { id: product.id }, as(payroll)))).toBe('FORBIDDEN');
    expect(errorCode(await gql(t, LIST, {}, as(payroll)))).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND for an id that is not a UUID', async () => {
    const me = await userWithUnit(t);
    expect(errorCode(await gql(t, ONE, { id: 'not-a-uuid' }, { token: me.token, unitId: me.unitId }))).toBe(
      'NOT_FOUND',
    );
  });
});
