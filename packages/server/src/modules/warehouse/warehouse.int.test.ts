import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, Decimal, stockOf, type StockMovement } from '@fjord/domain';
import { osloDate } from '../../clock.js';
import { selectRows } from '../../db/records.js';
import { units } from '../../db/schema-core.js';
import { useTestApp } from '../../test/app.js';
import { CREATE_INVOICE, credit, lockedOrder, setUp, type Setup } from '../../test/credit-note-fixtures.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const PATCH_FIELDS = `id date comment checkpoint supplierUnitId supplierUnit { id name } createdAt createdBy { id name }
  lineCount totalQuantity lines { id productId productNumber productName purchasePrice quantity checkpoint }`;
const CREATE = `mutation ($input: WarehousePatchInput!) { createWarehousePatch(input: $input) { ${PATCH_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: WarehousePatchInput!) {
  updateWarehousePatch(id: $id, input: $input) { ${PATCH_FIELDS} } }`;
const ONE = `query ($id: ID!) { warehousePatch(id: $id) { ${PATCH_FIELDS} } }`;
const PATCHES = `query ($filters: WarehousePatchFilters, $orderBy: WarehousePatchOrderBy, $orderDirection: OrderDirection) {
  warehousePatches(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection) {
    totalCount items { id date checkpoint lineCount } } }`;
const STOCK_FIELDS = `id productId productNumber productName unitOfMeasureCode supplierUnitId supplierName lastCountDate
  countedQuantity patchedQuantity soldQuantity quantity averagePurchasePrice value`;
const STOCK = `query ($filters: WarehouseStockFilters, $orderBy: WarehouseStockOrderBy, $limit: Int, $offset: Int) {
  warehouseStock(filters: $filters, orderBy: $orderBy, limit: $limit, offset: $offset) {
    totalCount totalValue items { ${STOCK_FIELDS} } } }`;
const HISTORY = `query ($productId: ID!, $supplierUnitId: ID!, $limit: Int) {
  warehouseStockHistory(productId: $productId, supplierUnitId: $supplierUnitId, limit: $limit) {
    kind date at quantity purchasePrice balance patchId orderId orderNumber } }`;
const EXPECTED = `query ($supplierUnitId: ID!, $date: Date!) { warehouseExpectedCount(supplierUnitId: $supplierUnitId, date: $date) {
  productId productNumber productName unitOfMeasureCode expectedQuantity purchasePrice } }`;
const REPORT = `query ($supplierUnitId: ID) { warehouseProductReport(supplierUnitId: $supplierUnitId) {
  supplierUnitId supplierName supplierOrganizationNumber productId productNumber productName quantity value } }`;

type Line = { id?: string; productId?: string; purchasePrice?: string; quantity?: string; destroy?: boolean };
type Stock = Record<string, string>;

/** A seeded pseudo-random sequence (mulberry32), so a failing run can be repeated. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const same = (a: string, b: string) => new Decimal(a).equals(b);

describe.each(TEST_DATABASES)('warehouse (%s)', (kind) => {
  const t = useTestApp(kind);
  const today = () => osloDate(t.clock.now());
  const day = (offset: number) => addDays(today(), offset);
  /** Moves the clock on, so each save has its own instant. */
  const tick = () => t.clock.advance(1000);

  const supplier = (name: string, organizationNumber: string | null = null) =>
    t.app.services.transactions.system(async (tx) => {
      const [unit] = await tx.insert(units).values({ name, isCompany: true, organizationNumber }).returning();
      return unit!.id;
    });

  const product = async (who: Fixture, number: string, supplierUnitId: string | null, purchasePrice = '100') =>
    (
      await gqlOk(t, who, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
        input: {
          number,
          name: `Vare ${number}`,
          unitOfMeasureCode: 'EA',
          vatRateSymbol: 'STANDARD',
          supplierUnitId,
          prices: [{ validFrom: day(-400), salePrice: '500', purchasePrice }],
          activePeriods: [{ activeFrom: day(-400) }],
        },
      })
    ).createProduct.id as string;

  const create = async (who: Fixture, input: Record<string, unknown>) => {
    tick();
    return (await gqlOk(t, who, CREATE, { input })).createWarehousePatch as Record<string, any>;
  };
  const count = (who: Fixture, supplierUnitId: string, date: string, lines: Line[]) =>
    create(who, { supplierUnitId, date, checkpoint: true, lines });
  const patch = (who: Fixture, supplierUnitId: string, date: string, lines: Line[]) =>
    create(who, { supplierUnitId, date, lines });
  const update = async (who: Fixture, id: string, input: Record<string, unknown>) => {
    tick();
    return (await gqlOk(t, who, UPDATE, { id, input })).updateWarehousePatch as Record<string, any>;
  };

  const stockPage = async (who: Fixture, variables: Record<string, unknown> = {}) =>
    (await gqlOk(t, who, STOCK, variables)).warehouseStock as {
      totalCount: number;
      totalValue: string;
      items: Stock[];
    };
  const stockOfPair = async (who: Fixture, productId: string, supplierUnitId: string) =>
    (await stockPage(who, { filters: { productId, supplierUnitId } })).items[0];

  /** Every warehouse row of the unit, to prove a refusal saved nothing. */
  const rows = (who: Fixture) =>
    t.app.services.transactions.tenant(who.unitId, (tx) =>
      selectRows(
        tx,
        sql`select (select count(*)::int from warehouse_patches) as patches,
                   (select count(*)::int from warehouse_patch_lines) as lines,
                   (select coalesce(json_agg(s order by product_id, supplier_unit_id), '[]') from warehouse_stock s) as stock,
                   (select coalesce(json_agg(l order by id), '[]') from warehouse_patch_lines l) as line_rows`,
      ),
    );
  /** The refusal's validations; nothing of the unit's warehouse changed. */
  const refused = async (who: Fixture, query: string, variables: Record<string, unknown>) => {
    const before = await rows(who);
    tick();
    const validations = await gqlValidations(t, who, query, variables);
    expect(await rows(who)).toEqual(before);
    return validations.map(({ attribute, type }) => ({ attribute, type }));
  };

  /** A locked order of the lines (product and quantity); its lock is the sale's moment. */
  const sell = async (setup: Setup, lines: { productId: string; quantity: string }[]) => {
    tick();
    const order = await gqlOk(t, setup.me, 'mutation ($input: OrderInput!) { createOrder(input: $input) { id } }', {
      input: {
        customerId: setup.customerId,
        date: today(),
        reference: 'Ola',
        lines: lines.map((line) => ({ ...line, priceAmount: '500', vatRateSymbol: 'STANDARD' })),
      },
    });
    const id = order.createOrder.id as string;
    await gqlOk(t, setup.me, 'mutation ($id: ID!) { lockOrder(id: $id) { order { id } } }', { id });
    return id;
  };

  async function world() {
    const setup = await setUp(t);
    const leverandor = await supplier('Fjordvarer AS', '923609016');
    const other = await supplier('Annen Leverandør AS');
    const a = await product(setup.me, 'A-1', leverandor);
    const b = await product(setup.me, 'B-2', leverandor);
    const foreign = await product(setup.me, 'C-3', other);
    return { setup, me: setup.me, leverandor, other, a, b, foreign };
  }

  describe('spec 001 §5.4: the first line of a product and supplier must be a full count', () => {
    it('refuses a patch before any count (checkpoint_required), saving nothing', async () => {
      const { me, leverandor, a } = await world();
      expect(
        await refused(me, CREATE, {
          input: {
            supplierUnitId: leverandor,
            date: day(-1),
            lines: [{ productId: a, purchasePrice: '1', quantity: '2' }],
          },
        }),
      ).toEqual([{ attribute: 'lines.0.productId', type: 'checkpoint_required' }]);
    });

    it('refuses a patch dated before the first count, and a count moved after a patch', async () => {
      const { me, leverandor, a } = await world();
      const counted = await count(me, leverandor, day(-5), [{ productId: a, purchasePrice: '100', quantity: '10' }]);
      await patch(me, leverandor, day(-3), [{ productId: a, purchasePrice: '100', quantity: '2' }]);
      // Back-dated: entered after the count but dated before it.
      expect(
        await refused(me, CREATE, {
          input: {
            supplierUnitId: leverandor,
            date: day(-7),
            lines: [{ productId: a, purchasePrice: '1', quantity: '1' }],
          },
        }),
      ).toEqual([{ attribute: 'lines.0.productId', type: 'checkpoint_required' }]);
      // The count's date moved past the patch: the patch would come first.
      expect(await refused(me, UPDATE, { id: counted.id, input: { date: day(-2), lines: [] } })).toEqual([
        { attribute: 'date', type: 'checkpoint_required' },
      ]);
    });

    it("refuses destroying a count's line that later patches rest on", async () => {
      const { me, leverandor, a, b } = await world();
      const counted = await count(me, leverandor, day(-5), [
        { productId: a, purchasePrice: '100', quantity: '10' },
        { productId: b, purchasePrice: '50', quantity: '4' },
      ]);
      await patch(me, leverandor, day(-3), [{ productId: a, purchasePrice: '100', quantity: '2' }]);
      const lineOfA = counted.lines.find((line: Line) => line.productId === a).id;
      expect(await refused(me, UPDATE, { id: counted.id, input: { lines: [{ id: lineOfA, destroy: true }] } })).toEqual(
        [{ attribute: 'lines.0.productId', type: 'checkpoint_required' }],
      );
      // B has no later patch: its count line may go, and B has no stock row any more.
      const lineOfB = counted.lines.find((line: Line) => line.productId === b).id;
      const updated = await update(me, counted.id, { lines: [{ id: lineOfB, destroy: true }] });
      expect(updated.lines.map((line: Line) => line.productId)).toEqual([a]);
      expect(await stockOfPair(me, b, leverandor)).toBeUndefined();
    });
  });

  describe('spec 001 §5.4: at most one full count per supplier and day', () => {
    it('refuses a second count of the supplier on the day (one_checkpoint_per_day); another day or supplier is fine', async () => {
      const { me, leverandor, other, a, b, foreign } = await world();
      await count(me, leverandor, day(-2), [{ productId: a, purchasePrice: '100', quantity: '1' }]);
      expect(
        await refused(me, CREATE, {
          input: {
            supplierUnitId: leverandor,
            date: day(-2),
            checkpoint: true,
            lines: [{ productId: b, purchasePrice: '1', quantity: '1' }],
          },
        }),
      ).toEqual([{ attribute: 'date', type: 'one_checkpoint_per_day' }]);
      await count(me, leverandor, day(-1), [{ productId: b, purchasePrice: '1', quantity: '1' }]);
      await count(me, other, day(-2), [{ productId: foreign, purchasePrice: '1', quantity: '1' }]);
      // A normal patch on a count's day is no count.
      await patch(me, leverandor, day(-2), [{ productId: a, purchasePrice: '1', quantity: '1' }]);
    });

    it('two counts saved at the same moment: the unique index takes one, the other is refused the same way', async () => {
      const { me, leverandor, a } = await world();
      const input = (quantity: string) => ({
        supplierUnitId: leverandor,
        date: day(-1),
        checkpoint: true,
        lines: [{ productId: a, purchasePrice: '1', quantity }],
      });
      const results = await Promise.all([
        gql(t, CREATE, { input: input('1') }, me),
        gql(t, CREATE, { input: input('2') }, me),
      ]);
      const refusals = results.filter((result) => result.body.errors);
      expect(refusals).toHaveLength(1);
      expect(errorCode(refusals[0]!)).toBe('VALIDATION');
      expect(refusals[0]!.body.errors![0]!.extensions!.validations).toEqual([
        { model: 'warehousePatch', attribute: 'date', type: 'one_checkpoint_per_day' },
      ]);
    });
  });

  it('refuses a product of another supplier (other_supplier) and a count naming a product twice (taken)', async () => {
    const { me, leverandor, a, foreign } = await world();
    expect(
      await refused(me, CREATE, {
        input: {
          supplierUnitId: leverandor,
          date: day(-1),
          checkpoint: true,
          lines: [
            { productId: foreign, purchasePrice: '1', quantity: '1' },
            { productId: a, purchasePrice: '1', quantity: '1' },
            { productId: a, purchasePrice: '1', quantity: '3' },
          ],
        },
      }),
    ).toEqual([
      { attribute: 'lines.0.productId', type: 'other_supplier' },
      { attribute: 'lines.2.productId', type: 'taken' },
    ]);
  });

  it('refuses with every field problem at once: no lines, a negative count, missing values, no company', async () => {
    const { me, a } = await world();
    const person = await t.app.services.transactions.system(async (tx) => {
      const [unit] = await tx.insert(units).values({ name: 'Ola Privat', isCompany: false }).returning();
      return unit!.id;
    });
    expect(await refused(me, CREATE, { input: { date: day(-1), lines: [] } })).toEqual([
      { attribute: 'supplierUnitId', type: 'blank' },
      { attribute: 'lines', type: 'blank' },
    ]);
    expect(
      await refused(me, CREATE, {
        input: {
          supplierUnitId: person,
          checkpoint: true,
          lines: [{ productId: a, purchasePrice: '-1', quantity: '-2' }, { quantity: '1.23456' }],
        },
      }),
    ).toEqual(
      expect.arrayContaining([
        { attribute: 'date', type: 'blank' },
        { attribute: 'supplierUnitId', type: 'invalid' },
        { attribute: 'lines.0.purchasePrice', type: 'greater_than_or_equal_to' },
        { attribute: 'lines.0.quantity', type: 'greater_than_or_equal_to' },
        { attribute: 'lines.1.productId', type: 'blank' },
        { attribute: 'lines.1.purchasePrice', type: 'blank' },
        { attribute: 'lines.1.quantity', type: 'invalid' },
      ]),
    );
  });

  it('updates lines by id, destroys with the flag, adds lines without id; supplier and checkpoint stay', async () => {
    const { me, leverandor, other, a, b } = await world();
    await count(me, leverandor, day(-5), [
      { productId: a, purchasePrice: '100', quantity: '10' },
      { productId: b, purchasePrice: '50', quantity: '10' },
    ]);
    const received = await patch(me, leverandor, day(-3), [
      { productId: a, purchasePrice: '120', quantity: '5' },
      { productId: b, purchasePrice: '60', quantity: '2' },
    ]);
    expect(received).toMatchObject({
      lineCount: 2,
      totalQuantity: '7.0000',
      checkpoint: false,
      createdBy: { id: me.userId },
    });
    const [lineA, lineB] = received.lines as Line[];
    const updated = await update(me, received.id, {
      date: day(-4),
      comment: 'Levering 12',
      lines: [
        { id: lineA!.id, quantity: '6' },
        { id: lineB!.id, destroy: true },
        { productId: b, purchasePrice: '70', quantity: '1' },
      ],
    });
    expect(updated).toMatchObject({ date: day(-4), comment: 'Levering 12', lineCount: 2, totalQuantity: '7.0000' });
    expect(updated.lines).toEqual([
      expect.objectContaining({ id: lineA!.id, productId: a, purchasePrice: '120.0000', quantity: '6.0000' }),
      expect.objectContaining({ productId: b, purchasePrice: '70.0000', quantity: '1.0000', checkpoint: false }),
    ]);
    expect(await stockOfPair(me, a, leverandor)).toMatchObject({ quantity: '16.0000', patchedQuantity: '6.0000' });
    expect(await stockOfPair(me, b, leverandor)).toMatchObject({ quantity: '11.0000', patchedQuantity: '1.0000' });
    // The lines carry the patch's new date (the stock's index range): the history shows it.
    const history = (await gqlOk(t, me, HISTORY, { productId: a, supplierUnitId: leverandor })).warehouseStockHistory;
    expect(history.map((movement: Stock) => [movement.kind, movement.date])).toEqual([
      ['PATCH', day(-4)],
      ['COUNT', day(-5)],
    ]);

    expect(
      await refused(me, UPDATE, { id: received.id, input: { supplierUnitId: other, checkpoint: true, lines: [] } }),
    ).toEqual([
      { attribute: 'supplierUnitId', type: 'invalid' },
      { attribute: 'checkpoint', type: 'invalid' },
    ]);
    expect(
      await refused(me, UPDATE, {
        id: received.id,
        input: {
          lines: [
            { id: lineB!.id, quantity: '1' },
            { id: lineA!.id, destroy: true },
            { id: lineA!.id, destroy: true },
          ],
        },
      }),
    ).toEqual(
      expect.arrayContaining([
        { attribute: 'lines.0.id', type: 'invalid' },
        { attribute: 'lines.2.id', type: 'invalid' },
      ]),
    );
    // Destroying every line leaves an empty patch: refused.
    const lines = (await gqlOk(t, me, ONE, { id: received.id })).warehousePatch.lines as Line[];
    expect(
      await refused(me, UPDATE, {
        id: received.id,
        input: { lines: lines.map((line) => ({ id: line.id, destroy: true })) },
      }),
    ).toEqual([{ attribute: 'lines', type: 'blank' }]);
  });

  it('lists patches by date (newest first) with filters', async () => {
    const { me, leverandor, a, b } = await world();
    const first = await count(me, leverandor, day(-5), [{ productId: a, purchasePrice: '1', quantity: '1' }]);
    const second = await count(me, leverandor, day(-4), [{ productId: b, purchasePrice: '1', quantity: '1' }]);
    const third = await patch(me, leverandor, day(-4), [{ productId: a, purchasePrice: '1', quantity: '1' }]);
    const ids = async (variables: Record<string, unknown>) =>
      ((await gqlOk(t, me, PATCHES, variables)).warehousePatches.items as { id: string }[]).map((item) => item.id);
    expect(await ids({})).toEqual([third.id, second.id, first.id]);
    expect(await ids({ filters: { productId: a } })).toEqual([third.id, first.id]);
    expect(await ids({ filters: { checkpoint: true, dateFrom: day(-4) } })).toEqual([second.id]);
    expect(await ids({ filters: { supplierUnitId: leverandor, dateTo: day(-5) } })).toEqual([first.id]);
  });

  it('stock = last count + later patches − later sales; cancel and credit return goods; a sale before the count is ignored', async () => {
    const { setup, me, leverandor, a } = await world();
    await count(me, leverandor, day(-10), [{ productId: a, purchasePrice: '100', quantity: '10' }]);
    await patch(me, leverandor, day(-8), [{ productId: a, purchasePrice: '130', quantity: '5' }]);
    await patch(me, leverandor, day(-6), [{ productId: a, purchasePrice: '10', quantity: '-1' }]);
    const sold = await sell(setup, [{ productId: a, quantity: '3' }]);
    // Weighted average of the count and the receipt: (10 × 100 + 5 × 130) / 15 = 110; 11 × 110.
    expect(await stockOfPair(me, a, leverandor)).toMatchObject({
      countedQuantity: '10.0000',
      patchedQuantity: '4.0000',
      soldQuantity: '3.0000',
      quantity: '11.0000',
      averagePurchasePrice: '110.0000',
      value: '1210.00',
      lastCountDate: day(-10),
    });
    // Cancelling the locked order brings its goods back.
    await gqlOk(t, me, 'mutation ($id: ID!) { cancelOrder(id: $id) { id } }', { id: sold });
    expect((await stockOfPair(me, a, leverandor))!.quantity).toBe('14.0000');
    // An invoiced order and its full credit note: out and back in.
    tick();
    const invoiced = await lockedOrder(t, setup, {
      date: today(),
      lines: [{ productId: a, quantity: '4', priceAmount: '500', vatRateSymbol: 'STANDARD' }],
    });
    const invoice = (
      await gqlOk(t, me, CREATE_INVOICE, {
        input: {
          orderIds: [invoiced.id],
          issueDate: today(),
          dueDate: day(14),
          paymentMethods: [{ name: 'Bankoverføring', amount: invoiced.payableAmount }],
        },
      })
    ).createInvoice;
    expect((await stockOfPair(me, a, leverandor))!.quantity).toBe('10.0000');
    tick();
    await credit(t, me, invoice.id, { issueDate: today() });
    expect((await stockOfPair(me, a, leverandor))!.soldQuantity).toBe('0.0000');
    expect((await stockOfPair(me, a, leverandor))!.quantity).toBe('14.0000');
    // A sale locked before today's count is in the count: ignored. One after it is not.
    await sell(setup, [{ productId: a, quantity: '2' }]);
    await count(me, leverandor, today(), [{ productId: a, purchasePrice: '90', quantity: '20' }]);
    expect(await stockOfPair(me, a, leverandor)).toMatchObject({
      quantity: '20.0000',
      soldQuantity: '0.0000',
      value: '1800.00',
    });
    const after = await sell(setup, [{ productId: a, quantity: '1.5' }]);
    expect(await stockOfPair(me, a, leverandor)).toMatchObject({ quantity: '18.5000', value: '1665.00' });

    // The history from the count before last: newest first, each with the stock after it.
    const history = (await gqlOk(t, me, HISTORY, { productId: a, supplierUnitId: leverandor, limit: 3 }))
      .warehouseStockHistory as Stock[];
    expect(history.map((movement) => [movement.kind, movement.quantity, movement.balance])).toEqual([
      ['SALE', '-1.5', '18.5'],
      ['COUNT', '20', '20'],
      ['SALE', '-2', '12'],
    ]);
    expect(history[0]).toMatchObject({ orderId: after, purchasePrice: null });
  });

  it('sells only from the supplier the product has now: a change of supplier moves its sales', async () => {
    const { setup, me, leverandor, a } = await world();
    await count(me, leverandor, day(-1), [{ productId: a, purchasePrice: '10', quantity: '5' }]);
    await sell(setup, [{ productId: a, quantity: '2' }]);
    expect(await stockOfPair(me, a, leverandor)).toMatchObject({ quantity: '3.0000', soldQuantity: '2.0000' });
    const withSupplier = async (supplierUnitId: string | null) =>
      gqlOk(t, me, 'mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }', {
        id: a,
        input: {
          number: 'A-1',
          name: 'Vare A-1',
          unitOfMeasureCode: 'EA',
          vatRateSymbol: 'STANDARD',
          supplierUnitId,
          prices: [{ validFrom: day(-400), salePrice: '500', purchasePrice: '100' }],
          activePeriods: [{ activeFrom: day(-400) }],
        },
      });
    await withSupplier(null);
    expect(await stockOfPair(me, a, leverandor)).toMatchObject({ quantity: '5.0000', soldQuantity: '0.0000' });
    await sell(setup, [{ productId: a, quantity: '1' }]);
    expect(await stockOfPair(me, a, leverandor)).toMatchObject({ quantity: '5.0000', soldQuantity: '0.0000' });
    await withSupplier(leverandor);
    expect(await stockOfPair(me, a, leverandor)).toMatchObject({ quantity: '2.0000', soldQuantity: '3.0000' });
  });

  it('the page filters and sums all that match; the report, the CSV and the web shop agree with it', async () => {
    const { setup, me, leverandor, other, a, b, foreign } = await world();
    await count(me, leverandor, day(-3), [
      { productId: a, purchasePrice: '12.5', quantity: '4' },
      { productId: b, purchasePrice: '3', quantity: '0' },
    ]);
    await count(me, other, day(-3), [{ productId: foreign, purchasePrice: '7.25', quantity: '3' }]);
    await sell(setup, [{ productId: a, quantity: '1' }]);

    const all = await stockPage(me);
    expect(all.items.map((item) => [item.productNumber, item.supplierName, item.quantity, item.value])).toEqual([
      ['A-1', 'Fjordvarer AS', '3.0000', '37.50'],
      ['B-2', 'Fjordvarer AS', '0.0000', '0.00'],
      ['C-3', 'Annen Leverandør AS', '3.0000', '21.75'],
    ]);
    expect(all).toMatchObject({ totalCount: 3, totalValue: '59.25' });
    expect(all.items[0]!.id).toBe(`${a}:${leverandor}`);
    expect(await stockPage(me, { filters: { inStock: true }, limit: 1 })).toMatchObject({
      totalCount: 2,
      totalValue: '59.25',
      items: [{ productNumber: 'A-1' }],
    });
    expect(await stockPage(me, { filters: { inStock: false } })).toMatchObject({ totalCount: 1, totalValue: '0.00' });
    expect((await stockPage(me, { filters: { term: 'c-3' } })).items.map((item) => item.productId)).toEqual([foreign]);
    expect(await stockPage(me, { offset: 5 })).toMatchObject({ totalCount: 3, totalValue: '59.25', items: [] });
    expect((await stockPage(me, { orderBy: 'supplier_name' })).items.map((item) => item.productNumber)).toEqual([
      'C-3',
      'A-1',
      'B-2',
    ]);

    const report = (await gqlOk(t, me, REPORT)).warehouseProductReport as Stock[];
    expect(report.map((row) => [row.supplierName, row.productNumber, row.quantity, row.value])).toEqual([
      ['Annen Leverandør AS', 'C-3', '3.0000', '21.75'],
      ['Fjordvarer AS', 'A-1', '3.0000', '37.50'],
      ['Fjordvarer AS', 'B-2', '0.0000', '0.00'],
    ]);
    for (const row of report) {
      const item = all.items.find((stock) => stock.productId === row.productId)!;
      expect([row.quantity, row.value]).toEqual([item.quantity, item.value]);
    }
    expect(report[1]).toMatchObject({ supplierOrganizationNumber: '923609016', supplierUnitId: leverandor });
    expect(((await gqlOk(t, me, REPORT, { supplierUnitId: other })).warehouseProductReport as Stock[]).length).toBe(1);

    const csv = await fetch(`${t.url}/warehouse/product-report.csv?supplierUnitId=${leverandor}`, {
      headers: { authorization: `Bearer ${me.token}`, 'x-unit-id': me.unitId, 'accept-language': 'nb' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Leverandør;Organisasjonsnummer;Varenummer;Varenavn;Antall;Verdi\r\n' +
        'Fjordvarer AS;923609016;A-1;Vare A-1;3,0000;37,50\r\n' +
        'Fjordvarer AS;923609016;B-2;Vare B-2;0,0000;0,00\r\n',
    );
    const english = await fetch(`${t.url}/warehouse/product-report.csv`, {
      headers: { authorization: `Bearer ${me.token}`, 'x-unit-id': me.unitId, 'accept-language': 'en' },
    });
    // text() drops the byte order mark.
    expect((await english.text()).split('\r\n').slice(0, 2)).toEqual([
      'Supplier;Organisation number;Product number;Product name;Quantity;Value',
      'Annen Leverandør AS;;C-3;Vare C-3;3.0000;21.75',
    ]);

    const token = (
      await gqlOk(
        t,
        me,
        'mutation ($input: CreateWebstoreApiTokenInput!) { createWebstoreApiToken(input: $input) { tokenValue } }',
        {
          input: { description: 'Nettbutikk', expiryDate: day(30) },
        },
      )
    ).createWebstoreApiToken.tokenValue as string;
    const shop = (await (
      await fetch(`${t.url}/api/webstore/v1/products`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { items: { id: string; stockQuantity: string | null }[] };
    for (const item of all.items)
      expect(shop.items.find((shopItem) => shopItem.id === item.productId)!.stockQuantity).toBe(item.quantity);
  });

  it('prefills a count with the stock now and a purchase price', async () => {
    const { setup, me, leverandor, a, b } = await world();
    const unpriced = await product(me, 'D-4', leverandor);
    await count(me, leverandor, day(-3), [{ productId: a, purchasePrice: '12.5', quantity: '4' }]);
    await sell(setup, [{ productId: a, quantity: '1' }]);
    const expected = (await gqlOk(t, me, EXPECTED, { supplierUnitId: leverandor, date: today() }))
      .warehouseExpectedCount as Stock[];
    expect(expected.map((row) => [row.productId, row.expectedQuantity, row.purchasePrice])).toEqual([
      [a, '3.0000', '100.0000'],
      [b, '0.0000', '100.0000'],
      [unpriced, '0.0000', '100.0000'],
    ]);
    // Before the products' prices began: the count's price, else 0.
    const early = (await gqlOk(t, me, EXPECTED, { supplierUnitId: leverandor, date: day(-500) }))
      .warehouseExpectedCount as Stock[];
    expect(early.map((row) => [row.productId, row.purchasePrice])).toEqual([[a, '12.5000']]);
  });

  it("answers NOT_FOUND for another unit's patch", async () => {
    const { me, leverandor, a } = await world();
    const mine = await count(me, leverandor, day(-1), [{ productId: a, purchasePrice: '1', quantity: '1' }]);
    const stranger = await userWithUnit(t);
    expect(errorCode(await gql(t, ONE, { id: mine.id }, stranger))).toBe('NOT_FOUND');
    expect(errorCode(await gql(t, UPDATE, { id: mine.id, input: { lines: [] } }, stranger))).toBe('NOT_FOUND');
    expect((await stockPage(stranger)).totalCount).toBe(0);
  });

  it('agrees with the domain stockOf over a few hundred random counts, patches and sales (seed 15)', async () => {
    const next = random(15);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const amount = (max: number, decimals: number) =>
      (Math.floor(next() * max * 10 ** decimals) / 10 ** decimals).toFixed(decimals);
    const { setup, me, leverandor, a, b } = await world();
    const c = await product(me, 'E-5', leverandor);
    const products = [a, b, c];
    const countDays = new Set<string>();
    /** The first count's date of each product: patches are dated on or after it. */
    const firstCount = new Map<string, string>();
    const sales: string[] = [];
    let movements = 0;
    for (let step = 0; movements < 300; step++) {
      const roll = next();
      if (roll < 0.15 || firstCount.size === 0) {
        const date = day(-Math.floor(next() * 40));
        if (countDays.has(date)) continue;
        countDays.add(date);
        const counted = products.filter(() => next() < 0.7);
        if (counted.length === 0) continue;
        await count(
          me,
          leverandor,
          date,
          counted.map((productId) => ({ productId, quantity: amount(50, 2), purchasePrice: amount(200, 4) })),
        );
        for (const productId of counted)
          if (!firstCount.has(productId) || firstCount.get(productId)! > date) firstCount.set(productId, date);
        movements += counted.length;
      } else if (roll < 0.65) {
        const lines = [...firstCount.keys()]
          .filter(() => next() < 0.6)
          .map((productId) => ({
            productId,
            quantity: (next() < 0.3 ? '-' : '') + amount(20, 3),
            purchasePrice: amount(200, 2),
          }));
        if (lines.length === 0) continue;
        const earliest = lines
          .map((line) => firstCount.get(line.productId)!)
          .sort()
          .at(-1)!;
        const date = addDays(earliest, Math.floor(next() * 10));
        await patch(me, leverandor, date > today() ? today() : date, lines);
        movements += lines.length;
      } else {
        sales.push(await sell(setup, [{ productId: pick(products), quantity: amount(5, 1) }]));
        if (next() < 0.2) {
          const cancelled = sales.splice(Math.floor(next() * sales.length), 1)[0]!;
          await gqlOk(t, me, 'mutation ($id: ID!) { cancelOrder(id: $id) { id } }', { id: cancelled });
        }
        movements += 1;
      }
    }

    const reference = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const lines = await selectRows<{
        product_id: string;
        checkpoint: boolean;
        date: string;
        at: string;
        quantity: string;
        purchase_price: string;
      }>(
        tx,
        sql`select product_id, checkpoint, date::text as date, quantity::text as quantity,
                   purchase_price::text as purchase_price,
                   to_char(moment_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
              from warehouse_patch_lines`,
      );
      const sold = await selectRows<{ product_id: string; date: string; at: string; quantity: string }>(
        tx,
        sql`select ol.product_id, o.locked_on::text as date, ol.quantity::text as quantity,
                   to_char(o.locked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
              from order_lines ol join orders o on o.id = ol.order_id where o.status = 'LOCKED'`,
      );
      return { lines, sold };
    });
    const page = await stockPage(me);
    expect(page.totalCount).toBe(firstCount.size);
    let total = new Decimal(0);
    for (const productId of firstCount.keys()) {
      const of: StockMovement[] = [
        ...reference.lines
          .filter((line) => line.product_id === productId)
          .map((line) => ({
            kind: line.checkpoint ? ('COUNT' as const) : ('PATCH' as const),
            date: line.date,
            at: line.at,
            quantity: line.quantity,
            purchasePrice: line.purchase_price,
          })),
        ...reference.sold
          .filter((line) => line.product_id === productId)
          .map((line) => ({
            kind: 'SALE' as const,
            date: line.date,
            at: line.at,
            quantity: line.quantity,
            purchasePrice: null,
          })),
      ];
      const expected = stockOf(of)!;
      const actual = page.items.find((item) => item.productId === productId)!;
      for (const field of [
        'countedQuantity',
        'patchedQuantity',
        'soldQuantity',
        'quantity',
        'averagePurchasePrice',
        'value',
      ] as const)
        expect(
          same(actual[field]!, expected[field]),
          `${productId} ${field}: ${actual[field]} ≠ ${expected[field]}`,
        ).toBe(true);
      expect(actual.lastCountDate).toBe(expected.lastCountDate);
      total = total.plus(expected.value);
      const [latest] = (await gqlOk(t, me, HISTORY, { productId, supplierUnitId: leverandor, limit: 1 }))
        .warehouseStockHistory as Stock[];
      expect(same(latest!.balance!, expected.quantity)).toBe(true);
    }
    expect(same(page.totalValue, total.toFixed())).toBe(true);
  }, 120_000);
});
