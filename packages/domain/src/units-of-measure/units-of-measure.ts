import type { Locale } from '../constants.js';

type Texts = Readonly<Record<Locale, string>>;

/** Unit of measure: every unit of the list is offered; none is withdrawn yet. */
export const UNIT_OF_MEASURE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type UnitOfMeasureStatus = (typeof UNIT_OF_MEASURE_STATUSES)[number];

/**
 * The unit of measure codes: UN/ECE Recommendation 20 codes, as EHF/Peppol BIS uses
 * them in unitCode, with the name and description a picker shows. The symbol is the short unit
 * printed after a quantity ("3 stk", "2,5 t"), per language where Norwegian and English differ;
 * null when the unit has none (ZZ, "mutually defined").
 */
export const UNITS_OF_MEASURE = [
  {
    code: 'EA',
    symbol: { nb: 'stk', en: 'pcs' },
    name: { nb: 'Stykk', en: 'Pieces' },
    description: { nb: 'Antall enkeltvarer', en: 'A count of single items' },
  },
  {
    code: 'LTR',
    symbol: { nb: 'l', en: 'l' },
    name: { nb: 'Liter', en: 'Litre' },
    description: { nb: 'Volum i liter', en: 'Volume in litres' },
  },
  {
    code: 'NMP',
    symbol: { nb: 'pk', en: 'pk' },
    name: { nb: 'Pakker', en: 'Packs' },
    description: { nb: 'Antall pakker', en: 'A count of packs' },
  },
  {
    code: 'D61',
    symbol: { nb: 'min', en: 'min' },
    name: { nb: 'Minutt', en: 'Minute' },
    description: { nb: 'Tid i minutter', en: 'Time in minutes' },
  },
  {
    code: 'HUR',
    symbol: { nb: 't', en: 'h' },
    name: { nb: 'Time', en: 'Hour' },
    description: { nb: 'Tid i timer', en: 'Time in hours' },
  },
  {
    code: 'ZZ',
    symbol: null,
    name: { nb: 'Avtalt enhet', en: 'Mutually defined' },
    description: {
      nb: 'En enhet kjøper og selger har avtalt seg imellom',
      en: 'A unit the buyer and the seller have agreed between them',
    },
  },
  {
    code: 'NAR',
    symbol: { nb: 'enh', en: 'units' },
    name: { nb: 'Enheter', en: 'Units' },
    description: { nb: 'Antall enheter', en: 'A count of units' },
  },
  {
    code: 'GRM',
    symbol: { nb: 'g', en: 'g' },
    name: { nb: 'Gram', en: 'Gram' },
    description: { nb: 'Vekt i gram', en: 'Weight in grams' },
  },
  {
    code: 'KGM',
    symbol: { nb: 'kg', en: 'kg' },
    name: { nb: 'Kilogram', en: 'Kilogram' },
    description: { nb: 'Vekt i kilogram', en: 'Weight in kilograms' },
  },
  {
    code: 'MTR',
    symbol: { nb: 'm', en: 'm' },
    name: { nb: 'Meter', en: 'Metre' },
    description: { nb: 'Lengde i meter', en: 'Length in metres' },
  },
  {
    code: 'MTK',
    symbol: { nb: 'm²', en: 'm²' },
    name: { nb: 'Kvadratmeter', en: 'Square metre' },
    description: { nb: 'Areal i kvadratmeter', en: 'Area in square metres' },
  },
  {
    code: 'MTQ',
    symbol: { nb: 'm³', en: 'm³' },
    name: { nb: 'Kubikkmeter', en: 'Cubic metre' },
    description: { nb: 'Volum i kubikkmeter', en: 'Volume in cubic metres' },
  },
  {
    code: 'KT',
    symbol: { nb: 'sett', en: 'set' },
    name: { nb: 'Sett', en: 'Set' },
    description: { nb: 'Antall sett som selges samlet', en: 'A count of sets sold together' },
  },
] as const satisfies readonly {
  code: string;
  symbol: Texts | null;
  name: Texts;
  description: Texts;
}[];

export type UnitOfMeasureCode = (typeof UNITS_OF_MEASURE)[number]['code'];

export const UNIT_OF_MEASURE_CODES: readonly UnitOfMeasureCode[] = UNITS_OF_MEASURE.map((unit) => unit.code);

export function isUnitOfMeasureCode(value: unknown): value is UnitOfMeasureCode {
  return typeof value === 'string' && (UNIT_OF_MEASURE_CODES as readonly string[]).includes(value);
}

export function unitOfMeasureSymbol(code: UnitOfMeasureCode, locale: Locale): string | null {
  const unit = UNITS_OF_MEASURE.find((candidate) => candidate.code === code);
  return unit?.symbol?.[locale] ?? null;
}
