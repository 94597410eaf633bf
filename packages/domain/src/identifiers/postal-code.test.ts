import { describe, expect, it } from 'vitest';
import { compactPostalCode, isNorway, norwegianPostalCode } from './postal-code.js';

describe('Norwegian postal codes', () => {
  it.each([
    ['NO', true],
    [' no ', true],
    ['No', true],
    ['SE', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('country %j is Norway: %s', (code, expected) => {
    expect(isNorway(code)).toBe(expected);
  });

  it.each([
    ['0155', '0155'],
    ['01 55', '0155'],
    [' 9008 ', '9008'],
    ['155', null],
    ['01555', null],
    ['01a5', null],
    ['', null],
    [null, null],
  ])('postal code %j compacts to %j (four digits, spaces ignored)', (zip, expected) => {
    expect(compactPostalCode(zip)).toBe(expected);
  });

  it('looks a code up only for a Norwegian address, whatever the case or spaces of its country code', () => {
    expect(norwegianPostalCode('0155', ' no')).toBe('0155');
    expect(norwegianPostalCode('0155', 'SE')).toBeNull();
    expect(norwegianPostalCode('015', 'NO')).toBeNull();
  });
});
