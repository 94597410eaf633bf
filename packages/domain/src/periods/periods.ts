import { isIsoDate } from '../validation/values.js';

/**
 * A span of calendar days, both ends inclusive, as YYYY-MM-DD; null leaves that end open. Product
 * prices (validFrom/validTo), product active periods (activeFrom/activeTo), pension unit selections
 * and the VAT history all use it. YYYY-MM-DD strings compare correctly as text.
 */
export type Period = { from: string | null; to: string | null };

/** The date itself (trimmed), or a RangeError: a malformed date ("2024-2-1") would compare wrongly as text. */
export function requireIsoDate(date: string): string {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return date.trim();
}

/** The year, month (1–12) and day of a YYYY-MM-DD date, or a RangeError. */
export function isoDateParts(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = requireIsoDate(date).split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function checked(period: Period): Period {
  return {
    from: period.from === null ? null : requireIsoDate(period.from),
    to: period.to === null ? null : requireIsoDate(period.to),
  };
}

/** Both ends are null or real dates, and from is not after to (a one-day period has from = to). */
export function isValidPeriod(period: Period): boolean {
  const ends = [period.from, period.to];
  if (ends.some((end) => end !== null && !isIsoDate(end))) return false;
  return period.from === null || period.to === null || period.from.trim() <= period.to.trim();
}

/** The date lies inside the period, ends included. */
export function isWithin(date: string, period: Period): boolean {
  const day = requireIsoDate(date);
  const { from, to } = checked(period);
  return (from === null || from <= day) && (to === null || day <= to);
}

function isEmpty({ from, to }: Period): boolean {
  return from !== null && to !== null && from > to;
}

/**
 * The periods share at least one day. Ends are inclusive: a period ending 2020-03-31 and one
 * starting 2020-04-01 touch without overlapping; ending and starting on the same day overlaps.
 * A reversed period (from after to) holds no day, so it overlaps nothing; isValidPeriod reports it.
 */
export function periodsOverlap(a: Period, b: Period): boolean {
  const first = checked(a);
  const second = checked(b);
  if (isEmpty(first) || isEmpty(second)) return false;
  const firstStartsInTime = first.from === null || second.to === null || first.from <= second.to;
  const secondStartsInTime = second.from === null || first.to === null || second.from <= first.to;
  return firstStartsInTime && secondStartsInTime;
}

/** Every overlapping pair as [i, j] indexes with i < j, in index order; empty when none overlap. */
export function findOverlaps(periods: readonly Period[]): [number, number][] {
  const pairs: [number, number][] = [];
  periods.forEach((a, i) => {
    for (let j = i + 1; j < periods.length; j += 1) {
      if (periodsOverlap(a, periods[j]!)) pairs.push([i, j]);
    }
  });
  return pairs;
}
