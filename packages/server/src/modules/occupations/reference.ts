import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { inSlices, loadReferenceData, splitCsvLine } from '../../db/reference-data.js';
import { occupations } from './tables.js';

type OccupationRow = typeof occupations.$inferInsert;

/** reference-data/occupations/yrkeskoder.csv: `code;parentCode;level;name;shortName;notes;validFrom;validTo`. */
export function parseOccupations(text: string): OccupationRow[] {
  const rows: OccupationRow[] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    if (!line.trim()) continue;
    const [code, parentCode, level, name, shortName, , validFrom, validTo] = splitCsvLine(line, ';');
    if (!code || !name) continue;
    rows.push({
      code,
      parentCode: parentCode || null,
      level: level ? Number(level) : null,
      name: name.trim(),
      shortName: shortName?.trim() || null,
      validFrom: validFrom || null,
      validTo: validTo || null,
    });
  }
  return rows;
}

/** Adds new codes and updates changed ones; a code that left the file stays, as work relations may name it. */
export async function loadOccupations(tx: Tx): Promise<void> {
  await loadReferenceData(tx, 'occupations', ['occupations/yrkeskoder.csv'], async ([text]) => {
    await inSlices(parseOccupations(text!), 1000, (slice) =>
      tx
        .insert(occupations)
        .values(slice)
        .onConflictDoUpdate({
          target: occupations.code,
          set: {
            parentCode: sql`excluded.parent_code`,
            level: sql`excluded.level`,
            name: sql`excluded.name`,
            shortName: sql`excluded.short_name`,
            validFrom: sql`excluded.valid_from`,
            validTo: sql`excluded.valid_to`,
          },
        }),
    );
  });
}
