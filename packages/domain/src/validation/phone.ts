/** A phone number as people type it: an optional +, then 5 to 15 digits, spaces allowed between them. */
export const PHONE_NUMBER = /^\+?(\d\s?){5,15}$/;

export function isPhoneNumber(value: string): boolean {
  return PHONE_NUMBER.test(value.trim());
}
