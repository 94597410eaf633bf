/**
 * The validation types a server validation `{model, attribute, type, params}` may carry.
 * The web has a text for each in en and nb; `params.count` and `params.date`
 * fill the ones that name a limit.
 */
export const SERVER_VALIDATION_TYPES = [
  'blank',
  'required',
  'taken',
  'invalid',
  'inclusion',
  'too_long',
  'too_short',
  'wrong_length',
  'greater_than',
  'greater_than_or_equal_to',
  'less_than',
  'less_than_or_equal_to',
  'equal_to',
  'other_than',
  'even',
  'odd',
  'not_a_number',
  'not_an_integer',
  'before',
  'after',
  'date_before_or_equal_to',
  'date_after_or_equal_to',
  'must_be_in_period',
  'must_be_inside_work_relation_period',
  'period_overlapping',
  'overlapping',
  'checksum_invalid',
  'iban_mismatch',
  'does_not_match_ssn',
  'does_not_match_tssn',
  'must_be_after_start_date',
  'already_imported',
  'already_invoiced',
  'invoices_exist',
  'orders_exist',
  'paychecks_exist',
  'insufficient_permissions',
  'missing_bban',
  'multiple_currencies',
  'multiple_customers',
  'multiple_suppliers',
  'unlocked_orders',
  'delivery_locations_empty',
  'cyclical_group',
  'missing_altinn_integration',
  'resend_with_credentials',
  'total_file_size_not_less_than_or_equal_to',
  /** A record another record still refers to (in use cannot be deleted). */
  'in_use',
  /** The Tax Administration has no tax card for the employee and year (fetching a tax card). */
  'no_tax_card',
] as const;

export type ServerValidationType = (typeof SERVER_VALIDATION_TYPES)[number];

/**
 * Types arrive as written by whoever raised them; a few are phrases ("cyclical group",
 * "missing Altinn integration"). They are looked up as snake_case.
 */
export function normalizeValidationType(type: string): string {
  return type
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toLowerCase();
}
