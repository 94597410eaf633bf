import { getStoredUnitId, getToken } from '../../app/session';
import type { Attachment } from './attachment';

export type UploadKind = 'product_image' | 'logo' | 'attachment' | 'bank_file' | 'invoice_attachment';

/** A refused upload; `validations` carries the server's reasons when it gave any. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly validations: { model: string; attribute: string; type: string }[] = [],
  ) {
    super(`Upload failed with status ${status}`);
    this.name = 'UploadError';
  }
}

/**
 * Sends one file to POST /files for the current company and answers the stored attachment, whose
 * signedBlobId the owning record is then saved with.
 */
export async function uploadFile(file: File, kind: UploadKind): Promise<Attachment> {
  const token = getToken();
  const unitId = getStoredUnitId();
  const response = await fetch(`/files?kind=${kind}`, {
    method: 'POST',
    headers: {
      'content-type': file.type || 'application/octet-stream',
      'x-file-name': encodeURIComponent(file.name),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(unitId ? { 'x-unit-id': unitId } : {}),
    },
    body: file,
  });
  const body = (await response.json().catch(() => ({}))) as Partial<Attachment> & {
    validations?: UploadError['validations'];
  };
  if (response.status !== 201) throw new UploadError(response.status, body.validations);
  return {
    signedBlobId: body.signedBlobId!,
    fileName: body.fileName!,
    url: body.url!,
    contentType: body.contentType!,
    size: body.size!,
  };
}
