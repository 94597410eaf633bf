import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Zip, ZipDeflate } from 'fflate';

/**
 * A ZIP archive written entry by entry to a temporary file (fflate's streaming Zip): each entry is compressed and
 * written as it is added, so the archive is never held in memory beside its contents; `finish` reads it once.
 */
export class ZipFileWriter {
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-export-'));
  private readonly file = path.join(this.dir, 'archive.zip');
  private readonly fd = fs.openSync(this.file, 'w');
  private readonly zip: Zip;
  private failure: Error | null = null;
  private ended = false;
  private readonly names = new Set<string>();

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failure = error;
      else fs.writeSync(this.fd, chunk);
      if (final) this.ended = true;
    });
  }

  /** Adds one entry; a second entry of the same name gets "-2", "-3" before its extension. */
  add(name: string, content: string | Uint8Array): void {
    const entry = new ZipDeflate(this.uniqueName(name), { level: 6 });
    this.zip.add(entry);
    entry.push(typeof content === 'string' ? Buffer.from(content, 'utf8') : content, true);
    if (this.failure) throw this.failure;
  }

  /** Ends the archive and answers its bytes; the temporary file is gone afterwards. */
  finish(): Buffer {
    try {
      this.zip.end();
      if (this.failure) throw this.failure;
      if (!this.ended) throw new Error('The archive did not end');
      fs.closeSync(this.fd);
      return fs.readFileSync(this.file);
    } finally {
      this.discard();
    }
  }

  /** Removes the temporary file (after finish, or when the export failed). */
  discard(): void {
    try {
      fs.closeSync(this.fd);
    } catch {
      // closed already
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private uniqueName(name: string): string {
    const extension = path.posix.extname(name);
    const stem = name.slice(0, name.length - extension.length);
    let unique = name;
    for (let n = 2; this.names.has(unique); n += 1) unique = `${stem}-${n}${extension}`;
    this.names.add(unique);
    return unique;
  }
}
