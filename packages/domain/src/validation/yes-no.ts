/**
 * A yes/no value from a form or a URL filter: booleans and the texts 'true'/'false'. Anything else
 * is null, which a filter shows with the generic error text.
 */
export function parseYesNo(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}
