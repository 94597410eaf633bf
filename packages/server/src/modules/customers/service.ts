import { eq } from 'drizzle-orm';
import {
  CUSTOMER_NUMBER_START,
  customerIdentityKey,
  customerProblems,
  DEFAULT_CUSTOMER_COUNTRY,
  normalizeCustomer,
  type CustomerNameOption,
  type CustomerValues,
  type FieldProblem,
  type InvoiceDeliveryMethod,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { unknownPostalCodes } from '../postal-codes/postal-codes.js';
import { deleteOrRefuseInUse, findOwn, isUuid, lockRule, orTaken } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid, validationError } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { isCountryCode } from '../countries/countries.js';
import {
  findSameCustomer,
  isMemberOf,
  listCustomers,
  type CustomerFilters,
  type CustomerOrderBy,
  type CustomerRecord,
  type CustomerRow,
} from './repository.js';
import { issueNumber } from '../number-series/service.js';
import { customerParts } from './relations.js';
import { customerContacts, customerDeliveryLocations, customers } from './tables.js';

const MODEL = 'customer';

type Text = string | null | undefined;

export type CustomerDeliveryLocationInput = {
  address?: Text;
  additionalAddress?: Text;
  zip?: Text;
  city?: Text;
  /** NO when left out. */
  countryCode?: Text;
};

export type CustomerContactInput = {
  firstName?: Text;
  lastName?: Text;
  phone?: Text;
  email?: Text;
  jobTitle?: Text;
  comment?: Text;
};

export type CustomerInput = {
  isCompany: boolean;
  name: string;
  unofficialName?: Text;
  /** NAME when left out. */
  nameOption?: CustomerNameOption | null;
  organizationNumber?: Text;
  reference?: Text;
  customPhone?: Text;
  customEmail?: Text;
  invoiceDeliveryMethod?: InvoiceDeliveryMethod | null;
  creditDays?: number | null;
  /** A member of the unit; the creator when left out on create, unchanged when left out on update. */
  ownerId?: string | null;
  deliveryLocations: readonly CustomerDeliveryLocationInput[];
  customerContacts?: readonly CustomerContactInput[] | null;
};

function valuesOf(input: CustomerInput): CustomerValues {
  return normalizeCustomer({
    isCompany: input.isCompany,
    name: input.name,
    unofficialName: input.unofficialName ?? '',
    nameOption: input.nameOption ?? 'NAME',
    organizationNumber: input.organizationNumber ?? '',
    reference: input.reference ?? '',
    customPhone: input.customPhone ?? '',
    customEmail: input.customEmail ?? '',
    invoiceDeliveryMethod: input.invoiceDeliveryMethod ?? null,
    creditDays: input.creditDays ?? null,
    deliveryLocations: input.deliveryLocations.map((location) => ({
      address: location.address ?? '',
      additionalAddress: location.additionalAddress ?? '',
      zip: location.zip ?? '',
      city: location.city ?? '',
      countryCode: location.countryCode ?? DEFAULT_CUSTOMER_COUNTRY,
    })),
    customerContacts: (input.customerContacts ?? []).map((contact) => ({
      firstName: contact.firstName ?? '',
      lastName: contact.lastName ?? '',
      phone: contact.phone ?? '',
      email: contact.email ?? '',
      jobTitle: contact.jobTitle ?? '',
      comment: contact.comment ?? '',
    })),
  });
}

const orNull = (value: string): string | null => (value === '' ? null : value);

/** The customers row of checked values (blank texts stored as null). */
function columnsOf(values: CustomerValues) {
  return {
    isCompany: values.isCompany,
    name: values.name,
    unofficialName: orNull(values.unofficialName),
    nameOption: values.nameOption,
    organizationNumber: orNull(values.organizationNumber),
    reference: orNull(values.reference),
    customPhone: orNull(values.customPhone),
    customEmail: orNull(values.customEmail),
    invoiceDeliveryMethod: values.invoiceDeliveryMethod!,
    creditDays: Number(values.creditDays),
  };
}

/**
 * Every problem at once (the form marks all its fields in one round trip): the shared rules, the
 * country codes, the owner; then whether the unit already has this customer.
 */
async function check(
  tx: Tx,
  actor: Actor,
  values: CustomerValues,
  ownerId: string | null | undefined,
  currentOwnerId: string | null,
): Promise<void> {
  const problems: FieldProblem[] = customerProblems(values);
  values.deliveryLocations.forEach((location, index) => {
    const attribute = `deliveryLocations.${index}.countryCode`;
    if (
      location.countryCode &&
      !isCountryCode(location.countryCode) &&
      !problems.some((p) => p.attribute === attribute)
    )
      problems.push({ attribute, type: 'invalid' });
  });
  problems.push(
    ...(await unknownPostalCodes(
      values.deliveryLocations.map((location, index) => ({
        attribute: `deliveryLocations.${index}.zip`,
        zip: location.zip,
        countryCode: location.countryCode,
      })),
      (attribute) => problems.some((p) => p.attribute === attribute),
    )),
  );
  if (ownerId && ownerId !== currentOwnerId && (!isUuid(ownerId) || !(await isMemberOf(tx, actor.unitId, ownerId))))
    problems.push({ attribute: 'ownerId', type: 'invalid' });
  refuseInvalid(MODEL, problems);
}

