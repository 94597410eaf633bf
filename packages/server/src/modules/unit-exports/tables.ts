import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey, tenantReference } from '../../db/columns.js';
import { files } from '../files/tables.js';

export const UNIT_EXPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type UnitExportStatus = (typeof UNIT_EXPORT_STATUSES)[number];

/**
 * An owner's export of all of a unit's data as one archive, made by a job: every entity as CSV and JSON, the
 * documents' PDFs and EHF files. `done` of `total` steps is the progress; the archive is a file of the unit.
 */
export const unitExports = pgTable(
  'unit_exports',
  {
    ...tenantColumns(),
    status: text('status').$type<UnitExportStatus>().notNull().default('QUEUED'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    fileId: uuid('file_id'),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [tenantKey(t), tenantReference(t, t.fileId, files)],
);
