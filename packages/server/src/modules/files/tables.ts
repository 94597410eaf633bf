import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, tenantColumns, tenantKey } from '../../db/columns.js';
import type { FileKind } from './kinds.js';

/**
 * Uploaded files (product images, logos, later attachments), kept in the database so the embedded
 * and the server database behave alike and a backup holds everything. `kind` says what it is for.
 */
export const files = pgTable(
  'files',
  {
    ...tenantColumns(),
    kind: text('kind').notNull().$type<FileKind>(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [tenantKey(t), index('files_unit_kind_idx').on(t.unitId, t.kind, sql`${t.createdAt} desc`)],
);
