import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { units } from '../../db/schema-core.js';
import { jobs } from '../../jobs/tables.js';
import {
  SIMULATED_DETAILS,
  SIMULATED_RECEIVER_BOTH,
  SIMULATED_RECEIVER_INVOICE_ONLY,
  SIMULATED_RECEIVER_NOT_REGISTERED,
  SIMULATED_RECEIVER_REJECTS,
  SIMULATED_RECEIVER_SILENT,
} from '../../access-point/simulator.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { credit, INVOICE_SETTING, issued } from '../../test/credit-note-fixtures.js';
import { ORDER_CUSTOMER } from '../../test/customer-fixture.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk } from '../../test/sweeps.js';
import { pollEhfDelivery } from './ehf-jobs.js';
import { invoiceDeliveries, invoiceDeliveryDocuments, invoiceDeliveryEvents } from './tables.js';

const STEP_MS = 10_000;
/** The simulator moves a message every 10 s; we poll every 10 s and give up after an hour. */
const ENV = {
  ACCESS_POINT_SIMULATOR_STEP_MS: String(STEP_MS),
  ACCESS_POINT_POLL_MS: String(STEP_MS),
  ACCESS_POINT_POLL_MAX_MS: String(STEP_MS),
  ACCESS_POINT_GIVE_UP_HOURS: '1',
};

const SEND = `mutation ($id: ID!, $input: SendInvoiceInput!) { sendInvoice(id: $id, input: $input) {
  id channel state recipient } }`;
const LOG = `query ($id: ID!) { invoice(id: $id) { deliveries {
  id channel state recipient failure events { state at detail } } } }`;
const CHOICE = `query ($id: ID!) { invoice(id: $id) { sendChoice { preferred offered needsConfirmation
  receiver { participantId registered invoice creditNote } } } }`;
const VALIDATION = `query ($id: ID!) { invoice(id: $id) {
  ehfValidation { valid findings { ruleId flag text message terms field location } } } }`;

type Seller = { me: Fixture; customerId: string };

/** A VAT-registered seller with an organisation number (what a valid EHF needs) and a customer with the given one. */
async function seller(t: TestApp, buyer: string | null, registered = true): Promise<Seller> {
  const me = await userWithUnit(t);
  await gqlOk(
    t,
    me,
    'mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { bban } }',
    {
      input: INVOICE_SETTING,
    },
  );
  if (registered)
    await t.app.services.transactions.system((tx) =>
      tx
        .update(units)
        .set({ organizationNumber: '914778271', vatRegulation: 'VAT_REGISTERED', address: 'Storgata 1', zip: '0155' })
        .where(eq(units.id, me.unitId)),
    );
  const customer = await gqlOk(t, me, 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }', {
    input: buyer
      ? { ...ORDER_CUSTOMER, organizationNumber: buyer }
      : // A private person: no organisation number, so no Peppol id.
        {
          ...ORDER_CUSTOMER,
          isCompany: false,
          organizationNumber: null,
          invoiceDeliveryMethod: 'EMAIL',
          customEmail: 'ola@example.no',
        },
  });
  return { me, customerId: customer.createCustomer.id };
}

const sendEhf = (t: TestApp, who: Fixture, id: string) =>
  gql(t, SEND, { id, input: { channel: 'EHF' } }, { token: who.token, unitId: who.unitId });

const validationsOf = (result: Awaited<ReturnType<typeof sendEhf>>) =>
  (result.body.errors?.[0]?.extensions?.validations ?? []) as {
    model: string;
    attribute: string;
    type: string;
    params?: Record<string, string>;
  }[];

const logOf = async (t: TestApp, who: Fixture, id: string) => (await gqlOk(t, who, LOG, { id })).invoice.deliveries;

/** What a refusal must leave unchanged: the unit's deliveries, their events and documents, and its EHF jobs. */
const savedOf = (t: TestApp, unitId: string) =>
  t.app.services.transactions.system(async (tx) => ({
    deliveries: await tx.select().from(invoiceDeliveries).where(eq(invoiceDeliveries.unitId, unitId)),
    events: await tx.select().from(invoiceDeliveryEvents).where(eq(invoiceDeliveryEvents.unitId, unitId)),
    documents: await tx.select().from(invoiceDeliveryDocuments).where(eq(invoiceDeliveryDocuments.unitId, unitId)),
    jobs: await tx.select().from(jobs).where(eq(jobs.unitId, unitId)),
  }));

