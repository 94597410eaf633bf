import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES, type Locale } from '@fjord/domain';

/**
 * Translations live in src/i18n/<locale>/<namespace>.json, one namespace per feature, with the
 * same keys in en and nb (i18n.test.ts fails otherwise). English is the default.
 *
 * Each file is a chunk of its own, fetched when first needed and only in the active language: the
 * kit's namespaces (`STARTUP_NAMESPACES`) before the first render, a page's own when its
 * `useTranslation` asks (react-i18next suspends the component until they are there, so no key is
 * ever shown). A language switch fetches every namespace loaded so far in the new language before
 * it switches. There is no fallback language at run time: both are complete, and a fallback would
 * fetch English too for every Norwegian page.
 */
const bundles = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default' });

/** Loads namespaces of the active language, and fails when one could not be had (rather than showing keys). */
export async function requireNamespaces(namespaces: readonly string[]): Promise<void> {
  // The router starts the first page's lazy routes as it is made, before i18next may have chosen a language.
  await translationsReady;
  await i18n.loadNamespaces([...namespaces]);
  // hasLoadedNamespace counts a failed load as settled; only the bundle itself shows it arrived.
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(i18n.language, namespace));
  if (missing.length > 0) throw new Error(`Translations could not be loaded: ${missing.join(', ')}`);
}

/** The namespaces the kit uses outside any one feature (forms, errors, dialogs, the update flow). */
export const STARTUP_NAMESPACES = ['common', 'errors', 'validation', 'forms', 'overlays', 'update'];

const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = bundles[`./${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations ${language}/${namespace}`), false);
      return;
    }
    // Through loadChunk like every chunk: a file gone after a deploy reloads the page, a timeout or a
    // network failure is reported. Imported when used: the chunk helpers themselves use translations.
    import('../ui/update/chunks')
      .then(({ loadChunk }) => loadChunk(load, `i18n-${language}-${namespace}`))
      .then(
        (content) => callback(null, content),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

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

/** Settles once the start-up namespaces of the active language are there (main.tsx renders then). */
export const translationsReady: Promise<unknown> = i18n
  .use(lazyBundles)
  .use(initReactI18next)
  .init({
    lng: storedLocale(),
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LOCALES],
    defaultNS: 'common',
    ns: STARTUP_NAMESPACES,
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
