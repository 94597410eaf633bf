import { addDays } from '../periods/calendar-days.js';
import type { FieldProblem } from '../validation/field-problems.js';
import { isIsoDate } from '../validation/values.js';

/**
 * General invoice statistics (spec 001 §7.2: from, to, fields, interval). The intervals are the
 * spec's recurring interval names; a bucket is a calendar period of Oslo dates (issue and payment
 * dates are calendar dates, so no time zone enters), weeks from Monday as in Norway (ISO 8601).
 */
export const STATISTICS_INTERVALS = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type StatisticsInterval = (typeof STATISTICS_INTERVALS)[number];

/**
 * What can be asked: per bucket INVOICED (payable amounts of invoices issued in it minus its credit
 * notes), INVOICE_COUNT (invoices issued, credit notes not counted), PAID (payments dated in it),
 * CREDITED (credit notes issued in it, positive); over the period OUTSTANDING (what remained unpaid
 * on `to`), OVERDUE (what remains after the due date today) and TOP_CUSTOMERS (the five largest by
 * invoiced amount).
 */
export const INVOICE_STATISTICS_FIELDS = [
  'INVOICED',
  'INVOICE_COUNT',
  'PAID',
  'CREDITED',
  'OUTSTANDING',
  'OVERDUE',
  'TOP_CUSTOMERS',
] as const;
export type InvoiceStatisticsField = (typeof INVOICE_STATISTICS_FIELDS)[number];

/** More buckets than a chart can show are refused (a year of days fits): less_than_or_equal_to on interval. */
export const MAX_STATISTICS_BUCKETS = 400;
export const TOP_CUSTOMER_COUNT = 5;

/** The first day of the interval's period that holds `date` (YYYY-MM-DD). */
export function statisticsBucketStart(date: string, interval: StatisticsInterval): string {
  if (!isIsoDate(date)) throw new RangeError(`not a date: ${date}`);
  switch (interval) {
    case 'DAILY':
      return date;
    case 'WEEKLY': {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
      return addDays(date, -((weekday + 6) % 7));
    }
    case 'MONTHLY':
      return `${date.slice(0, 7)}-01`;
    case 'YEARLY':
      return `${date.slice(0, 4)}-01-01`;
  }
}

/** The first day of the period after the one starting on `start`. */
function nextStart(start: string, interval: StatisticsInterval): string {
  switch (interval) {
    case 'DAILY':
      return addDays(start, 1);
    case 'WEEKLY':
      return addDays(start, 7);
    case 'MONTHLY': {
      const [year, month] = start.split('-').map(Number) as [number, number];
      return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    }
    case 'YEARLY':
      return `${Number(start.slice(0, 4)) + 1}-01-01`;
  }
}

export type StatisticsBucket = {
  /** The first day of the calendar period (may be before `from`): the bucket's key. */
  start: string;
  /** The days of the period the statistics count: the period cut to from … to. */
  from: string;
  to: string;
};

/** Problems of a statistics request, as field problems (empty when it can be answered). */
export function statisticsRequestProblems(from: string, to: string, interval: StatisticsInterval): FieldProblem[] {
  if (to < from) return [{ attribute: 'to', type: 'date_after_or_equal_to', params: { date: from } }];
  let count = 0;
  for (let start = statisticsBucketStart(from, interval); start <= to; start = nextStart(start, interval)) {
    count += 1;
    if (count > MAX_STATISTICS_BUCKETS)
      return [{ attribute: 'interval', type: 'less_than_or_equal_to', params: { count: MAX_STATISTICS_BUCKETS } }];
  }
  return [];
}

/** Every bucket from the one holding `from` to the one holding `to`, empty ones included, oldest first. */
export function statisticsBuckets(from: string, to: string, interval: StatisticsInterval): StatisticsBucket[] {
  if (statisticsRequestProblems(from, to, interval).length > 0) throw new RangeError('statistics request refused');
  const buckets: StatisticsBucket[] = [];
  for (let start = statisticsBucketStart(from, interval); start <= to; start = nextStart(start, interval)) {
    const last = addDays(nextStart(start, interval), -1);
    buckets.push({ start, from: start < from ? from : start, to: last > to ? to : last });
  }
  return buckets;
}
