import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, amountText, defaultOverdueNotice, latePaymentInterest, sumMoney, toMoney } from '@fjord/domain';
import { osloDate } from '../../clock.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { createOrderCustomer } from '../../test/customer-fixture.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql, subscriptionClient } from '../../test/http.js';
import { INVOICE_SETTING as SWEEP_INVOICE_SETTING, PAYABLE } from '../../test/sweep-fixtures/invoices.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { invoiceTopic } from '../invoices/changes.js';
import { invoices, overdueNotices } from '../invoices/tables.js';

const NOTICE_FIELDS = 'id sequence issueDate dueDate charge interestAmount interestFrom interestTo createdAt';
const CREATE = `mutation ($invoiceId: ID!, $input: CreateOverdueNoticeInput!) {
  createOverdueNotice(invoiceId: $invoiceId, input: $input) {
    ${NOTICE_FIELDS} invoice { id status currentDueDate amountDueWithFees } } }`;
const READ = `query ($id: ID!, $date: Date) { invoice(id: $id) {
  id status dueDate currentDueDate remainingAmount amountDueWithFees overdueNotices { ${NOTICE_FIELDS} }
  overdueNoticeSuggestion(date: $date) { refusal earliestDate issueDate dueDate charge maxCharge unitCharge
    chargedCount maxChargedCount interestAmount interestFrom interestTo } } }`;
const SAVE_INVOICE_SETTING = `mutation ($input: SaveUnitInvoiceSettingInput!) {
  saveUnitInvoiceSetting(input: $input) { usesOverdueNotices } }`;

/** The sweep's invoice settings with a reminder fee of 37.50 and no KID. */
const INVOICE_SETTING = { ...SWEEP_INVOICE_SETTING, usesKid: false, overdueNoticeCharge: '37.50' };

const todayIn = (t: TestApp) => osloDate(t.app.services.clock.now());

