/**
 * Integer entry: whole numbers with an optional minus; empty is null.
 */
export type IntegerParse = { kind: 'empty' } | { kind: 'valid'; value: number } | { kind: 'invalid' };

/** Keeps what an integer can be made of while typing: digits, and a minus only in front. */
export function sanitizeInteger(text: string): string {
  const unified = text.replace(/\u2212/g, '-').trim();
  const negative = unified.startsWith('-');
  return (negative ? '-' : '') + unified.replace(/\D/g, '');
}

export function parseInteger(text: string): IntegerParse {
  const trimmed = text.replace(/\u2212/g, '-').trim();
  if (trimmed === '' || trimmed === '-') return { kind: 'empty' };
  if (!/^-?\d+$/.test(trimmed)) return { kind: 'invalid' };
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value)) return { kind: 'invalid' };
  // -0 is just 0.
  return { kind: 'valid', value: value === 0 ? 0 : value };
}

export function formatInteger(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
