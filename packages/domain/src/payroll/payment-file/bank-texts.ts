/**
 * Texts of a pain.001 file. The schema's text types (Max35Text, Max70Text, Max140Text) count characters,
 * that is Unicode code points after XML parsing, so an escaped "&amp;" counts as one and "ø" as one; JS
 * string length (UTF-16 units) would count an emoji as two. The schema allows any character XML can hold;
 * Norwegian letters stay as they are (the file is UTF-8).
 */
export const MAX_ID_LENGTH = 35; // MsgId, PmtInfId, EndToEndId: Max35Text
export const MAX_NAME_LENGTH = 70; // Nm is Max140Text, but the CGI guidelines the Norwegian banks follow allow 70
export const MAX_REMITTANCE_LENGTH = 140; // RmtInf/Ustrd: Max140Text

// Control characters become spaces (a newline in a name is a space to a bank); lone surrogates cannot be
// written as UTF-8 at all and are dropped, as are U+FFFE and U+FFFF, which XML 1.0 cannot hold.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NOT_XML = /[\uFFFE\uFFFF]/g;

/**
 * The text as a bank file carries it: composed (NFC, so "å" typed as a + ring counts once), control
 * characters as spaces, runs of white space as one space, trimmed, and cut to at most `maxLength` code
 * points — never inside a character — without a trailing space. The same text always gives the same result.
 * Empty when nothing printable remains.
 */
export function bankText(value: string, maxLength: number): string {
  const cleaned = value
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .replace(NOT_XML, '')
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(cleaned);
  return characters.length <= maxLength ? cleaned : characters.slice(0, maxLength).join('').trimEnd();
}

/** A required text (a name): as `bankText`, refused when nothing printable remains. */
export function requiredBankText(value: string, maxLength: number, what: string): string {
  const text = bankText(value, maxLength);
  if (text === '') throw new RangeError(`${what} is empty`);
  return text;
}

/**
 * An identifier (message id, end-to-end id): never cut, since a cut id could equal another one and the
 * bank's status reports name payments by it; refused when empty or longer than Max35Text.
 */
export function bankId(value: string, what: string): string {
  const id = bankText(value, Number.MAX_SAFE_INTEGER);
  if (id === '') throw new RangeError(`${what} is empty`);
  if (Array.from(id).length > MAX_ID_LENGTH) {
    throw new RangeError(`${what} is longer than ${MAX_ID_LENGTH} characters: ${id}`);
  }
  return id;
}
