import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { loadReferenceData, splitCsvLine } from '../../db/reference-data.js';
import { municipalities, municipalityTaxZones } from './tables.js';

type MunicipalityRow = typeof municipalities.$inferInsert;
type ZoneRow = typeof municipalityTaxZones.$inferInsert;

/**
 * kommuner_med_aga_sone.csv gives each municipality with its county and zone list ("2|1" when split);
 * DifferansiertArbeidsgiveravgift.csv gives one row per zone part with the comment naming that part.
 */
export function parseMunicipalities(list: string, zoneParts: string): { rows: MunicipalityRow[]; zones: ZoneRow[] } {
  const rows: MunicipalityRow[] = [];
  const zones = new Map<string, ZoneRow>();
  for (const line of list.split(/\r?\n/).slice(1)) {
    if (!line.trim()) continue;
    const [number, name, countyNumber, countyName, zoneList] = splitCsvLine(line, ',');
    if (!number || !name) continue;
    rows.push({ number, name, countyNumber: countyNumber!, countyName: countyName! });
    for (const zone of (zoneList ?? '').split('|').filter(Boolean))
      zones.set(`${number}/${zone}`, { municipalityNumber: number, zone, comment: null });
  }
  for (const line of zoneParts.split(/\r?\n/).slice(1)) {
    if (!line.trim()) continue;
    const [number, , , zone, comment] = splitCsvLine(line, ',');
    const key = `${number}/${zone}`;
    const known = zones.get(key);
    if (known && comment?.trim())
      known.comment = known.comment ? `${known.comment}; ${comment.trim()}` : comment.trim();
  }
  return { rows, zones: [...zones.values()] };
}

/** Loads the register; zones are replaced as a whole, so a municipality that left a zone loses it. */
export async function loadMunicipalities(tx: Tx): Promise<void> {
  await loadReferenceData(
    tx,
    'municipalities',
    ['municipalities/kommuner_med_aga_sone.csv', 'municipalities/DifferansiertArbeidsgiveravgift.csv'],
    async ([list, parts]) => {
      const { rows, zones } = parseMunicipalities(list!, parts!);
      await tx
        .insert(municipalities)
        .values(rows)
        .onConflictDoUpdate({
          target: municipalities.number,
          set: {
            name: sql`excluded.name`,
            countyNumber: sql`excluded.county_number`,
            countyName: sql`excluded.county_name`,
          },
        });
      await tx.delete(municipalityTaxZones);
      await tx.insert(municipalityTaxZones).values(zones);
    },
  );
}
