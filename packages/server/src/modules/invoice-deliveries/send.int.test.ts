import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { mails } from '../../db/schema-core.js';
import { createJobQueue } from '../../jobs/queue.js';
import { mailJob, smtpMailer } from '../../mail/mailer.js';
import { mailAttachments } from '../../mail/tables.js';
import { WINDOW } from '../../pdf/render.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { ORDER_CUSTOMER } from '../../test/customer-fixture.js';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor, userWithUnit } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { issueInvoice, ledgerUnit, noticeInvoice, type Ledger } from '../../test/invoice-ledger-fixture.js';
import { pdfPlacedText, pdfText } from '../../test/pdf-text.js';
import { mimeAttachments, startSmtpPeer } from '../../test/smtp-peer.js';
import { INVOICE_SETTING } from '../../test/sweep-fixtures/invoices.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { storeFile } from '../files/service.js';
import { invoiceAttachments, invoices, overdueNotices } from '../invoices/tables.js';
import { invoiceDeliveries, invoiceDeliveryEvents } from './tables.js';

const DELIVERY = `id channel state recipient failure overdueNoticeId printUrl
  events { state detail } attempts { outcome answer }`;
const SEND = `mutation ($id: ID!, $input: SendInvoiceInput!) { sendInvoice(id: $id, input: $input) { ${DELIVERY} } }`;
const PRINT = `mutation ($ids: [ID!]!) { printInvoices(ids: $ids) { url deliveries { ${DELIVERY} } } }`;
const LOG = `query ($id: ID!) { invoice(id: $id) { number deliveries { ${DELIVERY} } } }`;
const SAVE_SETTING =
  'mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { invoiceEmailCopy } }';
const CREATE_CUSTOMER = 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }';

const COPIES = ['regnskap@fjordhandel.no', 'arkiv@fjordhandel.no'];

type Setup = Ledger & { emailCustomer: string };

/** A unit sending copies of its invoices to two addresses, with a customer billed by e-mail. */
async function setUp(t: TestApp, copies = COPIES): Promise<Setup> {
  const ledger = await ledgerUnit(t);
  await gqlOk(t, ledger.who, SAVE_SETTING, { input: { ...INVOICE_SETTING, invoiceEmailCopy: copies } });
  const emailCustomer = (
    await gqlOk(t, ledger.who, CREATE_CUSTOMER, {
      input: {
        ...ORDER_CUSTOMER,
        name: 'Kari Fjellvang',
        isCompany: false,
        organizationNumber: null,
        invoiceDeliveryMethod: 'EMAIL',
        customEmail: 'faktura@fjellvang.no',
      },
    })
  ).createCustomer.id;
  return { ...ledger, emailCustomer };
}

const logOf = async (t: TestApp, setup: Setup, id: string) => (await gqlOk(t, setup.who, LOG, { id })).invoice;

