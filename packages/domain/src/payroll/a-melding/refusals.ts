/**
 * Why an a-melding action is refused (VALIDATION on `base` of model `amelding`, issue #17's contract). The server
 * refuses with these types and words them in the preview; the web words each in en and nb.
 */
export const AMELDING_REFUSALS = {
  /** No approved system user: the spec's "Invalid credentials" path (/company-settings/altinn-users). */
  systemUserNotApproved: 'system_user_not_approved',
  /** OPEN or DRAFT paychecks paid in the month: lock or delete them first. */
  unlockedPaychecks: 'unlocked_paychecks',
  /** Replace or cancel only the latest message of its chain. */
  notLatest: 'not_latest',
  /** An action the message's status does not allow. */
  invalidTransition: 'invalid_transition',
  /** The built message fails the v2.3 schema (must never happen); params.paths lists where. */
  schemaInvalid: 'schema_invalid',
  /** An ORDINARY message for a month that has a received (or still travelling) one: replace it instead. */
  alreadyReported: 'already_reported',
  /** Only months up to the current one may be sent. */
  tooEarly: 'too_early',
  /** A locked paycheck of the month without a sub-unit while the unit has several (params.number). */
  missingSubUnit: 'missing_sub_unit',
  /** A locked paycheck of the month without the employee's personal number (params.number). */
  missingPersonalNumber: 'missing_personal_number',
  /** A work relation active in the month, without pay, and without a sub-unit while the unit has several (params.name). */
  relationMissingSubUnit: 'relation_missing_sub_unit',
  /** A work relation active in the month, without pay, whose employee has no personal number (params.name). */
  relationMissingPersonalNumber: 'relation_missing_personal_number',
  /** The unit has no organisation number to report as (the opplysningspliktig). */
  missingOrganizationNumber: 'missing_organization_number',
} as const;
export type AmeldingRefusal = (typeof AMELDING_REFUSALS)[keyof typeof AMELDING_REFUSALS];
