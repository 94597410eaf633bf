/** Time as the server sees it; tests move it to expire tokens and suspensions. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** The calendar day in Norway (YYYY-MM-DD): what "today" means for dates of records and rules. */
export function osloDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(now);
}
