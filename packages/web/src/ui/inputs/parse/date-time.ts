import { formatDateParts, yearOf } from './date';

/**
 * Date-time entry. The value is the DateTime scalar, UTC "YYYY-MM-DDTHH:mm:ssZ";
 * the person sees and types local time. A year before 1900 is rejected: the value goes back to what
 * it was, or to today when there was nothing.
 */
export const MIN_DATE_TIME_YEAR = 1900;

export type LocalDateTime = { date: string; time: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** The UTC value of a local date ("YYYY-MM-DD") and time ("HH:mm" or "HH:mm:ss"). */
export function toUtcValue(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  const local = new Date(year, month - 1, day, hours, minutes, seconds);
  // Years below 100 would otherwise be read as 19xx.
  local.setFullYear(year, month - 1, day);
  return local.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The local date and "HH:mm:ss" time of a UTC value; null for anything that is not a date-time. */
export function toLocalParts(value: string | null | undefined): LocalDateTime | null {
  if (!value) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return {
    date: formatDateParts(instant.getFullYear(), instant.getMonth() + 1, instant.getDate()),
    time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}:${pad(instant.getSeconds())}`,
  };
}

export function isAcceptedYear(date: string): boolean {
  return yearOf(date) >= MIN_DATE_TIME_YEAR;
}

export function todayLocal(now: Date): string {
  return formatDateParts(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/**
 * The value an entry of a date and time commits to. A year before 1900 is rejected: the previous
 * value stays, or when there was none, today at the entered time.
 */
export function resolveDateTime(
  entry: LocalDateTime,
  previous: string | null,
  now: Date,
): { value: string; rejected: boolean } {
  if (isAcceptedYear(entry.date)) return { value: toUtcValue(entry.date, entry.time), rejected: false };
  return { value: previous ?? toUtcValue(todayLocal(now), entry.time), rejected: true };
}
