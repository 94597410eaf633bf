import imageCompression from 'browser-image-compression';
// The library's own file, served with the app: its web worker loads it from here, not from a CDN.
import libURL from 'browser-image-compression/dist/browser-image-compression.js?url';
import { IMAGE_COMPRESSION } from '@fjord/domain';
import { isCompressibleImage, needsCompression } from './file-rules';

async function dimensionsOf(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const dimensions = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return dimensions;
  } catch {
    return null;
  }
}

/** Whether the file is an image big enough to be compressed. */
export async function shouldCompress(file: File): Promise<boolean> {
  if (!isCompressibleImage(file.type)) return false;
  if (needsCompression({ size: file.size, width: 0, height: 0 })) return true;
  const dimensions = await dimensionsOf(file);
  return dimensions !== null && needsCompression({ size: file.size, ...dimensions });
}

/**
 * The image made smaller with browser-image-compression, in a web worker so the page stays
 * responsive. The worker would fetch the library from a CDN by default (libURL), which an offline or
 * locked-down office cannot reach, so it gets the copy bundled with the app; should the worker fail
 * anyway, the library compresses on the page instead.
 */
export async function compressImage(file: File): Promise<File> {
  // Absolute: the worker runs from a blob: URL, against which a path would not resolve.
  const absoluteLibURL = new URL(libURL, window.location.href).href;
  const compressed = await imageCompression(file, {
    ...IMAGE_COMPRESSION,
    useWebWorker: true,
    libURL: absoluteLibURL,
  });
  // Keep the original name: the library may hand back a Blob-like File without it.
  return compressed.name === file.name
    ? compressed
    : new File([compressed], file.name, { type: compressed.type, lastModified: file.lastModified });
}
