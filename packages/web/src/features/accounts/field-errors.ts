import type { TFunction } from 'i18next';
import type { FieldError } from '@fjord/domain';

/** The label key of each field name the domain rules use, for "{{field}} is required". */
const FIELD_LABELS: Record<string, string> = {
  login: 'fields.email',
  password: 'fields.password',
  passwordConfirmation: 'fields.passwordConfirmation',
  firstName: 'fields.firstName',
  lastName: 'fields.lastName',
  cellphone: 'fields.cellphone',
  cellphoneCountryCode: 'fields.cellphoneCountry',
  address: 'fields.address',
  zip: 'fields.zip',
  city: 'fields.city',
  countryCode: 'fields.country',
};

/** The first message for a field, translated, or undefined when the field is fine or not to be shown yet. */
export function fieldError(
  t: TFunction<'accounts'>,
  errors: FieldError[],
  field: string,
  show: boolean,
): string | undefined {
  if (!show) return undefined;
  const error = errors.find((candidate) => candidate.field === field);
  if (!error) return undefined;
  const label = FIELD_LABELS[field];
  return t(error.key, { ...error.params, field: label ? t(label) : field });
}
