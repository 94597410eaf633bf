/**
 * Amount entry. The decimal separator comes from the locale (comma in nb, point in
 * en); a Unicode minus counts as a hyphen; every other character is stripped, so grouping in either
 * style ("1 234,5", "1,234.5") falls away. The value handed on is a canonical decimal string with a
 * point ("1234.50"), never a float, so no amount is ever rounded by JavaScript numbers.
 */
export type AmountOptions = {
  /** i18n language; "nb" uses a comma, anything else a point. */
  locale: string;
  /** The sign is ignored: "-5" is 5. */
  positiveOnly?: boolean;
  /** Empty stays empty (null); otherwise empty means 0. */
  allowBlank?: boolean;
  /** At most this many decimals are kept while typing. */
  decimals?: number;
};

const UNICODE_MINUS = /\u2212/g;

export function decimalSeparator(locale: string): ',' | '.' {
  return locale.toLowerCase().startsWith('nb') || locale.toLowerCase().startsWith('no') ? ',' : '.';
}

function groupingSeparator(locale: string): string {
  // nb groups with a (non-breaking) space, en with a comma.
  return decimalSeparator(locale) === ',' ? '\u00a0' : ',';
}

/**
 * What the field keeps of a keystroke or paste: an optional leading minus, digits, and the first
 * decimal separator of the locale.
 */
export function sanitizeAmount(text: string, options: AmountOptions): string {
  const separator = decimalSeparator(options.locale);
  const unified = pointAsNorwegianDecimal(text.replace(UNICODE_MINUS, '-').trim(), separator);
  const negative = !options.positiveOnly && unified.startsWith('-');
  let result = '';
  let seenSeparator = false;
  let decimals = 0;
  for (const char of unified) {
    if (char >= '0' && char <= '9') {
      if (seenSeparator) {
        if (options.decimals !== undefined && decimals >= options.decimals) continue;
        decimals += 1;
      }
      result += char;
    } else if (char === separator && !seenSeparator && options.decimals !== 0) {
      seenSeparator = true;
      result += char;
    }
  }
  return (negative ? '-' : '') + result;
}

/**
 * In nb a lone point is taken as the decimal comma: "12.5" typed on the main keyboard, or an English
 * number pasted, means 12,5 — stripping it would silently make the amount ten or a hundred times
 * larger. With a comma present, or several points ("1.234.567,50"), points are thousands grouping.
 */
function pointAsNorwegianDecimal(text: string, separator: ',' | '.'): string {
  if (separator !== ',' || text.includes(',')) return text;
  const points = text.split('.').length - 1;
  return points === 1 ? text.replace('.', ',') : text;
}

/** The canonical value of what was typed: "1234.50", "-5", "0.5"; null only when blank is allowed. */
export function parseAmount(text: string, options: AmountOptions): string | null {
  const clean = sanitizeAmount(text, options);
  const negative = clean.startsWith('-');
  const [rawWhole = '', rawFraction] = clean.replace('-', '').split(decimalSeparator(options.locale));
  if (!/\d/.test(rawWhole + (rawFraction ?? ''))) return options.allowBlank ? null : '0';
  const whole = rawWhole.replace(/^0+(?=\d)/, '') || '0';
  const fraction = rawFraction ?? '';
  const canonical = fraction ? `${whole}.${fraction}` : whole;
  // "-0" and "-0.00" are zero, not a negative amount.
  return negative && /[1-9]/.test(canonical) ? `-${canonical}` : canonical;
}

/** How a canonical value is shown: the locale's separator, optionally grouped in thousands. */
export function formatAmount(value: string | null | undefined, locale: string, grouping = false): string {
  if (value === null || value === undefined || value === '') return '';
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = value.replace('-', '').split('.');
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupingSeparator(locale)) : whole;
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? decimalSeparator(locale) + fraction : ''}`;
}

/** The text after typing `insert` over the selection [start, end), and where the caret goes. */
export function insertText(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
