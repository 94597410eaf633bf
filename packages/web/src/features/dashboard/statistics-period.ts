import { toMoney } from '@fjord/domain';

/** The last twelve calendar months up to today: from the first day of the month eleven months back. */
export function lastTwelveMonths(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)); // 1 … 12
  const index = year * 12 + (month - 1) - 11;
  const from = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return { from, to: today };
}

/** "mar. 26" / "Mar 26": a bucket's month, short, in the user's language (the date is a calendar date). */
export function monthLabel(start: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${start}T00:00:00Z`));
}

/** A bar's height: the chart needs a number, the texts beside it keep the exact amount. */
export const barValue = (amount: string) => toMoney(amount).toNumber();
