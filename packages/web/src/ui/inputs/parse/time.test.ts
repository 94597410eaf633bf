import { describe, expect, it } from 'vitest';
import { composeTime, padTimeField, sanitizeTimeField, splitTime } from './time';

describe('sanitizeTimeField', () => {
  it('keeps digits only, at most two', () => {
    expect(sanitizeTimeField('1a', 'hours')).toBe('1');
    expect(sanitizeTimeField('123', 'minutes')).toBe('12');
    expect(sanitizeTimeField('x', 'seconds')).toBe('');
    expect(sanitizeTimeField('', 'hours')).toBe('');
  });

  it('clears an hour above 23 and minutes or seconds above 59', () => {
    expect(sanitizeTimeField('23', 'hours')).toBe('23');
    expect(sanitizeTimeField('24', 'hours')).toBe('');
    expect(sanitizeTimeField('59', 'minutes')).toBe('59');
    expect(sanitizeTimeField('60', 'minutes')).toBe('');
    expect(sanitizeTimeField('99', 'seconds')).toBe('');
    expect(sanitizeTimeField('00', 'hours')).toBe('00');
  });
});

describe('padTimeField', () => {
  it('pads a single digit', () => {
    expect(padTimeField('7')).toBe('07');
    expect(padTimeField('17')).toBe('17');
    expect(padTimeField('')).toBe('');
  });
});

describe('composeTime', () => {
  it('needs hours and minutes, and seconds when asked for', () => {
    expect(composeTime({ hours: '7', minutes: '5', seconds: '' }, false)).toBe('07:05');
    expect(composeTime({ hours: '07', minutes: '', seconds: '' }, false)).toBeNull();
    expect(composeTime({ hours: '23', minutes: '59', seconds: '' }, true)).toBeNull();
    expect(composeTime({ hours: '23', minutes: '59', seconds: '9' }, true)).toBe('23:59:09');
  });
});

describe('splitTime', () => {
  it('splits valid values and ignores invalid ones', () => {
    expect(splitTime('08:30')).toEqual({ hours: '08', minutes: '30', seconds: '' });
    expect(splitTime('08:30:15')).toEqual({ hours: '08', minutes: '30', seconds: '15' });
    expect(splitTime('24:00')).toEqual({ hours: '', minutes: '', seconds: '' });
    expect(splitTime(null)).toEqual({ hours: '', minutes: '', seconds: '' });
    expect(splitTime('8:30')).toEqual({ hours: '', minutes: '', seconds: '' });
  });
});
