import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { MAX_ATTACHMENTS_TOTAL_BYTES } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { isUuid } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { invalid, refuseInvalid } from '../../errors/app-error.js';
import { files } from './tables.js';

import type { FileKind } from './kinds.js';

export { FILE_KINDS, type FileKind } from './kinds.js';

/** What lists and GraphQL carry about a file; the bytes are read only when the file is served. */
export type FileMeta = { id: string; fileName: string; contentType: string; size: number };

export const fileMetaColumns = {
  id: files.id,
  fileName: files.fileName,
  contentType: files.contentType,
  size: files.size,
};

const IMAGES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * What each kind accepts. SVG is left out on purpose: served from our own origin it could carry
 * script. Attachments take the types preview icons (pdf, csv, tiff) and images.
 */
export const ALLOWED_TYPES: Record<FileKind, readonly string[]> = {
  product_image: IMAGES,
  logo: IMAGES,
  attachment: [...IMAGES, 'application/pdf', 'text/csv', 'image/tiff'],
  // What goes along with an invoice's PDF and EHF, and what its PDF can name: documents and photos.
  invoice_attachment: ['application/pdf', 'image/png', 'image/jpeg'],
  // The document the tax-card service answered with, or a scanned card uploaded by hand.
  tax_card: ['application/xml', 'application/pdf'],
  // A bank's file of incoming payments: Nets OCR giro (text) or ISO 20022 camt.054 (XML).
  bank_file: ['text/plain', 'application/xml', 'text/xml'],
  // Made by the server (storeGeneratedFile), so no upload is one.
  unit_export: [],
};

/** The first bytes of each binary type, so a file cannot claim a type it is not. */
const SIGNATURES: Record<string, (data: Buffer) => boolean> = {
  'image/jpeg': (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff,
  'image/png': (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/gif': (d) => d.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (d) =>
    d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/tiff': (d) => ['II*\u0000', 'MM\u0000*'].includes(d.subarray(0, 4).toString('latin1')),
  'application/pdf': (d) => d.subarray(0, 5).toString('latin1') === '%PDF-',
  'application/xml': (d) =>
    d
      .subarray(0, 5)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .startsWith('<?xml'),
};

export type NewFile = { kind: FileKind; fileName: string; contentType: string; data: Buffer };

/** Checks and stores an upload: allowed type that matches its content, a file name, at most 15 MB. */
export async function storeFile(tx: Tx, actor: Actor, file: NewFile): Promise<FileMeta> {
  const fileName = file.fileName.trim().replace(/[\\/]/g, '_').slice(0, 255);
  const contentType = file.contentType.split(';')[0]!.trim().toLowerCase();
  const problems: { attribute: string; type: string; params?: Record<string, string | number> }[] = [];
  if (!fileName) problems.push({ attribute: 'fileName', type: 'blank' });
  if (!ALLOWED_TYPES[file.kind].includes(contentType) || !(SIGNATURES[contentType]?.(file.data) ?? true))
    problems.push({ attribute: 'contentType', type: 'inclusion' });
  if (file.data.length === 0) problems.push({ attribute: 'size', type: 'blank' });
  if (file.data.length > MAX_ATTACHMENTS_TOTAL_BYTES)
    problems.push({
      attribute: 'size',
      type: 'total_file_size_not_less_than_or_equal_to',
      params: { count: MAX_ATTACHMENTS_TOTAL_BYTES },
    });
  refuseInvalid('attachment', problems);
  const stored = await insertFile(tx, actor.unitId, actor.userId, { ...file, fileName, contentType });
  await recordAudit(tx, actor, 'upload', 'file', stored.id, { kind: file.kind, fileName, size: stored.size });
  return stored;
}

/**
 * Stores a file the server made (a unit's data export) for the user it is made for: no upload checks, since
 * its type and size are the server's own; the work that makes it writes its audit.
 */
export function storeGeneratedFile(tx: Tx, unitId: string, userId: string | null, file: NewFile): Promise<FileMeta> {
  return insertFile(tx, unitId, userId, file);
}

async function insertFile(tx: Tx, unitId: string, userId: string | null, file: NewFile): Promise<FileMeta> {
  const [stored] = await tx
    .insert(files)
    .values({
      unitId,
      kind: file.kind,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      data: file.data,
      createdById: userId,
      updatedById: userId,
    })
    .returning(fileMetaColumns);
  return stored!;
}

/**
 * The files a record is saved with: each must be a file of the current unit (row-level security
 * hides the others) and of the right kind; otherwise VALIDATION on the record's attribute.
 */
export async function requireOwnFiles(
  tx: Tx,
  ids: readonly string[],
  kind: FileKind,
  where: { model: string; attribute: string },
): Promise<FileMeta[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (!unique.every(isUuid)) throw invalid(where.model, where.attribute, 'invalid');
  const found = await tx
    .select(fileMetaColumns)
    .from(files)
    .where(and(inArray(files.id, unique), eq(files.kind, kind)));
  if (found.length !== unique.length) throw invalid(where.model, where.attribute, 'invalid');
  const byId = new Map(found.map((file) => [file.id, file]));
  return unique.map((id) => byId.get(id)!);
}

/** Signed links last at least an hour and are the same within the hour, so browsers can cache images. */
const LINK_HOURS = 2;

function signature(secret: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`file:${id}:${expires}`).digest('base64url');
}

export function signedFileUrl(secret: string, id: string, now: Date): string {
  const hour = 3600;
  const expires = (Math.floor(now.getTime() / 1000 / hour) + LINK_HOURS) * hour;
  return `/files/${id}?expires=${expires}&signature=${signature(secret, id, expires)}`;
}

/** Whether a link's signature is ours and it has not expired. */
export function verifyFileLink(secret: string, id: string, expires: string, given: string, now: Date): boolean {
  const seconds = Number(expires);
  if (!Number.isInteger(seconds) || seconds * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, id, seconds));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
