import { isValidOrganizationNumber, normalizeOrganizationNumber } from '../../identifiers/organization-number.js';
import type { Money } from '../../money/money.js';
import { isIsoDate } from '../../validation/values.js';
import { fileAccount, type FileAccount } from './accounts.js';
import { controlSum, paymentAmount } from './amounts.js';
import { bankId, bankText, MAX_NAME_LENGTH, MAX_REMITTANCE_LENGTH, requiredBankText } from './bank-texts.js';
import type { CreditTransferInput, Pain001Version } from './credit-transfer-input.js';

/** The input as the file writes it: every text cleaned and cut, every number checked. */
export interface CheckedCreditTransfer {
  version: Pain001Version;
  messageId: string;
  creationDateTime: string;
  requestedExecutionDate: string;
  debtor: { name: string; organizationNumber: string; account: FileAccount };
  payments: { endToEndId: string; name: string; account: FileAccount; amount: Money; remittance: string }[];
  controlSum: Money;
}

/**
 * Checks the input, refusing (RangeError) what the bank would refuse or what would make a wrong file:
 * no payments, an amount not more than zero or with more than two decimals, an invalid account (BBAN
 * MOD11, IBAN MOD97), organisation number or BIC, an empty name, an id that is empty, longer than 35
 * characters or (end-to-end) used twice, a malformed date or date-time.
 */
export function checkedCreditTransfer(input: CreditTransferInput): CheckedCreditTransfer {
  const messageId = bankId(input.messageId, 'The message id');
  const creationDateTime = checkedDateTime(input.creationDateTime);
  const requestedExecutionDate = checkedDate(input.requestedExecutionDate);
  if (input.payments.length === 0) throw new RangeError('A payment file needs at least one payment');
  const organizationNumber = normalizeOrganizationNumber(input.debtor.organizationNumber);
  if (!isValidOrganizationNumber(organizationNumber)) {
    throw new RangeError(`Invalid organisation number: ${input.debtor.organizationNumber}`);
  }
  const debtor = {
    name: requiredBankText(input.debtor.name, MAX_NAME_LENGTH, "The company's name"),
    organizationNumber,
    account: fileAccount(input.debtor, "The company's account"),
  };

  const endToEndIds = new Set<string>();
  const payments = input.payments.map((payment, index) => {
    const what = `Payment ${index + 1}`;
    const endToEndId = bankId(payment.endToEndId, `${what}: the end-to-end id`);
    if (endToEndIds.has(endToEndId)) throw new RangeError(`${what}: the end-to-end id ${endToEndId} is used twice`);
    endToEndIds.add(endToEndId);
    return {
      endToEndId,
      name: requiredBankText(payment.creditorName, MAX_NAME_LENGTH, `${what}: the name`),
      account: fileAccount(payment, what),
      amount: paymentAmount(payment.amount, what),
      remittance: bankText(payment.remittanceText ?? '', MAX_REMITTANCE_LENGTH),
    };
  });
  return {
    version: input.version ?? 'pain.001.001.03',
    messageId,
    creationDateTime,
    requestedExecutionDate,
    debtor,
    payments,
    controlSum: controlSum(payments.map((payment) => payment.amount)),
  };
}

function checkedDate(value: string): string {
  if (!isIsoDate(value) || value.trim() !== value) {
    throw new RangeError(`The requested execution date is not a YYYY-MM-DD date: ${value}`);
  }
  return value;
}

// xs:dateTime as the banks read it: seconds required, fractions and a zone optional.
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+-](0\d|1[0-4]):[0-5]\d)?$/;

function checkedDateTime(value: string): string {
  const match = DATE_TIME.exec(value);
  if (!match || !isIsoDate(match[1])) throw new RangeError(`The creation time is not an ISO date-time: ${value}`);
  return value;
}
