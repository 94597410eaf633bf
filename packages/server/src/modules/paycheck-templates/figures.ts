/**
 * A stored figure (a quantity or rate keeps four decimals: "48500.0000") as people read it: trailing zeros after the
 * second decimal dropped ("48500.00", "37.50", "1.2345"). Still an exact decimal string.
 */
export function plainFigure(value: string | null): string | null {
  if (value === null) return null;
  const [whole, fraction = ''] = value.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${kept}`;
}
