import { KID_MAX_LENGTH, KID_MIN_LENGTH, makeKid, normalizeKid, type KidMethod } from '../identifiers/kid.js';

/** The unit's KID settings (UnitInvoiceSetting usesKid, kidLength, kidModDigit) and the numbers of one invoice. */
export type InvoiceKidInput = {
  customerNumber: string | number | null;
  invoiceNumber: string | number;
  /** kidLength: the KID's length without its check character, 1–24. */
  length: number;
  method: KidMethod;
};

/** Why no KID can be made, with the limit as `count` where there is one. */
export type InvoiceKidProblem =
  | { type: 'invalid_length'; params: { min: number; max: number } }
  | { type: 'invoice_number_without_digits' }
  | { type: 'invoice_number_too_long'; params: { count: number } };

export type InvoiceKidResult = { kid: string; problem: null } | { kid: null; problem: InvoiceKidProblem };

const digitsOf = (value: string | number | null) => (value === null ? '' : String(value).replace(/\D/g, ''));

/**
 * The KID of an invoice: the customer number's digits followed by the invoice number's digits,
 * left-padded with zeros to `length`, then the check character of `method` (so the KID is
 * `length` + 1 characters). Non-digits are dropped ("INV-12" → "12").
 *
 * When the two do not fit, the invoice number wins: it is unique in the unit's series, so the KID
 * stays unique per customer and series, and only the customer number's leftmost digits are dropped
 * (customer 98765, invoice 4321, length 6 → base 654321). An invoice number longer than `length`
 * cannot be shortened without losing that uniqueness and is refused (`invoice_number_too_long`,
 * count = length): the unit must raise kidLength. Note that the layout alone does not keep KIDs of
 * different customers apart (customer 1 + invoice 23 and customer 12 + invoice 3 give the same
 * base), which is why `matchBankPayments` refuses a KID that names two invoices.
 */
export function invoiceKid({ customerNumber, invoiceNumber, length, method }: InvoiceKidInput): InvoiceKidResult {
  const min = KID_MIN_LENGTH - 1;
  const max = KID_MAX_LENGTH - 1;
  if (!Number.isInteger(length) || length < min || length > max)
    return { kid: null, problem: { type: 'invalid_length', params: { min, max } } };
  const invoiceDigits = digitsOf(invoiceNumber);
  if (invoiceDigits === '') return { kid: null, problem: { type: 'invoice_number_without_digits' } };
  if (invoiceDigits.length > length)
    return { kid: null, problem: { type: 'invoice_number_too_long', params: { count: length } } };
  const room = length - invoiceDigits.length;
  const customerDigits = room === 0 ? '' : digitsOf(customerNumber).slice(-room);
  const base = `${customerDigits}${invoiceDigits}`.padStart(length, '0');
  return { kid: makeKid(base, method), problem: null };
}

/**
 * What the invoice list's KID filter searches for: the digits of the user's input, and a MOD11 "-"
 * only as the last character (" 0001 2345-" → "00012345-"); spaces, dots and other separators the
 * user copied from a bank statement are dropped. An empty result means no KID filter.
 */
export function kidSearchText(value: string): string {
  const compact = normalizeKid(value);
  const digits = compact.replace(/\D/g, '');
  return compact.endsWith('-') && digits !== '' ? `${digits}-` : digits;
}
