import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DATA_DIR_LOCK_FILE, withDataDirLock } from './data-dir-lock.js';

/**
 * Backup and restore of the embedded database: PGlite's own `dumpDataDir`, a gzipped tar of the whole data
 * directory, taken after a CHECKPOINT while this process alone has the database open. A physical copy was chosen
 * over a logical dump because it restores exactly what ran (the roles, row-level security policies, the migration
 * record and the reference data) with nothing to replay, and PGlite loads it into an empty directory itself; the
 * tar carries the WAL, so even a dump between checkpoints opens consistent. PostgreSQL servers use pg_dump
 * instead (docs/operations.md).
 */

const SUFFIX = '.tar.gz';

/** fjord-backup-2026-11-28T09-52-10Z.tar.gz: sorts by time, and no ':' for file systems that refuse it. */
export const backupFileName = (at: Date): string =>
  `fjord-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}${SUFFIX}`;

/** Writes the open database's data directory as one gzipped tar to `file`. */
export async function dumpDatabase(pglite: PGlite, file: string): Promise<void> {
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('gzip');
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  // Renamed only when complete, so a backup file is never a torn one.
  fs.renameSync(partial, file);
}

/**
 * Backs up the data directory into `targetDir` (made if missing) as a file named with the time; refused while
 * a server holds the directory. Answers the file's path.
 */
export async function backupDataDir(dataDir: string, targetDir: string, at: Date): Promise<string> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`No database in ${dataDir}.`);
  fs.mkdirSync(targetDir, { recursive: true });
  const file = path.join(targetDir, backupFileName(at));
  await withDataDirLock(dataDir, async () => {
    const pglite = await PGlite.create(dataDir);
    try {
      await dumpDatabase(pglite, file);
    } finally {
      await pglite.close();
    }
  });
  return file;
}

/** Restores a backup into `dataDir`, which must be empty or missing: a restore never mixes two databases. */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) throw new Error(`No backup file ${file}.`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: restore into an empty directory.`);
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  try {
    // Opening checks what was loaded: a broken archive fails here, not at the server's start.
    await pglite.query('select 1');
  } finally {
    await pglite.close();
  }
  // The backup's own lock came along in the tar; its process is not this directory's owner.
  fs.rmSync(path.join(dataDir, DATA_DIR_LOCK_FILE), { force: true });
}
