/** One incoming payment read from a bank file. */
export type BankPayment = {
  /** The KID the payer gave, digits (and a MOD11 "-"); '' when the payment carries none. */
  kid: string;
  /** NOK as an exact decimal string with two decimals; negative for a reversal. */
  amount: string;
  /** The day the money was settled to the account, YYYY-MM-DD. */
  paymentDate: string;
  /** The bank's reference of the transaction: unique per transaction, the key of duplicate detection. */
  archiveReference: string;
  /** The payer's account (BBAN or IBAN) where the file names it. */
  payerAccount?: string;
};

/**
 * Why (part of) a bank file could not be read. `line` is the 1-based record of an OCR giro file;
 * `entry` and `transaction` the 1-based Ntry and its TxDtls of a camt.054 file. A file with problems
 * still gives the payments it could read, so the user sees both.
 */
export type BankFileProblem = {
  type: BankFileProblemType;
  line?: number;
  entry?: number;
  transaction?: number;
  params?: Record<string, string | number>;
};

export type BankFileProblemType =
  // Both formats
  | 'empty_file'
  | 'invalid_field'
  // OCR giro
  | 'wrong_record_length'
  | 'unknown_record'
  | 'unexpected_record'
  | 'not_ocr_giro'
  | 'missing_amount_item_2'
  | 'missing_record'
  | 'count_mismatch'
  | 'sum_mismatch'
  // camt.054
  | 'malformed_xml'
  | 'doctype_not_allowed'
  | 'not_camt054'
  | 'not_booked'
  | 'unsupported_currency'
  | 'missing_archive_reference';

export type BankFileResult = { payments: BankPayment[]; problems: BankFileProblem[] };
