import { isValidCalendarDate } from './values.js';

/**
 * Whether a Norwegian personal number or D-number starts with a valid birth date DDMMYY
 * (a D-number adds 4 to the first digit). The century is not known from these six digits, so
 * 29 February passes when it exists in either 19YY or 20YY. Spaces are ignored.
 */
export function startsWithValidBirthDate(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{6}/.test(digits)) return false;
  let day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const year = Number(digits.slice(4, 6));
  if (day > 40) day -= 40;
  return isValidCalendarDate(1900 + year, month, day) || isValidCalendarDate(2000 + year, month, day);
}
