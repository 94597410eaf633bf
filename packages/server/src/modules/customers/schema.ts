import { CUSTOMER_NAME_OPTIONS, customerDisplayName, INVOICE_DELIVERY_METHODS } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import {
  CUSTOMER_ORDER_BY,
  ownerCandidates,
  type ContactRow,
  type CustomerOwner,
  type CustomerRecord,
  type DeliveryLocationRow,
} from './repository.js';
import { customerService, type CustomerInput as ServiceInput } from './service.js';
import { customerLoaders } from './relations.js';

/** Reading customers is part of seeing sales; changing them part of invoicing (docs/permissions.md). */
const READ_FLAG = 'canViewSales';
const WRITE_FLAG = 'canSendSellerInvoice';

/** GraphQL IDs may arrive as numbers; the service takes strings. */
const serviceInput = (input: Omit<ServiceInput, 'ownerId'> & { ownerId?: string | number | null }): ServiceInput => ({
  ...input,
  ownerId: input.ownerId === null || input.ownerId === undefined ? input.ownerId : String(input.ownerId),
});
const fullName = (person: { firstName?: string | null; lastName?: string | null }) =>
  [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

export const InvoiceDeliveryMethodEnum = builder.enumType('InvoiceDeliveryMethod', {
  description: 'How invoices reach the customer: by e-mail, by postal mail or as an EHF electronic invoice',
  values: INVOICE_DELIVERY_METHODS,
});

export const CustomerNameOptionEnum = builder.enumType('CustomerNameOption', {
  description: 'Which name lists and documents show: the alias (unofficialName) or the name',
  values: CUSTOMER_NAME_OPTIONS,
});

const CustomerOwnerType = builder.objectRef<CustomerOwner>('CustomerOwner').implement({
  description: 'A user of the unit who looks after customers',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: (owner) => fullName(owner) || owner.login }),
    login: t.exposeString('login'),
  }),
});

const DeliveryLocationType = builder.objectRef<DeliveryLocationRow>('CustomerDeliveryLocation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    address: t.exposeString('address', { nullable: true }),
    additionalAddress: t.exposeString('additionalAddress', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    countryCode: t.exposeString('countryCode'),
  }),
});

const ContactType = builder.objectRef<ContactRow>('CustomerContact').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    name: t.string({ description: 'First and last name', resolve: (contact) => fullName(contact) }),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    jobTitle: t.exposeString('jobTitle', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
  }),
});

