import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENTS_TOTAL_BYTES } from '@fjord/domain';
import type { Attachment } from './attachment';
import {
  acceptAttribute,
  attachmentsTotal,
  exceedsTotal,
  extensionOf,
  fileKind,
  formatFileSize,
  isAllowedFile,
  needsCompression,
} from './file-rules';

const MB = 1024 * 1024;
const ALLOWED = ['pdf', 'csv', 'tiff', 'png', 'jpg'];

function stored(size: number, destroy = false): Attachment {
  return {
    signedBlobId: 'blob',
    fileName: 'a.pdf',
    url: '/files/a.pdf',
    contentType: 'application/pdf',
    size,
    ...(destroy ? { _destroy: true } : {}),
  };
}

describe('file types', () => {
  it('reads the extension in lower case, with aliases', () => {
    expect(extensionOf('Faktura.PDF')).toBe('pdf');
    expect(extensionOf('photo.jpeg')).toBe('jpg');
    expect(extensionOf('scan.tif')).toBe('tiff');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
  });

  it('allows only the listed extensions', () => {
    expect(isAllowedFile('invoice.pdf', ALLOWED)).toBe(true);
    expect(isAllowedFile('photo.JPEG', ALLOWED)).toBe(true);
    expect(isAllowedFile('scan.tif', ALLOWED)).toBe(true);
    expect(isAllowedFile('setup.exe', ALLOWED)).toBe(false);
    expect(isAllowedFile('invoice.pdf.exe', ALLOWED)).toBe(false);
    expect(isAllowedFile('noextension', ALLOWED)).toBe(false);
    expect(isAllowedFile('data.csv', ['.CSV'])).toBe(true);
  });

  it('builds the accept attribute with aliases', () => {
    expect(acceptAttribute(ALLOWED)).toBe('.pdf,.csv,.tiff,.tif,.png,.jpg,.jpeg');
  });
});

describe('total size', () => {
  it('counts stored attachments that stay and the new files', () => {
    expect(attachmentsTotal([stored(5 * MB), stored(4 * MB, true)], [{ size: 2 * MB }])).toBe(7 * MB);
    expect(attachmentsTotal([], [])).toBe(0);
  });

  it('allows exactly 15 MB and refuses a byte more', () => {
    expect(exceedsTotal(MAX_ATTACHMENTS_TOTAL_BYTES)).toBe(false);
    expect(exceedsTotal(MAX_ATTACHMENTS_TOTAL_BYTES + 1)).toBe(true);
  });

  it('refuses two new 8 MB files, and one beside 10 MB stored, but not when the stored one is removed', () => {
    expect(exceedsTotal(attachmentsTotal([], [{ size: 8 * MB }, { size: 8 * MB }]))).toBe(true);
    expect(exceedsTotal(attachmentsTotal([stored(10 * MB)], [{ size: 8 * MB }]))).toBe(true);
    expect(exceedsTotal(attachmentsTotal([stored(10 * MB, true)], [{ size: 8 * MB }]))).toBe(false);
  });
});

describe('image compression', () => {
  it('compresses images at or above 1 MB or 1680 px', () => {
    expect(needsCompression({ size: MB, width: 100, height: 100 })).toBe(true);
    expect(needsCompression({ size: MB + 1, width: 100, height: 100 })).toBe(true);
    expect(needsCompression({ size: MB - 1, width: 100, height: 100 })).toBe(false);
    expect(needsCompression({ size: 1000, width: 1680, height: 10 })).toBe(true);
    expect(needsCompression({ size: 1000, width: 10, height: 1680 })).toBe(true);
    expect(needsCompression({ size: 1000, width: 1679, height: 1679 })).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('shows KB below 1024 KB and MB from there, with one decimal', () => {
    expect(formatFileSize(1023 * 1024, 'en')).toBe('1023.0 KB');
    expect(formatFileSize(1024 * 1024, 'en')).toBe('1.0 MB');
    expect(formatFileSize(980 * 1024, 'en')).toBe('980.0 KB');
    expect(formatFileSize(1.25 * MB, 'en')).toBe('1.3 MB');
    expect(formatFileSize(512, 'en')).toBe('0.5 KB');
    expect(formatFileSize(15 * MB, 'en')).toBe('15.0 MB');
  });

  it('uses a comma in nb', () => {
    expect(formatFileSize(1023 * 1024, 'nb')).toBe('1023,0 KB');
    expect(formatFileSize(1024 * 1024, 'nb')).toBe('1,0 MB');
    expect(formatFileSize(1.2 * MB, 'nb')).toBe('1,2 MB');
  });

  it('does not show 1024.0 KB for sizes just below a megabyte', () => {
    expect(formatFileSize(1024 * 1024 - 10, 'en')).toBe('1.0 MB');
  });
});

describe('fileKind', () => {
  it('tells pdf, csv, tiff and images apart', () => {
    expect(fileKind('a.pdf', '')).toBe('pdf');
    expect(fileKind('a.csv', 'text/csv')).toBe('csv');
    expect(fileKind('scan.tif', 'image/tiff')).toBe('tiff');
    expect(fileKind('photo.jpg', 'image/jpeg')).toBe('image');
    expect(fileKind('blob', 'image/png')).toBe('image');
    expect(fileKind('notes.txt', 'text/plain')).toBe('other');
  });
});
