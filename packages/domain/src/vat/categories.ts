import type { TaxCategoryCode } from '../documents/tax-categories.js';

/** The VAT categories ("vatRateSymbol" on products, order lines and charges). */
export const VAT_CATEGORIES = ['STANDARD', 'REDUCED', 'REDUCED_FISH', 'LOW', 'ZERO', 'EXEMPT'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

export function isVatCategory(value: unknown): value is VatCategory {
  return typeof value === 'string' && (VAT_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Zero-rated (still VAT-registered turnover) and exempt (outside the VAT act) sales carry no VAT, so
 * the invoice must say why (EHF requires a reason for categories Z and E).
 */
export function requiresTaxExemptionReason(category: VatCategory): boolean {
  return category === 'ZERO' || category === 'EXEMPT';
}

/**
 * The document codes (TAX_CATEGORY_CODES) these categories map onto; AE, K, G and O have no
 * category of their own here.
 */
export type PeppolVatCategoryCode = Extract<TaxCategoryCode, 'S' | 'Z' | 'E'>;

const PEPPOL_CODES: Record<VatCategory, PeppolVatCategoryCode> = {
  STANDARD: 'S',
  REDUCED: 'S',
  REDUCED_FISH: 'S',
  LOW: 'S',
  ZERO: 'Z',
  EXEMPT: 'E',
};

export function peppolVatCategoryCode(category: VatCategory): PeppolVatCategoryCode {
  return PEPPOL_CODES[category];
}

/**
 * A category's VAT as a document states it: its Peppol code, and the register's rate only for S;
 * Z and E are written as 0 % (BR-Z-05, BR-E-05) whatever the register holds. The server and the
 * web editor both read a line's VAT through this, so their totals are the same.
 */
export function documentTaxOf(
  category: VatCategory,
  registerPercentage: string,
): { taxCategory: PeppolVatCategoryCode; taxPercent: string } {
  const taxCategory = peppolVatCategoryCode(category);
  return { taxCategory, taxPercent: taxCategory === 'S' ? registerPercentage : '0' };
}
