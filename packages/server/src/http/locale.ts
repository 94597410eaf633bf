import { isLocale, type Locale } from '@fjord/domain';

/** nb, and the other Norwegian tags browsers send, are one language for the product. */
function localeOfTag(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (language === 'nb' || language === 'no' || language === 'nn') return 'nb';
  return isLocale(language) ? language : null;
}

/** The supported locale an Accept-Language header prefers most, honouring q-values; null when none is supported. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { locale: localeOfTag(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.locale !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.locale ?? null;
}

/** A locale named explicitly (a body field), accepting the Norwegian variants; null when absent or unsupported. */
export function explicitLocale(value: unknown): Locale | null {
  return typeof value === 'string' ? localeOfTag(value) : null;
}
