import fs from 'node:fs';
import path from 'node:path';

/** The file in DATA_DIR naming the process that holds the embedded database. */
export const DATA_DIR_LOCK_FILE = 'fjord.pid';

/** The exit code of a server that found its DATA_DIR in use (EX_TEMPFAIL: try again once the other one stopped). */
export const DATA_DIR_IN_USE_EXIT_CODE = 75;

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another Fjord process (pid ${pid}). ` +
        'One process at a time may open an embedded database: stop that one, give this one another DATA_DIR, ' +
        'or set DATABASE_URL to run several processes on one PostgreSQL. ' +
        `If no such process runs, delete ${path.join(dataDir, DATA_DIR_LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds: its own pid in a lock file is stale unless it is one of these. */
const held = new Set<string>();

function isRunning(pid: number, file: string): boolean {
  // A restarted container often gets the pid its previous run had; that run is gone.
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export type DataDirLock = { file: string; release(): void };

/**
 * Makes this process the only one on the embedded database in dataDir: PGlite has no lock of its own,
 * and two processes writing one data directory corrupt it. The lock file appears whole or not at all
 * (written aside, then hard-linked into place, which fails if one exists); a lock whose process is gone
 * (killed, crashed, or the machine restarted) is stale and taken over. Released on release() and at
 * the process's exit.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  const draft = `${file}.${process.pid}`;
  fs.writeFileSync(draft, `${process.pid}\n`);
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        fs.linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
        const holder = holderOf(file);
        if (holder !== undefined && isRunning(holder, file)) throw new DataDirInUseError(dataDir, holder);
        // Removed only if it still names the stale holder, so a lock another process just took stays.
        if (holderOf(file) === holder) fs.rmSync(file, { force: true });
      }
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    process.off('exit', release);
    if (holderOf(file) === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}

/** The server's start: the lock, or the reason on stderr and the exit code DATA_DIR_IN_USE_EXIT_CODE. */
export function lockDataDirOrExit(dataDir: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(DATA_DIR_IN_USE_EXIT_CODE);
  }
}

/** Holds the data directory for `work` (a backup), as a server does: refused while another process holds it. */
export async function withDataDirLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lock = lockDataDir(dataDir);
  try {
    return await work();
  } finally {
    lock.release();
  }
}
