import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { osloDate } from '../../clock.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { orders } from './tables.js';

const ORDER_FIELDS = `id number date status isOpen isLocked isCancelled invoiced currencyCode customerId reference note
  delivery { address zip city countryCode } bban iban isExport
  supplierParty { name organizationNumber } customerParty { name organizationNumber address }
  lines { number productId itemName sellersItemIdentification quantity orderedQuantity unitOfMeasureCode priceAmount
    vatRateSymbol taxCategory taxPercent taxExemptionReason allowanceCharge { chargeIndicator percent amount }
    lineExtensionAmount }
  allowanceCharges { chargeIndicator percent fixedAmount vatRateSymbol taxPercent amount baseAmount }
  lineExtensionAmount allowanceTotalAmount chargeTotalAmount taxExclusiveAmount taxAmount taxInclusiveAmount
  payableRoundingAmount payableAmount taxSubtotals { taxCategory taxPercent taxableAmount taxAmount }`;
const CREATE = `mutation ($input: OrderInput!) { createOrder(input: $input) { ${ORDER_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { ${ORDER_FIELDS} } }`;
const READ = `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const LOCK = `mutation ($id: ID!, $createDifference: Boolean) { lockOrder(id: $id, createDifference: $createDifference) {
  order { ${ORDER_FIELDS} } differenceOrder { ${ORDER_FIELDS} } } }`;
const CANCEL = `mutation ($id: ID!) { cancelOrder(id: $id) { id status } }`;
const DUPLICATE = `mutation ($id: ID!) { duplicateOrder(id: $id) { ${ORDER_FIELDS} } }`;
const LIST = `query ($filters: OrderFilters, $orderBy: OrderOrderBy, $orderDirection: OrderDirection) {
  orders(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection) { totalCount items { number status } } }`;
const SAVE_INVOICE_SETTING = `mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) {
  startingOrderNumber } }`;
const UPDATE_CUSTOMER = `mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { id } }`;

const INVOICE_SETTING = {
  bban: '1503.27.14452',
  iban: 'NO58 1503 2714 452',
  swift: 'dnbanokk',
  currencyCode: 'NOK',
  customerCountry: 'NO',
  customerCreditDays: 14,
  defaultProductUnitOfMeasureCode: 'EA',
  displaySettings: {},
  exports: false,
  invoiceEmailCopy: [],
  usesKid: false,
  kidModDigit: 'MOD10',
  legalNotes: [],
  usesOverdueNotices: false,
  paymentMethods: false,
  productGroups: false,
  startingInvoiceNumber: '10001',
  startingOrderNumber: '8',
  supplierPartyReferenceSetting: 'FULL_NAME',
  taxInclusiveAmountRounding: 'NEAREST',
};

const CUSTOMER = {
  isCompany: true,
  name: 'Fjellvang Bygg AS',
  organizationNumber: '923 609 016',
  invoiceDeliveryMethod: 'EHF',
  creditDays: 14,
  reference: 'Ola',
  deliveryLocations: [{ address: 'Storgata 1', zip: '0155', city: 'Oslo', countryCode: 'NO' }],
};

const PRODUCT = {
  number: 'T-100',
  name: 'Telt',
  unitOfMeasureCode: 'EA',
  vatRateSymbol: 'STANDARD',
  prices: [{ validFrom: '2020-01-01', salePrice: '549.00', purchasePrice: '312.50' }],
  activePeriods: [{ activeFrom: '2020-01-01' }],
};

type Setup = { me: Fixture; customerId: string; productId: string };

/** An order with two VAT rates, an exempt line, a line allowance and an order allowance. */
const orderInput = (setup: Setup, overrides: Record<string, unknown> = {}) => ({
  customerId: setup.customerId,
  date: '2026-03-02',
  reference: 'Ola Nordmann',
  lines: [
    { productId: setup.productId, quantity: '2', orderedQuantity: '3' },
    {
      itemName: 'Kaffe',
      quantity: '3',
      priceAmount: '99.90',
      vatRateSymbol: 'REDUCED',
      allowanceCharge: { chargeIndicator: false, percent: '10' },
    },
    {
      itemName: 'Kurs',
      quantity: '1',
      priceAmount: '500',
      vatRateSymbol: 'EXEMPT',
      taxExemptionReason: 'Undervisning',
    },
  ],
  allowanceCharges: [{ chargeIndicator: false, percent: '5', vatRateSymbol: 'STANDARD' }],
  ...overrides,
});

async function setUp(t: TestApp, start = '8'): Promise<Setup> {
  const me = await userWithUnit(t);
  await gqlOk(t, me, SAVE_INVOICE_SETTING, { input: { ...INVOICE_SETTING, startingOrderNumber: start } });
  const customer = await gqlOk(t, me, 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }', {
    input: CUSTOMER,
  });
  const product = await gqlOk(t, me, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
    input: PRODUCT,
  });
  return { me, customerId: customer.createCustomer.id, productId: product.createProduct.id };
}

const create = async (t: TestApp, setup: Setup, overrides: Record<string, unknown> = {}) =>
  (await gqlOk(t, setup.me, CREATE, { input: orderInput(setup, overrides) })).createOrder;

const todayIn = (t: TestApp) => osloDate(t.app.services.clock.now());

/** Every order row of the unit, to prove a refusal changed nothing. */
const ordersOf = (t: TestApp, unitId: string) =>
  t.app.services.transactions.tenant(unitId, (tx) => tx.select().from(orders).orderBy(orders.sequence));

describe.each(TEST_DATABASES)('orders (%s)', (database) => {
  const t = useTestApp(database);

  describe('creating', () => {
    it('numbers from the start number and stores the EN 16931 totals of the domain, with VAT of the order date', async () => {
      const setup = await setUp(t);
      const order = await create(t, setup);
      expect(order).toMatchObject({
        number: '8',
        status: 'OPEN',
        isOpen: true,
        invoiced: false,
        currencyCode: 'NOK',
        bban: '15032714452',
        delivery: { address: 'Storgata 1', zip: '0155', city: 'Oslo', countryCode: 'NO' },
        supplierParty: null,
        customerParty: null,
        lineExtensionAmount: '1867.73',
        allowanceTotalAmount: '54.90',
        chargeTotalAmount: '0.00',
        taxExclusiveAmount: '1812.83',
        taxAmount: '301.24',
        taxInclusiveAmount: '2114.07',
        payableRoundingAmount: '-0.07',
        payableAmount: '2114.00',
        taxSubtotals: [
          { taxCategory: 'S', taxPercent: '25.00', taxableAmount: '1043.10', taxAmount: '260.78' },
          { taxCategory: 'S', taxPercent: '15.00', taxableAmount: '269.73', taxAmount: '40.46' },
          { taxCategory: 'E', taxPercent: '0.00', taxableAmount: '500.00', taxAmount: '0.00' },
        ],
      });
      // The product line takes name, number, unit, category and the price of the date from the product.
      expect(order.lines[0]).toMatchObject({
        number: 1,
        productId: setup.productId,
        itemName: 'Telt',
        sellersItemIdentification: 'T-100',
        unitOfMeasureCode: 'EA',
        priceAmount: '549.0000',
        vatRateSymbol: 'STANDARD',
        taxCategory: 'S',
        taxPercent: '25.00',
        lineExtensionAmount: '1098.00',
      });
      expect(order.lines[1]).toMatchObject({
        allowanceCharge: { chargeIndicator: false, percent: '10.00', amount: null },
        lineExtensionAmount: '269.73',
      });
      expect(order.lines[2]).toMatchObject({
        taxCategory: 'E',
        taxPercent: '0.00',
        taxExemptionReason: 'Undervisning',
      });
      expect(order.allowanceCharges).toEqual([
        {
          chargeIndicator: false,
          percent: '5.00',
          fixedAmount: null,
          vatRateSymbol: 'STANDARD',
          taxPercent: '25.00',
          amount: '54.90',
          baseAmount: '1098.00',
        },
      ]);
      expect((await create(t, setup)).number).toBe('9');
    });

    it('takes the historic VAT rate in force on the order date (food 14 % in 2011, 15 % from 2012)', async () => {
      const setup = await setUp(t);
      const line = { itemName: 'Brød', quantity: '1', priceAmount: '100', vatRateSymbol: 'REDUCED' };
      const old = await create(t, setup, { date: '2011-12-31', lines: [line], allowanceCharges: [] });
      const later = await create(t, setup, { date: '2012-01-01', lines: [line], allowanceCharges: [] });
      expect([old.lines[0].taxPercent, old.taxAmount]).toEqual(['14.00', '14.00']);
      expect([later.lines[0].taxPercent, later.taxAmount]).toEqual(['15.00', '15.00']);
    });

    it('refuses an order without customer reference, lines or a known customer, saves nothing and uses no number', async () => {
      const setup = await setUp(t);
      expect(
        await gqlValidations(t, setup.me, CREATE, {
          input: orderInput(setup, { reference: ' ', lines: [], customerId: '00000000-0000-4000-8000-000000000000' }),
        }),
      ).toEqual([
        { model: 'order', attribute: 'reference', type: 'blank' },
        { model: 'order', attribute: 'customerId', type: 'invalid' },
        { model: 'order', attribute: 'lines', type: 'blank' },
      ]);
      expect(await ordersOf(t, setup.me.unitId)).toEqual([]);
      expect((await create(t, setup)).number).toBe('8');
    });

    it('refuses a line field by field: a free-text line needs name, price and category; EXEMPT a reason, ZERO none', async () => {
      const setup = await setUp(t);
      const lines = [
        { quantity: '1' },
        { itemName: 'Kurs', quantity: '1', priceAmount: '10', vatRateSymbol: 'EXEMPT' },
        { itemName: 'Avis', quantity: '1', priceAmount: '10', vatRateSymbol: 'ZERO', taxExemptionReason: 'Avis' },
        {
          itemName: 'Hylle',
          quantity: '1.23456',
          priceAmount: '-1',
          vatRateSymbol: 'STANDARD',
          allowanceCharge: { chargeIndicator: false, percent: '5', amount: '5' },
        },
      ];
      expect(await gqlValidations(t, setup.me, CREATE, { input: orderInput(setup, { lines }) })).toEqual([
        { model: 'order', attribute: 'lines.0.itemName', type: 'blank' },
        { model: 'order', attribute: 'lines.0.vatRateSymbol', type: 'blank' },
        { model: 'order', attribute: 'lines.0.priceAmount', type: 'blank' },
        { model: 'order', attribute: 'lines.1.taxExemptionReason', type: 'blank' },
        { model: 'order', attribute: 'lines.2.taxExemptionReason', type: 'invalid' },
        { model: 'order', attribute: 'lines.3.quantity', type: 'invalid' },
        { model: 'order', attribute: 'lines.3.priceAmount', type: 'greater_than_or_equal_to' },
        { model: 'order', attribute: 'lines.3.allowanceCharge.amount', type: 'invalid' },
      ]);
      expect(await ordersOf(t, setup.me.unitId)).toEqual([]);
    });

    it('refuses project, department and car registration ids that are not records of the unit', async () => {
      const setup = await setUp(t);
      const missing = '00000000-0000-4000-8000-000000000000';
      expect(
        await gqlValidations(t, setup.me, CREATE, {
          input: orderInput(setup, { projectId: missing, departmentId: missing, carRegistrationId: missing }),
        }),
      ).toEqual([
        { model: 'order', attribute: 'projectId', type: 'invalid' },
        { model: 'order', attribute: 'departmentId', type: 'invalid' },
        { model: 'order', attribute: 'carRegistrationId', type: 'invalid' },
      ]);
    });
  });

  describe('states', () => {
    it('an open order is edited; a locked or cancelled one is refused (invalid) and stays as it was', async () => {
      const setup = await setUp(t);
      const order = await create(t, setup);
      const edited = await gqlOk(t, setup.me, UPDATE, {
        id: order.id,
        input: orderInput(setup, { note: 'Levering bakdør', allowanceCharges: [] }),
      });
      expect(edited.updateOrder).toMatchObject({ note: 'Levering bakdør', number: '8', allowanceTotalAmount: '0.00' });
      await gqlOk(t, setup.me, LOCK, { id: order.id });
      const cancelled = await create(t, setup);
      await gqlOk(t, setup.me, CANCEL, { id: cancelled.id });
      const before = await ordersOf(t, setup.me.unitId);
      for (const id of [order.id, cancelled.id])
        expect(await gqlValidations(t, setup.me, UPDATE, { id, input: orderInput(setup, { note: 'Nei' }) })).toEqual([
          { model: 'order', attribute: 'base', type: 'invalid' },
        ]);
      expect(await ordersOf(t, setup.me.unitId)).toEqual(before);
    });

    it('locking freezes the parties: later edits of the customer leave the locked order as it was', async () => {
      const setup = await setUp(t);
      const order = await create(t, setup);
      const { lockOrder } = await gqlOk(t, setup.me, LOCK, { id: order.id });
      expect(lockOrder.differenceOrder).toBeNull();
      expect(lockOrder.order).toMatchObject({
        status: 'LOCKED',
        isLocked: true,
        customerParty: { name: 'Fjellvang Bygg AS', organizationNumber: '923609016', address: 'Storgata 1' },
      });
      expect(lockOrder.order.supplierParty.name).toMatch(/^Testfirma /);
      await gqlOk(t, setup.me, UPDATE_CUSTOMER, {
        id: setup.customerId,
        input: {
          ...CUSTOMER,
          name: 'Nytt Navn AS',
          deliveryLocations: [{ address: 'Ny vei 2', zip: '0150', city: 'Oslo' }],
        },
      });
      expect((await gqlOk(t, setup.me, READ, { id: order.id })).order.customerParty).toEqual(
        lockOrder.order.customerParty,
      );
    });

    it('lock with difference opens a new order for what was ordered but not delivered', async () => {
      const setup = await setUp(t);
      const order = await create(t, setup);
      const { lockOrder } = await gqlOk(t, setup.me, LOCK, { id: order.id, createDifference: true });
      const difference = lockOrder.differenceOrder;
      expect(difference).toMatchObject({ number: '9', status: 'OPEN', reference: 'Ola Nordmann', date: todayIn(t) });
      expect(difference.lines).toEqual([
        expect.objectContaining({ productId: setup.productId, quantity: '1.0000', orderedQuantity: '1.0000' }),
      ]);
      // The percent allowance of the order applies again to what is delivered later.
      expect(difference.allowanceCharges).toEqual([expect.objectContaining({ percent: '5.00', amount: '27.45' })]);
    });

    it('cancels an open or a locked order; a cancelled one cannot be cancelled, locked or edited again', async () => {
      const setup = await setUp(t);
      const open = await create(t, setup);
      const locked = await create(t, setup);
      await gqlOk(t, setup.me, LOCK, { id: locked.id });
      for (const { id } of [open, locked])
        expect((await gqlOk(t, setup.me, CANCEL, { id })).cancelOrder.status).toBe('CANCELLED');
      const before = await ordersOf(t, setup.me.unitId);
      for (const operation of [CANCEL, LOCK])
        expect(await gqlValidations(t, setup.me, operation, { id: open.id })).toEqual([
          { model: 'order', attribute: 'base', type: 'invalid' },
        ]);
      expect(await gqlValidations(t, setup.me, LOCK, { id: locked.id })).toEqual([
        { model: 'order', attribute: 'base', type: 'invalid' },
      ]);
      expect(await ordersOf(t, setup.me.unitId)).toEqual(before);
    });

    it('an invoiced order changes no more: lock, cancel and edit answer already_invoiced', async () => {
      const setup = await setUp(t);
      const order = await create(t, setup);
      await gqlOk(t, setup.me, LOCK, { id: order.id });
      // Invoices are not built yet: mark the order as an invoice will.
      await t.app.services.transactions.tenant(setup.me.unitId, (tx) =>
        tx.update(orders).set({ invoiced: true }).where(eq(orders.id, order.id)),
      );
      const before = await ordersOf(t, setup.me.unitId);
      for (const [operation, variables] of [
        [CANCEL, { id: order.id }],
        [LOCK, { id: order.id }],
        [UPDATE, { id: order.id, input: orderInput(setup) }],
      ] as const)
        expect(await gqlValidations(t, setup.me, operation, variables)).toEqual([
          { model: 'order', attribute: 'base', type: 'already_invoiced' },
        ]);
      expect(await ordersOf(t, setup.me.unitId)).toEqual(before);
    });

    it('duplicate makes a new open order with the same content, a new number and today as date', async () => {
      const setup = await setUp(t);
      const order = await create(t, setup);
      await gqlOk(t, setup.me, CANCEL, { id: order.id });
      const copy = (await gqlOk(t, setup.me, DUPLICATE, { id: order.id })).duplicateOrder;
      expect(copy).toMatchObject({ number: '9', status: 'OPEN', date: todayIn(t), payableAmount: '2114.00' });
      expect(copy.lines.map((line: { itemName: string }) => line.itemName)).toEqual(['Telt', 'Kaffe', 'Kurs']);
    });
  });

  describe('the list', () => {
    it('sorts by number descending ("10" before "9"), and filters by customer, status, dates and invoiced', async () => {
      const setup = await setUp(t);
      const first = await create(t, setup, { date: '2026-01-10' });
      await create(t, setup, { date: '2026-02-10' });
      const third = await create(t, setup, { date: '2026-03-10' });
      await gqlOk(t, setup.me, LOCK, { id: first.id });
      await gqlOk(t, setup.me, CANCEL, { id: third.id });
      const numbers = async (variables: Record<string, unknown>) =>
        (await gqlOk(t, setup.me, LIST, variables)).orders.items.map((item: { number: string }) => item.number);
      expect(await numbers({})).toEqual(['10', '9', '8']);
      expect(await numbers({ orderDirection: 'ASC' })).toEqual(['8', '9', '10']);
      expect(await numbers({ filters: { status: 'LOCKED' } })).toEqual(['8']);
      expect(await numbers({ filters: { dateFrom: '2026-02-01', dateTo: '2026-03-10' } })).toEqual(['10', '9']);
      expect(await numbers({ filters: { customerId: setup.customerId, invoiced: false } })).toEqual(['10', '9', '8']);
      expect(await numbers({ filters: { invoiced: true } })).toEqual([]);
    });
  });

  describe('reading', () => {
    it('a page of orders with lines, allowances, customer and product costs as many statements for 8 orders as for 2', async () => {
      const setup = await setUp(t);
      const read = `{ orders { items { number customer { name } lines { itemName product { number } }
        allowanceCharges { amount } logo { fileName } project { name } } } }`;
      const statementsOfRead = () => t.statements.during(() => gqlOk(t, setup.me, read));
      for (let n = 0; n < 2; n += 1) await create(t, setup);
      const ofTwo = await statementsOfRead();
      for (let n = 0; n < 6; n += 1) await create(t, setup);
      expect(await statementsOfRead()).toBe(ofTwo);
      expect((await gqlOk(t, setup.me, read)).orders.items).toHaveLength(8);
    });
  });

  describe('who may', () => {
    it('a member without canSendSellerInvoice reads orders but cannot save one (insufficient permissions)', async () => {
      const setup = await setUp(t);
      const order = await create(t, setup);
      const reader = await userWithUnit(t);
      await addMember(t, reader.userId, setup.me.unitId, 'readOnly');
      const asReader = { token: reader.token, unitId: setup.me.unitId };
      expect((await gql(t, READ, { id: order.id }, asReader)).body.data?.order.number).toBe('8');
      const refused = await gql(t, UPDATE, { id: order.id, input: orderInput(setup, { note: 'x' }) }, asReader);
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ key: 'errors.insufficientPermissions' });
    });

    it('an order of another unit is not found', async () => {
      const setup = await setUp(t);
      const order = await create(t, setup);
      const stranger = await userWithUnit(t);
      expect(errorCode(await gql(t, READ, { id: order.id }, stranger))).toBe('NOT_FOUND');
      expect(errorCode(await gql(t, LOCK, { id: order.id }, stranger))).toBe('NOT_FOUND');
    });
  });

  describe('start numbers (spec 001 §5.4)', () => {
    const saveStart = (setup: Setup, startingOrderNumber: string) =>
      gql(t, SAVE_INVOICE_SETTING, { input: { ...INVOICE_SETTING, startingOrderNumber } }, setup.me);

    it('an all-digit start may be raised after the first order, never to a number used (greater_than)', async () => {
      const setup = await setUp(t, '100');
      await create(t, setup);
      await create(t, setup);
      const refused = await saveStart(setup, '101');
      expect(refused.body.errors?.[0]?.extensions?.validations).toEqual([
        {
          model: 'unitInvoiceSetting',
          attribute: 'startingOrderNumber',
          type: 'greater_than',
          params: { count: '101' },
        },
      ]);
      expect((await create(t, setup)).number).toBe('102');
      expect((await saveStart(setup, '500')).body.errors).toBeUndefined();
      expect((await create(t, setup)).number).toBe('500');
    });

    it('a start that is not all digits cannot change after the first order (orders_exist)', async () => {
      const setup = await setUp(t, 'O-2026-001');
      expect((await create(t, setup)).number).toBe('O-2026-001');
      expect(
        await gqlValidations(t, setup.me, SAVE_INVOICE_SETTING, {
          input: { ...INVOICE_SETTING, startingOrderNumber: 'O-2026-100' },
        }),
      ).toEqual([{ model: 'unitInvoiceSetting', attribute: 'startingOrderNumber', type: 'orders_exist' }]);
      expect((await create(t, setup)).number).toBe('O-2026-002');
    });
  });

  describe('concurrent creation', () => {
    // PGlite serves one connection, so its creators queue in the pool; PostgreSQL's ten connections race for the row.
    const perCreator = 50;

    it(`20 parallel creators × ${perCreator} orders from start 1000 get exactly 1000 … ${999 + 20 * perCreator}: no gap, no duplicate`, async () => {
      const setup = await setUp(t, '1000');
      const line = { itemName: 'Vare', quantity: '1', priceAmount: '10', vatRateSymbol: 'STANDARD' };
      const input = orderInput(setup, { lines: [line], allowanceCharges: [] });
      const numbers: string[] = [];
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          for (let i = 0; i < perCreator; i += 1) {
            const result = await gql(
              t,
              'mutation ($input: OrderInput!) { createOrder(input: $input) { number } }',
              {
                input,
              },
              setup.me,
            );
            expect(result.body.errors).toBeUndefined();
            numbers.push(result.body.data!.createOrder.number);
          }
        }),
      );
      const expected = Array.from({ length: 20 * perCreator }, (_, i) => String(1000 + i));
      expect(numbers.sort((a, b) => Number(a) - Number(b))).toEqual(expected);
    }, 600_000);
  });
});
