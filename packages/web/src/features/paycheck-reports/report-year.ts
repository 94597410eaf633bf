import { useSearchParams } from 'react-router';
import { formatMoney, PAYCHECK_PERIOD_YEARS, type Locale } from '@fjord/domain';
import { osloYear } from '../employee-tax-cards/tax-card-form';
import type { PagedColumn } from '../../ui/table';

/** Which year a report opens on (spec 000 §2): the previous for what is settled after the year, else this one. */
export type YearDefault = 'previous' | 'current';

export const defaultYear = (kind: YearDefault, thisYear: number = osloYear()) =>
  kind === 'previous' ? thisYear - 1 : thisYear;

/** The `year` of the URL when it is a payroll year (2000–2099), else null. */
export function yearOf(text: string | null): number | null {
  if (!text || !/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= PAYCHECK_PERIOD_YEARS.first && year <= PAYCHECK_PERIOD_YEARS.last ? year : null;
}

/** The years the select offers: this year and the nine before it, and the one shown if it is older. */
export function yearChoices(shown: number, thisYear: number = osloYear()): number[] {
  const years = Array.from({ length: 10 }, (_, index) => thisYear - index);
  return years.includes(shown) ? years : [...years, shown].sort((a, b) => b - a);
}

/**
 * The report's year, kept in the URL query (`?year=2025`) so a link or a reload shows the same report;
 * without one (or an unusable one) the report's default. Choosing a year replaces the URL, not adding
 * to the history for every step.
 */
export function useReportYear(kind: YearDefault): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const year = yearOf(params.get('year')) ?? defaultYear(kind);
  const setYear = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('year', String(next));
        return updated;
      },
      { replace: true },
    );
  return [year, setYear];
}

/**
 * An amount in a report's CSV as spreadsheets read numbers: no thousands separator, and in Norwegian a
 * decimal comma ("12345,50"; the warehouse report's CSV writes them the same way).
 */
export const csvAmount = (value: string, locale: Locale) => (locale === 'nb' ? value.replace('.', ',') : value);

/** A right-aligned amount column: formatted on screen ("12 345,50"), a plain number in the CSV. */
export function amountColumn<T>(
  id: string,
  header: string,
  amount: (row: T) => string | null,
  locale: Locale,
): PagedColumn<T> {
  return {
    id,
    header,
    align: 'right',
    value: (row) => {
      const value = amount(row);
      return value === null ? '' : csvAmount(value, locale);
    },
    cell: (row) => {
      const value = amount(row);
      return value === null ? '' : formatMoney(value, locale);
    },
  };
}

/** "Mars 2026" / "March 2026": a report month of a YYYY-MM period, capitalised as a row's label. */
export function monthName(period: string, locale: Locale): string {
  const name = new Intl.DateTimeFormat(locale === 'nb' ? 'nb-NO' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
