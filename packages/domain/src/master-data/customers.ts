import { isValidOrganizationNumber, normalizeOrganizationNumber } from '../identifiers/organization-number.js';
import { isNorwegianCountry, NORWAY, NORWEGIAN_ZIP } from '../identifiers/postal-code.js';
import { serverProblemOf, type FieldProblem } from '../validation/field-problems.js';
import { rules, validate, type Rule, type RuleContext, type RuleFailure } from '../validation/rules.js';
import { isEmptyValue } from '../validation/values.js';

/**
 * Customers: a company with a MOD11-valid organisation
 * number or a private person, how invoices reach them (e-mail, postal mail or EHF), an alias that
 * may be shown instead of the name, credit days, at least one delivery location and contacts.
 * The rule maps serve the web's form (through toZodSchema) and the server (customerProblems).
 */
export const INVOICE_DELIVERY_METHODS = ['EMAIL', 'MAIL', 'EHF'] as const;
export type InvoiceDeliveryMethod = (typeof INVOICE_DELIVERY_METHODS)[number];

/** Which name documents and lists show: the official name or the alias (unofficialName). */
export const CUSTOMER_NAME_OPTIONS = ['ALIAS', 'NAME'] as const;
export type CustomerNameOption = (typeof CUSTOMER_NAME_OPTIONS)[number];

export type CustomerDeliveryLocationValues = {
  address: string;
  additionalAddress: string;
  zip: string;
  city: string;
  countryCode: string;
};

export type CustomerContactValues = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  jobTitle: string;
  comment: string;
};

export type CustomerValues = {
  isCompany: boolean;
  name: string;
  unofficialName: string;
  nameOption: CustomerNameOption;
  organizationNumber: string;
  reference: string;
  customPhone: string;
  customEmail: string;
  invoiceDeliveryMethod: InvoiceDeliveryMethod | null;
  /** A whole number of days, 0–365; the web's integer input answers a number, null when empty. */
  creditDays: number | string | null;
  deliveryLocations: CustomerDeliveryLocationValues[];
  customerContacts: CustomerContactValues[];
};

export const CUSTOMER_NAME_MAX = 200;
export const CUSTOMER_TEXT_MAX = 200;
export const CUSTOMER_PHONE_MAX = 50;
export const CUSTOMER_CITY_MAX = 100;
export const CUSTOMER_ZIP_MAX = 20;
export const CUSTOMER_COMMENT_MAX = 1000;
export const CUSTOMER_CREDIT_DAYS_MAX = 365;
/** The credit days of a new customer when the unit's invoice settings name none. */
export const DEFAULT_CUSTOMER_CREDIT_DAYS = 14;
export const DEFAULT_CUSTOMER_COUNTRY = NORWAY;

const ORGANIZATION_NUMBER_DIGITS = 9;

const failure = (key: RuleFailure['key'], context: RuleContext, params: Record<string, string | number> = {}) => {
  const all = context.field === undefined ? params : { field: context.field, ...params };
  return Object.keys(all).length > 0 ? { key, params: all } : { key };
};

/** Only when the condition holds, e.g. the checks of an organisation number only for a company. */
const when =
  (condition: (context: RuleContext) => boolean, rule: Rule): Rule =>
  (value, context = {}) =>
    condition(context) ? rule(value, context) : null;

const valueOf = (context: RuleContext, name: string): unknown => context.values?.[name];
const isCompany = (context: RuleContext) => valueOf(context, 'isCompany') === true;
const isNorway = (context: RuleContext) => isNorwegianCountry(valueOf(context, 'countryCode'));

/** Nine digits once spaces and dashes are gone ("914 778 271" is fine). */
const nineDigits =
  (): Rule =>
  (value, context = {}) => {
    if (isEmptyValue(value)) return null;
    const digits = normalizeOrganizationNumber(String(value));
    return /^\d+$/.test(digits) && digits.length === ORGANIZATION_NUMBER_DIGITS
      ? null
      : failure('length', context, { length: ORGANIZATION_NUMBER_DIGITS });
  };

/** EHF goes to a company's organisation number in the Peppol network, so it needs a valid one. */
export function canReceiveEhf(values: { isCompany: boolean; organizationNumber: string | null | undefined }): boolean {
  return values.isCompany && isValidOrganizationNumber(values.organizationNumber ?? '');
}

