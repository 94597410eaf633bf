import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone.js';

describe('isPhoneNumber: how Norwegians write mobile numbers', () => {
  it.each(['41234567', '412 34 567', '+47 412 34 567', '22 00 00 00'])('accepts %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });
  it.each(['ring meg', '1234', '+47-412', '41234567890123456'])('refuses %s', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});
