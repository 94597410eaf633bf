import type { AmeldingMonthState, AmeldingStatus } from '../../gql/graphql';
import type { YearMonth } from './period';

type MonthLike = YearMonth & { state: AmeldingMonthState; latest: { id: string; status: AmeldingStatus } | null };

/**
 * What a month offers to send: a new message (`replacesId` null) or a replacement of its latest
 * message; null when there is nothing to send now. A month not reported, overdue or not (a month
 * without pay while employments are active is one too: its zero report), gets a new message; so
 * does a rejected one, since nothing of a rejected message counts (norway-facts: "after a rejected
 * melding, send a new one without erstatterMeldingsId"). A month whose paychecks changed after it
 * was reported replaces its received message. A future month, one waiting for feedback, a reported
 * one and one with nothing to report (no pay and no active employment: no message is expected)
 * offer nothing here; a reported message is replaced from its own page.
 */
export function monthSendChoice(month: MonthLike): { replacesId: string | null } | null {
  switch (month.state) {
    case 'NOT_REPORTED':
    case 'OVERDUE':
    case 'REJECTED':
      return { replacesId: null };
    case 'SHOULD_REPORT':
      return { replacesId: month.latest?.status === 'SUCCESSFUL' ? month.latest.id : null };
    default:
      return null;
  }
}

/** The new page for a month, replacing a message when one is named. */
export function newAmeldingPath({ year, month }: YearMonth, replacesId: string | null = null): string {
  const params = new URLSearchParams({ year: String(year), month: String(month) });
  if (replacesId) params.set('ameldingToReplaceId', replacesId);
  return `/altinn-reports/new?${params.toString()}`;
}

/** States of a month that has not been reported (or must be again): the new page's default month is the earliest. */
const UNREPORTED: readonly AmeldingMonthState[] = ['OVERDUE', 'NOT_REPORTED', 'REJECTED'];

/**
 * The month the new page starts with when the link names none: the earliest month of the year not
 * reported, else this month when the year is this year, else the year's last month that has come.
 */
export function defaultMonth(
  months: readonly { month: number; state: AmeldingMonthState }[],
  year: number,
  today: YearMonth,
): number {
  const unreported = months.find((candidate) => UNREPORTED.includes(candidate.state));
  if (unreported) return unreported.month;
  if (year === today.year) return today.month;
  const come = months.filter((candidate) => candidate.state !== 'NOT_DUE');
  return come.at(-1)?.month ?? 1;
}
