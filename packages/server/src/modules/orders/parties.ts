import { asc, eq } from 'drizzle-orm';
import { NORWAY } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { units } from '../../db/schema-core.js';
import { customerDeliveryLocations, customers } from '../customers/tables.js';
import type { OrderParty } from './types.js';

/** The customer's main address: its first delivery location. */
export async function mainDeliveryLocation(tx: Tx, customerId: string) {
  const [main] = await tx
    .select()
    .from(customerDeliveryLocations)
    .where(eq(customerDeliveryLocations.customerId, customerId))
    .orderBy(asc(customerDeliveryLocations.position))
    .limit(1);
  return main;
}

/**
 * The parties as the order states them when it is locked: the unit as supplier, the customer as
 * buyer at its main address. Copies, so later edits of either leave a locked order as it was.
 */
export async function partiesOf(
  tx: Tx,
  unitId: string,
  customerId: string,
): Promise<{ supplierParty: OrderParty; customerParty: OrderParty }> {
  const [unit] = await tx.select().from(units).where(eq(units.id, unitId));
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
  const main = await mainDeliveryLocation(tx, customerId);
  return {
    supplierParty: {
      name: unit!.name,
      organizationNumber: unit!.organizationNumber,
      address: unit!.address,
      zip: unit!.zip,
      city: unit!.city,
      countryCode: unit!.countryCode,
      email: unit!.email,
      phone: unit!.phone,
      vatRegulation: unit!.vatRegulation,
    },
    customerParty: {
      // The registered name, not the alias: the party is the legal buyer.
      name: customer!.name,
      organizationNumber: customer!.organizationNumber,
      address: main?.address ?? null,
      zip: main?.zip ?? null,
      city: main?.city ?? null,
      countryCode: main?.countryCode ?? NORWAY,
      email: customer!.customEmail,
      phone: customer!.customPhone,
    },
  };
}
