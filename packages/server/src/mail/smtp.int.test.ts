import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { mails } from '../db/schema.js';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { smtpMailer, type Mailer } from './mailer.js';

type Received = { from: string | undefined; to: string[]; raw: string };

/** A real SMTP peer on a random local port that keeps what it receives. */
async function startSmtpPeer(): Promise<{ port: number; received: Received[]; stop(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(TEST_DATABASES)('SMTP mailer (%s)', (kind) => {
  const t = useTestApp(kind);
  let mailer: Mailer | undefined;
  afterEach(async () => {
    await mailer?.close();
    mailer = undefined;
  });

  const row = (subject: string) =>
    t.app.services.transactions.system((tx) => tx.select().from(mails).where(eq(mails.subject, subject)));

  it('delivers to the SMTP server and records the mail as SENT', async () => {
    const peer = await startSmtpPeer();
    try {
      const { transactions, log } = t.app.services;
      mailer = smtpMailer(transactions, log, `smtp://127.0.0.1:${peer.port}`, 'Fjord <no-reply@fjord.test>');
      const subject = `Bekreft registreringen ${kind} ${Date.now()}`;
      await mailer.send({ to: 'kari@example.no', subject, text: 'Hei Kari, æøå', html: '<p>Hei Kari, æøå</p>' });

      expect(peer.received).toHaveLength(1);
      const [mail] = peer.received;
      expect(mail!.from).toBe('no-reply@fjord.test');
      expect(mail!.to).toEqual(['kari@example.no']);
      expect(mail!.raw).toMatch(/^To: kari@example\.no/m);
      expect(mail!.raw).toContain(`Subject: ${subject}`);

      const [stored] = await row(subject);
      expect(stored).toMatchObject({ toAddress: 'kari@example.no', status: 'SENT', error: null });
      expect(stored!.sentAt).toBeInstanceOf(Date);
    } finally {
      await peer.stop();
    }
  });

  it('records the mail as FAILED when the SMTP server cannot be reached', async () => {
    const peer = await startSmtpPeer();
    await peer.stop();
    const { transactions, log } = t.app.services;
    mailer = smtpMailer(transactions, log, `smtp://127.0.0.1:${peer.port}`, 'Fjord <no-reply@fjord.test>');
    const subject = `Ikke levert ${kind} ${Date.now()}`;
    await expect(mailer.send({ to: 'ola@example.no', subject, text: 'Hei Ola' })).resolves.toBeUndefined();

    const [stored] = await row(subject);
    expect(stored).toMatchObject({ toAddress: 'ola@example.no', status: 'FAILED', sentAt: null });
    expect(stored!.error).toBeTruthy();
  });
});
