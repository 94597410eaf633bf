/**
 * Time entry: each field takes digits only, at most two; hours at most 23,
 * minutes and seconds at most 59; an entry out of range is cleared; a single digit is zero-padded.
 */
export type TimeField = 'hours' | 'minutes' | 'seconds';

export const TIME_FIELD_MAX: Record<TimeField, number> = { hours: 23, minutes: 59, seconds: 59 };

export type TimeFields = { hours: string; minutes: string; seconds: string };

export const EMPTY_TIME: TimeFields = { hours: '', minutes: '', seconds: '' };

/** What a field keeps of a keystroke or paste: its digits, at most two, or nothing when too big. */
export function sanitizeTimeField(text: string, field: TimeField): string {
  const digits = text.replace(/\D/g, '').slice(0, 2);
  if (digits === '') return '';
  return Number(digits) > TIME_FIELD_MAX[field] ? '' : digits;
}

export function padTimeField(text: string): string {
  return text.length === 1 ? `0${text}` : text;
}

/**
 * "HH:mm" (or "HH:mm:ss" with seconds) when hours and minutes (and seconds) are filled, else null.
 * Single digits count as padded, so "7" and "5" already mean "07:05".
 */
export function composeTime(fields: TimeFields, withSeconds: boolean): string | null {
  const parts = withSeconds ? [fields.hours, fields.minutes, fields.seconds] : [fields.hours, fields.minutes];
  if (parts.some((part) => part === '')) return null;
  return parts.map(padTimeField).join(':');
}

/** The fields of a "HH:mm" or "HH:mm:ss" value; anything else gives empty fields. */
export function splitTime(value: string | null | undefined): TimeFields {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value ?? '');
  if (!match) return EMPTY_TIME;
  const fields = { hours: match[1]!, minutes: match[2]!, seconds: match[3] ?? '' };
  const valid = (Object.keys(TIME_FIELD_MAX) as TimeField[]).every(
    (field) => fields[field] === '' || sanitizeTimeField(fields[field], field) === fields[field],
  );
  return valid ? fields : EMPTY_TIME;
}
