import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isValidKid, type SalesDocumentStatus } from '@fjord/domain';
import { osloDate } from '../../clock.js';
import { startPeerApp, useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql, subscriptionClient } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { orderService } from '../orders/service.js';
import { orders } from '../orders/tables.js';
import { statusWhere } from './repository.js';
import { stateOf, statusOf } from './standing.js';
import { invoiceOrders, invoicePaymentMethods, invoices } from './tables.js';

const INVOICE_FIELDS = `id kind number issueDate dueDate currentDueDate paymentTerm kid currencyCode isExport
  customer { id number } supplierParty { name organizationNumber } customerParty { name organizationNumber }
  bban iban customNote legalNotes paymentMethods { name amount } orders { id number invoiced }
  lines { itemName quantity priceAmount taxCategory taxPercent lineExtensionAmount }
  lineExtensionAmount allowanceTotalAmount taxExclusiveAmount taxAmount taxInclusiveAmount payableRoundingAmount
  payableAmount taxSubtotals { taxCategory taxPercent taxableAmount taxAmount } paidAmount creditedAmount
  remainingAmount status creditNotes { id } creditedInvoice { id }`;
const CREATE = `mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { ${INVOICE_FIELDS} } }`;
const READ = `query ($id: ID!) { invoice(id: $id) { ${INVOICE_FIELDS} } }`;
const LIST = `query ($filters: InvoiceFilters, $orderBy: InvoiceOrderBy, $orderDirection: OrderDirection) {
  invoices(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection) { totalCount items { number kid status } } }`;
const SAVE_SETTING = `mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { bban } }`;
const CREATE_ORDER = `mutation ($input: OrderInput!) { createOrder(input: $input) { id payableAmount } }`;
const LOCK = `mutation ($id: ID!) { lockOrder(id: $id) { order { id payableAmount } } }`;

const SETTING = {
  bban: '1503.27.14452',
  iban: 'NO58 1503 2714 452',
  swift: 'dnbanokk',
  currencyCode: 'NOK',
  customerCountry: 'NO',
  customerCreditDays: 14,
  defaultProductUnitOfMeasureCode: 'EA',
  displaySettings: {},
  exports: true,
  invoiceEmailCopy: [],
  usesKid: true,
  kidLength: 10,
  kidModDigit: 'MOD11',
  legalNotes: ['Ved for sen betaling beregnes forsinkelsesrente.'],
  usesOverdueNotices: true,
  paymentMethods: false,
  productGroups: false,
  startingInvoiceNumber: '10001',
  startingOrderNumber: '1',
  supplierPartyReferenceSetting: 'FULL_NAME',
  taxInclusiveAmountRounding: 'NEAREST',
};

const customerInput = (name: string, organizationNumber: string) => ({
  isCompany: true,
  name,
  organizationNumber,
  invoiceDeliveryMethod: 'EHF',
  creditDays: 14,
  deliveryLocations: [{ address: 'Storgata 1', zip: '0155', city: 'Oslo', countryCode: 'NO' }],
});

type Setup = { me: Fixture; customerId: string; otherCustomerId: string };

async function setUp(t: TestApp, setting: Record<string, unknown> = {}): Promise<Setup> {
  const me = await userWithUnit(t);
  await gqlOk(t, me, SAVE_SETTING, { input: { ...SETTING, ...setting } });
  const make = async (name: string, orgNo: string) =>
    (
      await gqlOk(t, me, 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }', {
        input: customerInput(name, orgNo),
      })
    ).createCustomer.id as string;
  return {
    me,
    customerId: await make('Fjellvang Bygg AS', '923609016'),
    otherCustomerId: await make('Havbris AS', '974760673'),
  };
}

/** Two lines of one rate or a mixed order: 25 % and 15 % lines that each round by themselves. */
const orderInput = (customerId: string, overrides: Record<string, unknown> = {}) => ({
  customerId,
  date: '2026-03-02',
  reference: 'Ola Nordmann',
  lines: [
    { itemName: 'Telt', quantity: '1', priceAmount: '10.01', vatRateSymbol: 'STANDARD' },
    { itemName: 'Kaffe', quantity: '1', priceAmount: '10.03', vatRateSymbol: 'REDUCED' },
  ],
  ...overrides,
});

async function lockedOrder(t: TestApp, setup: Setup, overrides: Record<string, unknown> = {}) {
  const created = (await gqlOk(t, setup.me, CREATE_ORDER, { input: orderInput(setup.customerId, overrides) }))
    .createOrder;
  return (await gqlOk(t, setup.me, LOCK, { id: created.id })).lockOrder.order as { id: string; payableAmount: string };
}

