import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Tx } from './connection.js';
import { serverPath } from '../server-root.js';

/**
 * Which version of each national reference file (occupations, municipalities) the database holds:
 * migrating reloads a file only when its content changed, so a restart costs one hash. The row
 * `migrated` holds the hash of everything the last complete migration applied (db/migrate.ts).
 */
export const referenceDataVersions = pgTable('reference_data_versions', {
  name: text('name').primaryKey(),
  sha256: text('sha256').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** packages/server/reference-data; resolved on use, as drizzle-kit loads this schema as CommonJS (server-root.ts). */
const referenceDataDir = () => serverPath('reference-data');

/** packages/server/reference-data/<relative>. */
export const referenceDataFile = (relative: string) => path.resolve(referenceDataDir(), relative);

/** Every file below dir, sorted, as paths relative to it. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * One hash of the migration files and the national register files: what a migrated database holds
 * besides its users' data. It names the shipped initial database and tells a restart it is current.
 */
export function schemaContentHash(migrationsDir: string): string {
  const hash = createHash('sha256');
  for (const [label, dir] of [
    ['migrations', migrationsDir],
    ['reference-data', referenceDataDir()],
  ] as const) {
    for (const relative of filesBelow(dir)) {
      hash.update(`${label}/${relative}\0`);
      hash.update(readFileSync(path.join(dir, relative)));
    }
  }
  return hash.digest('hex');
}

/** Runs `load` with the files' texts when their content differs from what was loaded last. */
export async function loadReferenceData(
  tx: Tx,
  name: string,
  relativePaths: readonly string[],
  load: (texts: string[]) => Promise<void>,
): Promise<void> {
  const texts = await Promise.all(relativePaths.map((relative) => readFile(referenceDataFile(relative), 'utf8')));
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text);
  const sha256 = hash.digest('hex');
  const [loaded] = await tx.select().from(referenceDataVersions).where(eq(referenceDataVersions.name, name));
  if (loaded?.sha256 === sha256) return;
  await load(texts);
  await tx
    .insert(referenceDataVersions)
    .values({ name, sha256 })
    .onConflictDoUpdate({ target: referenceDataVersions.name, set: { sha256, loadedAt: sql`now()` } });
}

/** Splits a `;`- or `,`-separated line, honouring double quotes ("" inside quotes is a quote). */
export function splitCsvLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/** Inserts in slices, so a large register stays under the parameter limit of one statement. */
export async function inSlices<T>(rows: readonly T[], size: number, write: (slice: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}
