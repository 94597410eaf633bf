import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { users } from '../../db/schema-core.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { byKey, childRows } from '../../graphql/loaders.js';
import { ownerColumns, type CustomerParts } from './repository.js';
import { customerContacts, customerDeliveryLocations } from './tables.js';

const deliveryLocationsOf = (tx: Tx, unitId: string, ids: readonly string[]) =>
  childRows(tx, unitId, customerDeliveryLocations, 'customerId', ids, asc(customerDeliveryLocations.position));

const contactsOf = (tx: Tx, unitId: string, ids: readonly string[]) =>
  childRows(tx, unitId, customerContacts, 'customerId', ids, asc(customerContacts.position));

const ownersOf = async (tx: Tx, _unitId: string, ids: readonly string[]) =>
  byKey(
    ids,
    await tx
      .select(ownerColumns)
      .from(users)
      .where(inArray(users.id, [...ids])),
    (owner) => owner.id,
  );

/** The customer relations' loaders of the request, each reading a whole page's customers at once. */
export const customerLoaders = (ctx: GraphQLContext) => ({
  deliveryLocations: ctx.loaders.get('customer:deliveryLocations', deliveryLocationsOf),
  contacts: ctx.loaders.get('customer:contacts', contactsOf),
  owners: ctx.loaders.get('customer:owners', ownersOf),
});

/** The lists of one customer, read in the transaction that is about to delete it. */
export async function customerParts(tx: Tx, unitId: string, customerId: string): Promise<CustomerParts> {
  const [deliveryLocations] = await deliveryLocationsOf(tx, unitId, [customerId]);
  const [customerContacts] = await contactsOf(tx, unitId, [customerId]);
  return { deliveryLocations: deliveryLocations!, customerContacts: customerContacts! };
}
