import type { Locale } from '../constants.js';

/**
 * The unit of measure codes: UN/ECE Recommendation 20 codes, as EHF/Peppol BIS uses
 * them in unitCode. The symbol is the short unit printed after a quantity ("3 stk", "2,5 t"), per
 * language where Norwegian and English differ; null when the unit has none (ZZ, "mutually defined").
 * Names for lists and pickers belong to the web translations.
 */
export const UNITS_OF_MEASURE = [
  { code: 'EA', symbol: { nb: 'stk', en: 'pcs' } },
  { code: 'LTR', symbol: { nb: 'l', en: 'l' } },
  { code: 'NMP', symbol: { nb: 'pk', en: 'pk' } },
  { code: 'D61', symbol: { nb: 'min', en: 'min' } },
  { code: 'HUR', symbol: { nb: 't', en: 'h' } },
  { code: 'ZZ', symbol: null },
  { code: 'NAR', symbol: { nb: 'enh', en: 'units' } },
  { code: 'GRM', symbol: { nb: 'g', en: 'g' } },
  { code: 'KGM', symbol: { nb: 'kg', en: 'kg' } },
  { code: 'MTR', symbol: { nb: 'm', en: 'm' } },
  { code: 'MTK', symbol: { nb: 'm²', en: 'm²' } },
  { code: 'MTQ', symbol: { nb: 'm³', en: 'm³' } },
  { code: 'KT', symbol: { nb: 'sett', en: 'set' } },
] as const satisfies readonly { code: string; symbol: Readonly<Record<Locale, string>> | null }[];

export type UnitOfMeasureCode = (typeof UNITS_OF_MEASURE)[number]['code'];

export const UNIT_OF_MEASURE_CODES: readonly UnitOfMeasureCode[] = UNITS_OF_MEASURE.map((unit) => unit.code);

export function isUnitOfMeasureCode(value: unknown): value is UnitOfMeasureCode {
  return typeof value === 'string' && (UNIT_OF_MEASURE_CODES as readonly string[]).includes(value);
}

export function unitOfMeasureSymbol(code: UnitOfMeasureCode, locale: Locale): string | null {
  const unit = UNITS_OF_MEASURE.find((candidate) => candidate.code === code);
  return unit?.symbol?.[locale] ?? null;
}
