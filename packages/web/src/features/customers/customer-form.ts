import { z } from 'zod/mini';
import {
  customerFailures,
  DEFAULT_CUSTOMER_COUNTRY,
  DEFAULT_CUSTOMER_CREDIT_DAYS,
  formatOrganizationNumber,
  type CustomerContactValues,
  type CustomerDeliveryLocationValues,
  type CustomerValues,
  type RuleFailure,
} from '@fjord/domain';
import type { CustomerInput, CustomerQuery } from '../../gql/graphql';
import { messageKey } from '../../ui/forms';
import { encodeFailure } from '../../ui/validation';

/** The popup's values: the shared customer values and who owns the customer. */
export type CustomerFormValues = CustomerValues & { ownerId: string | null };

export type CustomerRecord = NonNullable<CustomerQuery['customer']>;

export function emptyLocation(countryCode: string = DEFAULT_CUSTOMER_COUNTRY): CustomerDeliveryLocationValues {
  return { address: '', additionalAddress: '', zip: '', city: '', countryCode };
}

export function emptyContact(): CustomerContactValues {
  return { firstName: '', lastName: '', phone: '', email: '', jobTitle: '', comment: '' };
}

/**
 * A new customer: a company invoiced by e-mail, with the unit's default credit days and country
 * (company settings) and the current user as owner.
 */
export function newCustomerValues(defaults: {
  creditDays?: number | null;
  countryCode?: string | null;
  ownerId?: string | null;
}): CustomerFormValues {
  return {
    isCompany: true,
    name: '',
    unofficialName: '',
    nameOption: 'NAME',
    organizationNumber: '',
    reference: '',
    customPhone: '',
    customEmail: '',
    invoiceDeliveryMethod: 'EMAIL',
    creditDays: defaults.creditDays ?? DEFAULT_CUSTOMER_CREDIT_DAYS,
    ownerId: defaults.ownerId ?? null,
    deliveryLocations: [emptyLocation(defaults.countryCode || DEFAULT_CUSTOMER_COUNTRY)],
    customerContacts: [],
  };
}

const text = (value: string | null | undefined) => value ?? '';

/** A saved customer as the popup edits it (the organisation number in groups of three). */
export function customerFormValues(customer: CustomerRecord): CustomerFormValues {
  return {
    isCompany: customer.isCompany,
    name: customer.name,
    unofficialName: text(customer.unofficialName),
    nameOption: customer.nameOption,
    organizationNumber: customer.organizationNumber ? formatOrganizationNumber(customer.organizationNumber) : '',
    reference: text(customer.reference),
    customPhone: text(customer.customPhone),
    customEmail: text(customer.customEmail),
    invoiceDeliveryMethod: customer.invoiceDeliveryMethod,
    creditDays: customer.creditDays,
    ownerId: customer.ownerId,
    deliveryLocations: customer.deliveryLocations.map((location) => ({
      address: text(location.address),
      additionalAddress: text(location.additionalAddress),
      zip: text(location.zip),
      city: text(location.city),
      countryCode: location.countryCode,
    })),
    customerContacts: customer.customerContacts.map((contact) => ({
      firstName: text(contact.firstName),
      lastName: text(contact.lastName),
      phone: text(contact.phone),
      email: text(contact.email),
      jobTitle: text(contact.jobTitle),
      comment: text(contact.comment),
    })),
  };
}

/** The mutation's input; the server trims, compacts the organisation number and drops it for a person. */
export function customerInput(values: CustomerFormValues): CustomerInput {
  const creditDays =
    values.creditDays === null || values.creditDays === '' ? null : Number(String(values.creditDays).trim());
  return {
    isCompany: values.isCompany,
    name: values.name,
    unofficialName: values.unofficialName,
    nameOption: values.nameOption,
    organizationNumber: values.isCompany ? values.organizationNumber : null,
    reference: values.reference,
    customPhone: values.customPhone,
    customEmail: values.customEmail,
    invoiceDeliveryMethod: values.invoiceDeliveryMethod,
    creditDays: Number.isInteger(creditDays) ? creditDays : null,
    ownerId: values.ownerId,
    deliveryLocations: values.deliveryLocations.map((location) => ({ ...location })),
    customerContacts: values.customerContacts.map((contact) => ({ ...contact })),
  };
}

/** Failures the customer form words better than the generic rule texts. */
const OWN_MESSAGES: { path: RegExp; key: RuleFailure['key']; message: string }[] = [
  { path: /^organizationNumber$/, key: 'invalid', message: 'customers:validation.organizationNumberChecksum' },
  {
    path: /^invoiceDeliveryMethod$/,
    key: 'invalidCombination',
    message: 'customers:validation.ehfNeedsOrganizationNumber',
  },
  { path: /^customEmail$/, key: 'required', message: 'customers:validation.emailForEmailDelivery' },
  { path: /^deliveryLocations$/, key: 'required', message: 'customers:validation.deliveryLocationsEmpty' },
  { path: /^deliveryLocations\.\d+\.zip$/, key: 'invalid', message: 'customers:validation.norwegianZip' },
  { path: /^customerContacts\.\d+\.firstName$/, key: 'required', message: 'customers:validation.contactName' },
];

export function failureMessage(path: string, failure: RuleFailure): string {
  const own = OWN_MESSAGES.find((candidate) => candidate.key === failure.key && candidate.path.test(path));
  return own ? messageKey(own.message) : encodeFailure(failure);
}

/** The shared rules (domain customerFailures), nested rows included, as the form's zod schema. */
export const customerSchema: z.ZodMiniType<CustomerFormValues, CustomerFormValues> = z
  .custom<CustomerFormValues>((value) => typeof value === 'object' && value !== null)
  .check(
    z.superRefine((values, issues) => {
      for (const { path, failure } of customerFailures(values)) {
        issues.addIssue({
          code: 'custom',
          path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          message: failureMessage(path, failure),
        });
      }
    }),
  );