export const CUSTOMER_RULES = {
  name: [rules.required(), rules.max(CUSTOMER_NAME_MAX)],
  /** The alias: required when it is the name shown. */
  unofficialName: [
    rules.requiredWhen((context) => valueOf(context, 'nameOption') === 'ALIAS'),
    rules.max(CUSTOMER_NAME_MAX),
  ],
  nameOption: [rules.required(), rules.oneOf(CUSTOMER_NAME_OPTIONS)],
  /** A company's, MOD11-checked; a private person has none (normalizeCustomer drops it). */
  organizationNumber: [
    rules.requiredWhen(isCompany),
    when(isCompany, nineDigits()),
    when(isCompany, rules.checksum(isValidOrganizationNumber, { strip: true })),
  ],
  reference: [rules.max(CUSTOMER_TEXT_MAX)],
  customPhone: [rules.max(CUSTOMER_PHONE_MAX), rules.phone()],
  /** Where invoices go by e-mail: required when that is the delivery method. */
  customEmail: [
    rules.requiredWhen((context) => valueOf(context, 'invoiceDeliveryMethod') === 'EMAIL'),
    rules.email(),
    rules.max(CUSTOMER_TEXT_MAX),
  ],
  invoiceDeliveryMethod: [
    rules.required(),
    rules.oneOf(INVOICE_DELIVERY_METHODS),
    rules.custom(
      (value, context) =>
        value !== 'EHF' ||
        canReceiveEhf({
          isCompany: isCompany(context),
          organizationNumber: String(valueOf(context, 'organizationNumber') ?? ''),
        }),
      'invalidCombination',
    ),
  ],
  creditDays: [rules.present(), rules.uint(), rules.max(CUSTOMER_CREDIT_DAYS_MAX)],
  /** At least one; the server calls the failure delivery_locations_empty. */
  deliveryLocations: [rules.required()],
};

/** One delivery location; rules compare with the location's own fields (zip needs its country). */
export const CUSTOMER_DELIVERY_LOCATION_RULES = {
  address: [rules.required(), rules.max(CUSTOMER_TEXT_MAX)],
  additionalAddress: [rules.max(CUSTOMER_TEXT_MAX)],
  zip: [rules.requiredWhen(isNorway), when(isNorway, rules.regex(NORWEGIAN_ZIP)), rules.max(CUSTOMER_ZIP_MAX)],
  city: [rules.required(), rules.max(CUSTOMER_CITY_MAX)],
  countryCode: [rules.required(), rules.regex(/^[A-Za-z]{2}$/)],
};

/** One contact person: a first or a last name, the rest optional. */
export const CUSTOMER_CONTACT_RULES = {
  firstName: [
    rules.requiredWhen((context) => isEmptyValue(valueOf(context, 'lastName'))),
    rules.max(CUSTOMER_TEXT_MAX),
  ],
  lastName: [rules.max(CUSTOMER_TEXT_MAX)],
  phone: [rules.max(CUSTOMER_PHONE_MAX), rules.phone()],
  email: [rules.email(), rules.max(CUSTOMER_TEXT_MAX)],
  jobTitle: [rules.max(CUSTOMER_TEXT_MAX)],
  comment: [rules.max(CUSTOMER_COMMENT_MAX)],
};

/** A rule failure and where it is: "name", "deliveryLocations.0.zip", "customerContacts.1.email". */
export type CustomerFailure = { path: string; failure: RuleFailure };

function collect(
  into: CustomerFailure[],
  prefix: string,
  values: Record<string, unknown>,
  ruleMap: Record<string, readonly Rule[]>,
): void {
  for (const [name, list] of Object.entries(ruleMap)) {
    const found = validate(values[name], list, { values });
    if (found) into.push({ path: `${prefix}${name}`, failure: found });
  }
}

