import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { from: string | undefined; to: string[]; raw: string };

/** The attachments of a raw MIME message: each part with a file name, its base64 body decoded. */
export function mimeAttachments(raw: string): { fileName: string; contentType: string; data: Buffer }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .map((part) => {
      const [head = '', ...body] = part.split(/\r?\n\r?\n/);
      const fileName = /filename="?([^";\r\n]+)"?/.exec(head)?.[1];
      const contentType = /Content-Type:\s*([^;\r\n]+)/i.exec(head)?.[1];
      return fileName && contentType
        ? { fileName, contentType, data: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64') }
        : undefined;
    })
    .filter((file) => file !== undefined);
}

/** A real SMTP peer on a random local port that keeps what it receives; delayMs makes it a slow one. */
export async function startSmtpPeer(
  refuse?: string,
  delayMs = 0,
): Promise<{ port: number; received: Received[]; stop(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse && address.address === refuse) {
        const error = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(callback, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
