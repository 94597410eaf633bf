import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mails } from '../../db/schema-core.js';
import { createJobQueue } from '../../jobs/queue.js';
import { mailJob, smtpMailer } from '../../mail/mailer.js';
import { mailAttachments } from '../../mail/tables.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { mimeAttachments, startSmtpPeer } from '../../test/smtp-peer.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { orderMails } from './tables.js';

const MAIL_FIELDS = `id pdfType recipient subject status error createdAt sentAt
  attempts { at outcome answer } attachments { fileName contentType size }`;
const EMAIL = `mutation ($id: ID!, $input: EmailOrderInput!) { emailOrder(id: $id, input: $input) { ${MAIL_FIELDS} } }`;
const LOG = `query ($id: ID!) { order(id: $id) { number defaultMailRecipient mails { ${MAIL_FIELDS} } } }`;
const CANCEL = `mutation ($id: ID!) { cancelOrder(id: $id) { id } }`;

let customers = 0;
/** A customer of its own each time (a unit registers a customer once). */
const customerInput = (overrides: Record<string, unknown> = {}) => ({
  isCompany: false,
  name: `Kari Fjellvang ${(customers += 1)}`,
  invoiceDeliveryMethod: 'EMAIL',
  customEmail: 'faktura@fjellvang.no',
  creditDays: 14,
  reference: 'Ola',
  deliveryLocations: [{ address: 'Storgata 1', zip: '0155', city: 'Oslo', countryCode: 'NO' }],
  ...overrides,
});

type Setup = { me: Fixture; unitName: string };

async function setUp(t: TestApp): Promise<Setup> {
  const unitName = `Fjordhandel ${Date.now()} AS`;
  // The invoice settings' defaults apply: the order series, the currency.
  return { me: await userWithUnit(t, { unitName }), unitName };
}

async function orderOf(t: TestApp, setup: Setup, customer: Record<string, unknown> = {}): Promise<string> {
  const created = await gqlOk(
    t,
    setup.me,
    'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
    {
      input: customerInput(customer),
    },
  );
  const order = await gqlOk(t, setup.me, 'mutation ($input: OrderInput!) { createOrder(input: $input) { id } }', {
    input: {
      customerId: created.createCustomer.id,
      date: '2026-03-02',
      reference: 'Ola Nordmann',
      lines: [{ itemName: 'Blåbærsyltetøy', quantity: '2', priceAmount: '54.90', vatRateSymbol: 'REDUCED' }],
    },
  });
  return order.createOrder.id;
}

const logOf = async (t: TestApp, setup: Setup, id: string) => (await gqlOk(t, setup.me, LOG, { id })).order;

