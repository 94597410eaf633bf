import { amountText } from '../documents/amount-text.js';
import { roundMoney, toMoney } from '../money/money.js';
import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import { rules } from '../validation/rules.js';

/**
 * The accounting currency: an invoice in another currency states its VAT in NOK too
 * (bokføringsforskriften § 5-1-1 asks for "VAT in NOK"; EHF BT-6 and BT-111).
 */
export const ACCOUNTING_CURRENCY = 'NOK';

/** Whether a document in this currency needs an exchange rate to NOK. */
export const needsExchangeRate = (currencyCode: string | null | undefined): boolean =>
  !!currencyCode && currencyCode !== ACCOUNTING_CURRENCY;

/**
 * An exchange rate as given: NOK for one unit of the currency, a canonical decimal ("11.4535")
 * above 0 with at most six decimals. Whether one is wanted at all is `exchangeRateProblems`'.
 */
export const EXCHANGE_RATE_RULES = [rules.decimal(), rules.exchangeRate(), rules.positive()];

/**
 * The exchange rate of an invoice in `currencyCode`, each refusal a type of its own on
 * `exchangeRate`: missing in another currency than NOK (`blank`), given for NOK (`present`: a NOK
 * invoice has nothing to convert), not a decimal (`not_a_number`), more than six decimals
 * (`invalid`), too large (`less_than_or_equal_to`), 0 or less (`greater_than`, count 0).
 */
export function exchangeRateProblems(currencyCode: string, exchangeRate: string | null): FieldProblem[] {
  if (!needsExchangeRate(currencyCode))
    return exchangeRate === null ? [] : [{ attribute: 'exchangeRate', type: 'present' }];
  return fieldProblems({ exchangeRate }, { exchangeRate: [rules.present(), ...EXCHANGE_RATE_RULES] });
}

/**
 * A VAT amount in NOK: the document's VAT total (in its currency) times the exchange rate, rounded
 * once to øre, half away from zero (roundMoney), as a two-decimal string. Once, on the total: the
 * EHF states the NOK amount as a total without breakdown (BT-111), and a sum of rounded subtotals
 * could differ from it by øre. A credit note converts at its invoice's rate, so crediting a whole
 * invoice takes back the same NOK.
 */
export function taxAmountInNok(taxAmount: string, exchangeRate: string): string {
  return amountText(roundMoney(toMoney(taxAmount).times(exchangeRate)));
}