/**
 * "A customer (by unit) can only be created once". The advisory lock on the unit
 * and the customer's identity (lockRule) makes two simultaneous saves of the same customer wait for each
 * other, so the second sees the first; the unique index on organisation numbers is the last wall.
 */
async function refuseDuplicate(tx: Tx, actor: Actor, values: CustomerValues, exceptId?: string): Promise<void> {
  const firstZip = values.deliveryLocations[0]?.zip ?? null;
  const key = customerIdentityKey({ ...values, firstZip });
  if (!key) return;
  await lockRule(tx, 'customer-identity', actor.unitId, key);
  const row = columnsOf(values);
  if (await findSameCustomer(tx, actor.unitId, row, firstZip, exceptId)) throw duplicate();
}

const duplicate = () => validationError([{ model: MODEL, attribute: 'base', type: 'taken' }]);

/** The nested lists are replaced as a whole: the positions are the order of the input. */
async function insertDetails(tx: Tx, actor: Actor, customerId: string, values: CustomerValues): Promise<void> {
  const common = { unitId: actor.unitId, customerId, createdById: actor.userId, updatedById: actor.userId };
  if (values.deliveryLocations.length > 0)
    await tx.insert(customerDeliveryLocations).values(
      values.deliveryLocations.map((location, position) => ({
        ...common,
        position,
        address: orNull(location.address),
        additionalAddress: orNull(location.additionalAddress),
        zip: orNull(location.zip),
        city: orNull(location.city),
        countryCode: location.countryCode,
      })),
    );
  if (values.customerContacts.length > 0)
    await tx.insert(customerContacts).values(
      values.customerContacts.map((contact, position) => ({
        ...common,
        position,
        firstName: orNull(contact.firstName),
        lastName: orNull(contact.lastName),
        phone: orNull(contact.phone),
        email: orNull(contact.email),
        jobTitle: orNull(contact.jobTitle),
        comment: orNull(contact.comment),
      })),
    );
}

const auditDetails = (row: Pick<CustomerRow, 'name' | 'organizationNumber'>) => ({
  name: row.name,
  organizationNumber: row.organizationNumber,
});

export const customerService = {
  list(tx: Tx, unitId: string, request: ListRequest<CustomerOrderBy, CustomerFilters>): Promise<Page<CustomerRecord>> {
    return listCustomers(tx, unitId, request);
  },

  async find(tx: Tx, id: string): Promise<CustomerRecord> {
    return findOwn(tx, customers, id, MODEL);
  },

  async create(tx: Tx, actor: Actor, input: CustomerInput): Promise<CustomerRecord> {
    const values = valuesOf(input);
    await check(tx, actor, values, input.ownerId, actor.userId);
    await refuseDuplicate(tx, actor, values);
    const issued = await issueNumber(tx, actor, 'customer', async () => CUSTOMER_NUMBER_START);
    const [created] = await orTaken(MODEL, 'base', () =>
      tx
        .insert(customers)
        .values({
          ...columnsOf(values),
          number: issued.number,
          unitId: actor.unitId,
          ownerId: input.ownerId || actor.userId,
          createdById: actor.userId,
          updatedById: actor.userId,
        })
        .returning(),
    );
    await insertDetails(tx, actor, created!.id, values);
    await recordAudit(tx, actor, 'create', MODEL, created!.id, auditDetails(created!));
    return created!;
  },

  async update(tx: Tx, actor: Actor, id: string, input: CustomerInput): Promise<CustomerRecord> {
    const existing = await findOwn(tx, customers, id, MODEL);
    const values = valuesOf(input);
    await check(tx, actor, values, input.ownerId, existing.ownerId);
    await refuseDuplicate(tx, actor, values, id);
    const [updated] = await orTaken(MODEL, 'base', () =>
      tx
        .update(customers)
        .set({
          ...columnsOf(values),
          ownerId: input.ownerId || existing.ownerId,
          updatedById: actor.userId,
          updatedAt: actor.at,
        })
        .where(eq(customers.id, id))
        .returning(),
    );
    await tx.delete(customerDeliveryLocations).where(eq(customerDeliveryLocations.customerId, id));
    await tx.delete(customerContacts).where(eq(customerContacts.customerId, id));
    await insertDetails(tx, actor, id, values);
    await recordAudit(tx, actor, 'update', MODEL, id, auditDetails(updated!));
    return updated!;
  },

  /** Deletes the customer with its delivery locations and contacts; one that orders refer to is in use. */
  async remove(tx: Tx, actor: Actor, id: string): Promise<CustomerRecord> {
    const existing = await findOwn(tx, customers, id, MODEL);
    const parts = await customerParts(tx, actor.unitId, id);
    await deleteOrRefuseInUse(MODEL, () => tx.delete(customers).where(eq(customers.id, id)));
    await recordAudit(tx, actor, 'delete', MODEL, id, auditDetails(existing));
    return { ...existing, ...parts };
  },
};
