import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { orderLines, orders } from '../orders/tables.js';
import { vatRates } from '../vat-rates/tables.js';
import { generateDueOrders } from './generate.js';
import { recurringOrderGenerations, recurringOrders } from './tables.js';

const FIELDS = `id active startDate endDate dateOffset interval intervalUnit intervalCount nextDate nextCreateOn
  lastOrderDate lastGeneratedOn customerId reference note delivery { city }
  lines { itemName quantity priceAmount vatRateSymbol taxPercent lineExtensionAmount }
  allowanceCharges { percent amount } taxAmount payableAmount`;
const CREATE = `mutation ($input: RecurringOrderInput!) { createRecurringOrder(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: RecurringOrderInput!) { updateRecurringOrder(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteRecurringOrder(id: $id) { id } }`;
const LIST = `query ($filters: RecurringOrderFilters) { recurringOrders(filters: $filters) {
  totalCount items { id nextDate active } } }`;
const UPCOMING = `query ($input: RecurringScheduleInput!, $count: Int) {
  upcomingRecurringDates(input: $input, count: $count) { date createOn } }`;

/** The tests run in early 2027, so the schedules of 2027 lie ahead (the test clock only moves forward). */
const TODAY = '2027-01-10';

type Setup = { me: Fixture; customerId: string };

async function setUp(t: TestApp): Promise<Setup> {
  const me = await userWithUnit(t);
  const customer = await gqlOk(t, me, 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }', {
    input: {
      isCompany: true,
      name: 'Havbris Kafé AS',
      organizationNumber: '923 609 016',
      invoiceDeliveryMethod: 'EHF',
      reference: 'Kari',
      creditDays: 14,
      deliveryLocations: [{ address: 'Bryggen 3', zip: '5003', city: 'Bergen', countryCode: 'NO' }],
    },
  });
  return { me, customerId: customer.createCustomer.id };
}

/** Monthly from January 31: the month ends clamp (February 28, April 30) without drifting. */
const input = (setup: Setup, overrides: Record<string, unknown> = {}) => ({
  customerId: setup.customerId,
  reference: 'Kari Havbris',
  startDate: '2027-01-31',
  interval: 'ONE_MONTH',
  lines: [
    { itemName: 'Kaffebønner 1 kg', quantity: '4', priceAmount: '189.50', vatRateSymbol: 'REDUCED' },
    { itemName: 'Service kaffemaskin', quantity: '1', priceAmount: '450', vatRateSymbol: 'STANDARD' },
  ],
  allowanceCharges: [{ chargeIndicator: false, percent: '10', vatRateSymbol: 'REDUCED' }],
  ...overrides,
});

const create = async (t: TestApp, setup: Setup, overrides: Record<string, unknown> = {}) =>
  (await gqlOk(t, setup.me, CREATE, { input: input(setup, overrides) })).createRecurringOrder;

const tenant = <T>(
  t: TestApp,
  setup: Setup,
  work: Parameters<TestApp['app']['services']['transactions']['tenant']>[1],
) => t.app.services.transactions.tenant(setup.me.unitId, work) as Promise<T>;

/** The unit's orders, oldest number first, with their lines. */
async function ordersOf(t: TestApp, setup: Setup) {
  return t.app.services.transactions.tenant(setup.me.unitId, async (tx) => {
    const rows = await tx.select().from(orders).orderBy(orders.sequence);
    const lines = await tx.select().from(orderLines).orderBy(orderLines.position);
    return rows.map((order) => ({ ...order, lines: lines.filter((line) => line.orderId === order.id) }));
  });
}

const generationsOf = (t: TestApp, setup: Setup) =>
  t.app.services.transactions.tenant(setup.me.unitId, (tx) =>
    tx.select().from(recurringOrderGenerations).orderBy(recurringOrderGenerations.date),
  );

const run = (
  t: TestApp,
  setup: Setup,
  today: string,
  afterEach?: Parameters<typeof generateDueOrders>[1]['afterEach'],
) => generateDueOrders(t.app.services, { today, unitId: setup.me.unitId, afterEach });

