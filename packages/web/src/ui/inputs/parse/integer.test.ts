import { describe, expect, it } from 'vitest';
import { formatInteger, parseInteger, sanitizeInteger } from './integer';

describe('parseInteger', () => {
  it.each([
    ['42', 42],
    ['-42', -42],
    ['\u221242', -42],
    [' 7 ', 7],
    ['007', 7],
    ['-0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseInteger(text)).toEqual({ kind: 'valid', value });
  });

  it('reads empty (and a lone minus) as empty', () => {
    expect(parseInteger('')).toEqual({ kind: 'empty' });
    expect(parseInteger('  ')).toEqual({ kind: 'empty' });
    expect(parseInteger('-')).toEqual({ kind: 'empty' });
  });

  it.each(['1.5', '1,5', '12a', '--1', '1-', '99999999999999999999'])('rejects %j', (text) => {
    expect(parseInteger(text)).toEqual({ kind: 'invalid' });
  });
});

describe('sanitizeInteger', () => {
  it('keeps digits and a leading minus', () => {
    expect(sanitizeInteger('1 234')).toBe('1234');
    expect(sanitizeInteger('-12-3')).toBe('-123');
    expect(sanitizeInteger('\u22125')).toBe('-5');
    expect(sanitizeInteger('1,5')).toBe('15');
  });
});

describe('formatInteger', () => {
  it('shows nothing for null', () => {
    expect(formatInteger(null)).toBe('');
    expect(formatInteger(-3)).toBe('-3');
  });
});
