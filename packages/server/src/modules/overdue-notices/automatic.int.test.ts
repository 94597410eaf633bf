import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, osloDate } from '@fjord/domain';
import { mails } from '../../db/schema-core.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { ORDER_CUSTOMER } from '../../test/customer-fixture.js';
import { TEST_DATABASES } from '../../test/database.js';
import { issueInvoice, ledgerUnit, type Ledger } from '../../test/invoice-ledger-fixture.js';
import { INVOICE_SETTING } from '../../test/sweep-fixtures/invoices.js';
import { gqlOk } from '../../test/sweeps.js';
import { overdueNotices } from '../invoices/tables.js';
import { automaticOverdueNoticesJob, sendDueOverdueNotices } from './automatic.js';

const SAVE_SETTING = `mutation ($input: SaveUnitInvoiceSettingInput!) {
  saveUnitInvoiceSetting(input: $input) { sendsOverdueNoticesAutomatically } }`;
const SETTING = '{ unitInvoiceSetting { sendsOverdueNoticesAutomatically } }';
const LOG = `query ($id: ID!) { invoice(id: $id) { feesAmount currentDueDate overdueNotices { id charge dueDate }
  deliveries { channel state recipient overdueNoticeId } } }`;
const CREATE_CUSTOMER = 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }';

const today = (t: TestApp) => osloDate(t.clock.now());

type Setup = Ledger & { byEmail: string; byPost: string };

/** A unit with a 35 kr fee and, unless told otherwise, automatic reminders on; customers billed by e-mail and by post. */
async function setUp(t: TestApp, automatic: boolean | null = true): Promise<Setup> {
  const ledger = await ledgerUnit(t);
  await gqlOk(t, ledger.who, SAVE_SETTING, {
    input: { ...INVOICE_SETTING, overdueNoticeCharge: '35', sendsOverdueNoticesAutomatically: automatic },
  });
  const customer = async (input: Record<string, unknown>) =>
    (await gqlOk(t, ledger.who, CREATE_CUSTOMER, { input: { ...ORDER_CUSTOMER, ...input } })).createCustomer
      .id as string;
  return {
    ...ledger,
    byEmail: await customer({
      name: 'Kari Fjellvang',
      isCompany: false,
      organizationNumber: null,
      invoiceDeliveryMethod: 'EMAIL',
      customEmail: 'faktura@fjellvang.no',
    }),
    byPost: await customer({
      name: 'Per Post',
      isCompany: false,
      organizationNumber: null,
      invoiceDeliveryMethod: 'MAIL',
    }),
  };
}

/** An invoice due `daysOverdue` days ago (issued 14 days before that). */
const overdueInvoice = (t: TestApp, setup: Setup, customerId: string, daysOverdue: number) =>
  issueInvoice(t, setup, customerId, addDays(today(t), -14 - daysOverdue), [{ net: '1000', vat: 'STANDARD' }]);

const logOf = async (t: TestApp, setup: Setup, id: string) => (await gqlOk(t, setup.who, LOG, { id })).invoice;

const noticeCount = (t: TestApp, unitId: string) =>
  t.app.services.transactions
    .system((tx) => tx.select().from(overdueNotices).where(eq(overdueNotices.unitId, unitId)))
    .then((rows) => rows.length);

