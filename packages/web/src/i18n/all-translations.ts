import { isLocale, type Locale } from '@fjord/domain';

/**
 * Every namespace of both languages at once, for the unit tests (the app fetches them one by one,
 * see ./index.ts): the completeness checks compare them, and src/test/setup.ts puts them all in
 * i18next so a component under test renders its texts at once.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

export const resources: Record<Locale, Record<string, Record<string, unknown>>> = { en: {}, nb: {} };
for (const [path, content] of Object.entries(files)) {
  const [, locale, namespace] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (locale && namespace && isLocale(locale)) resources[locale][namespace] = content;
}
