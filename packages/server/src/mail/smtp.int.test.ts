import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mails } from '../db/schema.js';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { userWithUnit } from '../test/fixtures.js';
import { mimeAttachments, startSmtpPeer } from '../test/smtp-peer.js';
import { createJobQueue } from '../jobs/queue.js';
import { jobs } from '../jobs/tables.js';
import { enqueueMails, mailJob, smtpMailer, type Mailer } from './mailer.js';

describe.each(TEST_DATABASES)('mail by SMTP through the job queue (%s)', (kind) => {
  const t = useTestApp(kind);
  let mailer: Mailer | undefined;
  afterEach(async () => {
    await mailer?.close();
    mailer = undefined;
  });

  const row = async (subject: string) =>
    (await t.app.services.transactions.system((tx) => tx.select().from(mails).where(eq(mails.subject, subject))))[0]!;
  const jobOf = async (mailId: string) =>
    (await t.app.services.transactions.system((tx) => tx.select().from(jobs))).find(
      (job) => job.payload.mailId === mailId,
    )!;
  /** A worker whose mails go to the given SMTP server. */
  const smtpWorker = (port: number) => {
    mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Fjord <no-reply@fjord.test>');
    return createJobQueue({ ...t.app.services, mailer }, [mailJob]);
  };
  const enqueue = (to: string, subject: string, text = 'Hei') =>
    t.app.services.transactions.system((tx) =>
      enqueueMails(tx, t.clock.now(), null, [{ to, subject, text, html: `<p>${text}</p>` }]),
    );

  it('a queued mail is delivered by the job, and the log says SENT with one attempt', async () => {
    const peer = await startSmtpPeer();
    try {
      const subject = `Bekreft registreringen ${kind} ${Date.now()}`;
      await enqueue('kari@example.no', subject, 'Hei Kari, æøå');
      expect(await row(subject)).toMatchObject({ status: 'QUEUED', attempts: [] });
      expect(peer.received).toHaveLength(0);

      await smtpWorker(peer.port).runDueJobs();

      expect(peer.received).toHaveLength(1);
      const [mail] = peer.received;
      expect(mail!.from).toBe('no-reply@fjord.test');
      expect(mail!.to).toEqual(['kari@example.no']);
      expect(mail!.raw).toMatch(/^To: kari@example\.no/m);
      expect(mail!.raw).toContain(`Subject: ${subject}`);
      const stored = await row(subject);
      expect(stored).toMatchObject({ toAddress: 'kari@example.no', status: 'SENT', error: null });
      expect(stored.sentAt).toBeInstanceOf(Date);
      expect(stored.attempts).toEqual([{ at: expect.any(String), outcome: 'SENT' }]);
      expect(await jobOf(stored.id)).toMatchObject({ state: 'done', attempts: 1 });
    } finally {
      await peer.stop();
    }
  });

  it('a refused mail records the SMTP answer, is retried with backoff, and is FAILED after its last attempt', async () => {
    const peer = await startSmtpPeer('ukjent@example.no');
    try {
      const subject = `Ikke levert ${kind} ${Date.now()}`;
      await enqueue('ukjent@example.no', subject);
      const worker = smtpWorker(peer.port);
      expect(await worker.runDueJobs()).toBe(1);

      let stored = await row(subject);
      expect(stored).toMatchObject({ status: 'QUEUED', sentAt: null });
      expect(stored.error).toContain('550');
      expect(stored.attempts).toEqual([{ at: expect.any(String), outcome: 'FAILED', answer: stored.error }]);
      const job = await jobOf(stored.id);
      expect(job).toMatchObject({ state: 'queued', attempts: 1 });
      expect(job.runAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(59_000);

      // Nothing is due before the backoff has passed; then each wait doubles.
      expect(await worker.runDueJobs()).toBe(0);
      for (const wait of [60_000, 120_000, 240_000, 480_000, 960_000]) {
        t.clock.advance(wait - 1_000);
        expect(await worker.runDueJobs(), `after ${wait - 1_000} ms`).toBe(0);
        t.clock.advance(1_000);
        expect(await worker.runDueJobs(), `after ${wait} ms`).toBe(1);
      }
      stored = await row(subject);
      expect(stored.status).toBe('FAILED');
      expect(stored.attempts).toHaveLength(mailJob.maxAttempts);
      expect(stored.attempts.every((attempt) => attempt.outcome === 'FAILED')).toBe(true);
      expect(await jobOf(stored.id)).toMatchObject({ state: 'failed', attempts: mailJob.maxAttempts });
      expect(peer.received).toHaveLength(0);
    } finally {
      await peer.stop();
    }
  });

  it('an attachment arrives intact: the same name, type and bytes, sent from the mail log by the job', async () => {
    const peer = await startSmtpPeer();
    try {
      const me = await userWithUnit(t);
      const subject = `Ordrebekreftelse ${kind} ${Date.now()}`;
      // Every byte value, so an encoding that mangles binary (8-bit, line ends) is caught.
      const data = Buffer.concat([
        Buffer.from('%PDF-1.4\n'),
        Buffer.from(Array.from({ length: 256 * 40 }, (_, i) => i % 256)),
      ]);
      await t.app.services.transactions.tenant(me.unitId, (tx) =>
        enqueueMails(tx, t.clock.now(), me.unitId, [
          {
            to: 'kari@example.no',
            subject,
            text: 'Vedlagt',
            attachments: [{ fileName: 'ordrebekreftelse-10023.pdf', contentType: 'application/pdf', data }],
          },
        ]),
      );

      await smtpWorker(peer.port).runDueJobs();

      expect(peer.received).toHaveLength(1);
      expect(mimeAttachments(peer.received[0]!.raw)).toEqual([
        { fileName: 'ordrebekreftelse-10023.pdf', contentType: 'application/pdf', data },
      ]);
      expect((await row(subject)).status).toBe('SENT');
    } finally {
      await peer.stop();
    }
  });

  it('an account mail (no unit) cannot carry attachments: a caller mistake, refused before anything is stored', async () => {
    const subject = `Uten firma ${kind} ${Date.now()}`;
    await expect(
      t.app.services.transactions.system((tx) =>
        enqueueMails(tx, t.clock.now(), null, [
          {
            to: 'ola@example.no',
            subject,
            text: 'Hei',
            attachments: [{ fileName: 'a.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-') }],
          },
        ]),
      ),
    ).rejects.toThrow('Only a mail of a unit carries attachments');
    expect(
      await t.app.services.transactions.system((tx) => tx.select().from(mails).where(eq(mails.subject, subject))),
    ).toEqual([]);
  });

  it('a mail enqueued in a transaction that rolls back is never sent', async () => {
    const subject = `Angret ${kind} ${Date.now()}`;
    await expect(
      t.app.services.transactions.system(async (tx) => {
        await enqueueMails(tx, t.clock.now(), null, [{ to: 'ola@example.no', subject, text: 'Hei' }]);
        throw new Error('the change is refused');
      }),
    ).rejects.toThrow('the change is refused');
    const found = await t.app.services.transactions.system((tx) =>
      tx.select().from(mails).where(eq(mails.subject, subject)),
    );
    expect(found).toEqual([]);
  });
});