const invoiceInput = (orderIds: string[], amount: string, overrides: Record<string, unknown> = {}) => ({
  orderIds,
  issueDate: '2026-03-05',
  dueDate: '2026-03-19',
  paymentMethods: [{ name: 'Bankoverføring', amount }],
  ...overrides,
});

/** The unit's invoicing rows, to prove a refusal saved nothing. */
const rowsOf = (t: TestApp, unitId: string) =>
  t.app.services.transactions.tenant(unitId, async (tx) => ({
    invoices: await tx.select().from(invoices),
    invoiceOrders: await tx.select().from(invoiceOrders),
    paymentMethods: await tx.select().from(invoicePaymentMethods),
    invoiced: (await tx.select({ invoiced: orders.invoiced }).from(orders)).filter((row) => row.invoiced).length,
  }));

describe.each(TEST_DATABASES)('invoices (%s)', (database) => {
  const t = useTestApp(database);

  describe('issuing', () => {
    it('bills two orders with one VAT breakdown, numbers from the start, a KID of the settings and the orders invoiced', async () => {
      const setup = await setUp(t);
      const first = await lockedOrder(t, setup);
      const second = await lockedOrder(t, setup);
      // Each order alone: 12.51 + 11.53 = 24.04, rounded to 24.00 each; together the rates' taxes round once.
      const invoice = (await gqlOk(t, setup.me, CREATE, { input: invoiceInput([first.id, second.id], '48.00') }))
        .createInvoice;
      expect(invoice).toMatchObject({
        kind: 'INVOICE',
        number: '10001',
        paymentTerm: 14,
        currencyCode: 'NOK',
        bban: '15032714452',
        legalNotes: ['Ved for sen betaling beregnes forsinkelsesrente.'],
        supplierParty: { name: expect.any(String) },
        customerParty: { name: 'Fjellvang Bygg AS', organizationNumber: '923609016' },
        lineExtensionAmount: '40.08',
        taxSubtotals: [
          { taxCategory: 'S', taxPercent: '25.00', taxableAmount: '20.02', taxAmount: '5.01' },
          { taxCategory: 'S', taxPercent: '15.00', taxableAmount: '20.06', taxAmount: '3.01' },
        ],
        taxAmount: '8.02',
        taxInclusiveAmount: '48.10',
        payableRoundingAmount: '-0.10',
        payableAmount: '48.00',
        paidAmount: '0.00',
        remainingAmount: '48.00',
        paymentMethods: [{ name: 'Bankoverføring', amount: '48.00' }],
        orders: [
          { id: first.id, invoiced: true },
          { id: second.id, invoiced: true },
        ],
        creditNotes: [],
        creditedInvoice: null,
      });
      expect(invoice.lines).toHaveLength(4);
      expect((await gqlOk(t, setup.me, READ, { id: invoice.id })).invoice).toEqual(invoice);
      // KID: customer number 10000 and invoice number 10001, padded to 10 digits, with a MOD11 check character.
      expect(invoice.kid).toMatch(/^\d{10}[\d-]$/);
      expect(invoice.kid.slice(0, 10)).toBe('1000010001');
      expect(isValidKid(invoice.kid, 'MOD11')).toBe(true);
      const next = await lockedOrder(t, setup);
      const second2 = (await gqlOk(t, setup.me, CREATE, { input: invoiceInput([next.id], next.payableAmount) }))
        .createInvoice;
      expect(second2.number).toBe('10002');
    });

    it("keeps each order's percent allowance at the amount it computed on its own lines", async () => {
      const setup = await setUp(t);
      // 10 % off 1000.00 on the first order only: the second order's 500.00 stays whole.
      const discounted = await lockedOrder(t, setup, {
        lines: [{ itemName: 'Telt', quantity: '1', priceAmount: '1000', vatRateSymbol: 'STANDARD' }],
        allowanceCharges: [{ chargeIndicator: false, percent: '10', vatRateSymbol: 'STANDARD' }],
      });
      const plain = await lockedOrder(t, setup, {
        lines: [{ itemName: 'Tau', quantity: '1', priceAmount: '500', vatRateSymbol: 'STANDARD' }],
      });
      const invoice = (await gqlOk(t, setup.me, CREATE, { input: invoiceInput([discounted.id, plain.id], '1750.00') }))
        .createInvoice;
      expect(invoice).toMatchObject({
        lineExtensionAmount: '1500.00',
        allowanceTotalAmount: '100.00',
        taxExclusiveAmount: '1400.00',
        taxAmount: '350.00',
        payableAmount: '1750.00',
      });
    });

    it('gives no KID when the unit does not use KID, and a MOD10 KID when it does', async () => {
      const without = await setUp(t, { usesKid: false, kidLength: null });
      const order = await lockedOrder(t, without);
      const invoice = (await gqlOk(t, without.me, CREATE, { input: invoiceInput([order.id], order.payableAmount) }))
        .createInvoice;
      expect(invoice.kid).toBeNull();
      const mod10 = await setUp(t, { kidLength: 12, kidModDigit: 'MOD10' });
      const order10 = await lockedOrder(t, mod10);
      const invoice10 = (await gqlOk(t, mod10.me, CREATE, { input: invoiceInput([order10.id], order10.payableAmount) }))
        .createInvoice;
      expect(invoice10.kid).toHaveLength(13);
      expect(invoice10.kid.slice(0, 12)).toBe('001000010001');
      expect(isValidKid(invoice10.kid, 'MOD10')).toBe(true);
    });
  });

  describe('the rules of spec 001 §5.4, each with its own type, nothing saved', () => {
    const refusedWith = async (setup: Setup, input: Record<string, unknown>, expected: unknown[]) => {
      const before = await rowsOf(t, setup.me.unitId);
      expect(await gqlValidations(t, setup.me, CREATE, { input })).toEqual(expected);
      expect(await rowsOf(t, setup.me.unitId)).toEqual(before);
    };
    const on = (attribute: string, type: string) => ({ model: 'invoice', attribute, type });

    it('at least one order', async () => {
      const setup = await setUp(t);
      await refusedWith(setup, invoiceInput([], '0.00'), [on('orderIds', 'blank')]);
    });

    it('all locked, none invoiced already', async () => {
      const setup = await setUp(t);
      const open = (await gqlOk(t, setup.me, CREATE_ORDER, { input: orderInput(setup.customerId) })).createOrder;
      await refusedWith(setup, invoiceInput([open.id], open.payableAmount), [on('orderIds', 'unlocked_orders')]);
      const locked = await lockedOrder(t, setup);
      await gqlOk(t, setup.me, CREATE, { input: invoiceInput([locked.id], locked.payableAmount) });
      await refusedWith(setup, invoiceInput([locked.id], locked.payableAmount), [on('orderIds', 'already_invoiced')]);
    });

    it('one customer, one currency, export and domestic never mixed', async () => {
      const setup = await setUp(t);
      const mine = await lockedOrder(t, setup);
      const theirs = await lockedOrder(t, setup, { customerId: setup.otherCustomerId });
      await refusedWith(setup, invoiceInput([mine.id, theirs.id], '48.00'), [on('orderIds', 'multiple_customers')]);
      const euro = await lockedOrder(t, setup, { currencyCode: 'EUR' });
      await refusedWith(setup, invoiceInput([mine.id, euro.id], '48.00'), [on('orderIds', 'multiple_currencies')]);
      const exported = await lockedOrder(t, setup, { isExport: true });
      await refusedWith(setup, invoiceInput([mine.id, exported.id], '48.00'), [on('orderIds', 'mixed_export')]);
    });

    it('one supplier and one VAT regulation: the company changed between two locks', async () => {
      const setup = await setUp(t);
      const before = await lockedOrder(t, setup);
      await t.app.services.transactions.system((tx) =>
        tx.execute(
          sql`update units set organization_number = '974760673', vat_regulation = 'NOT_VAT_REGISTERED' where id = ${setup.me.unitId}`,
        ),
      );
      const after = await lockedOrder(t, setup);
      await refusedWith(setup, invoiceInput([before.id, after.id], '48.00'), [
        on('orderIds', 'multiple_suppliers'),
        on('orderIds', 'multiple_vat_regulations'),
      ]);
    });

    it('payment method amounts sum exactly to the payable amount', async () => {
      const setup = await setUp(t);
      const order = await lockedOrder(t, setup);
      await refusedWith(
        setup,
        invoiceInput([order.id], '0', {
          paymentMethods: [
            { name: 'Bankoverføring', amount: '20.00' },
            { name: 'Kort', amount: '3.99' },
          ],
        }),
        [on('paymentMethods', 'equal_to')],
      );
      await refusedWith(setup, invoiceInput([order.id], '0', { paymentMethods: [] }), [on('paymentMethods', 'blank')]);
      const split = (
        await gqlOk(t, setup.me, CREATE, {
          input: invoiceInput([order.id], '0', {
            paymentMethods: [
              { name: 'Bankoverføring', amount: '20.00' },
              { name: 'Kort', amount: '4.00' },
            ],
          }),
        })
      ).createInvoice;
      expect(split.paymentMethods).toEqual([
        { name: 'Bankoverføring', amount: '20.00' },
        { name: 'Kort', amount: '4.00' },
      ]);
    });

    it('a bank account in the settings, and a due date not before the issue date', async () => {
      const setup = await setUp(t, { bban: null, iban: null, swift: null });
      const order = await lockedOrder(t, setup);
      await refusedWith(setup, invoiceInput([order.id], order.payableAmount, { dueDate: '2026-03-01' }), [
        on('base', 'missing_bban'),
        on('dueDate', 'date_after_or_equal_to'),
      ]);
    });

    it("another unit's order is NOT_FOUND and invoices nothing", async () => {
      const setup = await setUp(t);
      const other = await setUp(t);
      const theirs = await lockedOrder(t, other);
      const before = await rowsOf(t, other.me.unitId);
      const result = await gql(t, CREATE, { input: invoiceInput([theirs.id], theirs.payableAmount) }, setup.me);
      expect(errorCode(result)).toBe('NOT_FOUND');
      expect(await rowsOf(t, other.me.unitId)).toEqual(before);
    });
  });

  describe('the list', () => {
    it('sorts by number descending, filters by customer, KID (spaces ignored) and derived status', async () => {
      const setup = await setUp(t);
      const made = [];
      for (const customerId of [setup.customerId, setup.otherCustomerId, setup.customerId]) {
        const order = await lockedOrder(t, setup, { customerId });
        made.push(
          (await gqlOk(t, setup.me, CREATE, { input: invoiceInput([order.id], order.payableAmount) })).createInvoice,
        );
      }
      const list = async (variables: Record<string, unknown>) => (await gqlOk(t, setup.me, LIST, variables)).invoices;
      expect((await list({})).items.map((item: { number: string }) => item.number)).toEqual([
        '10003',
        '10002',
        '10001',
      ]);
      expect((await list({ filters: { customerId: setup.customerId } })).totalCount).toBe(2);
      const kid = made[1].kid as string;
      const spaced = `${kid.slice(0, 4)} ${kid.slice(4)}`;
      expect((await list({ filters: { kid: spaced } })).items).toEqual([
        { number: '10002', kid, status: expect.any(String) },
      ]);
      // Due 2026-03-19: overdue by today's date in any run after that day.
      const today = osloDate(t.app.services.clock.now());
      const expected = today > '2026-03-19' ? 'OVERDUE' : 'OPEN';
      expect((await list({ filters: { status: expected } })).totalCount).toBe(3);
    });

    it('the status filter in SQL and the generated standing agree with the domain for every status', async () => {
      const setup = await setUp(t);
      const order = await lockedOrder(t, setup);
      const invoice = (await gqlOk(t, setup.me, CREATE, { input: invoiceInput([order.id], order.payableAmount) }))
        .createInvoice;
      const today = '2026-03-20';
      const cases: Record<string, string>[] = [
        { paidAmount: '0', creditedAmount: '0', currentDueDate: '2026-03-25' },
        { paidAmount: '0', creditedAmount: '0', currentDueDate: '2026-03-20' },
        { paidAmount: '0', creditedAmount: '0', currentDueDate: '2026-03-19' },
        { paidAmount: '10.00', creditedAmount: '0', currentDueDate: '2026-03-25' },
        { paidAmount: '10.00', creditedAmount: '0', currentDueDate: '2026-03-19' },
        { paidAmount: '24.00', creditedAmount: '0', currentDueDate: '2026-03-19' },
        { paidAmount: '4.00', creditedAmount: '20.00', currentDueDate: '2026-03-19' },
        { paidAmount: '0', creditedAmount: '24.00', currentDueDate: '2026-03-19' },
        { paidAmount: '24.00', creditedAmount: '0', currentDueDate: '2026-03-25', feesAmount: '37.50' },
        { paidAmount: '24.00', creditedAmount: '0', currentDueDate: '2026-03-19', feesAmount: '37.50' },
        { paidAmount: '61.50', creditedAmount: '0', currentDueDate: '2026-03-19', feesAmount: '37.50' },
      ];
      for (const values of cases) {
        const statuses = await t.app.services.transactions.tenant(setup.me.unitId, async (tx) => {
          const [row] = await tx
            .update(invoices)
            .set({ feesAmount: '0', ...values })
            .where(eq(invoices.id, invoice.id))
            .returning();
          const matching: SalesDocumentStatus[] = [];
          for (const status of ['OPEN', 'PARTLY_PAID', 'PAID', 'OVERDUE', 'CREDITED', 'CREDIT_NOTE'] as const) {
            const found = await tx.select({ id: invoices.id }).from(invoices).where(statusWhere(status, today));
            if (found.length > 0) matching.push(status);
          }
          return { matching, domain: statusOf(row!, today), standing: row!.standing, state: stateOf(row!, today) };
        });
        expect(statuses.matching, JSON.stringify(values)).toEqual([statuses.domain]);
        expect(statuses.standing, `the generated standing of ${JSON.stringify(values)}`).toBe(statuses.state.standing);
      }
    });
  });

  describe('live invoice page', () => {
    it('a subscriber hears of a change made through another connection (another server process on PostgreSQL)', async () => {
      const setup = await setUp(t);
      const order = await lockedOrder(t, setup);
      const invoice = (await gqlOk(t, setup.me, CREATE, { input: invoiceInput([order.id], order.payableAmount) }))
        .createInvoice;
      const peer = database === 'postgres' ? await startPeerApp(t) : null;
      const client = subscriptionClient(
        peer ? { ...t, url: peer.url } : t,
        { token: setup.me.token, unitId: setup.me.unitId },
        { lazy: false },
      );
      try {
        const events = client.iterate<{ invoiceChanged: { id: string; paidAmount: string } }>({
          query: 'subscription ($id: ID!) { invoiceChanged(invoiceId: $id) { id paidAmount } }',
          variables: { id: invoice.id },
        });
        const pending = events.next();
        const arrived = () =>
          Promise.race([pending.then(() => true), new Promise<boolean>((ok) => setTimeout(ok, 250, false))]);
        // The server listens once it has handled the subscribe message: change until the first event arrives.
        let arrivedInTime = false;
        for (let attempt = 0; attempt < 40 && !arrivedInTime; attempt++) {
          await t.app.services.transactions.tenant(setup.me.unitId, async (tx) => {
            await tx.update(invoices).set({ paidAmount: '5.00' }).where(eq(invoices.id, invoice.id));
            await t.app.services.pubsub.publish(tx, `invoice:${setup.me.unitId}:${invoice.id}`, {});
          });
          arrivedInTime = await arrived();
        }
        expect(await pending).toEqual({
          done: false,
          value: { data: { invoiceChanged: { id: invoice.id, paidAmount: '5.00' } } },
        });
        await events.return?.();
      } finally {
        await client.dispose();
        await peer?.stop();
      }
    });
  });

  describe('concurrent issuing', () => {
    const perIssuer = database === 'postgres' ? 50 : 5;

    it(`20 parallel issuers × ${perIssuer} invoices get contiguous numbers from the start: no gap, no duplicate`, async () => {
      const setup = await setUp(t, { startingInvoiceNumber: '5000' });
      const line = { itemName: 'Vare', quantity: '1', priceAmount: '10', vatRateSymbol: 'STANDARD' };
      // The orders are made by the service in one transaction: the race under test is the issuing.
      const actor = actorFor(t, setup.me);
      const orderIds = await t.app.services.transactions.tenant(setup.me.unitId, async (tx) => {
        const ids: string[] = [];
        for (let i = 0; i < 20 * perIssuer; i += 1) {
          const order = await orderService.create(tx, actor, orderInput(setup.customerId, { lines: [line] }) as never);
          await orderService.lock(tx, actor, order.id, { createDifference: false, today: '2026-03-02' });
          ids.push(order.id);
        }
        return ids;
      });
      const numbers: string[] = [];
      await Promise.all(
        Array.from({ length: 20 }, async (_, issuer) => {
          for (let i = 0; i < perIssuer; i += 1) {
            const orderId = orderIds[issuer * perIssuer + i]!;
            const result = await gql(
              t,
              'mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { number } }',
              { input: invoiceInput([orderId], '13.00') },
              setup.me,
            );
            expect(result.body.errors).toBeUndefined();
            numbers.push(result.body.data!.createInvoice.number);
          }
        }),
      );
      const expected = Array.from({ length: 20 * perIssuer }, (_, i) => String(5000 + i));
      expect(numbers.sort((a, b) => Number(a) - Number(b))).toEqual(expected);
    }, 900_000);
  });
});