/** Every field's first failure, the nested lists' fields included, in the order of the form. */
export function customerFailures(values: CustomerValues): CustomerFailure[] {
  const found: CustomerFailure[] = [];
  collect(found, '', values, CUSTOMER_RULES);
  (values.deliveryLocations ?? []).forEach((location, index) =>
    collect(found, `deliveryLocations.${index}.`, location, CUSTOMER_DELIVERY_LOCATION_RULES),
  );
  (values.customerContacts ?? []).forEach((contact, index) =>
    collect(found, `customerContacts.${index}.`, contact, CUSTOMER_CONTACT_RULES),
  );
  return found;
}

/** Server types for the failures: a bad check digit and an empty list have their own. */
const SERVER_TYPE_OVERRIDES: Record<string, Record<string, string>> = {
  organizationNumber: { invalid: 'checksum_invalid' },
  deliveryLocations: { blank: 'delivery_locations_empty' },
};

export function customerProblems(values: CustomerValues): FieldProblem[] {
  return customerFailures(values).map(({ path, failure: found }) => {
    const problem = serverProblemOf(path, found);
    const renamed = SERVER_TYPE_OVERRIDES[path]?.[problem.type];
    return renamed ? { ...problem, type: renamed } : problem;
  });
}

const trim = (value: string | null | undefined): string => (value ?? '').trim();
/** Names with single spaces, so "Kari  Nordmann" and "Kari Nordmann" are the same customer. */
const singleSpaced = (value: string | null | undefined): string => trim(value).replace(/\s+/g, ' ');

/**
 * What is stored: trimmed texts, names with single spaces, a compact organisation number ("914 778 271" → "914778271") and
 * none for a private person, upper-case country codes, empty contact rows left out.
 */
export function normalizeCustomer(values: CustomerValues): CustomerValues {
  const contactFields = (contact: CustomerContactValues): CustomerContactValues => ({
    firstName: trim(contact.firstName),
    lastName: trim(contact.lastName),
    phone: trim(contact.phone),
    email: trim(contact.email),
    jobTitle: trim(contact.jobTitle),
    comment: trim(contact.comment),
  });
  return {
    isCompany: values.isCompany,
    name: singleSpaced(values.name),
    unofficialName: singleSpaced(values.unofficialName),
    nameOption: values.nameOption,
    organizationNumber: values.isCompany ? normalizeOrganizationNumber(trim(values.organizationNumber)) : '',
    reference: trim(values.reference),
    customPhone: trim(values.customPhone),
    customEmail: trim(values.customEmail),
    invoiceDeliveryMethod: values.invoiceDeliveryMethod,
    creditDays: typeof values.creditDays === 'string' ? values.creditDays.trim() : values.creditDays,
    deliveryLocations: (values.deliveryLocations ?? []).map((location) => ({
      address: trim(location.address),
      additionalAddress: trim(location.additionalAddress),
      zip: trim(location.zip).replace(/\s+/g, ''),
      city: trim(location.city),
      countryCode: trim(location.countryCode).toUpperCase(),
    })),
    customerContacts: (values.customerContacts ?? [])
      .map(contactFields)
      .filter((contact) => Object.values(contact).some((field) => field !== '')),
  };
}

/** The name lists and documents show: the alias when the customer chose it. */
export function customerDisplayName(customer: {
  name: string;
  unofficialName?: string | null;
  nameOption: CustomerNameOption | string;
}): string {
  const alias = customer.unofficialName?.trim();
  return customer.nameOption === 'ALIAS' && alias ? alias : customer.name;
}

/**
 * "A customer can only be created once": what makes two customers of a unit the
 * same. A company is its organisation number; a private person is the name with the e-mail
 * address, or without an e-mail address the name with the first delivery location's zip code.
 * Case and surrounding spaces do not matter. Answers null when there is nothing to compare.
 */
export function customerIdentityKey(values: {
  isCompany: boolean;
  organizationNumber?: string | null;
  name: string;
  customEmail?: string | null;
  firstZip?: string | null;
}): string | null {
  if (values.isCompany) {
    const number = normalizeOrganizationNumber(trim(values.organizationNumber));
    return number ? `company:${number}` : null;
  }
  const name = singleSpaced(values.name).toLowerCase();
  if (!name) return null;
  const email = trim(values.customEmail).toLowerCase();
  if (email) return `person:${name}:email:${email}`;
  return `person:${name}:zip:${trim(values.firstZip).replace(/\s+/g, '')}`;
}
