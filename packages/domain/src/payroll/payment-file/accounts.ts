import { isValidBankAccount, normalizeBankAccount } from '../../identifiers/bank-account.js';
import { isValidIban, normalizeIban, norwegianAccountOfIban } from '../../identifiers/iban.js';
import { isValidSwift, normalizeSwift } from '../../identifiers/swift.js';

/** An account as payroll stores it: a Norwegian account number (BBAN) and/or an IBAN, the bank's BIC optional. */
export interface BankAccountInput {
  /** Norwegian account number, 11 digits; "1234.56.78903" and spaces are read too. */
  bban?: string | null;
  /** IBAN, electronic or printed form ("NO93 8601 1117 947"). */
  iban?: string | null;
  /** The account's bank (ISO 9362), 8 or 11 characters. */
  bic?: string | null;
}

/**
 * The account as the file names it. A Norwegian account goes in as BBAN (Othr/Id with SchmeNm/Cd BBAN), the
 * way the Norwegian banks' CGI guidelines have domestic NOK payments; an IBAN as IBAN. `country` is the
 * account's country, which names the bank when no BIC is given.
 */
export type FileAccount =
  | { scheme: 'BBAN'; id: string; country: 'NO'; bic: string | null }
  | { scheme: 'IBAN'; id: string; country: string; bic: string | null };

const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/**
 * The checked account: the BBAN by its MOD11 check digit, the IBAN by MOD97 (and a Norwegian IBAN's BBAN by
 * MOD11), the BIC by its ISO 9362 shape. When both a BBAN and an IBAN are given they must be the same
 * account, and the BBAN is used: the payment is a domestic NOK transfer.
 */
export function fileAccount(account: BankAccountInput, what: string): FileAccount {
  const bic = present(account.bic) ? normalizeSwift(account.bic) : null;
  if (bic !== null && !isValidSwift(bic)) throw new RangeError(`${what}: invalid BIC: ${account.bic}`);
  const bban = present(account.bban) ? normalizeBankAccount(account.bban) : null;
  const iban = present(account.iban) ? normalizeIban(account.iban) : null;
  if (bban !== null && !isValidBankAccount(bban)) {
    throw new RangeError(`${what}: invalid Norwegian account number: ${account.bban}`);
  }
  if (iban !== null && !isValidIban(iban)) throw new RangeError(`${what}: invalid IBAN: ${account.iban}`);
  if (bban !== null && iban !== null && norwegianAccountOfIban(iban) !== bban) {
    throw new RangeError(`${what}: the IBAN ${iban} is not the account ${bban}`);
  }
  if (bban !== null) return { scheme: 'BBAN', id: bban, country: 'NO', bic };
  if (iban !== null) return { scheme: 'IBAN', id: iban, country: iban.slice(0, 2), bic };
  throw new RangeError(`${what}: no account number`);
}
