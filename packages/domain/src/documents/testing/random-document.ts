import type { AllowanceChargeInput } from '../allowance-charge.js';
import type { DocumentAllowanceChargeInput, DocumentInput } from '../document-totals.js';
import type { DocumentLineInput } from '../line-net.js';
import { TAX_CATEGORY_CODES, type TaxCategoryCode } from '../tax-categories.js';
import type { Random } from './mulberry32.js';

const STANDARD_RATES = ['25', '15', '12', '11.11', '25.00'] as const;
const ROUNDINGS = ['DISABLED', 'NEAREST', 'UP', 'DOWN'] as const;

/** A decimal string of up to `digits` whole digits and exactly `decimals` decimals, built from integers. */
function decimalText(random: Random, digits: number, decimals: number, negative = false): string {
  const whole = String(random.int(0, 10 ** random.int(0, digits) - 1));
  const fraction = decimals === 0 ? '' : `.${String(random.int(0, 10 ** decimals - 1)).padStart(decimals, '0')}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

function taxOf(random: Random): { taxCategory: TaxCategoryCode; taxPercent: string } {
  // Half the lines standard rated, so several rates meet in one document.
  const taxCategory = random.chance(0.5) ? 'S' : random.pick(TAX_CATEGORY_CODES);
  return { taxCategory, taxPercent: taxCategory === 'S' ? random.pick(STANDARD_RATES) : random.pick(['0', '0.00']) };
}

/** A document allowance or charge mostly shares a line's category and rate, so its percent has a base. */
const taxOfLine = ({ taxCategory, taxPercent }: DocumentLineInput) => ({ taxCategory, taxPercent });

function allowanceCharge(random: Random): AllowanceChargeInput {
  const chargeIndicator = random.chance(0.4);
  return random.chance(0.5)
    ? { chargeIndicator, percent: random.chance(0.1) ? '100' : decimalText(random, 2, random.int(0, 2)) }
    : { chargeIndicator, amount: decimalText(random, 4, random.int(0, 2)) };
}

function line(random: Random): DocumentLineInput {
  return {
    quantity: decimalText(random, 4, random.int(0, 4), random.chance(0.2)),
    priceAmount: decimalText(random, 6, random.int(0, 4)),
    ...(random.chance(0.2) ? { baseQuantity: `${random.int(1, 1000)}.${random.int(0, 9999)}` } : {}),
    allowanceCharges: Array.from({ length: random.int(0, 2) }, () => allowanceCharge(random)),
    ...taxOf(random),
  };
}

/**
 * A document of 0–8 lines with any categories and rates, four-decimal quantities (a fifth of them
 * negative) and prices, base quantities, line and document allowances and charges (percents up to
 * 100 %, amounts), and any rounding of the payable amount.
 */
export function randomDocument(random: Random): DocumentInput {
  const lines = Array.from({ length: random.int(0, 8) }, () => line(random));
  const documentLevel = (): DocumentAllowanceChargeInput => ({
    ...allowanceCharge(random),
    ...(lines.length > 0 && random.chance(0.8) ? taxOfLine(random.pick(lines)) : taxOf(random)),
  });
  return {
    lines,
    allowanceCharges: Array.from({ length: random.int(0, 3) }, documentLevel),
    rounding: random.pick(ROUNDINGS),
  };
}
