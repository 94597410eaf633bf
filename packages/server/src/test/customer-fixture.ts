import type { TestApp } from './app.js';
import type { Fixture } from './fixtures.js';
import { gql } from './http.js';

/** A company customer an order can be made for: a valid organisation number (MOD11), a reference, an address. */
export const ORDER_CUSTOMER = {
  isCompany: true,
  name: 'Fjellvang Bygg AS',
  organizationNumber: '923 609 016',
  invoiceDeliveryMethod: 'EHF',
  creditDays: 14,
  reference: 'Ola',
  deliveryLocations: [{ address: 'Storgata 1', zip: '0155', city: 'Oslo', countryCode: 'NO' }],
};

/** Creates ORDER_CUSTOMER in the fixture's unit through GraphQL; answers its id. */
export async function createOrderCustomer(t: TestApp, who: Fixture): Promise<string> {
  const result = await gql<{ createCustomer: { id: string } }>(
    t,
    'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
    { input: ORDER_CUSTOMER },
    who,
  );
  if (!result.body.data) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data.createCustomer.id;
}
