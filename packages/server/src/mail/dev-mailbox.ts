import type { FastifyInstance } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { mails } from '../db/schema.js';
import { isUuid } from '../db/records.js';
import { groupedByKey } from '../graphql/loaders.js';
import type { Services } from '../services.js';
import { attachmentById, attachmentMetaOf, type MailAttachmentMeta } from './attachments.js';
import { notFound } from '../errors/app-error.js';
import { escapeHtml } from './html.js';

const LIMIT = 50;

type MailRow = typeof mails.$inferSelect & { attachments: MailAttachmentMeta[] };

const attachmentUrl = (file: MailAttachmentMeta) => `/dev/mailbox/attachments/${file.id}`;

/**
 * The embedded outbox for development and the e2e tests (never in production, see config.devMailbox):
 * GET /dev/mailbox is a page to read mails and follow their links, GET /dev/mailbox.json the same
 * newest first, optionally only those to one address.
 */
export function registerDevMailbox(server: FastifyInstance, services: Services): void {
  const newest = (to: string | undefined): Promise<MailRow[]> =>
    services.transactions.system(async (tx) => {
      const rows = await tx
        .select()
        .from(mails)
        .where(to ? eq(sql`lower(${mails.toAddress})`, to.trim().toLowerCase()) : undefined)
        .orderBy(desc(mails.createdAt), desc(mails.id))
        .limit(LIMIT);
      const ids = rows.map((row) => row.id);
      const attachments = groupedByKey(ids, await attachmentMetaOf(tx, ids), (file) => file.mailId);
      return rows.map((row, index) => ({ ...row, attachments: attachments[index]! }));
    });

  server.get<{ Querystring: { to?: string } }>('/dev/mailbox.json', async (req, reply) => {
    const rows = await newest(typeof req.query.to === 'string' ? req.query.to : undefined);
    reply.header('Cache-Control', 'no-store');
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      attachments: row.attachments.map((file) => ({
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        url: attachmentUrl(file),
      })),
    }));
  });

  server.get<{ Params: { id: string } }>('/dev/mailbox/attachments/:id', async (req, reply) => {
    const file = isUuid(req.params.id)
      ? await services.transactions.system((tx) => attachmentById(tx, req.params.id))
      : undefined;
    if (!file) throw notFound('Attachment');
    return reply
      .type(file.contentType)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
      .send(file.data);
  });

  server.get<{ Querystring: { to?: string } }>('/dev/mailbox', async (req, reply) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    const rows = await newest(to);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page(rows, to));
  });
}

/** Escapes the text, then turns its http(s) addresses into links (an escaped quote or bracket ends one). */
export function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/(?:(?!&quot;|&#39;|&lt;|&gt;)[^\s])+/g,
    (url) => `<a href="${url}">${url}</a>`,
  );
}

function mailHtml(row: MailRow): string {
  const preview = row.html
    ? `<details><summary>HTML</summary><iframe sandbox title="HTML" srcdoc="${escapeHtml(row.html)}"></iframe></details>`
    : '';
  const attachments = row.attachments.length
    ? `<ul class="attachments">${row.attachments
        .map(
          (file) =>
            `<li><a href="${attachmentUrl(file)}" download>${escapeHtml(file.fileName)}</a> (${escapeHtml(file.contentType)}, ${file.size} bytes)</li>`,
        )
        .join('')}</ul>`
    : '';
  return `<article>
  <header><strong>${escapeHtml(row.subject)}</strong>
    <div class="meta">To ${escapeHtml(row.toAddress)} · ${row.createdAt.toISOString()} · ${escapeHtml(row.status)}</div></header>
  <pre>${linkify(row.text)}</pre>
  ${attachments}
  ${preview}
</article>`;
}

function page(rows: MailRow[], to: string | undefined): string {
  const filter = to ? ` to ${escapeHtml(to)}` : '';
  const empty = '<p>No mails yet. Register or ask for a password reset, then reload.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Dev mailbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #222 }
  article { border: 1px solid #ccc; border-radius: 6px; padding: 1rem; margin: 1rem 0 }
  .meta { color: #666; font-size: 0.9em; margin-top: 0.25rem }
  pre { white-space: pre-wrap; word-break: break-word; font-family: inherit }
  iframe { width: 100%; height: 20rem; border: 1px solid #eee }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>The newest ${LIMIT} mails${filter}, newest first. QUEUED mails wait for the job that sends them, OUTBOX ones were only kept here, SENT ones also went to the SMTP server.</p>
${rows.length === 0 ? empty : rows.map(mailHtml).join('\n')}
</body>
</html>
`;
}
