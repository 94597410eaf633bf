import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Decimal, isValidKid, isValidOrganizationNumber, osloDate, permissionsFor } from '@fjord/domain';
import { DEMO_INVOICE_COUNT } from '../modules/invoices/demo.js';
import { verifyPassword } from '../auth/passwords.js';
import { createSession } from '../auth/sessions.js';
import { memberships, units, users } from '../db/schema.js';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { gql } from '../test/http.js';
import { requireApprovedSystemUser } from '../modules/altinn-users/service.js';
import { DEMO_LOGIN, DEMO_PASSWORD, DEMO_UNITS, seedDemo, seedDemoIfEmpty } from './demo.js';

describe.each(TEST_DATABASES)('demo data (%s)', (kind) => {
  const t = useTestApp(kind);

  const counts = () =>
    t.app.services.transactions.system(async (tx) => ({
      users: await tx.$count(users),
      units: await tx.$count(units),
      memberships: await tx.$count(memberships),
    }));

  /** The demo user signed in, working in the trading company. */
  const tradingSession = () =>
    t.app.services.transactions.system(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.login, DEMO_LOGIN));
      const [unit] = await tx.select().from(units).where(eq(units.name, 'Fjordhandel AS'));
      const { clock, config } = t.app.services;
      return { unitId: unit!.id, token: await createSession(tx, user!.id, clock.now(), config.sessionTtlMs) };
    });

  it('uses valid organisation numbers', () => {
    for (const unit of DEMO_UNITS) expect(isValidOrganizationNumber(unit.organizationNumber), unit.name).toBe(true);
  });

  it('seeds an empty database once; a second run creates nothing', async () => {
    expect(await counts()).toEqual({ users: 0, units: 0, memberships: 0 });
    await seedDemoIfEmpty(t.app.services);
    const seeded = await counts();
    expect(seeded).toEqual({ users: 2, units: DEMO_UNITS.length, memberships: 3 });
    expect(await seedDemo(t.app.services)).toEqual({ created: false });
    await seedDemoIfEmpty(t.app.services);
    expect(await counts()).toEqual(seeded);
  });

  it("gives the trading company orders in every state so far: open, locked, a lock's difference order, cancelled", async () => {
    const demo = await tradingSession();
    const listed = await gql(
      t,
      '{ orders(filters: { invoiced: false }) { items { number status customer { name } lines { quantity } } } }',
      {},
      demo,
    );
    expect(listed.body.data!.orders.items).toEqual([
      { number: '20005', status: 'OPEN', customer: { name: 'Ingrid Hagen' }, lines: expect.any(Array) },
      {
        number: '20004',
        status: 'CANCELLED',
        customer: { name: 'Trondheim Sykkelverksted AS' },
        lines: expect.any(Array),
      },
      { number: '20003', status: 'LOCKED', customer: { name: 'Nordic Café Drift AS' }, lines: expect.any(Array) },
      {
        number: '20002',
        status: 'OPEN',
        customer: { name: 'Bergen Bygg og Anlegg AS' },
        lines: [{ quantity: '2.0000' }],
      },
      { number: '20001', status: 'LOCKED', customer: { name: 'Bergen Bygg og Anlegg AS' }, lines: expect.any(Array) },
    ]);
  });

  it('gives the trading company a year of invoices, one a fortnight, numbered from 10001 with KIDs', async () => {
    const demo = await tradingSession();
    const listed = await gql(
      t,
      '{ invoices(orderDirection: ASC, filters: { kind: INVOICE }) { totalCount items { number issueDate kid status orders { invoiced } } } }',
      {},
      demo,
    );
    const { totalCount, items } = listed.body.data!.invoices;
    expect(totalCount).toBe(DEMO_INVOICE_COUNT);
    // Every status an invoice can have shows, for the list's filters and the dashboard.
    expect(new Set(items.map((item: { status: string }) => item.status))).toEqual(
      new Set(['OPEN', 'PARTLY_PAID', 'PAID', 'OVERDUE', 'CREDITED']),
    );
    expect(items[0].number).toBe('10001');
    const today = osloDate(t.app.services.clock.now());
    const yearAgo = new Date(`${today}T12:00:00Z`);
    yearAgo.setUTCDate(yearAgo.getUTCDate() - 366);
    expect(items[0].issueDate >= yearAgo.toISOString().slice(0, 10)).toBe(true);
    for (const item of items) {
      expect(isValidKid(item.kid, 'MOD10')).toBe(true);
      expect(item.orders).toEqual([{ invoiced: true }]);
    }
  });

  it('gives the trading company two active recurring orders, each with a date to come', async () => {
    const demo = await tradingSession();
    const listed = await gql(
      t,
      '{ recurringOrders { items { active interval nextDate customer { name } lines { itemName } } } }',
      {},
      demo,
    );
    const items = listed.body.data!.recurringOrders.items as { nextDate: string; customer: { name: string } }[];
    expect(items.map((item) => item.customer.name).sort()).toEqual([
      'Nordic Café Drift AS',
      'Trondheim Sykkelverksted AS',
    ]);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ active: true, interval: 'ONE_MONTH', lines: [{ itemName: 'Te, svart 100 g' }] }),
        expect.objectContaining({
          active: true,
          interval: 'THREE_MONTHS',
          lines: [{ itemName: 'Hodelykt 400 lumen' }],
        }),
      ]),
    );
    for (const item of items) expect(item.nextDate > osloDate(t.app.services.clock.now())).toBe(true);
  });

  it('gives the trading company stock moved by full counts, patches and the locked orders (not the cancelled one)', async () => {
    const demo = await tradingSession();
    const stock = await gql(
      t,
      `{ warehouseStock(limit: 100) { totalCount items {
          productId supplierUnitId productNumber supplierName countedQuantity patchedQuantity soldQuantity quantity } } }`,
      {},
      demo,
    );
    type Item = Record<'productId' | 'supplierUnitId' | 'productNumber' | 'supplierName', string> &
      Record<'countedQuantity' | 'patchedQuantity' | 'soldQuantity' | 'quantity', string>;
    const items = stock.body.data!.warehouseStock.items as Item[];
    // Every product of the three suppliers was counted; food, the book and services have no supplier.
    expect(new Set(items.map((item) => item.supplierName))).toEqual(
      new Set(['Nordisk Kjøkkenimport AS', 'Fjellstøtt Friluft AS', 'Vestlandsull AS']),
    );
    const row = (number: string) => {
      const item = items.find((candidate) => candidate.productNumber === number)!;
      return [item.countedQuantity, item.patchedQuantity, item.soldQuantity, item.quantity].map(Number);
    };
    expect(row('2003')).toEqual([3, 4, 2, 5]); // counted, received, two sold on the locked order
    expect(row('1008')).toEqual([40, 12, 6, 46]);
    expect(row('2005')).toEqual([24, 10, 4, 30]); // four delivered of six ordered; the rest is on the open difference
    expect(row('2007')).toEqual([45, 20, 0, 65]); // its order was cancelled
    expect(row('3003')).toEqual([10, -2, 0, 8]); // the write-off
    expect(row('1002')).toEqual([22, 0, 0, 22]);

    const { productId, supplierUnitId, quantity } = items.find((item) => item.productNumber === '2003')!;
    const history = await gql(
      t,
      `query ($productId: ID!, $supplierUnitId: ID!) {
         warehouseStockHistory(productId: $productId, supplierUnitId: $supplierUnitId) { kind balance } }`,
      { productId, supplierUnitId },
      demo,
    );
    expect(new Decimal(history.body.data!.warehouseStockHistory[0].balance).equals(quantity)).toBe(true);
    expect(history.body.data!.warehouseStockHistory.map((movement: { kind: string }) => movement.kind)).toEqual([
      'SALE',
      'PATCH',
      'COUNT',
    ]);
  });

  it('gives the staffing company a locked payroll for every month paid so far: June with vacation pay, November at half tax', async () => {
    await seedDemo(t.app.services);
    const session = await t.app.services.transactions.system(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.login, DEMO_LOGIN));
      const [unit] = await tx.select().from(units).where(eq(units.name, 'Bølgen Bemanning AS'));
      const { clock, config } = t.app.services;
      return { unitId: unit!.id, token: await createSession(tx, user!.id, clock.now(), config.sessionTtlMs) };
    });
    const today = osloDate(t.app.services.clock.now());
    const year = Number(today.slice(0, 4));
    const periods = await gql(
      t,
      'query ($year: Int!) { paycheckPeriods(year: $year) { id month payDate isLocked paycheckCount lockedCount netPay } }',
      { year },
      session,
    );
    type Period = {
      id: string;
      month: number;
      payDate: string;
      isLocked: boolean;
      paycheckCount: number;
      lockedCount: number;
    };
    const rows = periods.body.data!.paycheckPeriods as Period[];
    expect(rows).toHaveLength(12);
    for (const period of rows) {
      const paid = period.payDate <= today;
      expect(period.isLocked, `month ${period.month}`).toBe(paid);
      expect(period.paycheckCount > 0, `month ${period.month}`).toBe(paid);
      expect(period.lockedCount).toBe(period.paycheckCount);
    }
    const paychecksOf = async (month: number) => {
      const periodId = rows.find((period) => period.month === month)!.id;
      const listed = await gql(
        t,
        'query ($periodId: ID!) { paychecks(filters: { periodId: $periodId }) { items { status halfTax taxDeductionMethod lines { payCode sum } } } }',
        { periodId },
        session,
      );
      return listed.body.data!.paychecks.items as {
        status: string;
        halfTax: boolean;
        taxDeductionMethod: string | null;
        lines: { payCode: string; sum: string }[];
      }[];
    };
    if (rows[5]!.payDate <= today) {
      const june = await paychecksOf(6);
      const monthly = june.filter((paycheck) =>
        paycheck.lines.some((line) => line.payCode === 'fastloenn' && new Decimal(line.sum).gt(0)),
      );
      expect(monthly.length).toBeGreaterThan(0);
      for (const paycheck of monthly) {
        expect(paycheck.lines.some((line) => line.payCode === 'feriepenger' && new Decimal(line.sum).gt(0))).toBe(true);
        expect(
          paycheck.lines.some((line) => line.payCode === 'trekkILoennForFerie' && new Decimal(line.sum).lt(0)),
        ).toBe(true);
      }
    }
    if (rows[10]!.payDate <= today) {
      const november = await paychecksOf(11);
      const tableCards = november.filter((paycheck) => paycheck.taxDeductionMethod === 'MAIN_EMPLOYER_TABLE');
      expect(tableCards.length).toBeGreaterThan(0);
      for (const paycheck of tableCards) expect(paycheck.halfTax).toBe(true);
    }
  });

  it('gives the staffing company an approved system user in Altinn, so its demo can send at once; the trading company none', async () => {
    const unitOf = (name: string) =>
      t.app.services.transactions.system(async (tx) => (await tx.select().from(units).where(eq(units.name, name)))[0]!);
    const staff = await unitOf('Bølgen Bemanning AS');
    const trading = await unitOf('Fjordhandel AS');
    const approved = (unitId: string) =>
      t.app.services.transactions.tenant(unitId, (tx) => requireApprovedSystemUser(tx, unitId));
    expect(await approved(staff.id)).toEqual({
      organizationNumber: staff.organizationNumber,
      systemUserId: expect.stringMatching(/^sim-systemuser-/),
    });
    await expect(approved(trading.id)).rejects.toMatchObject({ validations: [{ type: 'system_user_not_approved' }] });
  });

  it('lets the demo user sign in and work in both companies; Rita is an accountant in Fjordhandel only', async () => {
    const { services } = t.app;
    const demo = await services.transactions.system(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.login, DEMO_LOGIN));
      return {
        user: user!,
        token: await createSession(tx, user!.id, services.clock.now(), services.config.sessionTtlMs),
      };
    });
    expect(await verifyPassword(demo.user.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(demo.user).toMatchObject({ firstName: 'Demo', lastName: 'Bruker', locale: 'nb', active: true });
    expect(demo.user.confirmedAt).not.toBeNull();

    const mine = await gql(
      t,
      '{ currentUserUnits { id name } currentUser { permissions } }',
      {},
      { token: demo.token },
    );
    expect(mine.body.data!.currentUserUnits.map((unit: { name: string }) => unit.name)).toEqual([
      'Bølgen Bemanning AS',
      'Fjordhandel AS',
    ]);
    expect(mine.body.data!.currentUser.permissions).toEqual(permissionsFor('owner'));

    const rita = await services.transactions.system(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.login, 'regnskap@example.no'));
      return {
        user: user!,
        token: await createSession(tx, user!.id, services.clock.now(), services.config.sessionTtlMs),
      };
    });
    expect(await verifyPassword(rita.user.passwordHash, DEMO_PASSWORD)).toBe(true);
    const ritas = await gql(t, '{ currentUserUnits { name } currentUser { permissions } }', {}, { token: rita.token });
    expect(ritas.body.data!.currentUserUnits).toEqual([{ name: 'Fjordhandel AS' }]);
    expect(ritas.body.data!.currentUser.permissions).toEqual(permissionsFor('accountant'));

    const found = await gql(
      t,
      '{ unitSearch(term: "nordlys", date: "2025-01-01") { name } }',
      {},
      { token: demo.token },
    );
    expect(found.body.data!.unitSearch).toEqual([{ name: 'Nordlys Konsult AS' }]);
  });
});
