import path from 'node:path';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { backupDataDir, restoreDataDir } from './backup.js';

/*
 * npm run backup [-- <directory>]      the embedded database of DATA_DIR into <directory> or BACKUP_DIR
 * npm run restore -- <file> [<dir>]    a backup into <dir> or DATA_DIR, which must be empty
 * Paths are relative to the repository root (where npm runs root scripts). PostgreSQL (DATABASE_URL) uses pg_dump / pg_restore instead.
 */
const config = loadConfig();
const [command, ...args] = process.argv.slice(2);
const resolve = (arg: string | undefined, fallback: string) => (arg ? path.resolve(arg) : fallback);

try {
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md).');
  if (command === 'backup') {
    const file = await backupDataDir(config.dataDir, resolve(args[0], config.backupDir), systemClock.now());
    console.log(`Backed up ${config.dataDir} to ${file}`);
  } else if (command === 'restore') {
    if (!args[0]) throw new Error('Name the backup file: npm run restore -- <file> [<data directory>]');
    const target = resolve(args[1], config.dataDir);
    await restoreDataDir(path.resolve(args[0]), target);
    console.log(`Restored ${args[0]} into ${target}; start the server on it.`);
  } else {
    throw new Error('Usage: backup-cli backup [<directory>] | restore <file> [<data directory>]');
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