const pollJobsOf = (t: TestApp, unitId: string) =>
  t.app.services.transactions.system((tx) =>
    tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.unitId, unitId), eq(jobs.kind, 'ehf.poll'))),
  );

/** Moves the clock and runs what is due, as the worker would. */
async function after(t: TestApp, ms: number): Promise<void> {
  t.clock.advance(ms);
  await t.runDueJobs();
}

describe.each(TEST_DATABASES)('sending by EHF (%s)', { timeout: 60_000 }, (kind) => {
  const t = useTestApp(kind, ENV);

  it('a registered receiver: before sending → pending (message id) → sent → received → delivered, each move once with its time', async () => {
    const setup = await seller(t, SIMULATED_RECEIVER_BOTH);
    const invoice = await issued(t, setup);
    const sent = await sendEhf(t, setup.me, invoice.id);
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data!.sendInvoice).toEqual([
      { id: expect.any(String), channel: 'EHF', state: 'BEFORE_SENDING', recipient: `0192:${SIMULATED_RECEIVER_BOTH}` },
    ]);
    const deliveryId = sent.body.data!.sendInvoice[0].id;

    // What was sent is kept as it was: the same XML the download gives.
    const download = await fetch(`${t.url}/ehf/invoices/${invoice.id}`, {
      headers: { authorization: `Bearer ${setup.me.token}`, 'x-unit-id': setup.me.unitId },
    });
    const [stored] = (await savedOf(t, setup.me.unitId)).documents;
    expect(stored).toMatchObject({
      deliveryId,
      fileName: `Faktura-${invoice.number}.xml`,
      contentType: 'application/xml',
    });
    expect(stored!.content).toBe(await download.text());
    const sentDocument = await fetch(`${t.url}/ehf/deliveries/${deliveryId}`, {
      headers: { authorization: `Bearer ${setup.me.token}`, 'x-unit-id': setup.me.unitId },
    });
    expect(sentDocument.headers.get('content-disposition')).toBe(
      `attachment; filename="Faktura-${invoice.number}.xml"`,
    );
    expect(await sentDocument.text()).toBe(stored!.content);
    // Another unit does not see it.
    const stranger = await userWithUnit(t);
    const hidden = await fetch(`${t.url}/ehf/deliveries/${deliveryId}`, {
      headers: { authorization: `Bearer ${stranger.token}`, 'x-unit-id': stranger.unitId },
    });
    expect(hidden.status).toBe(404);

    await t.runDueJobs();
    const [handedOver] = await t.app.services.transactions.system((tx) =>
      tx.select().from(invoiceDeliveries).where(eq(invoiceDeliveries.id, deliveryId)),
    );
    expect(handedOver).toMatchObject({ state: 'PENDING', providerReference: expect.stringMatching(/^SIM-/) });
    const sentAt = Number(handedOver!.providerReference!.split('-')[2]);

    for (const state of ['SENT', 'RECEIVED', 'DELIVERED']) {
      await after(t, STEP_MS + 100);
      expect((await logOf(t, setup.me, invoice.id))[0].state).toBe(state);
    }
    await after(t, 10 * STEP_MS);
    const [delivery] = await logOf(t, setup.me, invoice.id);
    expect(delivery.events.map((event: { state: string }) => event.state)).toEqual([
      'BEFORE_SENDING',
      'PENDING',
      'SENT',
      'RECEIVED',
      'DELIVERED',
    ]);
    // The access point's times (the API gives seconds): each state one step after the last.
    const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;
    expect(delivery.events.slice(2).map((event: { at: string }) => Date.parse(event.at))).toEqual(
      [1, 2, 3].map((step) => seconds(sentAt + step * STEP_MS)),
    );
    expect(delivery.events[4].detail).toBe(SIMULATED_DETAILS.DELIVERED);
    // Delivered is the end: no poll is left waiting.
    expect((await pollJobsOf(t, setup.me.unitId)).filter((job) => job.state === 'queued')).toEqual([]);
  });

  it('a receiver not in the network is refused (ehfReceiverNotRegistered) and nothing is saved', async () => {
    const setup = await seller(t, SIMULATED_RECEIVER_NOT_REGISTERED);
    const invoice = await issued(t, setup);
    const before = await savedOf(t, setup.me.unitId);
    const result = await sendEhf(t, setup.me, invoice.id);
    expect(errorCode(result)).toBe('VALIDATION');
    expect(validationsOf(result)).toEqual([
      {
        model: 'invoiceDelivery',
        attribute: 'channel',
        type: 'ehfReceiverNotRegistered',
        params: { participantId: `0192:${SIMULATED_RECEIVER_NOT_REGISTERED}` },
      },
    ]);
    expect(await savedOf(t, setup.me.unitId)).toEqual(before);
  });

  it('a buyer without an organisation number is refused (ehfNeedsOrganizationNumber)', async () => {
    const setup = await seller(t, null);
    const invoice = await issued(t, setup);
    const result = await sendEhf(t, setup.me, invoice.id);
    expect(validationsOf(result).map((v) => v.type)).toEqual(['ehfNeedsOrganizationNumber']);
    expect((await savedOf(t, setup.me.unitId)).deliveries).toEqual([]);
  });

  it('a receiver registered for invoices only takes the invoice but not the credit note (ehfReceiverRefusesDocumentType)', async () => {
    const setup = await seller(t, SIMULATED_RECEIVER_INVOICE_ONLY);
    const invoice = await issued(t, setup);
    const note = await credit(t, setup.me, invoice.id);
    const refused = await sendEhf(t, setup.me, note.id);
    expect(validationsOf(refused)).toEqual([
      {
        model: 'invoiceDelivery',
        attribute: 'channel',
        type: 'ehfReceiverRefusesDocumentType',
        params: { participantId: `0192:${SIMULATED_RECEIVER_INVOICE_ONLY}`, documentType: 'creditNote' },
      },
    ]);
    expect((await savedOf(t, setup.me.unitId)).deliveries).toEqual([]);
    expect((await sendEhf(t, setup.me, invoice.id)).body.errors).toBeUndefined();
    const choice = (await gqlOk(t, setup.me, CHOICE, { id: note.id })).invoice.sendChoice;
    expect(choice.offered).not.toContain('EHF');
    expect(choice.receiver).toEqual({
      participantId: `0192:${SIMULATED_RECEIVER_INVOICE_ONLY}`,
      registered: true,
      invoice: true,
      creditNote: false,
    });
  });

  it('an EHF with a fatal finding is refused with each rule (ehfRuleFailed) and nothing is saved; ehfValidation shows the same', async () => {
    // A seller without organisation number and VAT registration: its EHF breaks Peppol's rules.
    const setup = await seller(t, SIMULATED_RECEIVER_BOTH, false);
    const invoice = await issued(t, setup);
    const before = await savedOf(t, setup.me.unitId);
    const result = await sendEhf(t, setup.me, invoice.id);
    expect(errorCode(result)).toBe('VALIDATION');
    const refusals = validationsOf(result);
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals)
      expect(refusal).toMatchObject({
        model: 'invoiceDelivery',
        attribute: 'ehf',
        type: 'ehfRuleFailed',
        params: { ruleId: expect.any(String), text: expect.any(String), location: expect.any(String) },
      });
    expect(await savedOf(t, setup.me.unitId)).toEqual(before);

    const report = (await gqlOk(t, setup.me, VALIDATION, { id: invoice.id })).invoice.ehfValidation;
    expect(report.valid).toBe(false);
    const fatal = report.findings.filter((finding: { flag: string }) => finding.flag === 'FATAL');
    expect(fatal.map((finding: { ruleId: string }) => finding.ruleId)).toEqual(refusals.map((r) => r.params!.ruleId));
    // The seller's party is where the missing organisation number shows.
    expect(fatal.map((finding: { field: string | null }) => finding.field)).toContain('supplier');
    // Each rule in the user's language (nb by default) with the terms it names, the official English beside it.
    for (const finding of fatal as { text: string; message: string; terms: string[] }[]) {
      expect(finding.message).not.toBe('');
      expect(finding.message).not.toBe(finding.text.replace(/^\[[^\]]+\]-\s*/, ''));
    }
    expect(fatal.flatMap((finding: { terms: string[] }) => finding.terms).join(' ')).toMatch(/\(BT-\d+\)/);
    for (const refusal of refusals) expect(refusal.params).toMatchObject({ messageNb: expect.any(String) });
  });

  it('a valid EHF validates with no fatal finding (warnings do not block)', async () => {
    const setup = await seller(t, SIMULATED_RECEIVER_BOTH);
    const invoice = await issued(t, setup);
    const report = (await gqlOk(t, setup.me, VALIDATION, { id: invoice.id })).invoice.ehfValidation;
    expect(report.valid).toBe(true);
    expect(report.findings.filter((finding: { flag: string }) => finding.flag === 'FATAL')).toEqual([]);
  });

  it('the receiver’s access point rejects: the delivery fails with the access point’s reason', async () => {
    const setup = await seller(t, SIMULATED_RECEIVER_REJECTS);
    const invoice = await issued(t, setup);
    expect((await sendEhf(t, setup.me, invoice.id)).body.errors).toBeUndefined();
    await t.runDueJobs();
    await after(t, STEP_MS + 100);
    await after(t, STEP_MS + 100);
    const [delivery] = await logOf(t, setup.me, invoice.id);
    expect(delivery).toMatchObject({ state: 'FAILED', failure: SIMULATED_DETAILS.REJECTED });
    expect(delivery.events.map((event: { state: string }) => event.state)).toEqual([
      'BEFORE_SENDING',
      'PENDING',
      'SENT',
      'FAILED',
    ]);
  });

  it('no final answer within the time limit: the delivery fails with the reason, and polling ends', async () => {
    const setup = await seller(t, SIMULATED_RECEIVER_SILENT);
    const invoice = await issued(t, setup);
    expect((await sendEhf(t, setup.me, invoice.id)).body.errors).toBeUndefined();
    await t.runDueJobs();
    for (let minute = 0; minute < 61; minute += 1) await after(t, 60_000);
    const [delivery] = await logOf(t, setup.me, invoice.id);
    expect(delivery.state).toBe('FAILED');
    expect(delivery.failure).toBe('Ingen endelig kvittering fra aksesspunktet etter 1 timer (siste status: SENT)');
    expect((await pollJobsOf(t, setup.me.unitId)).filter((job) => job.state === 'queued')).toEqual([]);
  });

  it('two pollers at once log each move once and leave one next poll', async () => {
    const setup = await seller(t, SIMULATED_RECEIVER_BOTH);
    const invoice = await issued(t, setup);
    expect((await sendEhf(t, setup.me, invoice.id)).body.errors).toBeUndefined();
    await t.runDueJobs();
    const [first] = await pollJobsOf(t, setup.me.unitId);
    t.clock.advance(STEP_MS + 100);
    const payload = first!.payload as { deliveryId: string; poll: number; handedOverAt: string };
    await Promise.all([
      pollEhfDelivery(t.app.services, setup.me.unitId, payload),
      pollEhfDelivery(t.app.services, setup.me.unitId, payload),
    ]);
    t.clock.advance(2 * STEP_MS);
    await Promise.all([
      pollEhfDelivery(t.app.services, setup.me.unitId, { ...payload, poll: 2 }),
      pollEhfDelivery(t.app.services, setup.me.unitId, { ...payload, poll: 2 }),
    ]);
    const [delivery] = await logOf(t, setup.me, invoice.id);
    expect(delivery.events.map((event: { state: string }) => event.state)).toEqual([
      'BEFORE_SENDING',
      'PENDING',
      'SENT',
      'DELIVERED',
    ]);
    // The first two polls left one poll 2 between them (the job queued by the transmit job is poll 1).
    const polls = await pollJobsOf(t, setup.me.unitId);
    expect(polls.map((job) => job.key).sort()).toEqual([`${payload.deliveryId}:1`, `${payload.deliveryId}:2`]);
  });

  it('another unit’s invoice is NOT_FOUND and nothing is saved in either unit', async () => {
    const setup = await seller(t, SIMULATED_RECEIVER_BOTH);
    const other = await seller(t, SIMULATED_RECEIVER_BOTH);
    const invoice = await issued(t, other);
    const result = await sendEhf(t, setup.me, invoice.id);
    expect(errorCode(result)).toBe('NOT_FOUND');
    expect((await savedOf(t, setup.me.unitId)).deliveries).toEqual([]);
    expect((await savedOf(t, other.me.unitId)).deliveries).toEqual([]);
  });
});

