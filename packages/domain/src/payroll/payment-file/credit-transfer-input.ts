import type { BankAccountInput } from './accounts.js';

/**
 * The pain.001 versions the file can be written in. 03 (ISO 20022 2009) is the default: every Norwegian
 * bank that takes ISO 20022 payment files (DNB, Nordea, SpareBank 1, Handelsbanken, Danske Bank) takes it,
 * following the Norwegian banks' common CGI-based guidelines. 09 (ISO 20022 2019, the CGI-MP's current
 * version) is there for a bank that asks for it. Both schemas are in packages/server/reference-data/iso20022.
 */
export const PAIN_001_VERSIONS = ['pain.001.001.03', 'pain.001.001.09'] as const;
export type Pain001Version = (typeof PAIN_001_VERSIONS)[number];

/** The company paying: the debtor and initiating party of the file. */
export interface CreditTransferDebtor extends BankAccountInput {
  name: string;
  /** Norwegian organisation number, 9 digits (MOD11). */
  organizationNumber: string;
}

/** One net pay: a paycheck's amount to an employee's account. */
export interface CreditTransferPayment extends BankAccountInput {
  /** Unique within the file and kept by the bank through its status reports, e.g. the paycheck number. */
  endToEndId: string;
  creditorName: string;
  /** NOK as a canonical decimal string ("25431.5"), more than zero, at most two decimals. */
  amount: string;
  /** Text on the employee's statement, e.g. "Lønn 2026-06 nr 12"; cut to 140 characters. */
  remittanceText?: string | null;
}

export interface CreditTransferInput {
  version?: Pain001Version;
  /** Unique per file for the bank (it refuses a file whose id it has seen), at most 35 characters. */
  messageId: string;
  /** When the file was made, an ISO date-time ("2026-06-18T09:30:00Z"), from the caller's clock. */
  creationDateTime: string;
  /** The pay date (YYYY-MM-DD): the day the bank is to pay. */
  requestedExecutionDate: string;
  debtor: CreditTransferDebtor;
  payments: readonly CreditTransferPayment[];
}
