import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_APP_ROLE } from '../config.js';
import { openDatabase } from './connection.js';
import { migrate, migrationContentHash } from './migrate.js';

/**
 * An empty embedded database made by initdb and migrated with every national register takes many
 * seconds; the build makes one once, and a server whose DATA_DIR holds no database starts from a
 * copy of its files (a plain file copy: loading a PGlite dump parses a 44 MB tar in JavaScript).
 * The directory is named by the content hash of what migrating applies, so a database of older
 * migrations is never copied (the server then migrates from scratch).
 */
export const INITIAL_IMAGE_DIR = path.resolve(import.meta.dirname, '../../dist/initial-database');

const PG_VERSION = 'PG_VERSION';

export function initialImagePath(dir = INITIAL_IMAGE_DIR): string {
  return path.join(dir, migrationContentHash().slice(0, 16));
}

/** The current initial database when the build made one, else undefined. */
export function currentInitialImage(dir = INITIAL_IMAGE_DIR): string | undefined {
  const image = initialImagePath(dir);
  return fs.existsSync(path.join(image, PG_VERSION)) ? image : undefined;
}

/** Copies the current initial database into dataDir when dataDir holds no database; answers whether it did. */
export function startFromInitialImage(dataDir: string, dir = INITIAL_IMAGE_DIR): boolean {
  const image = currentInitialImage(dir);
  if (!image || fs.existsSync(path.join(dataDir, PG_VERSION))) return false;
  fs.cpSync(image, dataDir, { recursive: true });
  return true;
}

/** Makes the initial database for the current migrations unless it exists; older ones are removed. */
export async function buildInitialImage(dir = INITIAL_IMAGE_DIR): Promise<{ image: string; built: boolean }> {
  const image = initialImagePath(dir);
  if (currentInitialImage(dir)) return { image, built: false };
  fs.rmSync(dir, { recursive: true, force: true });
  const partial = `${image}.partial`;
  fs.mkdirSync(partial, { recursive: true });
  const pglite = await PGlite.create(partial);
  try {
    await migrate(await openDatabase({ pglite }), DEFAULT_APP_ROLE);
    // Written out, so the copy needs no recovery at its first start.
    await pglite.exec('checkpoint');
  } finally {
    await pglite.close();
  }
  fs.renameSync(partial, image);
  return { image, built: true };
}
