import { and, asc, eq, inArray } from 'drizzle-orm';
import { MAX_ATTACHMENTS_TOTAL_BYTES } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { refuseInvalid } from '../../errors/app-error.js';
import { groupedByKey } from '../../graphql/loaders.js';
import { fileMetaColumns, requireOwnFiles, type FileMeta } from '../files/service.js';
import { files } from '../files/tables.js';
import { invoiceAttachments } from './tables.js';

const MODEL = 'invoice';

/**
 * The files an invoice is issued with (spec 001 §8, §9): uploaded as kind `invoice_attachment`,
 * whose types are checked against the file's first bytes at upload (PDF, PNG, JPEG). Each must be
 * a file of this unit of that kind (another unit's, or another kind, is `attachmentIds` invalid),
 * and together at most 15 MB (`total_file_size_not_less_than_or_equal_to`).
 */
export async function checkInvoiceAttachments(tx: Tx, ids: readonly string[] | null | undefined): Promise<FileMeta[]> {
  const attached = await requireOwnFiles(tx, ids ?? [], 'invoice_attachment', {
    model: MODEL,
    attribute: 'attachmentIds',
  });
  const total = attached.reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_ATTACHMENTS_TOTAL_BYTES)
    refuseInvalid(MODEL, [
      {
        attribute: 'attachmentIds',
        type: 'total_file_size_not_less_than_or_equal_to',
        params: { count: MAX_ATTACHMENTS_TOTAL_BYTES, total },
      },
    ]);
  return attached;
}

/** The attachments of each invoice (name, type, size; not the bytes), in their order. */
export async function attachmentsOf(tx: Tx, unitId: string, ids: readonly string[]): Promise<FileMeta[][]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ invoiceId: invoiceAttachments.invoiceId, file: fileMetaColumns })
    .from(invoiceAttachments)
    .innerJoin(files, eq(files.id, invoiceAttachments.fileId))
    .where(and(eq(invoiceAttachments.unitId, unitId), inArray(invoiceAttachments.invoiceId, [...ids])))
    .orderBy(asc(invoiceAttachments.position));
  return groupedByKey(ids, rows, (row) => row.invoiceId).map((group) => group.map((row) => row.file));
}
