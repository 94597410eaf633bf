/** The API's interval units of a recurring order. */
export const RECURRING_INTERVAL_UNITS = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RecurringIntervalUnit = (typeof RECURRING_INTERVAL_UNITS)[number];

/** Every `count` units: two weeks is { unit: 'WEEKLY', count: 2 }. */
export type RecurringInterval = { unit: RecurringIntervalUnit; count: number };

/**
 * The eight intervals the form offers, in its order. The spec gives the choices and the units, not
 * how one maps onto the other: each is its unit times a count, so four weeks stays 28 days and
 * never becomes a month.
 */
export const RECURRING_INTERVAL_CHOICES = {
  ONE_DAY: { unit: 'DAILY', count: 1 },
  ONE_WEEK: { unit: 'WEEKLY', count: 1 },
  TWO_WEEKS: { unit: 'WEEKLY', count: 2 },
  FOUR_WEEKS: { unit: 'WEEKLY', count: 4 },
  ONE_MONTH: { unit: 'MONTHLY', count: 1 },
  THREE_MONTHS: { unit: 'MONTHLY', count: 3 },
  FOUR_MONTHS: { unit: 'MONTHLY', count: 4 },
  ONE_YEAR: { unit: 'YEARLY', count: 1 },
} as const satisfies Record<string, RecurringInterval>;

export type RecurringIntervalChoice = keyof typeof RECURRING_INTERVAL_CHOICES;
export const RECURRING_INTERVAL_CHOICE_NAMES = Object.keys(RECURRING_INTERVAL_CHOICES) as RecurringIntervalChoice[];

export function isRecurringIntervalChoice(value: unknown): value is RecurringIntervalChoice {
  return typeof value === 'string' && (RECURRING_INTERVAL_CHOICE_NAMES as string[]).includes(value);
}

/** The choice a stored interval shows as, or null for an interval the form does not offer. */
export function recurringIntervalChoiceOf(interval: RecurringInterval): RecurringIntervalChoice | null {
  return (
    RECURRING_INTERVAL_CHOICE_NAMES.find((name) => {
      const choice = RECURRING_INTERVAL_CHOICES[name];
      return choice.unit === interval.unit && choice.count === interval.count;
    }) ?? null
  );
}