async function setUp(t: TestApp, setting: Record<string, unknown> = {}) {
  const me = await userWithUnit(t);
  await gqlOk(t, me, SAVE_INVOICE_SETTING, { input: { ...INVOICE_SETTING, ...setting } });
  return { me, customerId: await createOrderCustomer(t, me) };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

/** An issued invoice of one locked order: issued on `issueDate`, due on `dueDate`, payable 2500.00. */
async function issueInvoice(t: TestApp, { me, customerId }: Setup, issueDate: string, dueDate: string) {
  const order = await gqlOk(t, me, 'mutation ($input: OrderInput!) { createOrder(input: $input) { id } }', {
    input: {
      customerId,
      date: issueDate,
      reference: 'Ola',
      lines: [{ itemName: 'Telt', quantity: '2', priceAmount: '1000', vatRateSymbol: 'STANDARD' }],
    },
  });
  await gqlOk(t, me, 'mutation ($id: ID!) { lockOrder(id: $id) { order { id } } }', { id: order.createOrder.id });
  const invoice = await gqlOk(
    t,
    me,
    'mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { id dueDate } }',
    {
      input: {
        orderIds: [order.createOrder.id],
        issueDate,
        dueDate,
        paymentMethods: [{ name: 'Bankoverføring', amount: PAYABLE }],
      },
    },
  );
  return invoice.createInvoice.id as string;
}

/** An invoice issued 44 days ago and due 30 days ago: overdue, and a notice may be sent since 16 days. */
const overdueInvoice = (t: TestApp, setup: Setup) =>
  issueInvoice(t, setup, addDays(todayIn(t), -44), addDays(todayIn(t), -30));

const read = async (t: TestApp, me: Fixture, id: string, date?: string) =>
  (await gqlOk(t, me, READ, { id, date })).invoice;

const notice = (issueDate: string, overrides: Record<string, unknown> = {}) => ({
  issueDate,
  dueDate: addDays(issueDate, 14),
  charge: '37.50',
  includeInterest: false,
  ...overrides,
});

const send = async (t: TestApp, me: Fixture, invoiceId: string, input: Record<string, unknown>) =>
  (await gqlOk(t, me, CREATE, { invoiceId, input })).createOverdueNotice;

const refusal = (t: TestApp, me: Fixture, invoiceId: string, input: Record<string, unknown>) =>
  gqlValidations(t, me, CREATE, { invoiceId, input });

const DAY = 24 * 60 * 60 * 1000;

/** A member of the fixture's unit signed in now (after the clock moved past the fixture's session). */
async function signedInColleague(t: TestApp, me: Fixture): Promise<Fixture> {
  const colleague = await userWithUnit(t);
  await addMember(t, colleague.userId, me.unitId, 'owner');
  return { ...colleague, unitId: me.unitId };
}

/** The validations of a refused notice with their params (the counts the messages name). */
async function refusalWithParams(t: TestApp, me: Fixture, invoiceId: string, input: Record<string, unknown>) {
  const result = await gql(t, CREATE, { invoiceId, input }, me);
  expect(errorCode(result), JSON.stringify(result.body)).toBe('VALIDATION');
  return result.body.errors![0]!.extensions!.validations;
}

/** The invoice's row and its notices, to prove a refusal saved nothing. */
const stored = (t: TestApp, unitId: string, invoiceId: string) =>
  t.app.services.transactions.tenant(unitId, async (tx) => ({
    invoice: (await tx.select().from(invoices).where(eq(invoices.id, invoiceId)))[0],
    notices: await tx.select().from(overdueNotices).where(eq(overdueNotices.invoiceId, invoiceId)),
  }));

/** What a payment or a credit note (other modules) does to the invoice's sums. */
const setSums = (
  t: TestApp,
  unitId: string,
  invoiceId: string,
  sums: { paidAmount?: string; creditedAmount?: string },
) =>
  t.app.services.transactions.tenant(unitId, (tx) => tx.update(invoices).set(sums).where(eq(invoices.id, invoiceId)));

describe.each(TEST_DATABASES)('overdue notices (%s)', (database) => {
  const t = useTestApp(database);

  it('sends a notice at the earliest 14 days after the due date: sequence 1, the new due date becomes current', async () => {
    const setup = await setUp(t);
    const id = await overdueInvoice(t, setup);
    const earliest = addDays(todayIn(t), -16);
    const sent = await send(t, setup.me, id, notice(earliest));
    expect(sent).toMatchObject({
      sequence: 1,
      issueDate: earliest,
      dueDate: addDays(earliest, 14),
      charge: '37.50',
      interestAmount: '0.00',
      interestFrom: null,
      interestTo: null,
      invoice: { id, currentDueDate: addDays(earliest, 14), amountDueWithFees: '2537.50' },
    });
    const invoice = await read(t, setup.me, id);
    expect(invoice.overdueNotices).toEqual([expect.objectContaining({ id: sent.id, sequence: 1 })]);
    expect(invoice.dueDate).toBe(addDays(todayIn(t), -30));
    expect(invoice.remainingAmount).toBe(PAYABLE);
  });

  it('refuses a notice sent earlier than 14 days after the due date (too_early), saving nothing', async () => {
    const setup = await setUp(t);
    const id = await overdueInvoice(t, setup);
    const before = await stored(t, setup.me.unitId, id);
    expect(await refusal(t, setup.me, id, notice(addDays(todayIn(t), -17)))).toEqual([
      { model: 'overdueNotice', attribute: 'issueDate', type: 'too_early' },
    ]);
    expect(await stored(t, setup.me.unitId, id)).toEqual(before);
  });

  it('refuses a new due date less than 14 days after the notice (due_date_too_soon)', async () => {
    const setup = await setUp(t);
    const id = await overdueInvoice(t, setup);
    const before = await stored(t, setup.me.unitId, id);
    const issueDate = todayIn(t);
    expect(await refusal(t, setup.me, id, notice(issueDate, { dueDate: addDays(issueDate, 13) }))).toEqual([
      { model: 'overdueNotice', attribute: 'dueDate', type: 'due_date_too_soon' },
    ]);
    expect(await stored(t, setup.me.unitId, id)).toEqual(before);
  });

  it('refuses a fee above the legal maximum of the notice date: 37.50 in 2026, 35.00 in 2025', async () => {
    const setup = await setUp(t);
    const id = await issueInvoice(t, setup, '2026-03-02', '2026-03-16');
    expect(await refusal(t, setup.me, id, notice('2026-04-01', { charge: '37.51' }))).toEqual([
      { model: 'overdueNotice', attribute: 'charge', type: 'charge_above_maximum' },
    ]);
    expect((await stored(t, setup.me.unitId, id)).notices).toEqual([]);

    const old = await issueInvoice(t, setup, '2025-11-03', '2025-11-17');
    const validations = await refusalWithParams(t, setup.me, old, notice('2025-12-01', { charge: '37.50' }));
    expect(validations).toEqual([
      {
        model: 'overdueNotice',
        attribute: 'charge',
        type: 'charge_above_maximum',
        params: { count: '35.00' },
      },
    ]);
    expect((await send(t, setup.me, old, notice('2025-12-01', { charge: '35.00' }))).charge).toBe('35.00');
  });

  it("refuses a fee above the unit's own reminder fee (charge_above_unit_charge)", async () => {
    const setup = await setUp(t, { overdueNoticeCharge: '30.00' });
    const id = await overdueInvoice(t, setup);
    const validations = await refusalWithParams(t, setup.me, id, notice(todayIn(t), { charge: '35.00' }));
    expect(validations).toEqual([
      { model: 'overdueNotice', attribute: 'charge', type: 'charge_above_unit_charge', params: { count: '30.00' } },
    ]);
    expect((await stored(t, setup.me.unitId, id)).notices).toEqual([]);
    expect((await send(t, setup.me, id, notice(todayIn(t), { charge: '30.00' }))).charge).toBe('30.00');
  });

  it('charges at most two fees per invoice: a third fee is refused, a third notice without one is sent', async () => {
    const setup = await setUp(t);
    const id = await overdueInvoice(t, setup);
    const first = await send(t, setup.me, id, notice(addDays(todayIn(t), -16)));
    const second = await send(t, setup.me, id, notice(addDays(first.dueDate, 14)));
    const third = addDays(second.dueDate, 14);
    const before = await stored(t, setup.me.unitId, id);
    expect(await refusal(t, setup.me, id, notice(third))).toEqual([
      { model: 'overdueNotice', attribute: 'charge', type: 'too_many_charges' },
    ]);
    expect(await stored(t, setup.me.unitId, id)).toEqual(before);
    const sent = await send(t, setup.me, id, notice(third, { charge: '0' }));
    expect(sent).toMatchObject({ sequence: 3, charge: '0.00', invoice: { amountDueWithFees: '2575.00' } });
    expect((await read(t, setup.me, id)).overdueNotices.map((row: { sequence: number }) => row.sequence)).toEqual([
      1, 2, 3,
    ]);
  });

  it('refuses a notice on a paid invoice, a credited invoice and a credit note, saving nothing', async () => {
    const setup = await setUp(t);
    const id = await overdueInvoice(t, setup);
    await setSums(t, setup.me.unitId, id, { paidAmount: PAYABLE });
    const before = await stored(t, setup.me.unitId, id);
    expect(await refusal(t, setup.me, id, notice(todayIn(t)))).toEqual([
      { model: 'overdueNotice', attribute: 'base', type: 'invoice_paid' },
    ]);
    expect((await read(t, setup.me, id)).overdueNoticeSuggestion.refusal).toBe('invoice_paid');

    await setSums(t, setup.me.unitId, id, { paidAmount: '0', creditedAmount: PAYABLE });
    expect(await refusal(t, setup.me, id, notice(todayIn(t)))).toEqual([
      { model: 'overdueNotice', attribute: 'base', type: 'invoice_credited' },
    ]);
    expect((await stored(t, setup.me.unitId, id)).notices).toEqual(before.notices);

    const creditNoteId = await t.app.services.transactions.tenant(setup.me.unitId, async (tx) => {
      const { id: _id, ...invoice } = before.invoice!;
      const [row] = await tx
        .insert(invoices)
        .values({ ...invoice, kind: 'CREDIT_NOTE', number: 'K-1', sequence: '99999', creditedInvoiceId: id })
        .returning();
      return row!.id;
    });
    expect(await refusal(t, setup.me, creditNoteId, notice(todayIn(t)))).toEqual([
      { model: 'overdueNotice', attribute: 'base', type: 'not_an_invoice' },
    ]);
    expect((await read(t, setup.me, creditNoteId)).overdueNoticeSuggestion.refusal).toBe('not_an_invoice');
    expect((await stored(t, setup.me.unitId, creditNoteId)).notices).toEqual([]);
  });

  it('refuses every notice when the unit does not use overdue notices (not_used)', async () => {
    const setup = await setUp(t, { usesOverdueNotices: false });
    const id = await overdueInvoice(t, setup);
    expect(await refusal(t, setup.me, id, notice(todayIn(t)))).toEqual([
      { model: 'overdueNotice', attribute: 'base', type: 'not_used' },
    ]);
    expect((await stored(t, setup.me.unitId, id)).notices).toEqual([]);
    expect((await read(t, setup.me, id)).overdueNoticeSuggestion.refusal).toBe('not_used');
  });

  it("claims the domain's late-payment interest on the remaining amount, each day once over the notices", async () => {
    const setup = await setUp(t);
    const id = await overdueInvoice(t, setup);
    await setSums(t, setup.me.unitId, id, { paidAmount: '500.00' });
    const dueDate = addDays(todayIn(t), -30);
    const firstDate = addDays(todayIn(t), -16);
    const first = await send(t, setup.me, id, notice(firstDate, { includeInterest: true }));
    const expected = latePaymentInterest('2000.00', dueDate, firstDate);
    expect(first).toMatchObject({
      interestAmount: expected.interest,
      interestFrom: addDays(dueDate, 1),
      interestTo: firstDate,
    });
    expect(toMoney(first.interestAmount).greaterThan(0)).toBe(true);

    const secondDate = addDays(first.dueDate, 14);
    const suggestion = (await read(t, setup.me, id, secondDate)).overdueNoticeSuggestion;
    const second = await send(t, setup.me, id, notice(secondDate, { includeInterest: true }));
    expect(second).toMatchObject({
      interestAmount: latePaymentInterest('2000.00', firstDate, secondDate).interest,
      interestFrom: addDays(firstDate, 1),
      interestTo: secondDate,
    });
    expect(suggestion).toMatchObject({
      interestAmount: second.interestAmount,
      interestFrom: second.interestFrom,
      interestTo: second.interestTo,
    });
    const invoice = await read(t, setup.me, id);
    expect(invoice.remainingAmount).toBe('2000.00');
    expect(invoice.amountDueWithFees).toBe(
      amountText(sumMoney(['2000.00', '37.50', '37.50', first.interestAmount, second.interestAmount])),
    );
  });

  it("suggests the domain's default notice: the earliest date, 14 days to pay, the unit's fee, 0 after two fees", async () => {
    const setup = await setUp(t, { overdueNoticeCharge: '30.00' });
    const id = await issueInvoice(t, setup, addDays(todayIn(t), -14), addDays(todayIn(t), -5));
    const today = todayIn(t);
    const dueDate = addDays(today, -5);
    const suggestion = (await read(t, setup.me, id)).overdueNoticeSuggestion;
    const expected = defaultOverdueNotice({ invoiceDueDate: dueDate, notices: [], today, unitCharge: '30.00' });
    expect(suggestion).toMatchObject({
      refusal: null,
      earliestDate: addDays(dueDate, 14),
      ...expected,
      unitCharge: '30.00',
      chargedCount: 0,
      maxChargedCount: 2,
      interestAmount: latePaymentInterest(PAYABLE, dueDate, expected.issueDate).interest,
    });
    expect(expected.issueDate).toBe(addDays(dueDate, 14));
    expect(expected.charge).toBe('30.00');
  });

  it('tells the open invoice pages, from the transaction that sent the notice', async () => {
    const setup = await setUp(t);
    const id = await overdueInvoice(t, setup);
    const client = subscriptionClient(t, { token: setup.me.token, unitId: setup.me.unitId }, { lazy: false });
    try {
      const events = client.iterate<{ invoiceChanged: { id: string; currentDueDate: string } }>({
        query: 'subscription ($id: ID!) { invoiceChanged(invoiceId: $id) { id currentDueDate } }',
        variables: { id },
      });
      const next = events.next();
      await vi.waitFor(() => expect(t.app.services.pubsub.subscriberCount(invoiceTopic(setup.me.unitId, id))).toBe(1));
      await send(t, setup.me, id, notice(todayIn(t)));
      expect((await next).value).toEqual({
        data: { invoiceChanged: { id, currentDueDate: addDays(todayIn(t), 14) } },
      });
      await events.return?.();
    } finally {
      await client.dispose();
    }
  });

  // Last: it moves the test clock.
  it('moves the status from OVERDUE to OPEN with the notice, and back to OVERDUE after its due date', async () => {
    const setup = await setUp(t);
    const id = await overdueInvoice(t, setup);
    expect((await read(t, setup.me, id)).status).toBe('OVERDUE');
    const sent = await send(t, setup.me, id, notice(todayIn(t)));
    expect(sent.invoice).toMatchObject({ status: 'OPEN', currentDueDate: addDays(todayIn(t), 14) });
    t.clock.advance(14 * DAY);
    // The owner's session has idled out meanwhile: a colleague signed in now reads the invoice.
    const colleague = await signedInColleague(t, setup.me);
    expect((await read(t, colleague, id)).status).toBe('OPEN');
    t.clock.advance(DAY);
    const later = await signedInColleague(t, setup.me);
    expect((await read(t, later, id)).status).toBe('OVERDUE');
    const listed = await gqlOk(t, later, 'query { invoices(filters: { status: OVERDUE }) { items { id } } }');
    expect(listed.invoices.items).toEqual([{ id }]);
  });
});
