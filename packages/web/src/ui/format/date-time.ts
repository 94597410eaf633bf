/** A point in time for people: the date and the time of day in Norway, in the user's language ("3. des. 2026, 14:05"). */
export function formatDateTime(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  }).format(new Date(value));
}
