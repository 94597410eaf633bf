import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UNIT_INVOICE_SETTING_DEFAULTS, type NumberSeries } from '@fjord/domain';
import { osloDate } from '../../clock.js';
import type { Tx } from '../../db/connection.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { createOrderCustomer } from '../../test/customer-fixture.js';
import { actorFor, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { gql } from '../../test/http.js';
import { gqlOk } from '../../test/sweeps.js';
import { orderService } from '../orders/service.js';
import { saveUnitInvoiceSetting, seriesStartOf } from '../unit-settings/invoice-setting.js';
import { issueNumber } from './service.js';
import { numberSeries } from './tables.js';

/*
 * The order and invoice series under the start-number rules of spec 001 §5.4, and a start change
 * racing a creation. The paycheck series' refusals are in paycheck-settings.int.test.ts; 20 × 50
 * concurrent orders in orders.int.test.ts.
 */

const SAVE = `mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) {
  startingInvoiceNumber startingOrderNumber customerCreditDays savedAt } }`;
const READ = `query { unitInvoiceSetting { startingInvoiceNumber startingOrderNumber customerCreditDays savedAt } }`;
const CREATE_ORDER = `mutation ($input: OrderInput!) { createOrder(input: $input) { number } }`;

type StartAttribute = 'startingOrderNumber' | 'startingInvoiceNumber';
type Series = { series: NumberSeries & ('order' | 'invoice'); attribute: StartAttribute; fixed: string };

const SERIES: Series[] = [
  { series: 'order', attribute: 'startingOrderNumber', fixed: 'orders_exist' },
  { series: 'invoice', attribute: 'startingInvoiceNumber', fixed: 'invoices_exist' },
];

type SettingChanges = Partial<Record<StartAttribute, string>> & { customerCreditDays?: number };

/** A valid whole setting: the defaults with these changes. */
const settingWith = (changes: SettingChanges) => ({ ...UNIT_INVOICE_SETTING_DEFAULTS, ...changes });

const orderOf = (customerId: string) => ({
  customerId,
  date: '2026-03-02',
  reference: 'Ola Nordmann',
  lines: [{ itemName: 'Vare', quantity: '1', priceAmount: '10', vatRateSymbol: 'STANDARD' as const }],
});

describe.each(TEST_DATABASES)('number series (%s)', (kind) => {
  const t = useTestApp(kind);
  const customers = new Map<string, string>();

  async function customerOf(me: Fixture): Promise<string> {
    if (!customers.has(me.unitId)) customers.set(me.unitId, await createOrderCustomer(t, me));
    return customers.get(me.unitId)!;
  }

  /** The next document of the series: a real order, or (invoices are not built yet) the series' next invoice number. */
  async function issue(me: Fixture, series: Series['series']): Promise<string> {
    if (series === 'order')
      return (await gqlOk(t, me, CREATE_ORDER, { input: orderOf(await customerOf(me)) })).createOrder.number;
    const issued = await t.app.services.transactions.tenant(me.unitId, (tx) =>
      issueNumber(tx, actorFor(t, me), 'invoice', () => seriesStartOf(tx, me.unitId, 'invoice')),
    );
    return issued.number;
  }

  const saveStart = (me: Fixture, attribute: StartAttribute, start: string, changes: SettingChanges = {}) =>
    gql(t, SAVE, { input: settingWith({ ...changes, [attribute]: start }) }, me);
  const read = async (me: Fixture) => (await gqlOk(t, me, READ)).unitInvoiceSetting;
  const seriesRow = (me: Fixture, series: NumberSeries) =>
    t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const rows = await tx.select().from(numberSeries).where(eq(numberSeries.series, series));
      return rows[0] ?? null;
    });

  describe.each(SERIES)('start numbers of the $series series (spec 001 §5.4)', ({ series, attribute, fixed }) => {
    it('before the first document any start may be saved (the series has not started); the first takes the last saved', async () => {
      const me = await userWithUnit(t);
      for (const start of ['100', 'X-7', '0042'])
        expect((await saveStart(me, attribute, start)).body.errors).toBeUndefined();
      expect(await seriesRow(me, series)).toBeNull();
      expect(await issue(me, series)).toBe('0042');
      expect(await issue(me, series)).toBe('0043');
    });

    it('an all-digit start may be raised after the first document; the series continues from it', async () => {
      const me = await userWithUnit(t);
      await saveStart(me, attribute, '100');
      expect([await issue(me, series), await issue(me, series)]).toEqual(['100', '101']);
      expect((await saveStart(me, attribute, '102')).body.errors).toBeUndefined();
      expect(await issue(me, series)).toBe('102');
      expect((await saveStart(me, attribute, '500')).body.errors).toBeUndefined();
      expect((await read(me))[attribute]).toBe('500');
      expect(await issue(me, series)).toBe('500');
    });

    it.each(['101', '50', '7'])(
      'an all-digit start of %s, not above the last number used (101), is refused (greater_than 101); nothing changes',
      async (start) => {
        const me = await userWithUnit(t);
        await saveStart(me, attribute, '100');
        await issue(me, series);
        await issue(me, series);
        const before = { setting: await read(me), series: await seriesRow(me, series) };
        const refused = await saveStart(me, attribute, start, { customerCreditDays: 30 });
        expect(refused.body.errors?.[0]?.extensions?.validations).toEqual([
          { model: 'unitInvoiceSetting', attribute, type: 'greater_than', params: { count: '101' } },
        ]);
        expect({ setting: await read(me), series: await seriesRow(me, series) }).toEqual(before);
        expect(await issue(me, series)).toBe('102');
      },
    );

    it.each([
      ['a start not all digits, changed', 'F-2026-001', 'F-2026-100'],
      ['a start not all digits, made all digits', 'F-2026-001', '500'],
      ['an all-digit start, given a prefix', '100', 'F-100'],
    ])(`%s after the first document is refused (${fixed}); nothing changes`, async (_name, start, changed) => {
      const me = await userWithUnit(t);
      await saveStart(me, attribute, start);
      const first = await issue(me, series);
      expect(first).toBe(start);
      const before = { setting: await read(me), series: await seriesRow(me, series) };
      const refused = await saveStart(me, attribute, changed, { customerCreditDays: 30 });
      expect(refused.body.errors?.[0]?.extensions?.validations).toEqual([
        { model: 'unitInvoiceSetting', attribute, type: fixed },
      ]);
      expect({ setting: await read(me), series: await seriesRow(me, series) }).toEqual(before);
      // The same start saved again, with other changes, is no change of the start.
      expect((await saveStart(me, attribute, start, { customerCreditDays: 30 })).body.errors).toBeUndefined();
      expect((await read(me)).customerCreditDays).toBe(30);
      expect((await seriesRow(me, series))?.nextValue).toBe(before.series?.nextValue);
    });
  });

  describe('a start change and a creation at the same moment run one after the other', () => {
    /** A transaction of the unit that has done `work` and stays open, holding its locks, until released. */
    function heldOpen<T>(me: Fixture, work: (tx: Tx) => Promise<T>) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let reached!: () => void;
      const done = new Promise<void>((resolve) => (reached = resolve));
      const committed = t.app.services.transactions.tenant(me.unitId, async (tx) => {
        const result = await work(tx);
        reached();
        await released;
        return result;
      });
      return { done, release, committed };
    }

    /** Whether the promise is still pending after a while (it waits for a lock). */
    async function stillWaiting(promise: Promise<unknown>, ms = 300): Promise<boolean> {
      let settled = false;
      void promise.then(
        () => (settled = true),
        () => (settled = true),
      );
      await new Promise((resolve) => setTimeout(resolve, ms));
      return !settled;
    }

    it('a start change waits for the first order being created, then finds the series started (orders_exist)', async () => {
      const me = await userWithUnit(t);
      await saveStart(me, 'startingOrderNumber', 'O-001');
      const customerId = await customerOf(me);
      const creation = heldOpen(me, (tx) => orderService.create(tx, actorFor(t, me), orderOf(customerId)));
      await creation.done;
      const change = saveStart(me, 'startingOrderNumber', 'X-001');
      expect(await stillWaiting(change)).toBe(true);
      creation.release();
      expect((await creation.committed).number).toBe('O-001');
      expect((await change).body.errors?.[0]?.extensions?.validations).toEqual([
        { model: 'unitInvoiceSetting', attribute: 'startingOrderNumber', type: 'orders_exist' },
      ]);
      expect((await read(me)).startingOrderNumber).toBe('O-001');
    });

    it('a first order waits for a start change being saved, then is numbered from the new start', async () => {
      const me = await userWithUnit(t);
      await saveStart(me, 'startingOrderNumber', '8');
      const customerId = await customerOf(me);
      const today = osloDate(t.app.services.clock.now());
      const change = heldOpen(me, (tx) =>
        saveUnitInvoiceSetting(tx, actorFor(t, me), settingWith({ startingOrderNumber: '500' }), today),
      );
      await change.done;
      const creation = gql(t, CREATE_ORDER, { input: orderOf(customerId) }, me);
      expect(await stillWaiting(creation)).toBe(true);
      change.release();
      await change.committed;
      expect((await creation).body.data?.createOrder.number).toBe('500');
    });

    it('a raised start waits for an order being created after the first, and the series continues from it', async () => {
      const me = await userWithUnit(t);
      await saveStart(me, 'startingOrderNumber', '10');
      expect(await issue(me, 'order')).toBe('10');
      const customerId = await customerOf(me);
      const creation = heldOpen(me, (tx) => orderService.create(tx, actorFor(t, me), orderOf(customerId)));
      await creation.done;
      const change = saveStart(me, 'startingOrderNumber', '11');
      expect(await stillWaiting(change)).toBe(true);
      creation.release();
      expect((await creation.committed).number).toBe('11');
      // 11 is used by now: the save that waited sees it.
      expect((await change).body.errors?.[0]?.extensions?.validations).toEqual([
        {
          model: 'unitInvoiceSetting',
          attribute: 'startingOrderNumber',
          type: 'greater_than',
          params: { count: '11' },
        },
      ]);
      expect(await issue(me, 'order')).toBe('12');
    });
  });
});