describe.each(TEST_DATABASES)('automatic reminders (%s)', (kind) => {
  const t = useTestApp(kind);

  it('are off by default: a unit that has not turned them on gets no notice', async () => {
    const setup = await setUp(t, null);
    expect((await gqlOk(t, setup.who, SETTING)).unitInvoiceSetting.sendsOverdueNoticesAutomatically).toBe(false);
    await overdueInvoice(t, setup, setup.byEmail, 20);
    await sendDueOverdueNotices(t.app.services, { today: today(t) });
    expect(await noticeCount(t, setup.who.unitId)).toBe(0);
  });

  it('issue the due notice with the unit’s fee and e-mail it, once: a second run, or two at once, sends nothing more', async () => {
    const setup = await setUp(t);
    expect((await gqlOk(t, setup.who, SETTING)).unitInvoiceSetting.sendsOverdueNoticesAutomatically).toBe(true);
    const due = await overdueInvoice(t, setup, setup.byEmail, 14);
    const notYet = await overdueInvoice(t, setup, setup.byEmail, 13);

    // Two runs side by side (two servers), then one more the same day.
    await Promise.all([
      sendDueOverdueNotices(t.app.services, { today: today(t) }),
      sendDueOverdueNotices(t.app.services, { today: today(t) }),
    ]);
    await sendDueOverdueNotices(t.app.services, { today: today(t) });

    const log = await logOf(t, setup, due.id);
    expect(log.overdueNotices).toEqual([{ id: expect.any(String), charge: '35.00', dueDate: addDays(today(t), 14) }]);
    expect(log.currentDueDate).toBe(addDays(today(t), 14));
    expect(log.deliveries).toEqual([
      {
        channel: 'EMAIL',
        state: 'PENDING',
        recipient: 'faktura@fjellvang.no',
        overdueNoticeId: log.overdueNotices[0].id,
      },
    ]);
    expect((await logOf(t, setup, notYet.id)).overdueNotices).toEqual([]);
    const [mail] = await t.app.services.transactions.system((tx) =>
      tx.select().from(mails).where(eq(mails.unitId, setup.who.unitId)),
    );
    expect(mail!.subject).toMatch(new RegExp(`^1\\. purring på faktura ${due.number} fra `));

    // The mail job delivers it, and the delivery follows.
    await t.runDueJobs();
    expect((await logOf(t, setup, due.id)).deliveries[0].state).toBe('DELIVERED');
  });

  it('the daily job sends the due notice; the second is due 14 days after the first one’s due date, and no third', async () => {
    const setup = await setUp(t);
    const invoice = await overdueInvoice(t, setup, setup.byEmail, 20);
    await automaticOverdueNoticesJob.run({ job: {} as never, services: t.app.services, transaction: never });
    expect((await logOf(t, setup, invoice.id)).overdueNotices).toHaveLength(1);
    // Later days, as the daily job would see them (the first notice is due in 14 days).
    const later = (days: number) => sendDueOverdueNotices(t.app.services, { today: addDays(today(t), days) });
    await later(27);
    expect((await logOf(t, setup, invoice.id)).overdueNotices).toHaveLength(1);
    await later(28);
    expect((await logOf(t, setup, invoice.id)).overdueNotices).toHaveLength(2);
    await later(90);
    const log = await logOf(t, setup, invoice.id);
    expect(log.overdueNotices.map((notice: { dueDate: string }) => notice.dueDate)).toEqual([
      addDays(today(t), 14),
      addDays(today(t), 42),
    ]);
    expect(log.deliveries.map((delivery: { channel: string }) => delivery.channel)).toEqual(['EMAIL', 'EMAIL']);
  });

  it('an EHF customer whose EHF cannot be sent gets it by e-mail; a customer billed by post is left to the user', async () => {
    const setup = await setUp(t);
    const ehfCustomer = (
      await gqlOk(t, setup.who, CREATE_CUSTOMER, {
        input: {
          ...ORDER_CUSTOMER,
          name: 'Fjord EHF AS',
          organizationNumber: '987 654 325',
          customEmail: 'post@fjordehf.no',
        },
      })
    ).createCustomer.id;
    const byEhf = await overdueInvoice(t, setup, ehfCustomer, 15);
    const byPost = await overdueInvoice(t, setup, setup.byPost, 15);
    await sendDueOverdueNotices(t.app.services, { today: today(t) });
    // EHF takes no overdue notice (Peppol BIS Billing has no reminder): e-mail it is.
    expect((await logOf(t, setup, byEhf.id)).deliveries).toEqual([
      expect.objectContaining({ channel: 'EMAIL', recipient: 'post@fjordehf.no' }),
    ]);
    const post = await logOf(t, setup, byPost.id);
    expect(post).toMatchObject({ overdueNotices: [], deliveries: [], feesAmount: '0.00' });
  });
});

const never = () => {
  throw new Error('the reminders job runs its own transactions');
};
