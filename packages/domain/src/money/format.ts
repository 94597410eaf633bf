import type { Locale } from '../constants.js';
import { CURRENCY_DECIMALS } from '../constants.js';
import { roundMoney, type MoneyInput } from './money.js';

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  // A non-breaking space, so "1 234,50" never wraps inside the amount.
  nb: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * "1 234,50" (nb) or "1,234.50" (en), rounded half up to the currency's two decimals. Written out
 * instead of Intl.NumberFormat, which takes a float (or, in newer engines only, a string) and whose
 * nb output depends on the ICU data of the browser or Node build. The minus is a hyphen-minus, as in
 * the amount inputs, so a copied amount pastes back unchanged.
 */
export function formatMoney(value: MoneyInput, locale: Locale): string {
  const rounded = roundMoney(value, CURRENCY_DECIMALS);
  const { group, decimal } = SEPARATORS[locale];
  const [whole = '0', fraction = ''] = rounded.abs().toFixed(CURRENCY_DECIMALS).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  // -0.001 rounds to zero, which has no sign.
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}${grouped}${decimal}${fraction}`;
}

/**
 * A quantity or a rate as the documents show it: the exact decimal, grouped like money, without the
 * zeros the column pads it with ("1.5000" → "1,5" in nb, "25.00" → "25").
 */
export function formatDecimal(value: string, locale: Locale): string {
  const { group, decimal } = SEPARATORS[locale];
  const [sign, digits] = value.startsWith('-') ? ['-', value.slice(1)] : ['', value];
  const [whole = '0', fraction = ''] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const kept = fraction.replace(/0+$/, '');
  return `${sign}${grouped}${kept ? `${decimal}${kept}` : ''}`;
}
