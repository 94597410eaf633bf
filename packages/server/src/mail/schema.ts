import type { MailAttempt } from '../db/schema-core.js';
import { builder } from '../graphql/builder.js';
import type { MailAttachmentMeta } from './attachments.js';

/**
 * The GraphQL pieces every document's mail log shares (orders now, invoices next): a mail's
 * status, its delivery attempts and its attachments.
 */
export const MAIL_STATUSES = ['QUEUED', 'SENT', 'OUTBOX', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MailStatusEnum = builder.enumType('MailStatus', {
  description:
    'QUEUED: waiting for the mail job (again after a refused attempt); SENT: accepted by the SMTP server; ' +
    'OUTBOX: kept in the outbox because no SMTP server is configured; FAILED: refused at its last attempt',
  values: MAIL_STATUSES,
});

export const MailAttemptType = builder.objectRef<MailAttempt>('MailAttempt').implement({
  description: 'One delivery attempt of a mail',
  fields: (t) => ({
    at: t.field({ type: 'DateTime', resolve: (attempt) => new Date(attempt.at) }),
    outcome: t.field({ type: MailStatusEnum, resolve: (attempt) => attempt.outcome }),
    answer: t.string({
      nullable: true,
      description: "The SMTP server's answer when it refused the mail",
      resolve: (attempt) => attempt.answer ?? null,
    }),
  }),
});

export const MailAttachmentType = builder.objectRef<MailAttachmentMeta>('MailAttachment').implement({
  description: 'A file a mail carried (its bytes are not part of the log)',
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size', { description: 'Bytes' }),
  }),
});