/** The unit's mails, links and attachments, to prove a refusal stored nothing. */
const stored = (t: TestApp, unitId: string) =>
  t.app.services.transactions.system(async (tx) => ({
    mails: (await tx.select().from(mails).where(eq(mails.unitId, unitId))).length,
    links: (await tx.select().from(orderMails).where(eq(orderMails.unitId, unitId))).length,
    attachments: (await tx.select().from(mailAttachments).where(eq(mailAttachments.unitId, unitId))).length,
    jobs: (
      (await tx.execute(sql`select count(*)::int as n from jobs where unit_id = ${unitId}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  }));

describe.each(TEST_DATABASES)('e-mailing an order (%s)', (kind) => {
  const t = useTestApp(kind);

  it("queues a mail in the customer's language to the customer's invoice address, with the order's PDF attached", async () => {
    const setup = await setUp(t);
    const id = await orderOf(t, setup);
    const { number, defaultMailRecipient } = await logOf(t, setup, id);
    expect(defaultMailRecipient).toBe('faktura@fjellvang.no');

    const { emailOrder } = await gqlOk(t, setup.me, EMAIL, {
      id,
      input: { pdfType: 'orderConfirmation', message: 'Takk for bestillingen!' },
    });

    expect(emailOrder).toMatchObject({
      pdfType: 'orderConfirmation',
      recipient: 'faktura@fjellvang.no',
      subject: `Ordrebekreftelse ${number} fra ${setup.unitName}`,
      status: 'QUEUED',
      attempts: [],
      sentAt: null,
      attachments: [
        { fileName: expect.stringMatching(/\.pdf$/), contentType: 'application/pdf', size: expect.any(Number) },
      ],
    });
    const [attachment] = await t.app.services.transactions.system((tx) =>
      tx.select().from(mailAttachments).where(eq(mailAttachments.mailId, emailOrder.id)),
    );
    expect(attachment!.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(attachment!.size).toBe(attachment!.data.length);
    const [mail] = await t.app.services.transactions.system((tx) =>
      tx.select().from(mails).where(eq(mails.id, emailOrder.id)),
    );
    expect(mail!.text).toContain(`vedlagt er ordrebekreftelse ${number} fra ${setup.unitName}`);
    expect(mail!.text).toContain('Takk for bestillingen!');
    expect(mail!.unitId).toBe(setup.me.unitId);
  });

  it('the job delivers it with the PDF (outbox without SMTP), and the order’s log shows the attempt', async () => {
    const setup = await setUp(t);
    const id = await orderOf(t, setup);
    const { emailOrder } = await gqlOk(t, setup.me, EMAIL, {
      id,
      input: { pdfType: 'packingSlip', recipient: ' lager@fjellvang.no ' },
    });
    const before = t.mails.length;
    await t.runDueJobs();

    const delivered = t.mails.slice(before).find((message) => message.subject === emailOrder.subject)!;
    expect(delivered.to).toBe('lager@fjellvang.no');
    expect(delivered.attachments).toHaveLength(1);
    expect(delivered.attachments![0]!.data.subarray(0, 5).toString()).toBe('%PDF-');
    const log = await logOf(t, setup, id);
    expect(log.mails).toEqual([
      expect.objectContaining({
        id: emailOrder.id,
        pdfType: 'packingSlip',
        subject: `Pakkseddel ${log.number} fra ${setup.unitName}`,
        status: 'OUTBOX',
        attempts: [{ at: expect.any(String), outcome: 'OUTBOX', answer: null }],
      }),
    ]);
  });

  it('through SMTP: the PDF arrives intact; a refusal is logged with the SMTP answer, retried, and FAILED after the last attempt', async () => {
    const peer = await startSmtpPeer('ukjent@fjellvang.no');
    const mailer = smtpMailer(`smtp://127.0.0.1:${peer.port}`, 'Fjord <no-reply@fjord.test>');
    try {
      const setup = await setUp(t);
      const id = await orderOf(t, setup);
      const worker = createJobQueue({ ...t.app.services, mailer }, [mailJob]);
      const sent = (await gqlOk(t, setup.me, EMAIL, { id, input: { pdfType: 'offer' } })).emailOrder;
      const refused = (
        await gqlOk(t, setup.me, EMAIL, { id, input: { pdfType: 'order', recipient: 'ukjent@fjellvang.no' } })
      ).emailOrder;
      await worker.runDueJobs();

      const [received] = peer.received.filter((mail) => mail.raw.includes(`Subject: ${sent.subject}`));
      const [pdf] = await t.app.services.transactions.system((tx) =>
        tx.select().from(mailAttachments).where(eq(mailAttachments.mailId, sent.id)),
      );
      expect(mimeAttachments(received!.raw)).toEqual([
        { fileName: pdf!.fileName, contentType: 'application/pdf', data: pdf!.data },
      ]);

      let log = (await logOf(t, setup, id)).mails;
      expect(log.find((mail: { id: string }) => mail.id === sent.id)).toMatchObject({ status: 'SENT', error: null });
      const waiting = log.find((mail: { id: string }) => mail.id === refused.id);
      expect(waiting).toMatchObject({ status: 'QUEUED', error: expect.stringContaining('550') });
      expect(waiting.attempts).toEqual([{ at: expect.any(String), outcome: 'FAILED', answer: waiting.error }]);

      for (const wait of [60_000, 120_000, 240_000, 480_000, 960_000]) {
        t.clock.advance(wait);
        await worker.runDueJobs();
      }
      log = (await logOf(t, setup, id)).mails;
      const failed = log.find((mail: { id: string }) => mail.id === refused.id);
      expect(failed.status).toBe('FAILED');
      expect(failed.attempts).toHaveLength(mailJob.maxAttempts);
      expect(failed.attempts.every((attempt: { answer: string }) => attempt.answer.includes('550'))).toBe(true);
    } finally {
      await mailer.close();
      await peer.stop();
    }
  });

  it('a customer abroad gets the mail in English', async () => {
    const setup = await setUp(t);
    const id = await orderOf(t, setup, {
      deliveryLocations: [{ address: 'Drottninggatan 1', zip: '111 51', city: 'Stockholm', countryCode: 'SE' }],
    });
    const { emailOrder } = await gqlOk(t, setup.me, EMAIL, { id, input: { pdfType: 'orderConfirmation' } });
    expect(emailOrder.subject).toMatch(new RegExp(`^Order confirmation \\d+ from ${setup.unitName}$`));
  });

  it("another unit's order answers NOT_FOUND, and nothing is queued", async () => {
    const setup = await setUp(t);
    const id = await orderOf(t, setup);
    const other = await userWithUnit(t);
    const result = await gql(
      t,
      EMAIL,
      { id, input: { pdfType: 'order' } },
      { token: other.token, unitId: other.unitId },
    );
    expect(errorCode(result)).toBe('NOT_FOUND');
    expect(await stored(t, setup.me.unitId)).toEqual({ mails: 0, links: 0, attachments: 0, jobs: 0 });
  });

  it('refusals (no or bad recipient, too long a message, a cancelled order, no right to send) store nothing', async () => {
    const setup = await setUp(t);
    const withoutEmail = await orderOf(t, setup, { invoiceDeliveryMethod: 'MAIL', customEmail: null });
    expect((await logOf(t, setup, withoutEmail)).defaultMailRecipient).toBeNull();
    expect(await gqlValidations(t, setup.me, EMAIL, { id: withoutEmail, input: { pdfType: 'order' } })).toEqual([
      { model: 'orderMail', attribute: 'recipient', type: 'blank' },
    ]);
    expect(
      await gqlValidations(t, setup.me, EMAIL, {
        id: withoutEmail,
        input: { pdfType: 'order', recipient: 'ola@fjellvang', message: 'x'.repeat(2001) },
      }),
    ).toEqual([
      { model: 'orderMail', attribute: 'recipient', type: 'invalid' },
      { model: 'orderMail', attribute: 'message', type: 'too_long' },
    ]);
    const cancelled = await orderOf(t, setup);
    await gqlOk(t, setup.me, CANCEL, { id: cancelled });
    expect(
      await gqlValidations(t, setup.me, EMAIL, { id: cancelled, input: { pdfType: 'orderConfirmation' } }),
    ).toEqual([{ model: 'orderMail', attribute: 'base', type: 'invalid' }]);
    const reader = await userWithUnit(t);
    await addMember(t, reader.userId, setup.me.unitId, 'readOnly');
    const forbidden = await gql(
      t,
      EMAIL,
      { id: withoutEmail, input: { pdfType: 'order', recipient: 'ola@fjellvang.no' } },
      { token: reader.token, unitId: setup.me.unitId },
    );
    expect(errorCode(forbidden)).toBe('FORBIDDEN');
    expect(await stored(t, setup.me.unitId)).toEqual({ mails: 0, links: 0, attachments: 0, jobs: 0 });
  });
});
