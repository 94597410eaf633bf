import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import nb from 'i18n-iso-countries/langs/nb.json' with { type: 'json' };
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { Locale } from '@fjord/domain';
import { currencyOfCountry } from './currencies.js';

countries.registerLocale(en);
countries.registerLocale(nb);

export type Currency = { code: string; name: string };
export type Country = { code: string; name: string; phoneCode: string; currency: Currency | null };

const collators: Record<Locale, Intl.Collator> = { en: new Intl.Collator('en'), nb: new Intl.Collator('nb') };
const cache = new Map<Locale, Country[]>();

/** The currency with its name in the display names' language (the code where the runtime knows no name). */
function currencyIn(code: string | null, names: Intl.DisplayNames): Currency | null {
  return code ? { code, name: names.of(code) ?? code } : null;
}

/** ISO 3166 countries with names in the locale and their calling codes, sorted by name. */
export function allCountries(locale: Locale): Country[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = countries.getNames(locale, { select: 'official' });
  const currencyNames = new Intl.DisplayNames([locale], { type: 'currency' });
  const list = Object.entries(names)
    .filter(([code]) => isSupportedCountry(code))
    .map(([code, name]) => ({
      code,
      name,
      phoneCode: `+${getCountryCallingCode(code as never)}`,
      currency: currencyIn(currencyOfCountry(code), currencyNames),
    }))
    .sort((a, b) => collators[locale].compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}

export function isCountryCode(code: string): boolean {
  return allCountries('en').some((country) => country.code === code);
}

export const countryCodes = (): string[] => allCountries('en').map((country) => country.code);