export const CustomerType = builder.objectRef<CustomerRecord>('Customer').implement({
  description: 'A customer of the unit: a company or a private person',
  fields: (t) => ({
    id: t.exposeID('id'),
    isCompany: t.exposeBoolean('isCompany'),
    number: t.exposeString('number', { description: "From the unit's customer series; the first part of its KIDs" }),
    name: t.exposeString('name'),
    unofficialName: t.exposeString('unofficialName', { nullable: true, description: 'The alias' }),
    nameOption: t.field({ type: CustomerNameOptionEnum, resolve: (customer) => customer.nameOption }),
    displayName: t.string({
      description: 'The alias when nameOption is ALIAS, otherwise the name',
      resolve: (customer) => customerDisplayName(customer),
    }),
    organizationNumber: t.exposeString('organizationNumber', {
      nullable: true,
      description: 'Nine digits without spaces; companies only',
    }),
    reference: t.exposeString('reference', { nullable: true }),
    customPhone: t.exposeString('customPhone', { nullable: true }),
    customEmail: t.exposeString('customEmail', { nullable: true, description: 'Where invoices by e-mail go' }),
    invoiceDeliveryMethod: t.field({
      type: InvoiceDeliveryMethodEnum,
      resolve: (customer) => customer.invoiceDeliveryMethod,
    }),
    creditDays: t.exposeInt('creditDays'),
    ownerId: t.exposeID('ownerId'),
    owner: t.field({
      type: CustomerOwnerType,
      nullable: true,
      resolve: (customer, _args, ctx) => customerLoaders(ctx).owners.load(customer.ownerId),
    }),
    deliveryLocations: t.field({
      type: [DeliveryLocationType],
      description: 'At least one; the first is the main address',
      resolve: (customer, _args, ctx) =>
        customer.deliveryLocations ?? customerLoaders(ctx).deliveryLocations.load(customer.id),
    }),
    customerContacts: t.field({
      type: [ContactType],
      resolve: (customer, _args, ctx) => customer.customerContacts ?? customerLoaders(ctx).contacts.load(customer.id),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const DeliveryLocationInput = builder.inputType('CustomerDeliveryLocationInput', {
  fields: (t) => ({
    address: t.string(),
    additionalAddress: t.string(),
    zip: t.string({ description: 'Four digits in Norway' }),
    city: t.string(),
    countryCode: t.string({ description: 'ISO 3166 alpha-2; NO when left out' }),
  }),
});

const ContactInput = builder.inputType('CustomerContactInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    phone: t.string(),
    email: t.string(),
    jobTitle: t.string(),
    comment: t.string(),
  }),
});

const CustomerInput = builder.inputType('CustomerInput', {
  description: 'A whole customer: the lists replace the saved ones',
  fields: (t) => ({
    isCompany: t.boolean({ required: true }),
    name: t.string({ required: true }),
    unofficialName: t.string({ description: 'The alias; required when nameOption is ALIAS' }),
    nameOption: t.field({ type: CustomerNameOptionEnum, description: 'NAME when left out' }),
    organizationNumber: t.string({
      description: 'Required for a company (MOD11); spaces allowed; ignored for a person',
    }),
    reference: t.string(),
    customPhone: t.string(),
    customEmail: t.string({ description: 'Required when invoiceDeliveryMethod is EMAIL' }),
    invoiceDeliveryMethod: t.field({
      type: InvoiceDeliveryMethodEnum,
      description: 'Required; EHF needs a company with a valid organisation number',
    }),
    creditDays: t.int({ description: 'Required, 0 to 365' }),
    ownerId: t.id({
      description: 'A user of the unit; the creator when left out on create, unchanged when left out on update',
    }),
    deliveryLocations: t.field({ type: [DeliveryLocationInput], required: true }),
    customerContacts: t.field({ type: [ContactInput] }),
  }),
});

const CustomerFiltersInput = builder.inputType('CustomerFilters', {
  fields: (t) => ({
    name: t.string({ description: 'Part of the name or the alias' }),
    organizationNumber: t.string({ description: 'Part of the organisation number; spaces are ignored' }),
    email: t.string({ description: 'Part of the e-mail address' }),
  }),
});

pagedListQuery('customers', {
  description: 'The customers of the current unit (by unit_name ascending unless asked otherwise)',
  item: CustomerType,
  itemName: 'Customer',
  orderBy: orderByEnum('Customer', CUSTOMER_ORDER_BY),
  defaultOrderBy: 'unit_name',
  defaultDirection: 'ASC',
  filters: CustomerFiltersInput,
  access: access.flags(READ_FLAG),
  resolve: (request, ctx) => inUnit(ctx, (tx, unitId) => customerService.list(tx, unitId, request)),
});

builder.queryField('customer', (t) =>
  t.field({
    type: CustomerType,
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(READ_FLAG),
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => customerService.find(tx, String(id))),
  }),
);

builder.queryField('customerOwners', (t) =>
  t.field({
    type: [CustomerOwnerType],
    description: 'The users who may own a customer: the active members of the current unit, by name',
    access: access.flags(READ_FLAG),
    resolve: (_root, _args, ctx) => inUnit(ctx, (tx, unitId) => ownerCandidates(tx, unitId)),
  }),
);

builder.mutationField('createCustomer', (t) =>
  t.field({
    type: CustomerType,
    description: 'Creates a customer; the same customer twice is refused (VALIDATION base taken)',
    args: { input: t.arg({ type: CustomerInput, required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) => customerService.create(tx, actorOf(ctx, unitId), serviceInput(input))),
  }),
);

builder.mutationField('updateCustomer', (t) =>
  t.field({
    type: CustomerType,
    description: 'Replaces the customer, its delivery locations and its contacts',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CustomerInput, required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, { id, input }, ctx) =>
      inUnit(ctx, (tx, unitId) => customerService.update(tx, actorOf(ctx, unitId), String(id), serviceInput(input))),
  }),
);

builder.mutationField('deleteCustomer', (t) =>
  t.field({
    type: CustomerType,
    description: 'Deletes the customer; one still in use (by orders) is refused (VALIDATION base in_use)',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => customerService.remove(tx, actorOf(ctx, unitId), String(id))),
  }),
);
