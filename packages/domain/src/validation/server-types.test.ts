import { describe, expect, it } from 'vitest';
import { normalizeValidationType, SERVER_VALIDATION_TYPES } from './server-types.js';
import { parseYesNo } from './yes-no.js';

describe('server validation types', () => {
  it('reads phrases and camelCase as snake_case', () => {
    expect(normalizeValidationType('cyclical group')).toBe('cyclical_group');
    expect(normalizeValidationType('missing Altinn integration')).toBe('missing_altinn_integration');
    expect(normalizeValidationType('tooLong')).toBe('too_long');
    expect(normalizeValidationType('too_long')).toBe('too_long');
  });
  it('lists each type once, already normalised', () => {
    expect(new Set(SERVER_VALIDATION_TYPES).size).toBe(SERVER_VALIDATION_TYPES.length);
    for (const type of SERVER_VALIDATION_TYPES) expect(normalizeValidationType(type)).toBe(type);
  });
});

describe('parseYesNo', () => {
  it('reads booleans and their texts only', () => {
    expect(parseYesNo(true)).toBe(true);
    expect(parseYesNo('false')).toBe(false);
    for (const other of ['yes', 'True', 1, 0, null, undefined, '']) expect(parseYesNo(other)).toBeNull();
  });
});
