import {
  FILE_SIZE_DECIMALS,
  FILE_SIZE_MB_THRESHOLD_KB,
  IMAGE_COMPRESSION,
  MAX_ATTACHMENTS_TOTAL_BYTES,
} from '@fjord/domain';
import { decimalSeparator } from '../inputs/parse/amount';
import type { Attachment } from './attachment';

/**
 * The upload rules: allowed file types by extension, the 15 MB total of an
 * owner's attachments (stored ones included), which images get compressed, and the size preview.
 */

// The same type under another common extension.
const EXTENSION_ALIASES: Record<string, string> = { jpeg: 'jpg', tif: 'tiff' };

function canonicalExtension(extension: string): string {
  const lower = extension.toLowerCase().replace(/^\./, '');
  return EXTENSION_ALIASES[lower] ?? lower;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : canonicalExtension(fileName.slice(dot + 1));
}

export function isAllowedFile(fileName: string, accept: readonly string[]): boolean {
  const extension = extensionOf(fileName);
  return extension !== '' && accept.some((allowed) => canonicalExtension(allowed) === extension);
}

/** The input's accept attribute, so the picker offers the allowed files first (".pdf,.jpg,.jpeg"). */
export function acceptAttribute(accept: readonly string[]): string {
  const extensions = accept.flatMap((allowed) => {
    const canonical = canonicalExtension(allowed);
    const aliases = Object.keys(EXTENSION_ALIASES).filter((alias) => EXTENSION_ALIASES[alias] === canonical);
    return [canonical, ...aliases];
  });
  return [...new Set(extensions)].map((extension) => `.${extension}`).join(',');
}

/** Bytes of the stored attachments that stay (not marked _destroy) and the new files together. */
export function attachmentsTotal(stored: readonly Attachment[], files: readonly { size: number }[]): number {
  const kept = stored.filter((attachment) => !attachment._destroy);
  return [...kept, ...files].reduce((sum, item) => sum + item.size, 0);
}

export function exceedsTotal(total: number, max = MAX_ATTACHMENTS_TOTAL_BYTES): boolean {
  return total > max;
}

// The formats the browser can draw on a canvas, which is how browser-image-compression works.
const COMPRESSIBLE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/bmp'];

export function isCompressibleImage(contentType: string): boolean {
  return COMPRESSIBLE_TYPES.includes(contentType.toLowerCase());
}

/**
 * Only images at or above the compression target are compressed: at least
 * maxSizeMB, or with a side of at least maxWidthOrHeight pixels.
 */
export function needsCompression(image: { size: number; width: number; height: number }): boolean {
  return (
    image.size >= IMAGE_COMPRESSION.maxSizeMB * 1024 * 1024 ||
    Math.max(image.width, image.height) >= IMAGE_COMPRESSION.maxWidthOrHeight
  );
}

/** "980.0 KB", "1.2 MB" (comma in nb): one decimal, megabytes from 1024 KB. */
export function formatFileSize(bytes: number, locale: string): string {
  const scale = 10 ** FILE_SIZE_DECIMALS;
  // Rounded first, so 1023.96 KB shows as "1.0 MB" rather than "1024.0 KB".
  const kilobytes = Math.round((bytes / 1024) * scale) / scale;
  const [amount, unit] = kilobytes < FILE_SIZE_MB_THRESHOLD_KB ? [kilobytes, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${amount.toFixed(FILE_SIZE_DECIMALS).replace('.', decimalSeparator(locale))} ${unit}`;
}

export type FileKind = 'pdf' | 'csv' | 'tiff' | 'image' | 'other';

/** Which preview a file gets: an icon for pdf, csv and tiff, a thumbnail for other images. */
export function fileKind(fileName: string, contentType: string): FileKind {
  const extension = extensionOf(fileName);
  const type = contentType.toLowerCase();
  if (extension === 'pdf' || type === 'application/pdf') return 'pdf';
  if (extension === 'csv' || type === 'text/csv') return 'csv';
  // Browsers do not draw TIFF, so it cannot have a thumbnail.
  if (extension === 'tiff' || type === 'image/tiff') return 'tiff';
  if (type.startsWith('image/') || ['png', 'jpg', 'gif', 'webp', 'bmp'].includes(extension)) return 'image';
  return 'other';
}
