import type { TFunction } from 'i18next';
import { formatDecimal, isLocale, isUnitOfMeasureCode, type Locale } from '@fjord/domain';

/** The user's locale for numbers and dates (en unless Norwegian). */
export const localeOf = (language: string): Locale => (isLocale(language) ? language : 'en');

/**
 * A quantity with its unit of measure as the products name it ("12,5 Kilogram"); the unit's code
 * where it has no name. Needs the `products` namespace.
 */
export function quantityWithUnit(t: TFunction, quantity: string, unit: string, locale: Locale): string {
  const name = isUnitOfMeasureCode(unit) ? t(`products:units.${unit}`) : unit;
  return `${formatDecimal(quantity, locale)} ${name}`;
}
