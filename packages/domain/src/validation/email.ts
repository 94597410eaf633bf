/**
 * A pragmatic e-mail pattern: one @, no spaces, a dot in the domain. The real check is the
 * confirmation mail; this catches typing mistakes.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Logins are e-mail addresses compared without case (lowercased before sending). */
export function normalizeLogin(value: string): string {
  return value.trim().toLowerCase();
}
