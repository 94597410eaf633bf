/**
 * A phone number as people write it: an optional + in front, then 5 to 15 digits (the most a
 * number has with its country code), which spaces, hyphens, dots and parentheses may group:
 * "41234567", "+47 412 34 567", "22-00-00-00", "+46 (8) 123 456". One rule for every phone field.
 */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
export const PHONE_DIGITS_MIN = 5;
export const PHONE_DIGITS_MAX = 15;

export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}
