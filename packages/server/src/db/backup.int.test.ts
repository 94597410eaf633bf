import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { seedDemo, DEMO_LOGIN } from '../seed/demo.js';
import { startTestApp } from '../test/app.js';
import { TEST_APP_ROLE } from '../test/database.js';
import { backupDataDir, dumpDatabase, restoreDataDir } from './backup.js';
import { DATA_DIR_LOCK_FILE } from './data-dir-lock.js';
import { SCHEMA_TABLES } from './schema-tables.js';

type Summary = Record<string, { rows: number; checksum: string }>;

/** Rows and a checksum of every row's text, for every table of the schema (never a hand list). */
async function summarise(pglite: PGlite): Promise<Summary> {
  const summary: Summary = {};
  for (const table of SCHEMA_TABLES) {
    const name = getTableName(table);
    const { rows } = await pglite.query<{ rows: number; checksum: string }>(
      `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as checksum
         from "${name}" t`,
    );
    summary[name] = rows[0]!;
  }
  return summary;
}

describe('backup and restore of the embedded database', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-backup-'));
  const source = path.join(root, 'source');
  let original: Summary;

  beforeAll(async () => {
    // The demo fills most tables; its database becomes a data directory on disk, as a server's.
    const t = await startTestApp('pglite');
    try {
      await seedDemo(t.app.services);
      await t.runDueJobs();
      const pglite = t.app.services.database.pglite!;
      original = await summarise(pglite);
      await dumpDatabase(pglite, path.join(root, 'seeded.tar.gz'));
    } finally {
      await t.stop();
    }
    await restoreDataDir(path.join(root, 'seeded.tar.gz'), source);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('restores a backup into an empty directory with every record of every table', async () => {
    const filled = Object.values(original).filter((table) => table.rows > 0).length;
    expect(filled, 'tables the demo fills').toBeGreaterThan(30);
    const file = await backupDataDir(source, path.join(root, 'backups'), new Date('2026-11-28T09:52:10.123Z'));
    expect(path.basename(file)).toBe('fjord-backup-2026-11-28T09-52-10Z.tar.gz');
    const restored = path.join(root, 'restored');
    await restoreDataDir(file, restored);
    expect(fs.existsSync(path.join(restored, DATA_DIR_LOCK_FILE))).toBe(false);
    const pglite = await PGlite.create(restored);
    try {
      expect(await summarise(pglite)).toEqual(original);
    } finally {
      await pglite.close();
    }
  });

  it('starts the server on a restored directory', async () => {
    const file = await backupDataDir(source, path.join(root, 'backups'), new Date());
    const dataDir = path.join(root, 'served');
    await restoreDataDir(file, dataDir);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DB_APP_ROLE: TEST_APP_ROLE, SEED_DEMO: 'false' });
    const app = await createApp(config, { jobWorker: false });
    try {
      const answer = await app.server.inject({
        method: 'POST',
        url: '/accounts/login',
        payload: { email: DEMO_LOGIN, password: 'demo123456' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses to back up a directory a server holds', async () => {
    // The parent process (vitest's) is alive, as a running server would be.
    fs.writeFileSync(path.join(source, DATA_DIR_LOCK_FILE), `${process.ppid}\n`);
    try {
      await expect(backupDataDir(source, path.join(root, 'refused'), new Date())).rejects.toThrow(
        /in use by another Fjord process/,
      );
      expect(fs.existsSync(path.join(root, 'refused'))).toBe(true);
      expect(fs.readdirSync(path.join(root, 'refused'))).toEqual([]);
    } finally {
      fs.rmSync(path.join(source, DATA_DIR_LOCK_FILE));
    }
  });

  it('refuses to restore into a directory that is not empty, and leaves it as it was', async () => {
    const file = await backupDataDir(source, path.join(root, 'backups'), new Date());
    const occupied = path.join(root, 'occupied');
    fs.mkdirSync(occupied);
    fs.writeFileSync(path.join(occupied, 'keep.txt'), 'mine');
    await expect(restoreDataDir(file, occupied)).rejects.toThrow(/not empty/);
    expect(fs.readdirSync(occupied)).toEqual(['keep.txt']);
  });
});
