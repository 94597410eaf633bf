import {
  RECURRING_INTERVAL_CHOICES,
  isRecurringIntervalChoice,
  nextDates,
  recurringScheduleProblems,
  upcomingDates,
  type FieldProblem,
  type RecurringInterval,
  type RecurringOccurrence,
} from '@fjord/domain';
import { text } from '../orders/input.js';
import type { RecurringScheduleInput } from './input.js';

/** A schedule that passed its rules, as it is stored. */
export type Schedule = {
  startDate: string;
  endDate: string | null;
  dateOffset: number;
  interval: RecurringInterval;
};

/** The schedule's problems, or the schedule; the stored interval is the choice's unit and count. */
export function checkSchedule(input: RecurringScheduleInput): { schedule: Schedule | null; problems: FieldProblem[] } {
  const values = {
    startDate: text(input.startDate),
    endDate: text(input.endDate),
    dateOffset: input.dateOffset ?? 0,
    interval: text(input.interval),
  };
  const problems = recurringScheduleProblems(values);
  if (problems.length > 0 || !isRecurringIntervalChoice(values.interval)) return { schedule: null, problems };
  const { unit, count } = RECURRING_INTERVAL_CHOICES[values.interval];
  return {
    schedule: {
      startDate: values.startDate!,
      endDate: values.endDate,
      dateOffset: Number(values.dateOffset),
      interval: { unit, count },
    },
    problems,
  };
}

/** The next `count` orders a schedule saved today will make, after the last one it made. */
export const upcomingOf = (schedule: Schedule, today: string, count: number, after: string | null = null) =>
  upcomingDates(schedule.startDate, schedule.interval, count, {
    today,
    after,
    endDate: schedule.endDate,
    dateOffset: schedule.dateOffset,
  });

/** The occurrence after `date`, however late it is: the daily job catching up days it missed. */
export const occurrenceAfter = (schedule: Schedule, date: string): RecurringOccurrence | null =>
  nextDates(schedule.startDate, schedule.interval, 1, {
    after: date,
    endDate: schedule.endDate,
    dateOffset: schedule.dateOffset,
  })[0] ?? null;

/** The stored schedule of a recurring order. */
export const scheduleOf = (row: {
  startDate: string;
  endDate: string | null;
  dateOffset: number;
  intervalUnit: RecurringInterval['unit'];
  intervalCount: number;
}): Schedule => ({
  startDate: row.startDate,
  endDate: row.endDate,
  dateOffset: row.dateOffset,
  interval: { unit: row.intervalUnit, count: row.intervalCount },
});

/** The day the order of `date` is created. */
export const createOnOf = (schedule: Pick<Schedule, 'dateOffset'>, date: string): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - schedule.dateOffset);
  return day.toISOString().slice(0, 10);
};
