import type { Locale } from '@fjord/domain';

/** Narrow no-break space: Norwegian groups thousands with a space that must not break a number. */
const GROUP = { nb: '\u00a0', en: ',' } as const;
const DECIMAL = { nb: ',', en: '.' } as const;

/**
 * A canonical decimal string ("-1234.5") as the document's language writes it, grouped by
 * thousands: "-1 234,50" in nb, "-1,234.50" in en. Formatting works on the text, so no amount
 * passes through a float.
 */
export function formatDecimal(value: string, locale: Locale, decimals: { min: number; max: number }): string {
  const negative = value.startsWith('-');
  const [whole = '0', rawFraction = ''] = value.replace(/^[-+]/, '').split('.');
  let fraction = rawFraction.slice(0, decimals.max).replace(/0+$/, '');
  fraction = fraction.padEnd(decimals.min, '0');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[locale]);
  const isZero = /^0*$/.test(whole + fraction);
  return `${negative && !isZero ? '-' : ''}${grouped}${fraction ? DECIMAL[locale] + fraction : ''}`;
}

export const formatAmount = (value: string, locale: Locale) => formatDecimal(value, locale, { min: 2, max: 2 });
export const formatQuantity = (value: string, locale: Locale) => formatDecimal(value, locale, { min: 0, max: 4 });
export const formatPercent = (value: string, locale: Locale) =>
  `${formatDecimal(value, locale, { min: 0, max: 2 })}\u00a0%`;

/** 2026-11-25 → 25.11.2026 (nb) or 25 Nov 2026 (en). */
export function formatDate(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-');
  if (locale === 'nb') return `${day}.${month}.${year}`;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(day)} ${months[Number(month) - 1]} ${year}`;
}

/** 999999999 → 999 999 999, as the Brønnøysund registers print it. */
export const formatOrganizationNumber = (value: string) =>
  value.replace(/\s/g, '').replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

/** A Norwegian account number (BBAN) in its printed groups, 1234.56.78903. */
export const formatBban = (value: string) => value.replace(/[\s.]/g, '').replace(/^(\d{4})(\d{2})(\d{5})$/, '$1.$2.$3');
