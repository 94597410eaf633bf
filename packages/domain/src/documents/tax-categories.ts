/**
 * The VAT category codes of a sales document (UNCL5305, as Peppol BIS Billing 3 and EHF use them):
 * S standard rated, Z zero rated, E exempt, AE reverse charge, K intra-community supply (EEA),
 * G export outside the EEA, O not subject to VAT. The order in this list is the order of a
 * document's VAT breakdown.
 */
export const TAX_CATEGORY_CODES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;
export type TaxCategoryCode = (typeof TAX_CATEGORY_CODES)[number];

export function isTaxCategoryCode(value: unknown): value is TaxCategoryCode {
  return typeof value === 'string' && (TAX_CATEGORY_CODES as readonly string[]).includes(value);
}

/**
 * Only S carries VAT, at a rate above zero (BR-S-05); every other category is 0 % (BR-Z-05,
 * BR-E-05, BR-AE-05, BR-IC-05, BR-G-05). O has no rate at all on the document (BR-O-05): here it
 * is 0, and the document writer leaves it out.
 */
export function taxCategoryHasRate(code: TaxCategoryCode): boolean {
  return code === 'S';
}

/**
 * Whether a VAT breakdown of the category must say why no VAT is charged: E, AE, K, G and O must
 * (BR-E-10, BR-AE-10, BR-IC-10, BR-G-10, BR-O-10); S and Z must not (BR-S-10, BR-Z-10). The
 * product register asks a reason for ZERO too, for the user's own records; on the document a Z
 * breakdown carries none.
 */
export function taxCategoryNeedsExemptionReason(code: TaxCategoryCode): boolean {
  return code !== 'S' && code !== 'Z';
}

/**
 * A document with O (not subject to VAT) has O on every line, allowance and charge (BR-O-11 to
 * BR-O-14): true when the codes of one document break that.
 */
export function mixesNotSubjectToVat(codes: readonly TaxCategoryCode[]): boolean {
  return codes.includes('O') && codes.some((code) => code !== 'O');
}
