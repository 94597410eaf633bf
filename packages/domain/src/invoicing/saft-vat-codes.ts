import type { TaxCategoryCode } from '../documents/tax-categories.js';
import { toMoney } from '../money/money.js';
import type { VatCategory } from '../vat/categories.js';
import { vatRateOn } from '../vat/rates.js';

/**
 * The SAF-T Financial v1.30 standard VAT codes (StandardTaxCode) of sales, from Skatteetaten's
 * list "Standard Tax Codes" (Standard_Tax_Codes.csv; norway-facts.md "SAF-T Financial"): output
 * VAT 3 regular rate, 31 reduced middle (food), 32 reduced raw fish, 33 reduced low; 5 domestic
 * zero-rated sales, 51 domestic reverse charge, 52 export of goods and services, 6 turnover
 * outside the VAT act, 7 no VAT treatment (income that is no turnover under the act).
 */
export const SAFT_SALES_VAT_CODES = {
  regular: '3',
  reducedMiddle: '31',
  reducedRawFish: '32',
  reducedLow: '33',
  zeroRated: '5',
  domesticReverseCharge: '51',
  export: '52',
  outsideVatAct: '6',
  noVatTreatment: '7',
} as const;
export type SaftSalesVatCode = (typeof SAFT_SALES_VAT_CODES)[keyof typeof SAFT_SALES_VAT_CODES];

/** The standard-rated register categories and their output code. */
const STANDARD_RATED: Record<Exclude<VatCategory, 'ZERO' | 'EXEMPT'>, SaftSalesVatCode> = {
  STANDARD: SAFT_SALES_VAT_CODES.regular,
  REDUCED: SAFT_SALES_VAT_CODES.reducedMiddle,
  REDUCED_FISH: SAFT_SALES_VAT_CODES.reducedRawFish,
  LOW: SAFT_SALES_VAT_CODES.reducedLow,
};

/**
 * The zero-rate document categories: Z zero-rated domestic; AE reverse charge (domestic, e.g.
 * emission quotas and gold); G export outside the EEA and K supplies to the EEA, both export for
 * Norway, which is outside the EU VAT area; E exempt (unntatt, outside the VAT act); O not subject
 * to VAT (a seller that is not VAT-registered): no VAT treatment.
 */
const ZERO_RATE: Record<Exclude<TaxCategoryCode, 'S'>, SaftSalesVatCode> = {
  Z: SAFT_SALES_VAT_CODES.zeroRated,
  AE: SAFT_SALES_VAT_CODES.domesticReverseCharge,
  G: SAFT_SALES_VAT_CODES.export,
  K: SAFT_SALES_VAT_CODES.export,
  E: SAFT_SALES_VAT_CODES.outsideVatAct,
  O: SAFT_SALES_VAT_CODES.noVatTreatment,
};

/**
 * The SAF-T standard VAT code of an output VAT line of the bookkeeping export. For S the register
 * category decides when the line has it (vatRateSymbol); otherwise the percent is looked up among
 * the standard-rated categories' rates in force on `date` (the document's date, so a line of 6 % in
 * 2021 is "low"). Null when an S percent is no Norwegian rate of that date.
 */
export function saftVatCode(line: {
  taxCategory: TaxCategoryCode;
  taxPercent: string;
  date: string;
  vatCategory?: VatCategory | null;
}): SaftSalesVatCode | null {
  if (line.taxCategory !== 'S') return ZERO_RATE[line.taxCategory];
  if (line.vatCategory && line.vatCategory in STANDARD_RATED)
    return STANDARD_RATED[line.vatCategory as keyof typeof STANDARD_RATED];
  const percent = toMoney(line.taxPercent);
  const category = (Object.keys(STANDARD_RATED) as (keyof typeof STANDARD_RATED)[]).find((candidate) => {
    const rate = vatRateOn(candidate, line.date);
    return rate !== null && toMoney(rate).equals(percent);
  });
  return category ? STANDARD_RATED[category] : null;
}
