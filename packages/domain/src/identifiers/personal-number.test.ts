/// <reference types="node" />
// Node types for reading the vectors file; the domain itself stays free of Node (tsconfig types: []).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  birthDateOfPersonalNumber,
  isValidPersonalNumber,
  parsePersonalNumber,
  startsWithValidDate,
} from './personal-number.js';

/** Skatteetaten's ten vectors, read from the copy in test-data (see its README). */
const VECTORS_FILE = new URL('../../test-data/foedselsnummer-testvectors-skatteetaten.csv', import.meta.url);
const [header, ...rows] = readFileSync(VECTORS_FILE, 'utf8')
  .split(/\r?\n/)
  .filter((line) => line.trim() !== '')
  .map((line) => line.split(';'));
const vectors = rows.map((cells) => ({
  number: cells[0]!,
  synthetic: cells[1] === 'true',
  valid: cells[2] === 'true',
  description: cells[3]!,
}));

/** What the descriptions do not say: the birth date (null where the individual number names no century). */
const BIRTH_DATES: Record<string, string | null> = {
  '30108299939': '1982-10-30',
  '30908299902': '1982-10-30',
  '20036914700': '1969-03-20',
  '03851598730': '2015-05-03',
  '29020073150': '2000-02-29',
  '55102499947': '2024-10-15',
  '41819077906': null,
  '41819077302': null,
};

describe('Skatteetaten test vectors', () => {
  it('has the expected columns and ten rows', () => {
    expect(header).toEqual(['fødselsnummer', 'erSyntetisk', 'erGyldig', 'beskrivelse']);
    expect(vectors).toHaveLength(10);
    for (const row of rows) expect(row).toHaveLength(4);
    for (const { synthetic, valid } of vectors) {
      expect(typeof synthetic).toBe('boolean');
      expect(typeof valid).toBe('boolean');
    }
  });

  it.each(vectors)('$number ($description): valid $valid, synthetic $synthetic', (vector) => {
    const parsed = parsePersonalNumber(vector.number);
    expect(parsed.valid).toBe(vector.valid);
    expect(isValidPersonalNumber(vector.number)).toBe(vector.valid);
    expect(parsed.synthetic).toBe(vector.synthetic);
    if (vector.valid) {
      expect(parsed.kind).toBe(vector.description.includes('D-nummer') ? 'DNR' : 'FNR');
      expect(parsed.controlRule).toBe(vector.description.includes('2032') ? '2032' : '1964');
      expect(parsed.birthDate).toBe(BIRTH_DATES[vector.number]);
      expect(parsed.reason).toBeUndefined();
    }
  });

  it('names why the two invalid vectors fail', () => {
    expect(parsePersonalNumber('20036914712').reason).toBe('checksum');
    expect(parsePersonalNumber('29020105729').reason).toBe('date');
  });
});

describe('personal number', () => {
  it('accepts 29 February in a leap year and rejects it in another', () => {
    expect(parsePersonalNumber('29029612410')).toEqual({
      valid: true,
      kind: 'FNR',
      synthetic: false,
      birthDate: '1996-02-29',
      controlRule: '1964',
    });
    // 29029712350 has correct control digits for its first nine, but 1997 has no 29 February.
    expect(parsePersonalNumber('29029712350')).toMatchObject({ valid: false, reason: 'date', birthDate: null });
  });

  it('accepts 29.02.00 with a 1900s individual number but gives no birth date (1900 was no leap year)', () => {
    // Numbers issued from 2032 no longer tie the individual number to the century, so the date
    // counts as valid because 2000-02-29 exists.
    expect(parsePersonalNumber('29020012380')).toMatchObject({ valid: true, birthDate: null });
  });

  it('reads a D-number of the 31st (day 71) and rejects day 72', () => {
    expect(parsePersonalNumber('71129912302')).toMatchObject({ valid: true, kind: 'DNR', birthDate: '1999-12-31' });
    expect(parsePersonalNumber('72129912341')).toMatchObject({ valid: false, kind: null, reason: 'date' });
  });

  it('reads the century from the individual number', () => {
    expect(birthDateOfPersonalNumber('24127012330')).toBe('1970-12-24');
    expect(birthDateOfPersonalNumber('01016060085')).toBe('1860-01-01');
    expect(birthDateOfPersonalNumber('01010550048')).toBe('2005-01-01');
  });

  it('accepts a first control digit leaving remainder 1–3 (2032 rule) but not 4', () => {
    expect(parsePersonalNumber('24127012349')).toMatchObject({ valid: true, controlRule: '2032' });
    expect(parsePersonalNumber('24127012373')).toMatchObject({ valid: false, reason: 'checksum' });
  });

  it('rejects wrong control digits', () => {
    expect(parsePersonalNumber('24127012331')).toMatchObject({ valid: false, reason: 'checksum' });
    expect(parsePersonalNumber('24127012320')).toMatchObject({ valid: false, reason: 'checksum' });
    expect(birthDateOfPersonalNumber('24127012331')).toBeNull();
  });

  it('does not know test numbers with the month plus 40', () => {
    // Correct control digits, but month 45 is no month in Skatteetaten's scheme.
    expect(parsePersonalNumber('15455012357')).toMatchObject({ valid: false, reason: 'date' });
  });

  it.each(['2412701233', '241270123300', '2412701233a', ''])('rejects "%s" by its length', (value) => {
    expect(parsePersonalNumber(value)).toEqual({
      valid: false,
      kind: null,
      synthetic: false,
      birthDate: null,
      controlRule: null,
      reason: 'length',
    });
  });

  it('ignores spaces', () => {
    expect(isValidPersonalNumber('241270 12330')).toBe(true);
  });
});

describe('startsWithValidDate', () => {
  it.each(['241270', '29020012345', '711299', '41819077906', '03851598730', '310199 12345', '290296'])(
    'accepts %s',
    (value) => expect(startsWithValidDate(value)).toBe(true),
  );
  it.each(['', '24127', '321270', '721299', '001270', '241370', '290297', '29020112345', '154550', '011370', 'abcdef'])(
    'rejects "%s"',
    (value) => expect(startsWithValidDate(value)).toBe(false),
  );
});
