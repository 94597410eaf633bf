import { rules } from '../validation/rules.js';

/**
 * Web shop API tokens: a description and an expiry date; the value
 * is shown once at creation. A token must expire: at the earliest tomorrow, at the latest two years
 * from today, so a forgotten token does not stay valid for ever.
 */
export const WEBSTORE_TOKEN_DESCRIPTION_MAX = 200;
export const WEBSTORE_TOKEN_MAX_YEARS = 2;

export type WebstoreApiTokenValues = { description: string; expiryDate: string | null };

/** YYYY-MM-DD plus whole years; 29 February becomes 28 February in a year without it. */
function addYearsTo(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, day));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** The latest expiry date a token created today may have. */
export function latestWebstoreTokenExpiry(today: string): string {
  return addYearsTo(today, WEBSTORE_TOKEN_MAX_YEARS);
}

/** A token is expired from its expiry date on: valid through the day before it. */
export function isWebstoreTokenExpired(expiryDate: string, today: string): boolean {
  return expiryDate <= today;
}

/** The rules of a new token, given today's date in Norway. */
export function webstoreApiTokenRules(today: string) {
  return {
    description: [rules.required(), rules.max(WEBSTORE_TOKEN_DESCRIPTION_MAX)],
    expiryDate: [
      rules.required(),
      rules.date(),
      rules.after(today),
      rules.sameOrBefore(latestWebstoreTokenExpiry(today)),
    ],
  };
}
