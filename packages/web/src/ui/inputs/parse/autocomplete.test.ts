import { describe, expect, it } from 'vitest';
import { belowMinimum, filterOptions, isNearEnd } from './autocomplete';

const options = [
  { value: '1', label: 'Fjordhandel AS' },
  { value: '2', label: 'Bølgen Bemanning AS' },
  { value: '3', label: 'Nordlys Regnskap' },
];

describe('autocomplete rules', () => {
  it('is below the minimum until enough characters are typed', () => {
    expect(belowMinimum('fj', 3)).toBe(true);
    expect(belowMinimum('  fj ', 3)).toBe(true);
    expect(belowMinimum('fjo', 3)).toBe(false);
    expect(belowMinimum('', 0)).toBe(false);
  });

  it('filters by case-insensitive containment', () => {
    expect(filterOptions(options, 'HANDEL').map((option) => option.value)).toEqual(['1']);
    expect(filterOptions(options, 'as').map((option) => option.value)).toEqual(['1', '2']);
    expect(filterOptions(options, 'BØLGEN').map((option) => option.value)).toEqual(['2']);
    expect(filterOptions(options, '')).toHaveLength(3);
    expect(filterOptions(options, 'xyz')).toEqual([]);
  });

  it('is near the end within two viewport heights', () => {
    expect(isNearEnd({ scrollTop: 0, clientHeight: 200, scrollHeight: 2000 })).toBe(false);
    expect(isNearEnd({ scrollTop: 1399, clientHeight: 200, scrollHeight: 2000 })).toBe(false);
    expect(isNearEnd({ scrollTop: 1400, clientHeight: 200, scrollHeight: 2000 })).toBe(true);
    expect(isNearEnd({ scrollTop: 0, clientHeight: 200, scrollHeight: 500 })).toBe(true);
  });
});
