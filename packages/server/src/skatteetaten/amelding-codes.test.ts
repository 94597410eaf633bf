import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BENEFIT_KINDS,
  DURATION_TYPES,
  EMPLOYER_TAX_CALCULATION_CODE,
  EMPLOYER_TAX_ZONES,
  EMPLOYMENT_TYPES,
  LEAVE_DESCRIPTIONS_IN_FORCE,
  PAY_CODES,
  SHIFT_TYPES,
  WORK_RELATION_END_REASONS,
  employmentForm,
} from '@fjord/domain';
import { referenceDataFile, splitCsvLine } from '../db/reference-data.js';

/**
 * The code values of a list (reference-data/a-melding/codes): the first column; `inForce` keeps only rows without
 * an end of validity (the third column, gyldig_til) whose status (the seventh) does not say they ended ("utgått",
 * or "NY ; utgår 31.12.2022" of the leave codes replaced in 2023).
 */
function codes(list: string, inForce = false): string[] {
  const [, ...rows] = readFileSync(referenceDataFile(`a-melding/codes/${list}.csv`), 'utf8')
    .trim()
    .split(/\r?\n/);
  return rows
    .map((row) => splitCsvLine(row, ','))
    .filter((cells) => !inForce || (!cells[2] && !/utgått|; utgår/i.test(cells[6] ?? '')))
    .map((cells) => cells[0]!);
}

describe('Fjord’s a-melding values are in the code lists', () => {
  it('every pay code is a loennsbeskrivelse in force, so every income line is a loennsinntekt', () => {
    expect(PAY_CODES.filter((code) => !codes('loennsbeskrivelse', true).includes(code))).toEqual([]);
  });

  it('every end reason is a sluttaarsak, reported as it is', () => {
    expect([...WORK_RELATION_END_REASONS].sort()).toEqual(codes('sluttaarsak').sort());
  });

  it('every leave description written is a permisjon description in force', () => {
    const inForce = codes('permisjons_og_permitteringsbeskrivelse', true);
    expect(LEAVE_DESCRIPTIONS_IN_FORCE.filter((code) => !inForce.includes(code))).toEqual([]);
  });

  it('employment types, working-time arrangements, forms of employment, benefit kinds, zones and the calculation code', () => {
    expect(EMPLOYMENT_TYPES.filter((code) => !codes('arbeidsforholdstype').includes(code))).toEqual([]);
    expect(SHIFT_TYPES.filter((code) => !codes('arbeidstidsordning').includes(code))).toEqual([]);
    expect(DURATION_TYPES.map(employmentForm).filter((code) => !codes('ansettelsesform').includes(code))).toEqual([]);
    expect([...BENEFIT_KINDS].sort()).toEqual(codes('fordel').sort());
    expect([...EMPLOYER_TAX_ZONES].sort()).toEqual(codes('arbeidsgiveravgiftsone').sort());
    expect(codes('beregningskode_arbeidsgiveravgift', true)).toContain(EMPLOYER_TAX_CALCULATION_CODE);
  });
});
