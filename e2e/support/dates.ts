/**
 * The date in Oslo, as the app reckons "today". The machine's UTC date is a day behind
 * between midnight and 01:00/02:00 Oslo time, which is when CI sometimes runs.
 */
export function osloDate(daysFromToday = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysFromToday);
  return date.toISOString().slice(0, 10);
}
