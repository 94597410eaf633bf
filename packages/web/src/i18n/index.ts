import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES, type Locale } from '@fjord/domain';

/**
 * Translations live in src/i18n/<locale>/<namespace>.json, one namespace per feature, with the
 * same keys in en and nb (i18n.test.ts fails otherwise). English is the default and fallback.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

export const resources: Record<Locale, Record<string, Record<string, unknown>>> = { en: {}, nb: {} };
for (const [path, content] of Object.entries(files)) {
  const [, locale, namespace] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (locale && namespace && isLocale(locale)) resources[locale][namespace] = content;
}

const LOCALE_KEY = 'fjord.locale';

/**
 * Without a chosen language the browser's decides — Norwegian (nb, no or nn, with or
 * without a region) gives nb, anything else the default, English.
 */
export function browserLocale(languages: readonly string[]): Locale {
  return languages.some((language) => /^(nb|no|nn)\b/i.test(language)) ? 'nb' : DEFAULT_LOCALE;
}

/** The language chosen in this browser, else the browser's own. */
export function storedLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : browserLocale(navigator.languages ?? [navigator.language]);
}

/** Whether a language was chosen in this browser (else the user's saved one may apply). */
export function hasStoredLocale(): boolean {
  return isLocale(localStorage.getItem(LOCALE_KEY));
}

export function rememberLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, locale);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  defaultNS: 'common',
  ns: Object.keys(resources.en),
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export async function changeLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}

export default i18n;