/** Everything a sending stores in the unit, to prove a refusal stored nothing. */
const stored = (t: TestApp, unitId: string) =>
  t.app.services.transactions.system(async (tx) => ({
    deliveries: (await tx.select().from(invoiceDeliveries).where(eq(invoiceDeliveries.unitId, unitId))).length,
    events: (await tx.select().from(invoiceDeliveryEvents).where(eq(invoiceDeliveryEvents.unitId, unitId))).length,
    mails: (await tx.select().from(mails).where(eq(mails.unitId, unitId))).length,
    jobs: (
      (await tx.execute(sql`select count(*)::int as n from jobs where unit_id = ${unitId}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  }));

const NOTHING = { deliveries: 0, events: 0, mails: 0, jobs: 0 };

/** A PNG the invoice is issued with (stored as the upload stores it). */
async function attachPng(t: TestApp, setup: Setup, invoiceId: string): Promise<Buffer> {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('tegning')]);
  await t.app.services.transactions.tenant(setup.who.unitId, async (tx) => {
    const actor = actorFor(t, setup.who);
    const file = await storeFile(tx, actor, {
      kind: 'invoice_attachment',
      fileName: 'Tegning.png',
      contentType: 'image/png',
      data: png,
    });
    await tx.insert(invoiceAttachments).values({
      unitId: actor.unitId,
      invoiceId,
      fileId: file.id,
      position: 0,
      createdById: actor.userId,
      updatedById: actor.userId,
      createdAt: actor.at,
      updatedAt: actor.at,
    });
  });
  return png;
}

const getPdf = (t: TestApp, who: { token: string; unitId: string }, url: string) =>
  fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${who.token}`, 'x-unit-id': who.unitId } });

describe.each(TEST_DATABASES)('sending invoices (%s)', (kind) => {
  const t = useTestApp(kind);

  describe('by e-mail', () => {
    it('mails the customer and each copy address as deliveries of their own, in Norwegian, with the PDF and the attachments', async () => {
      const setup = await setUp(t);
      const invoice = await issueInvoice(t, setup, setup.emailCustomer, '2026-11-02', [
        { net: '1000', vat: 'STANDARD' },
      ]);
      await attachPng(t, setup, invoice.id);

      const { sendInvoice } = await gqlOk(t, setup.who, SEND, {
        id: invoice.id,
        input: { channel: 'EMAIL', message: 'Takk for handelen!' },
      });
      expect(sendInvoice.map((delivery: { recipient: string }) => delivery.recipient)).toEqual([
        'faktura@fjellvang.no',
        ...COPIES,
      ]);
      for (const delivery of sendInvoice)
        expect(delivery).toMatchObject({ channel: 'EMAIL', state: 'PENDING', printUrl: null, attempts: [] });

      const rows = await t.app.services.transactions.system((tx) =>
        tx.select().from(mails).where(eq(mails.unitId, setup.who.unitId)),
      );
      expect(rows).toHaveLength(3);
      for (const mail of rows) {
        expect(mail.subject).toBe(`Faktura ${invoice.number} fra ${mail.subject.split(' fra ')[1]}`);
        expect(mail.text).toContain(`vedlagt er faktura ${invoice.number} fra`);
        expect(mail.text).toContain('med forfall 16.11.2026');
        expect(mail.text).toContain('Takk for handelen!');
        const files = await t.app.services.transactions.system((tx) =>
          tx.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail.id)),
        );
        expect(files.map((file) => file.fileName)).toEqual([`Faktura-${invoice.number}.pdf`, 'Tegning.png']);
        expect(files[0]!.data.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    it('the delivery follows its mail: kept in the outbox (no SMTP) it is DELIVERED, with the attempt shown', async () => {
      const setup = await setUp(t, []);
      const invoice = await issueInvoice(t, setup, setup.emailCustomer, '2026-11-02', [{ net: '500', vat: 'REDUCED' }]);
      const [sent] = (
        await gqlOk(t, setup.who, SEND, {
          id: invoice.id,
          input: { channel: 'EMAIL', recipient: ' regnskap@fjellvang.no ' },
        })
      ).sendInvoice;
      await t.runDueJobs();

      const [delivery] = (await logOf(t, setup, invoice.id)).deliveries;
      expect(delivery).toMatchObject({
        id: sent.id,
        recipient: 'regnskap@fjellvang.no',
        state: 'DELIVERED',
        events: [
          { state: 'PENDING', detail: null },
          { state: 'DELIVERED', detail: 'OUTBOX' },
        ],
        attempts: [{ outcome: 'OUTBOX', answer: null }],
      });
      expect(t.mails.find((mail) => mail.to === 'regnskap@fjellvang.no')!.attachments![0]!.fileName).toBe(
        `Faktura-${invoice.number}.pdf`,
      );
    });

    it('through SMTP the PDF and attachments arrive intact; a refused address is retried, and its delivery FAILED with the SMTP answer after the last attempt', async () => {
      const peer = await startSmtpPeer('ukjent@fjellvang.no');
      const mailer = smtpMailer(`smtp://127.0.0.1:${peer.port}`, 'Fjord <no-reply@fjord.test>');
      try {
        const setup = await setUp(t, ['ukjent@fjellvang.no']);
        const invoice = await issueInvoice(t, setup, setup.emailCustomer, '2026-11-02', [
          { net: '1000', vat: 'STANDARD' },
        ]);
        const png = await attachPng(t, setup, invoice.id);
        const worker = createJobQueue({ ...t.app.services, mailer }, [mailJob]);
        const [toCustomer, toCopy] = (await gqlOk(t, setup.who, SEND, { id: invoice.id, input: { channel: 'EMAIL' } }))
          .sendInvoice;
        await worker.runDueJobs();

        const received = peer.received.find((mail) => mail.to.includes('faktura@fjellvang.no'))!;
        const [pdf] = await t.app.services.transactions.system((tx) =>
          tx
            .select()
            .from(mailAttachments)
            .where(
              and(
                eq(mailAttachments.unitId, setup.who.unitId),
                eq(mailAttachments.fileName, `Faktura-${invoice.number}.pdf`),
              ),
            ),
        );
        expect(mimeAttachments(received.raw)).toEqual([
          { fileName: `Faktura-${invoice.number}.pdf`, contentType: 'application/pdf', data: pdf!.data },
          { fileName: 'Tegning.png', contentType: 'image/png', data: png },
        ]);
        let log = (await logOf(t, setup, invoice.id)).deliveries;
        expect(log.find((d: { id: string }) => d.id === toCustomer.id)).toMatchObject({
          state: 'DELIVERED',
          attempts: [{ outcome: 'SENT', answer: null }],
        });
        const waiting = log.find((d: { id: string }) => d.id === toCopy.id);
        expect(waiting).toMatchObject({ state: 'PENDING', failure: null });
        expect(waiting.attempts).toEqual([{ outcome: 'FAILED', answer: expect.stringContaining('550') }]);

        for (const wait of [60_000, 120_000, 240_000, 480_000, 960_000]) {
          t.clock.advance(wait);
          await worker.runDueJobs();
        }
        log = (await logOf(t, setup, invoice.id)).deliveries;
        const failed = log.find((d: { id: string }) => d.id === toCopy.id);
        expect(failed.state).toBe('FAILED');
        expect(failed.failure).toContain('550');
        expect(failed.attempts).toHaveLength(mailJob.maxAttempts);
        expect(failed.events.map((event: { state: string }) => event.state)).toEqual(['PENDING', 'FAILED']);
        expect(failed.events[1].detail).toBe(failed.failure);
      } finally {
        await mailer.close();
        await peer.stop();
      }
    });

    it('an overdue notice goes as its own PDF; a notice of another invoice or unit is NOT_FOUND and nothing is saved', async () => {
      const setup = await setUp(t, []);
      const invoice = await issueInvoice(t, setup, setup.emailCustomer, '2026-10-01', [
        { net: '800', vat: 'STANDARD' },
      ]);
      const other = await issueInvoice(t, setup, setup.emailCustomer, '2026-10-01', [{ net: '90', vat: 'STANDARD' }]);
      await noticeInvoice(t, setup, invoice.id, {
        sequence: 1,
        issueDate: '2026-10-20',
        charge: '35',
        interestAmount: '0',
      });
      await noticeInvoice(t, setup, other.id, {
        sequence: 1,
        issueDate: '2026-10-20',
        charge: '35',
        interestAmount: '0',
      });
      const noticeOf = async (invoiceId: string) =>
        (
          await t.app.services.transactions.system((tx) =>
            tx.select().from(overdueNotices).where(eq(overdueNotices.invoiceId, invoiceId)),
          )
        )[0]!.id;
      const notice = await noticeOf(invoice.id);

      const before = await stored(t, setup.who.unitId);
      const wrong = await gql(
        t,
        SEND,
        { id: invoice.id, input: { channel: 'EMAIL', overdueNoticeId: await noticeOf(other.id) } },
        { token: setup.who.token, unitId: setup.who.unitId },
      );
      expect(errorCode(wrong)).toBe('NOT_FOUND');
      expect(await stored(t, setup.who.unitId)).toEqual(before);

      const [sent] = (
        await gqlOk(t, setup.who, SEND, { id: invoice.id, input: { channel: 'EMAIL', overdueNoticeId: notice } })
      ).sendInvoice;
      expect(sent).toMatchObject({ overdueNoticeId: notice, state: 'PENDING' });
      const [mail] = await t.app.services.transactions.system((tx) =>
        tx.select().from(mails).where(eq(mails.unitId, setup.who.unitId)),
      );
      expect(mail!.subject).toMatch(new RegExp(`^1\\. purring på faktura ${invoice.number} fra `));
      expect(mail!.text).toContain('innen 03.11.2026');
      const [file] = await t.app.services.transactions.system((tx) =>
        tx.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail!.id)),
      );
      expect(file!.fileName).toBe(`Purring-${invoice.number}.pdf`);
    });

    it('refusals (no address, a bad one, too long a message) name the field and save nothing', async () => {
      const setup = await setUp(t);
      const invoice = await issueInvoice(t, setup, setup.customers.fjellvang, '2026-11-02', [
        { net: '1000', vat: 'STANDARD' },
      ]);
      expect(await gqlValidations(t, setup.who, SEND, { id: invoice.id, input: { channel: 'EMAIL' } })).toEqual([
        { model: 'invoiceDelivery', attribute: 'recipient', type: 'blank' },
      ]);
      expect(
        await gqlValidations(t, setup.who, SEND, {
          id: invoice.id,
          input: { channel: 'EMAIL', recipient: 'ola@fjellvang', message: 'x'.repeat(2001) },
        }),
      ).toEqual([
        { model: 'invoiceDelivery', attribute: 'recipient', type: 'invalid' },
        { model: 'invoiceDelivery', attribute: 'message', type: 'too_long' },
      ]);
      expect(await stored(t, setup.who.unitId)).toEqual(NOTHING);
    });

    it("another unit's invoice is NOT_FOUND by either channel, and nothing of it changes", async () => {
      const setup = await setUp(t);
      const invoice = await issueInvoice(t, setup, setup.emailCustomer, '2026-11-02', [
        { net: '100', vat: 'STANDARD' },
      ]);
      const other = await userWithUnit(t);
      for (const channel of ['EMAIL', 'MAIL']) {
        const result = await gql(
          t,
          SEND,
          { id: invoice.id, input: { channel } },
          { token: other.token, unitId: other.unitId },
        );
        expect(errorCode(result)).toBe('NOT_FOUND');
      }
      const print = await gql(t, PRINT, { ids: [invoice.id] }, { token: other.token, unitId: other.unitId });
      expect(errorCode(print)).toBe('NOT_FOUND');
      expect(await stored(t, setup.who.unitId)).toEqual(NOTHING);
    });
  });

  describe('by post', () => {
    it('records a delivered (printed) MAIL delivery whose PDF puts the address in the envelope window', async () => {
      const setup = await setUp(t);
      const invoice = await issueInvoice(t, setup, setup.customers.fjellvang, '2026-11-02', [
        { net: '1000', vat: 'STANDARD' },
      ]);
      const [delivery] = (await gqlOk(t, setup.who, SEND, { id: invoice.id, input: { channel: 'MAIL' } })).sendInvoice;
      expect(delivery).toMatchObject({
        channel: 'MAIL',
        state: 'DELIVERED',
        recipient: 'Fjellvang Bygg AS, Storgata 1, 0155 Oslo',
        printUrl: `/pdf/invoices/${invoice.id}?type=invoice&layout=print`,
        events: [{ state: 'DELIVERED', detail: null }],
      });
      expect(await stored(t, setup.who.unitId)).toMatchObject({ deliveries: 1, mails: 0, jobs: 0 });

      const response = await getPdf(t, setup.who, delivery.printUrl);
      expect(response.status).toBe(200);
      const placed = await pdfPlacedText(Buffer.from(await response.arrayBuffer()));
      // What shows through the window (90 × 45 mm, 20 mm from the left and 45 mm from the top): the
      // return line and the whole address, and nothing else of the letter.
      const inWindow = placed.filter(
        (item) =>
          item.page === 1 &&
          item.left >= WINDOW.left &&
          item.left <= WINDOW.left + WINDOW.width &&
          item.top >= WINDOW.top &&
          item.top <= WINDOW.top + WINDOW.height,
      );
      expect(inWindow.map((item) => item.str)).toEqual([
        expect.stringMatching(/^Avsender: .+ AS$/),
        'Fjellvang Bygg AS',
        'Storgata 1',
        '0155',
        'Oslo',
      ]);
      // Set 3 mm inside the window's left edge, the lines one under another from its top.
      expect(inWindow[1]!.left).toBeCloseTo(WINDOW.left + WINDOW.inset, 1);
      expect(inWindow.map((item) => item.top)).toEqual([...inWindow.map((item) => item.top)].sort((x, y) => x - y));
    });

    it('a customer without a postal address is refused, saving nothing', async () => {
      const setup = await setUp(t);
      const invoice = await issueInvoice(t, setup, setup.customers.nordlys, '2026-11-02', [
        { net: '100', vat: 'STANDARD' },
      ]);
      // A buyer registered without a street address: the party frozen on the invoice has none.
      await t.app.services.transactions.system((tx) =>
        tx
          .update(invoices)
          .set({ customerParty: sql`${invoices.customerParty} || '{"address": null}'::jsonb` })
          .where(eq(invoices.id, invoice.id)),
      );
      expect(await gqlValidations(t, setup.who, SEND, { id: invoice.id, input: { channel: 'MAIL' } })).toEqual([
        { model: 'invoiceDelivery', attribute: 'recipient', type: 'no_postal_address' },
      ]);
      expect(
        await gqlValidations(t, setup.who, PRINT, {
          ids: [
            (await issueInvoice(t, setup, setup.customers.fjellvang, '2026-11-02', [{ net: '1', vat: 'STANDARD' }])).id,
            invoice.id,
          ],
        }),
      ).toEqual([{ model: 'invoiceDelivery', attribute: 'ids.1', type: 'no_postal_address' }]);
      expect(await stored(t, setup.who.unitId)).toEqual(NOTHING);
    });

    it('prints a batch as one PDF, each document on its own sheets numbered from 1, each recorded as delivered by post', async () => {
      const setup = await setUp(t);
      const first = await issueInvoice(t, setup, setup.customers.fjellvang, '2026-11-02', [
        { net: '1000', vat: 'STANDARD' },
      ]);
      const second = await issueInvoice(t, setup, setup.customers.nordlys, '2026-11-03', [
        { net: '250', vat: 'REDUCED' },
      ]);
      const { printInvoices } = await gqlOk(t, setup.who, PRINT, { ids: [first.id, second.id, first.id] });
      expect(printInvoices.url).toBe(`/pdf/invoices?ids=${first.id},${second.id}&layout=print`);
      expect(printInvoices.deliveries).toEqual([
        expect.objectContaining({
          channel: 'MAIL',
          state: 'DELIVERED',
          recipient: 'Fjellvang Bygg AS, Storgata 1, 0155 Oslo',
        }),
        expect.objectContaining({
          channel: 'MAIL',
          state: 'DELIVERED',
          recipient: 'Nordlys Elektro AS, Storgata 1, 0155 Oslo',
        }),
      ]);
      expect((await logOf(t, setup, second.id)).deliveries).toHaveLength(1);

      const response = await getPdf(t, setup.who, printInvoices.url);
      expect(response.status).toBe(200);
      const pdf = Buffer.from(await response.arrayBuffer());
      const placed = await pdfPlacedText(pdf);
      const pages = (text: string) => [
        ...new Set(placed.filter((item) => item.str.includes(text)).map((item) => item.page)),
      ];
      expect(pages('Fjellvang Bygg AS')).toEqual([1]);
      expect(pages('Nordlys Elektro AS')).toEqual([2]);
      expect((await pdfText(pdf)).match(/Side 1 av 1/g)).toHaveLength(2);

      const foreign = await ledgerUnit(t);
      const theirs = await issueInvoice(t, foreign, foreign.customers.fjellvang, '2026-11-02', [
        { net: '1', vat: 'STANDARD' },
      ]);
      expect((await getPdf(t, setup.who, `/pdf/invoices?ids=${first.id},${theirs.id}&layout=print`)).status).toBe(404);
      const before = await stored(t, setup.who.unitId);
      expect(
        errorCode(
          await gql(t, PRINT, { ids: [first.id, theirs.id] }, { token: setup.who.token, unitId: setup.who.unitId }),
        ),
      ).toBe('NOT_FOUND');
      expect(await stored(t, setup.who.unitId)).toEqual(before);
      expect(await stored(t, foreign.who.unitId)).toEqual(NOTHING);
    });
  });
});
