import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/connection.js';
import { containsText, lowerOf, ordered, selectPage } from '../../db/list.js';
import { memberships, users } from '../../db/schema-core.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { customerContacts, customerDeliveryLocations, customers } from './tables.js';

export type CustomerRow = typeof customers.$inferSelect;
export type DeliveryLocationRow = typeof customerDeliveryLocations.$inferSelect;
export type ContactRow = typeof customerContacts.$inferSelect;
/** The columns of users the application role may read (never users.* in a tenant transaction). */
export type CustomerOwner = { id: string; login: string; firstName: string; lastName: string };

/** A customer's nested lists: deleted with it, so a deleted customer's answer carries them read beforehand. */
export type CustomerParts = { deliveryLocations: DeliveryLocationRow[]; customerContacts: ContactRow[] };

/**
 * A customer as the services answer it: the row; its lists and owner are read by the relation
 * resolvers through the request's loaders (relations.ts).
 */
export type CustomerRecord = CustomerRow & Partial<CustomerParts>;

export const CUSTOMER_ORDER_BY = ['unit_name', 'organization_number', 'email', 'credit_days'] as const;
export type CustomerOrderBy = (typeof CUSTOMER_ORDER_BY)[number];
export type CustomerFilters = { name?: string | null; organizationNumber?: string | null; email?: string | null };

export const ownerColumns = { id: users.id, login: users.login, firstName: users.firstName, lastName: users.lastName };

/** Customers sort by unit_name (their name) unless the user sorts otherwise. */
const ORDER_COLUMNS: Record<CustomerOrderBy, SQL | AnyPgColumn> = {
  unit_name: lowerOf(customers.name),
  organization_number: customers.organizationNumber,
  email: lowerOf(customers.customEmail),
  credit_days: customers.creditDays,
};

function listWhere(unitId: string, filters: CustomerFilters): SQL | undefined {
  const compactNumber = filters.organizationNumber?.replace(/[\s-]/g, '');
  return and(
    eq(customers.unitId, unitId),
    or(containsText(customers.name, filters.name), containsText(customers.unofficialName, filters.name)),
    containsText(customers.organizationNumber, compactNumber),
    containsText(customers.customEmail, filters.email),
  );
}

export async function listCustomers(
  tx: Tx,
  unitId: string,
  request: ListRequest<CustomerOrderBy, CustomerFilters>,
): Promise<Page<CustomerRow>> {
  return selectPage(tx, customers, {
    where: listWhere(unitId, request.filters),
    orderBy: [ordered(request.orderDirection, ORDER_COLUMNS[request.orderBy])],
    window: request,
  });
}

/**
 * Another customer of the unit that is the same customer ("can only be created
 * once"): a company with the organisation number; a private person with the name and e-mail, or,
 * without e-mail, the name and the first delivery location's zip code.
 */
export async function findSameCustomer(
  tx: Tx,
  unitId: string,
  customer: { isCompany: boolean; organizationNumber: string | null; name: string; customEmail: string | null },
  firstZip: string | null,
  exceptId?: string,
): Promise<string | null> {
  const notSelf = exceptId ? ne(customers.id, exceptId) : undefined;
  let where: SQL | undefined;
  if (customer.isCompany) {
    if (!customer.organizationNumber) return null;
    where = eq(customers.organizationNumber, customer.organizationNumber);
  } else {
    const samePerson = and(eq(customers.isCompany, false), sql`lower(${customers.name}) = lower(${customer.name})`);
    where = customer.customEmail
      ? and(samePerson, sql`lower(${customers.customEmail}) = lower(${customer.customEmail})`)
      : and(
          samePerson,
          isNull(customers.customEmail),
          sql`exists (select 1 from ${customerDeliveryLocations}
                       where ${customerDeliveryLocations.customerId} = ${customers.id}
                         and ${customerDeliveryLocations.position} = 0
                         and coalesce(${customerDeliveryLocations.zip}, '') = ${firstZip ?? ''})`,
        );
  }
  const [found] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.unitId, unitId), where, notSelf))
    .limit(1);
  return found?.id ?? null;
}

export async function isMemberOf(tx: Tx, unitId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.unitId, unitId), eq(memberships.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Who may own a customer: the unit's members, super admins left out, by name. */
export function ownerCandidates(tx: Tx, unitId: string): Promise<CustomerOwner[]> {
  return tx
    .select(ownerColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.unitId, unitId), eq(users.isSuperAdmin, false), eq(users.active, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.login));
}
