import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isNorwegianWorkingDay } from '@fjord/domain';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import {
  createPaycheck,
  hire,
  lockPaycheck,
  payrollCounts,
  payrollUnit,
  PERIODS_OF,
  period,
  saveTemplate,
  template,
  usePayrollTestApp,
  type PayrollUnit,
} from '../../test/paycheck-fixture.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const FIELDS = `id year month name bookkeepingPeriod startDate endDate journalDate payDate isLocked standing
  paycheckCount lockedCount grossPay taxDeduction netPay employerTaxBasis employerTax
  payDates { paidDate taxDeduction dueDate netPay paycheckCount }`;
const LIST = `query ($year: Int!) { paycheckPeriods(year: $year) { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { paycheckPeriod(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($year: Int!) { createPaycheckPeriods(year: $year) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: PaycheckPeriodInput!) { updatePaycheckPeriod(id: $id, input: $input) { ${FIELDS} } }`;
const LOCK = `mutation ($id: ID!) { lockPaycheckPeriod(id: $id) { ${FIELDS} } }`;
const CANCEL_DRAFT = `mutation ($id: ID!) { cancelPaycheckDraft(id: $id) { id } }`;

type Period = {
  id: string;
  month: number;
  name: string;
  bookkeepingPeriod: string;
  payDate: string;
  isLocked: boolean;
  standing: string;
  payDates: { paidDate: string; taxDeduction: string; dueDate: string; netPay: string; paycheckCount: number }[];
} & Record<string, unknown>;

const MONTHS = [
  'Januar',
  'Februar',
  'Mars',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Desember',
];

describe.each(TEST_DATABASES)('paycheck periods (%s)', (kind) => {
  const t = usePayrollTestApp(kind);

  const list = async (who: Fixture, year: number) =>
    (await gqlOk<{ paycheckPeriods: Period[] }>(t, who, LIST, { year })).paycheckPeriods;
  const one = async (who: Fixture, id: string) =>
    (await gqlOk<{ paycheckPeriod: Period }>(t, who, ONE, { id })).paycheckPeriod;
  const periodRow = (who: Fixture, id: string) =>
    t.app.services.transactions.tenant(who.unitId, async (tx) => {
      const result = (await tx.execute(sql`select * from paycheck_periods where id = ${id}`)) as { rows: unknown[] };
      return result.rows[0];
    });
  const auditCount = (who: Fixture) =>
    t.app.services.transactions.tenant(who.unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select count(*)::int as n from audit_events where entity = 'paycheckPeriod'`,
      )) as { rows: { n: number }[] };
      return result.rows[0]!.n;
    });
  /** A company paying 40 000 a month by the company template to one employee (30 % card). */
  const payingUnit = async () => {
    const unit = await payrollUnit(t);
    await saveTemplate(t, unit, null, [{ mainTemplateId: template(unit, 100), quantity: '1', rate: '40000' }]);
    const kari = await hire(t, unit);
    return { unit, kari };
  };
  const paycheckIn = (
    unit: PayrollUnit,
    workRelationId: string,
    month: number,
    { draft = false, ...extra }: Record<string, unknown> = {},
  ) => createPaycheck(t, unit, { workRelationId, periodId: period(unit, month), ...extra }, draft === true);

  describe('opening a year', () => {
    it('makes the twelve months with their defaults: Norwegian names, booked in their month, paid on the 20th or the working day before', async () => {
      const me = await userWithUnit(t);
      const periods = (await gqlOk<{ createPaycheckPeriods: Period[] }>(t, me, CREATE, { year: 2026 }))
        .createPaycheckPeriods;
      expect(periods.map((p) => p.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(periods.map((p) => p.name)).toEqual(MONTHS.map((month) => `${month} 2026`));
      expect(periods.map((p) => p.bookkeepingPeriod)).toEqual(
        MONTHS.map((_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
      );
      expect(periods[1]).toMatchObject({ year: 2026, startDate: '2026-02-01', endDate: '2026-02-28', isLocked: false });
      expect(periods[11]).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-31' });
      // The 20th when it is a working day, else the working day before: June 20th is a Saturday,
      // September and December 20th Sundays.
      expect(periods.map((p) => p.payDate)).toEqual([
        '2026-01-20',
        '2026-02-20',
        '2026-03-20',
        '2026-04-20',
        '2026-05-20',
        '2026-06-19',
        '2026-07-20',
        '2026-08-20',
        '2026-09-18',
        '2026-10-20',
        '2026-11-20',
        '2026-12-18',
      ]);
      for (const p of periods) {
        expect(isNorwegianWorkingDay(p.payDate)).toBe(true);
        expect(p.journalDate).toBe(p.payDate);
      }
      // Nothing paid yet.
      expect(periods[10]).toMatchObject({ paycheckCount: 0, lockedCount: 0, grossPay: '0.00', payDates: [] });
    });

    it('is idempotent: a second call keeps the periods (and their changes) and adds none', async () => {
      const me = await userWithUnit(t);
      const first = (await gqlOk<{ createPaycheckPeriods: Period[] }>(t, me, CREATE, { year: 2026 }))
        .createPaycheckPeriods;
      await gqlOk(t, me, UPDATE, {
        id: first[2]!.id,
        input: { name: 'Mars-lønn', bookkeepingPeriod: '2026-03', journalDate: '2026-03-31', payDate: '2026-03-25' },
      });
      const audits = await auditCount(me);
      const second = (await gqlOk<{ createPaycheckPeriods: Period[] }>(t, me, CREATE, { year: 2026 }))
        .createPaycheckPeriods;
      expect(second.map((p) => p.id)).toEqual(first.map((p) => p.id));
      expect(second[2]).toMatchObject({ name: 'Mars-lønn', payDate: '2026-03-25' });
      expect(await payrollCounts(t, me.unitId)).toMatchObject({ periods: 12 });
      // Nothing made, nothing audited.
      expect(await auditCount(me)).toBe(audits);
      // Another year is its own twelve.
      await gqlOk(t, me, PERIODS_OF, { year: 2027 });
      expect(await payrollCounts(t, me.unitId)).toMatchObject({ periods: 24 });
      expect((await list(me, 2027)).map((p) => p.name)[0]).toBe('Januar 2027');
    });

    it('refuses a year outside 2000–2099 (year between) and makes nothing', async () => {
      const me = await userWithUnit(t);
      for (const year of [1999, 2100])
        expect(await gqlValidations(t, me, CREATE, { year })).toEqual([
          { model: 'paycheckPeriod', attribute: 'year', type: 'between' },
        ]);
      expect(await payrollCounts(t, me.unitId)).toMatchObject({ periods: 0 });
      expect(await list(me, 1999)).toEqual([]);
    });
  });

  describe('standing against today (2026-11-15)', () => {
    it('is CURRENT for this and next month, RECENT for the two before, OLD earlier, FUTURE further ahead', async () => {
      const me = await userWithUnit(t);
      await gqlOk(t, me, PERIODS_OF, { year: 2026 });
      await gqlOk(t, me, PERIODS_OF, { year: 2027 });
      expect((await list(me, 2026)).map((p) => p.standing)).toEqual([
        ...Array<string>(8).fill('OLD'),
        'RECENT',
        'RECENT',
        'CURRENT',
        'CURRENT',
      ]);
      expect(new Set((await list(me, 2027)).map((p) => p.standing))).toEqual(new Set(['FUTURE']));
    });
  });

  describe('updatePaycheckPeriod', () => {
    const VALID = {
      name: '  Lønn mars  ',
      bookkeepingPeriod: '2026-03',
      journalDate: '2026-03-31',
      payDate: '2026-03-25',
    };

    it('changes the name (trimmed), bookkeeping period, journal date and pay date, audited', async () => {
      const me = await userWithUnit(t);
      const march = ((await gqlOk(t, me, CREATE, { year: 2026 })).createPaycheckPeriods as Period[])[2];
      const updated = (await gqlOk<{ updatePaycheckPeriod: Period }>(t, me, UPDATE, { id: march!.id, input: VALID }))
        .updatePaycheckPeriod;
      expect(updated).toMatchObject({
        name: 'Lønn mars',
        bookkeepingPeriod: '2026-03',
        journalDate: '2026-03-31',
        payDate: '2026-03-25',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
      });
      expect(await one(me, march!.id)).toEqual(updated);
      // The bookkeeping period may be another month, the pay date then in that month.
      const moved = (
        await gqlOk<{ updatePaycheckPeriod: Period }>(t, me, UPDATE, {
          id: march!.id,
          input: { ...VALID, bookkeepingPeriod: '2026-04', payDate: '2026-04-02' },
        })
      ).updatePaycheckPeriod;
      expect(moved).toMatchObject({ bookkeepingPeriod: '2026-04', payDate: '2026-04-02', month: 3 });
    });

    it('refuses blank fields, a bookkeeping period not YYYY-MM and a pay date outside it; nothing changes', async () => {
      const me = await userWithUnit(t);
      const march = ((await gqlOk(t, me, CREATE, { year: 2026 })).createPaycheckPeriods as Period[])[2]!;
      const before = await periodRow(me, march.id);
      expect(
        await gqlValidations(t, me, UPDATE, {
          id: march.id,
          input: { name: ' ', bookkeepingPeriod: ' ', journalDate: '2026-03-31', payDate: '2026-03-25' },
        }),
      ).toEqual([
        { model: 'paycheckPeriod', attribute: 'name', type: 'blank' },
        { model: 'paycheckPeriod', attribute: 'bookkeepingPeriod', type: 'blank' },
      ]);
      for (const bookkeepingPeriod of ['2026-13', '2026-3', '03-2026', '2026-03-01'])
        expect(
          await gqlValidations(t, me, UPDATE, { id: march.id, input: { ...VALID, bookkeepingPeriod } }),
          bookkeepingPeriod,
        ).toEqual([{ model: 'paycheckPeriod', attribute: 'bookkeepingPeriod', type: 'invalid' }]);
      // Rule: the pay date lies in the bookkeeping period.
      expect(await gqlValidations(t, me, UPDATE, { id: march.id, input: { ...VALID, payDate: '2026-04-01' } })).toEqual(
        [{ model: 'paycheckPeriod', attribute: 'payDate', type: 'must_be_in_period' }],
      );
      expect(await periodRow(me, march.id)).toEqual(before);
    });

    it('refuses a locked period (period_locked), unchanged', async () => {
      const me = await userWithUnit(t);
      const march = ((await gqlOk(t, me, CREATE, { year: 2026 })).createPaycheckPeriods as Period[])[2]!;
      await gqlOk(t, me, LOCK, { id: march.id });
      const before = await periodRow(me, march.id);
      expect(await gqlValidations(t, me, UPDATE, { id: march.id, input: VALID })).toEqual([
        { model: 'paycheckPeriod', attribute: 'base', type: 'period_locked' },
      ]);
      expect(await periodRow(me, march.id)).toEqual(before);
    });
  });

  describe('lockPaycheckPeriod', () => {
    it('is refused while a paycheck is open or a draft is in it (unlocked_paychecks), then locks', async () => {
      const { unit, kari } = await payingUnit();
      const november = period(unit, 11);
      const open = await paycheckIn(unit, kari.workRelationId, 11);
      const before = await periodRow(unit, november);
      // Rule: every paycheck of a period is locked before the period is.
      expect(await gqlValidations(t, unit, LOCK, { id: november })).toEqual([
        { model: 'paycheckPeriod', attribute: 'base', type: 'unlocked_paychecks' },
      ]);
      expect(await periodRow(unit, november)).toEqual(before);

      await lockPaycheck(t, unit, open.id);
      const draft = await paycheckIn(unit, kari.workRelationId, 11, { draft: true });
      // Rule: a draft is in the way too.
      expect(await gqlValidations(t, unit, LOCK, { id: november })).toEqual([
        { model: 'paycheckPeriod', attribute: 'base', type: 'unlocked_paychecks' },
      ]);
      expect(await periodRow(unit, november)).toEqual(before);

      await gqlOk(t, unit, CANCEL_DRAFT, { id: draft.id });
      const locked = (await gqlOk<{ lockPaycheckPeriod: Period }>(t, unit, LOCK, { id: november })).lockPaycheckPeriod;
      expect(locked).toMatchObject({ isLocked: true, paycheckCount: 1, lockedCount: 1 });
      // Locking again answers the locked period.
      expect((await gqlOk<{ lockPaycheckPeriod: Period }>(t, unit, LOCK, { id: november })).lockPaycheckPeriod).toEqual(
        locked,
      );
      // A locked period takes no new paycheck.
      expect(
        await gqlValidations(t, unit, `mutation ($input: PaycheckInput!) { createPaycheck(input: $input) { id } }`, {
          input: { workRelationId: kari.workRelationId, periodId: november },
        }),
      ).toEqual([{ model: 'paycheck', attribute: 'periodId', type: 'period_locked' }]);
      expect(await payrollCounts(t, unit.unitId)).toMatchObject({ paychecks: 1 });
    });
  });

  describe('sums and pay dates', () => {
    it('adds up the locked paychecks only; withheld tax per paid date is due the first working day after', async () => {
      const { unit, kari } = await payingUnit();
      const ola = await hire(t, unit, { firstName: 'Ola' });
      const per = await hire(t, unit, { firstName: 'Per' });
      // 40 000 at 30 %: 12 000 tax, 28 000 net, 5 640 employer tax (zone 1, 14.1 %).
      const friday = await paycheckIn(unit, kari.workRelationId, 12, { paidDate: '2026-12-18' });
      const thursday = await paycheckIn(unit, ola.workRelationId, 12, { paidDate: '2026-12-10' });
      const alsoFriday = await paycheckIn(unit, per.workRelationId, 12, { paidDate: '2026-12-18' });
      for (const paycheck of [friday, thursday, alsoFriday]) await lockPaycheck(t, unit, paycheck.id);
      // An open paycheck and a draft: counted (the open one) but not summed.
      await paycheckIn(unit, kari.workRelationId, 12);
      await paycheckIn(unit, ola.workRelationId, 12, { draft: true });

      const december = await one(unit, period(unit, 12));
      expect(december).toMatchObject({
        paycheckCount: 4,
        lockedCount: 3,
        grossPay: '120000.00',
        taxDeduction: '36000.00',
        netPay: '84000.00',
        employerTaxBasis: '120000.00',
        employerTax: '16920.00',
      });
      // Rule (2026): withheld tax is paid per pay date, by the first working day after it: Friday the
      // 18th is due Monday the 21st, Thursday the 10th Friday the 11th.
      expect(december.payDates).toEqual([
        {
          paidDate: '2026-12-10',
          taxDeduction: '12000.00',
          dueDate: '2026-12-11',
          netPay: '28000.00',
          paycheckCount: 1,
        },
        {
          paidDate: '2026-12-18',
          taxDeduction: '24000.00',
          dueDate: '2026-12-21',
          netPay: '56000.00',
          paycheckCount: 2,
        },
      ]);
      // The list answers the same sums, and the other periods none.
      const year = await list(unit, 2026);
      expect(year[11]).toEqual(december);
      expect(year[10]).toMatchObject({ paycheckCount: 0, lockedCount: 0, taxDeduction: '0.00', payDates: [] });
    });
  });
});