describe.each(TEST_DATABASES)('recurring orders (%s)', (database) => {
  const t = useTestApp(database);

  beforeAll(() => {
    const target = new Date(`${TODAY}T11:00:00Z`).getTime();
    const now = t.clock.now().getTime();
    if (target > now) t.clock.advance(target - now);
  });

  describe('saving', () => {
    it('stores the interval as unit and count, the next date, and the totals of the next date', async () => {
      const setup = await setUp(t);
      const saved = await create(t, setup);
      expect(saved).toMatchObject({
        active: true,
        startDate: '2027-01-31',
        endDate: null,
        dateOffset: 0,
        interval: 'ONE_MONTH',
        intervalUnit: 'MONTHLY',
        intervalCount: 1,
        nextDate: '2027-01-31',
        nextCreateOn: '2027-01-31',
        lastOrderDate: null,
        delivery: { city: 'Bergen' },
        lines: [
          { itemName: 'Kaffebønner 1 kg', taxPercent: '15.00', lineExtensionAmount: '758.00' },
          { itemName: 'Service kaffemaskin', taxPercent: '25.00', lineExtensionAmount: '450.00' },
        ],
        allowanceCharges: [{ percent: '10.00', amount: '75.80' }],
        // (758.00 − 75.80) × 15 % = 102.33; 450 × 25 % = 112.50.
        taxAmount: '214.83',
      });
    });

    it('shows the upcoming dates before saving: counted from the start, month ends clamped, the offset applied', async () => {
      const setup = await setUp(t);
      const upcoming = await gqlOk(t, setup.me, UPCOMING, {
        input: { startDate: '2027-01-31', interval: 'ONE_MONTH', dateOffset: 3 },
        count: 4,
      });
      expect(upcoming.upcomingRecurringDates).toEqual([
        { date: '2027-01-31', createOn: '2027-01-28' },
        { date: '2027-02-28', createOn: '2027-02-25' },
        { date: '2027-03-31', createOn: '2027-03-28' },
        { date: '2027-04-30', createOn: '2027-04-27' },
      ]);
      // Four weeks are 28 days, never a month; a start in the past shows only what is still to come.
      const weekly = await gqlOk(t, setup.me, UPCOMING, {
        input: { startDate: '2026-12-01', interval: 'FOUR_WEEKS', endDate: '2027-03-01' },
        count: 5,
      });
      expect(weekly.upcomingRecurringDates.map((o: { date: string }) => o.date)).toEqual(['2027-01-26', '2027-02-23']);
    });

    it('refuses a bad schedule and bad content together, in the recurring order model, and saves nothing', async () => {
      const setup = await setUp(t);
      const problems = await gqlValidations(t, setup.me, CREATE, {
        input: input(setup, { startDate: '2027-03-01', endDate: '2027-02-01', dateOffset: 400, reference: ' ' }),
      });
      expect(problems).toEqual([
        { model: 'recurringOrder', attribute: 'endDate', type: 'date_after_or_equal_to' },
        expect.objectContaining({ model: 'recurringOrder', attribute: 'dateOffset' }),
        { model: 'recurringOrder', attribute: 'reference', type: 'blank' },
      ]);
      expect(
        await gqlValidations(t, setup.me, UPCOMING, {
          input: { startDate: '2027-03-01', endDate: '2027-02-01', interval: 'ONE_DAY' },
          count: 25,
        }),
      ).toEqual([
        { model: 'recurringOrder', attribute: 'endDate', type: 'date_after_or_equal_to' },
        { model: 'recurringOrder', attribute: 'count', type: 'less_than_or_equal_to' },
      ]);
      expect(await tenant<unknown[]>(t, setup, (tx) => tx.select().from(recurringOrders))).toEqual([]);
    });

    it('lists by next date, filters by customer and active; deleting keeps the orders it made', async () => {
      const setup = await setUp(t);
      const later = await create(t, setup, { startDate: '2027-06-01' });
      const sooner = await create(t, setup, { startDate: '2027-02-01' });
      const paused = await create(t, setup, { startDate: '2027-01-15', active: false });
      const all = await gqlOk(t, setup.me, LIST);
      expect(all.recurringOrders.items.map((row: { id: string }) => row.id)).toEqual([paused.id, sooner.id, later.id]);
      const active = await gqlOk(t, setup.me, LIST, { filters: { active: true, customerId: setup.customerId } });
      expect(active.recurringOrders.totalCount).toBe(2);

      await run(t, setup, '2027-02-01');
      expect(await ordersOf(t, setup)).toHaveLength(1);
      await gqlOk(t, setup.me, DELETE, { id: sooner.id });
      expect((await gqlOk(t, setup.me, LIST)).recurringOrders.totalCount).toBe(2);
      expect(await ordersOf(t, setup)).toHaveLength(1);
    });
  });

  describe('the daily job', () => {
    it('catches up missed days: one order per date, month ends clamped, content and VAT of each date', async () => {
      const setup = await setUp(t);
      const saved = await create(t, setup);
      expect(await run(t, setup, '2027-05-01')).toBe(4);
      const made = await ordersOf(t, setup);
      expect(made.map((order) => order.date)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
      expect(made.map((order) => order.number)).toEqual(['1', '2', '3', '4']);
      for (const order of made)
        expect(order).toMatchObject({
          status: 'OPEN',
          reference: 'Kari Havbris',
          customerId: setup.customerId,
          taxAmount: '214.83',
          lines: [
            expect.objectContaining({ itemName: 'Kaffebønner 1 kg', taxPercent: '15.00' }),
            expect.objectContaining({ itemName: 'Service kaffemaskin', taxPercent: '25.00' }),
          ],
        });
      const [row] = await tenant<(typeof recurringOrders.$inferSelect)[]>(t, setup, (tx) =>
        tx.select().from(recurringOrders).where(eq(recurringOrders.id, saved.id)),
      );
      expect(row).toMatchObject({ nextDate: '2027-05-31', lastOrderDate: '2027-04-30', lastGeneratedOn: '2027-05-01' });
      // The same day again makes nothing; the next month makes the next.
      expect(await run(t, setup, '2027-05-01')).toBe(0);
      expect(await run(t, setup, '2027-05-31')).toBe(1);
      expect((await ordersOf(t, setup)).map((order) => order.date).at(-1)).toBe('2027-05-31');
    });

    it('run twice at the same time (two servers) makes each order exactly once', async () => {
      const setup = await setUp(t);
      await create(t, setup);
      await create(t, setup, { startDate: '2027-01-15', interval: 'ONE_WEEK' });
      const counts = await Promise.all([run(t, setup, '2027-03-01'), run(t, setup, '2027-03-01')]);
      // Monthly: Jan 31, Feb 28; weekly from Jan 15: seven dates up to Feb 26.
      expect(counts[0]! + counts[1]!).toBe(9);
      const made = await ordersOf(t, setup);
      expect(made).toHaveLength(9);
      expect(new Set(made.map((order) => order.number)).size).toBe(9);
      expect(await generationsOf(t, setup)).toHaveLength(9);
    });

    it('a run that crashes midway leaves whole orders only, and the rerun makes the rest without duplicates', async () => {
      const setup = await setUp(t);
      await create(t, setup);
      let count = 0;
      await expect(
        run(t, setup, '2027-06-01', () => {
          count += 1;
          if (count === 2) throw new Error('the server died');
        }),
      ).rejects.toThrow('the server died');
      expect((await ordersOf(t, setup)).map((order) => order.date)).toEqual(['2027-01-31', '2027-02-28']);
      expect(await run(t, setup, '2027-06-01')).toBe(3);
      const dates = (await ordersOf(t, setup)).map((order) => order.date);
      expect(dates).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
      expect((await generationsOf(t, setup)).map((row) => row.date)).toEqual(dates);
    });

    it('respects the end date, skips inactive ones, and creates dateOffset days ahead of the date', async () => {
      const setup = await setUp(t);
      const ending = await create(t, setup, { endDate: '2027-03-30' });
      await create(t, setup, { startDate: '2027-01-20', active: false });
      await create(t, setup, { startDate: '2027-07-10', interval: 'ONE_YEAR', dateOffset: 10 });
      await run(t, setup, '2027-06-29');
      expect((await ordersOf(t, setup)).map((order) => order.date)).toEqual(['2027-01-31', '2027-02-28']);
      const row = (
        await gqlOk(t, setup.me, `query ($id: ID!) { recurringOrder(id: $id) { nextDate } }`, { id: ending.id })
      ).recurringOrder;
      expect(row.nextDate).toBeNull();
      // The yearly one of July 10 is made on June 30, dated July 10.
      await run(t, setup, '2027-06-30');
      expect((await ordersOf(t, setup)).map((order) => order.date)).toEqual(['2027-01-31', '2027-02-28', '2027-07-10']);
    });

    it("gives each order the VAT rate of its own date, not the recurring order's", async () => {
      const setup = await setUp(t);
      // Food VAT changes on 1 January 2028 (a register row the super administrator would add).
      await t.app.services.transactions.system((tx) =>
        tx.insert(vatRates).values({ vatRateSymbol: 'REDUCED', percentage: '16.00', activeFrom: '2028-01-01' }),
      );
      const saved = await create(t, setup, { startDate: '2027-12-15', allowanceCharges: [] });
      expect(saved.lines[0]).toMatchObject({ taxPercent: '15.00' });
      expect(await run(t, setup, '2028-01-20')).toBe(2);
      const made = await ordersOf(t, setup);
      expect(made.map((order) => [order.date, order.lines[0]!.taxPercent])).toEqual([
        ['2027-12-15', '15.00'],
        ['2028-01-15', '16.00'],
      ]);
    });

    it('reactivating does not make the orders of the paused days; saving one due today makes it through the queue', async () => {
      const setup = await setUp(t);
      const paused = await create(t, setup, { startDate: '2027-01-01', active: false, interval: 'ONE_DAY' });
      expect(paused.nextDate).toBe(TODAY);
      const resumed = (
        await gqlOk(t, setup.me, UPDATE, {
          id: paused.id,
          input: input(setup, { startDate: '2027-01-01', interval: 'ONE_DAY' }),
        })
      ).updateRecurringOrder;
      expect(resumed).toMatchObject({ active: true, nextDate: TODAY });
      await t.runDueJobs();
      expect((await ordersOf(t, setup)).map((order) => order.date)).toEqual([TODAY]);
      expect(await run(t, setup, TODAY)).toBe(0);
    });
  });
});
