import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_APP_ROLE } from '../config.js';
import { serverPath } from '../server-root.js';
import { openDatabase } from './connection.js';
import { migrate, migrationContentHash } from './migrate.js';

/**
 * An empty embedded database made by initdb and migrated with every national register takes many
 * seconds; the build makes one once, and a server whose DATA_DIR holds no database starts from a
 * copy of its files (a plain file copy: loading a PGlite dump parses a 44 MB tar in JavaScript).
 * The directory is named by the content hash of what migrating applies, so a database of older
 * migrations is never copied (the server then migrates from scratch).
 *
 * Beside it the build leaves the same database with the demo companies seeded (seed/demo-image.ts),
 * `<hash>-demo`, and in `<hash>-demo.json` the Oslo date it was seeded on and the hash of the
 * secret key that sealed its secrets. The demo's dates are relative to that day, so a server that
 * seeds the demo starts from this copy only on that same day and with the same key; otherwise it
 * copies the empty database and seeds as before.
 */
export const INITIAL_IMAGE_DIR = serverPath('dist', 'initial-database');

const PG_VERSION = 'PG_VERSION';

export function initialImagePath(dir = INITIAL_IMAGE_DIR): string {
  return path.join(dir, migrationContentHash().slice(0, 16));
}

/** The current initial database when the build made one, else undefined. */
export function currentInitialImage(dir = INITIAL_IMAGE_DIR): string | undefined {
  const image = initialImagePath(dir);
  return fs.existsSync(path.join(image, PG_VERSION)) ? image : undefined;
}

/** Which demo a demo image holds: the day it was seeded on and the secret key its secrets are sealed with. */
/** The day the demo was seeded, and a MAC of the key it was sealed with (the key itself cannot be read back). */
export type DemoStamp = { date: string; secretKeyMac: string };

/** What a server that seeds the demo asks of a demo image: seeded today, with its own key. */
export type DemoWanted = { today: string; secretKey: string };

export const demoStampOf = ({ today, secretKey }: DemoWanted): DemoStamp => ({
  date: today,
  secretKeyMac: createHmac('sha256', secretKey).update('fjord demo image').digest('hex'),
});

export function demoImagePath(dir = INITIAL_IMAGE_DIR): string {
  return `${initialImagePath(dir)}-demo`;
}

/** The demo image of the current migrations when it holds the wanted demo, else undefined. */
export function currentDemoImage(wanted: DemoWanted, dir = INITIAL_IMAGE_DIR): string | undefined {
  const image = demoImagePath(dir);
  if (!fs.existsSync(path.join(image, PG_VERSION))) return undefined;
  try {
    const stamp = JSON.parse(fs.readFileSync(`${image}.json`, 'utf8')) as DemoStamp;
    const expected = demoStampOf(wanted);
    return stamp.date === expected.date && stamp.secretKeyMac === expected.secretKeyMac ? image : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Copies an initial database into dataDir when dataDir holds no database: the demo image when the
 * demo is wanted and it holds that demo, else the empty one. Answers which it copied, or false.
 */
export function startFromInitialImage(
  dataDir: string,
  { demo, dir = INITIAL_IMAGE_DIR }: { demo?: DemoWanted; dir?: string } = {},
): 'demo' | 'empty' | false {
  if (fs.existsSync(path.join(dataDir, PG_VERSION))) return false;
  const demoImage = demo && currentDemoImage(demo, dir);
  const image = demoImage ?? currentInitialImage(dir);
  if (!image) return false;
  fs.cpSync(image, dataDir, { recursive: true });
  return demoImage ? 'demo' : 'empty';
}

/** Makes the initial database for the current migrations unless it exists; older ones (and their demo) are removed. */
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
