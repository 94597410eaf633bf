import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseJson, storedValue } from './stored-value';

const HOUR_MS = 60 * 60 * 1000;
const parseNames = (raw: string | null) => {
  const value = parseJson(raw);
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : ['default'];
};

describe('a stored value', () => {
  it('keeps the plain JSON without a time to live, as before', () => {
    const names = storedValue('test.names', parseNames);
    expect(names.get()).toEqual(['default']);
    names.set(['a', 'b']);
    expect(localStorage.getItem('test.names')).toBe('["a","b"]');
    expect(names.get()).toEqual(['a', 'b']);
    names.clear();
    expect(names.get()).toEqual(['default']);
  });

  it('gives the same snapshot while the stored text is unchanged', () => {
    const names = storedValue('test.names', parseNames, { timeToLiveMs: HOUR_MS });
    names.set(['a']);
    expect(names.get()).toBe(names.get());
  });
});

describe('a stored value with a time to live', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-20T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is read back until the time has passed since it was set, then it is the default', () => {
    const names = storedValue('test.names', parseNames, { timeToLiveMs: 12 * HOUR_MS });
    names.set(['a']);
    vi.advanceTimersByTime(12 * HOUR_MS - 1);
    expect(names.get()).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(names.get()).toEqual(['default']);
  });

  it('counts from the last change', () => {
    const names = storedValue('test.names', parseNames, { timeToLiveMs: 12 * HOUR_MS });
    names.set(['a']);
    vi.advanceTimersByTime(11 * HOUR_MS);
    names.set(['a', 'b']);
    vi.advanceTimersByTime(11 * HOUR_MS);
    expect(names.get()).toEqual(['a', 'b']);
    vi.advanceTimersByTime(HOUR_MS);
    expect(names.get()).toEqual(['default']);
  });

  it('survives a reload: another reader of the key sees the value while it lives', () => {
    storedValue('test.names', parseNames, { timeToLiveMs: 12 * HOUR_MS }).set(['a']);
    vi.advanceTimersByTime(6 * HOUR_MS);
    expect(storedValue('test.names', parseNames, { timeToLiveMs: 12 * HOUR_MS }).get()).toEqual(['a']);
  });

  it('takes what an older version stored without a time as nothing stored', () => {
    localStorage.setItem('test.names', '["a"]');
    expect(storedValue('test.names', parseNames, { timeToLiveMs: HOUR_MS }).get()).toEqual(['default']);
    localStorage.setItem('test.names', 'not json');
    expect(storedValue('test.names', parseNames, { timeToLiveMs: HOUR_MS }).get()).toEqual(['default']);
  });
});
