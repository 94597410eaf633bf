// Made once: building a formatter costs some hundred microseconds, formatting with one about one.
const OSLO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' });

/**
 * The calendar day in Norway (YYYY-MM-DD): what "today" means for the dates of records and rules —
 * tokens that expire, the current price, finished work relations, employee status. The server and
 * the web count it alike.
 */
export function osloDate(now: Date = new Date()): string {
  return OSLO_DAY.format(now);
}
