import {
  ameldingDeadline,
  daysBetween,
  NB_MONTH_NAMES,
  type AmeldingKind,
  type AmeldingStatus,
  type Locale,
} from '@fjord/domain';

/**
 * The months of the a-melding: a month of payment (YYYY-MM), its deadline, its name in the user's language, and
 * its state on the /altinn-reports list and the dashboard. The state is decided here, from facts the reads
 * gather, so the list, the dashboard and the tests agree (docs/features.md "A-melding: month states").
 */

export const AMELDING_MONTH_STATES = [
  'NOT_DUE',
  'NOTHING_TO_REPORT',
  'NOT_REPORTED',
  'OVERDUE',
  'WAITING',
  'REPORTED',
  'SHOULD_REPORT',
  'REJECTED',
] as const;
export type AmeldingMonthState = (typeof AMELDING_MONTH_STATES)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-06". */
export const periodOf = (year: number, month: number) => `${year}-${pad(month)}`;

export function monthBounds(year: number, month: number): { first: string; last: string } {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${periodOf(year, month)}-01`, last: `${periodOf(year, month)}-${pad(days)}` };
}

export const deadlineOf = (year: number, month: number) => ameldingDeadline(periodOf(year, month));

/** The English names; the Norwegian ones are the paycheck periods' (domain). */
const EN_MONTH_NAMES = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, index, 1))),
);
const MONTH_NAMES: Record<Locale, readonly string[]> = { nb: NB_MONTH_NAMES, en: EN_MONTH_NAMES };

/** "Juni 2026" / "June 2026". */
export const monthName = (year: number, month: number, locale: Locale) => `${MONTH_NAMES[locale][month - 1]} ${year}`;

export const localeOf = (locale: string | null | undefined): Locale => (locale === 'en' ? 'en' : 'nb');

/** A message as the month's state needs it. */
export type MonthMessage = { kind: AmeldingKind; status: AmeldingStatus; archived: boolean };

/** What the state of a month is decided from. */
export type MonthFacts = {
  year: number;
  month: number;
  /** Today in Oslo, YYYY-MM-DD. */
  today: string;
  /** Locked paychecks paid in the month that go to the a-melding. */
  lockedPaychecks: number;
  /** Of those, NOT_REPORTED or SHOULD_REPORT; plus paychecks of the month's received message now SHOULD_REPORT. */
  unreportedPaychecks: number;
  /** Whether the company had a work relation active in some day of the month (employees to report). */
  hasEmployees: boolean;
  /** The month's messages, oldest first. */
  messages: readonly MonthMessage[];
};

/**
 * The month's state, the first that applies:
 * 1. WAITING — the latest message not archived waits on the service (PENDING, FEEDBACK_READY).
 * 2. REPORTED / SHOULD_REPORT — a received message (SUCCESSFUL, not a cancellation) counts for the month;
 *    SHOULD_REPORT when a locked paycheck of the month is not reported or changed after it was.
 * 3. REJECTED — the latest message not archived was rejected and nothing counts for the month.
 * 4. NOT_DUE — the month has not begun, or it is the current month and nothing is locked in it yet.
 * 5. NOTHING_TO_REPORT — nothing locked in the month and no work relation active in it.
 * 6. OVERDUE — the deadline (the 5th of the next month, next working day) has passed.
 * 7. NOT_REPORTED — otherwise: due, with locked paychecks, or a zero report for a month with employees.
 */
export function monthState(facts: MonthFacts): AmeldingMonthState {
  const current = facts.today.slice(0, 7);
  const period = periodOf(facts.year, facts.month);
  const visible = facts.messages.filter((message) => !message.archived);
  const latest = visible.at(-1);
  if (latest && (latest.status === 'PENDING' || latest.status === 'FEEDBACK_READY')) return 'WAITING';
  const counting = facts.messages.filter((message) => message.status === 'SUCCESSFUL').at(-1);
  if (counting && counting.kind !== 'CANCELLATION') return facts.unreportedPaychecks > 0 ? 'SHOULD_REPORT' : 'REPORTED';
  if (latest?.status === 'REJECTED') return 'REJECTED';
  if (period > current || (period === current && facts.lockedPaychecks === 0)) return 'NOT_DUE';
  if (facts.lockedPaychecks === 0 && !facts.hasEmployees) return 'NOTHING_TO_REPORT';
  if (deadlineOf(facts.year, facts.month) < facts.today) return 'OVERDUE';
  return 'NOT_REPORTED';
}

/** States in which the month still needs a message. */
export const OPEN_MONTH_STATES: readonly AmeldingMonthState[] = [
  'NOT_REPORTED',
  'OVERDUE',
  'SHOULD_REPORT',
  'REJECTED',
  'WAITING',
  'NOT_DUE',
];

/** Days from today to the deadline (negative when overdue). */
export const daysLeft = (deadline: string, today: string) => daysBetween(today, deadline);

/** The month after (year, month). */
export const nextMonth = (year: number, month: number) =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
