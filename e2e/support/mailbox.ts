import { E2E_URL } from './environment';

/** A mail as /dev/mailbox.json lists it. */
export type DevMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  createdAt: string;
  /** `url` downloads the attachment from the e2e server (a path on it). */
  attachments: { fileName: string; contentType: string; size: number; url: string }[];
};

const POLL_INTERVAL_MS = 250;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The mails the e2e server kept for one address, newest first. */
export async function mailsTo(address: string): Promise<DevMail[]> {
  const response = await fetch(`${E2E_URL}/dev/mailbox.json?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`/dev/mailbox.json answered ${response.status}`);
  return (await response.json()) as DevMail[];
}

/** The first link in the mail whose path starts with pathPrefix, e.g. "/confirm-registration". */
export function linkIn(mail: DevMail, pathPrefix: string): string | undefined {
  const urls = `${mail.text}\n${mail.html ?? ''}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  return urls
    .map((url) => url.replace(/&amp;/g, '&').replace(/[).,;]+$/, ''))
    .find((url) => new URL(url).pathname.startsWith(pathPrefix));
}

/**
 * Waits for a mail to the address that carries a link to pathPrefix and answers that link (an
 * absolute URL on the e2e server). A mail is in the mailbox (queued) once the change that sends it has
 * committed and is delivered by the job worker a moment later; waiting covers both.
 */
export async function mailLink(address: string, pathPrefix: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of await mailsTo(address)) {
      const link = linkIn(mail, pathPrefix);
      if (link) return link;
    }
    if (Date.now() > deadline) {
      throw new Error(`No mail to ${address} with a link to ${pathPrefix} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/** Waits for a mail to the address whose subject matches, and answers it. */
export async function mailWithSubject(
  address: string,
  subject: RegExp,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<DevMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address)).find((mail) => subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No mail to ${address} with the subject ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/** The bytes of a mail's attachment, as the dev mailbox's link gives them. */
export async function attachmentBytes(attachment: DevMail['attachments'][number]): Promise<Buffer> {
  const response = await fetch(`${E2E_URL}${attachment.url}`);
  if (!response.ok) throw new Error(`${attachment.url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
