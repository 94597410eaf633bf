import fs from 'node:fs';
import path from 'node:path';

/**
 * The lock file a server keeps in its embedded data directory while it runs ("one process per embedded data
 * directory", issue #18). Backup and restore only assume its name and that it holds the owner's process id as its
 * first number: the one place to adapt if the server's lock is written differently.
 */
export const DATA_DIR_LOCK_FILE = 'fjord.lock';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The process holding the data directory, or null when none does. A lock whose process has ended is stale and
 * does not count; a lock without a readable process id counts as held, since it cannot be proven stale.
 */
export function dataDirHolder(dataDir: string): number | 'unknown' | null {
  let content: string;
  try {
    content = fs.readFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(/\d+/.exec(content)?.[0]);
  if (!Number.isInteger(pid) || pid <= 0) return 'unknown';
  return pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * Holds the data directory for `work` (a backup): refused when another process holds it, and a server starting
 * meanwhile finds this process's lock. The lock is taken with O_EXCL, so two tools never both take it.
 */
export async function withDataDirLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const holder = dataDirHolder(dataDir);
  if (holder !== null) throw new Error(`The data directory ${dataDir} is in use by process ${holder}: stop it first.`);
  const lockPath = path.join(dataDir, DATA_DIR_LOCK_FILE);
  fs.rmSync(lockPath, { force: true }); // a stale lock
  fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
  try {
    return await work();
  } finally {
    fs.rmSync(lockPath, { force: true });
  }
}
