import { describe, expect, it } from 'vitest';
import {
  UNIT_OF_MEASURE_CODES,
  UNITS_OF_MEASURE,
  isUnitOfMeasureCode,
  unitOfMeasureSymbol,
} from './units-of-measure.js';

describe('units of measure', () => {
  it('has the thirteen codes, once each', () => {
    expect(UNIT_OF_MEASURE_CODES).toEqual([
      'EA',
      'LTR',
      'NMP',
      'D61',
      'HUR',
      'ZZ',
      'NAR',
      'GRM',
      'KGM',
      'MTR',
      'MTK',
      'MTQ',
      'KT',
    ]);
    expect(new Set(UNIT_OF_MEASURE_CODES).size).toBe(13);
  });

  it('recognises codes exactly', () => {
    expect(isUnitOfMeasureCode('EA')).toBe(true);
    expect(isUnitOfMeasureCode('D61')).toBe(true);
    expect(isUnitOfMeasureCode('ea')).toBe(false);
    expect(isUnitOfMeasureCode('PCS')).toBe(false);
    expect(isUnitOfMeasureCode(undefined)).toBe(false);
  });

  it('gives a symbol per language', () => {
    expect(unitOfMeasureSymbol('EA', 'nb')).toBe('stk');
    expect(unitOfMeasureSymbol('EA', 'en')).toBe('pcs');
    expect(unitOfMeasureSymbol('HUR', 'nb')).toBe('t');
    expect(unitOfMeasureSymbol('HUR', 'en')).toBe('h');
    expect(unitOfMeasureSymbol('MTK', 'nb')).toBe('m²');
    expect(unitOfMeasureSymbol('ZZ', 'nb')).toBeNull();
  });

  it('names and describes every unit in both languages', () => {
    for (const unit of UNITS_OF_MEASURE) {
      for (const text of [unit.name.nb, unit.name.en, unit.description.nb, unit.description.en]) {
        expect(text.trim(), unit.code).not.toBe('');
      }
    }
    expect(UNITS_OF_MEASURE.find((unit) => unit.code === 'HUR')!.name).toEqual({ nb: 'Time', en: 'Hour' });
  });
});