/** Sets the test clock to an instant (it keeps running from there). */
const setClock = (t: TestApp, iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

describe.each(TEST_DATABASES)('the 2027 mandate (%s)', { timeout: 60_000 }, (kind) => {
  const t = useTestApp(kind, ENV);
  const sendBy = (who: Fixture, id: string, input: Record<string, unknown>) =>
    gql(t, SEND, { id, input }, { token: who.token, unitId: who.unitId });
  const mandateRefusal = (result: Awaited<ReturnType<typeof sendBy>>) =>
    validationsOf(result).find((v) => v.type === 'ehfMandateNeedsConfirmation');

  it('before 2027-01-01 in Oslo e-mail and post need no confirmation', async () => {
    // 23:59:30 on New Year's Eve in Oslo is still 2026.
    setClock(t, '2026-12-31T22:59:30Z');
    const setup = await seller(t, SIMULATED_RECEIVER_BOTH);
    const invoice = await issued(t, setup);
    const choice = (await gqlOk(t, setup.me, CHOICE, { id: invoice.id })).invoice.sendChoice;
    expect(choice).toMatchObject({ preferred: 'EHF', offered: ['EHF', 'EMAIL', 'MAIL'], needsConfirmation: [] });
    expect(mandateRefusal(await sendBy(setup.me, invoice.id, { channel: 'EMAIL' }))).toBeUndefined();
  });

  it('from 2027-01-01 in Oslo e-mail or post to a domestic business that takes EHF needs confirmed: true', async () => {
    // 00:00:30 on New Year's Day in Oslo (23:00:30 UTC).
    setClock(t, '2026-12-31T23:00:30Z');
    const setup = await seller(t, SIMULATED_RECEIVER_BOTH);
    const invoice = await issued(t, setup);
    const choice = (await gqlOk(t, setup.me, CHOICE, { id: invoice.id })).invoice.sendChoice;
    expect(choice).toMatchObject({ preferred: 'EHF', needsConfirmation: ['EMAIL', 'MAIL'] });
    const before = await savedOf(t, setup.me.unitId);
    for (const channel of ['EMAIL', 'MAIL']) {
      const refused = await sendBy(setup.me, invoice.id, { channel });
      expect(errorCode(refused)).toBe('VALIDATION');
      expect(mandateRefusal(refused)).toEqual({
        model: 'invoiceDelivery',
        attribute: 'confirmed',
        type: 'ehfMandateNeedsConfirmation',
        params: { participantId: `0192:${SIMULATED_RECEIVER_BOTH}` },
      });
    }
    expect(await savedOf(t, setup.me.unitId)).toEqual(before);
    // Confirmed, the mandate lets it through (to the channel's own sending).
    expect(mandateRefusal(await sendBy(setup.me, invoice.id, { channel: 'EMAIL', confirmed: true }))).toBeUndefined();
  });

  it('from 2027 a buyer outside the network, or without an organisation number, needs no confirmation', async () => {
    setClock(t, '2027-01-05T10:00:00Z');
    for (const buyer of [SIMULATED_RECEIVER_NOT_REGISTERED, null]) {
      const setup = await seller(t, buyer);
      const invoice = await issued(t, setup);
      const choice = (await gqlOk(t, setup.me, CHOICE, { id: invoice.id })).invoice.sendChoice;
      expect(choice.needsConfirmation).toEqual([]);
      expect(choice.offered).not.toContain('EHF');
      expect(mandateRefusal(await sendBy(setup.me, invoice.id, { channel: 'MAIL' }))).toBeUndefined();
    }
  });
});
