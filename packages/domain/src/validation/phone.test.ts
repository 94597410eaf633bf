import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone.js';

describe('isPhoneNumber: one rule for every phone field', () => {
  it.each(['41234567', '412 34 567', '+47 412 34 567', '22 00 00 00', '22-00-00-00', '+46 (8) 123 456', '12345'])(
    'accepts %s',
    (value) => {
      expect(isPhoneNumber(value)).toBe(true);
    },
  );
  it.each(['abc', 'ring meg', '1234', '+47-41', '41234567890123456', '4123 4567 ext 2', '47+41234567', ''])(
    'refuses %j',
    (value) => {
      expect(isPhoneNumber(value)).toBe(false);
    },
  );
});
