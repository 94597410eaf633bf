import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor, addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import { DEMO_CUSTOMERS, seedDemoCustomers } from './demo.js';
import { postalPlace } from '../postal-codes/postal-codes.js';

const FIELDS = `id isCompany name unofficialName nameOption displayName organizationNumber reference customPhone
  customEmail invoiceDeliveryMethod creditDays ownerId owner { id name }
  deliveryLocations { address additionalAddress zip city countryCode }
  customerContacts { firstName lastName name phone email jobTitle comment }`;
const LIST = `query ($filters: CustomerFilters, $orderBy: CustomerOrderBy, $orderDirection: OrderDirection, $limit: Int, $offset: Int) {
  customers(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection, limit: $limit, offset: $offset) {
    totalCount items { id name displayName organizationNumber customEmail creditDays } } }`;
const ONE = `query ($id: ID!) { customer(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteCustomer(id: $id) { id name } }`;
const OWNERS = `query { customerOwners { id name } }`;

const oslo = { address: 'Storgata 1', zip: '0155', city: 'Oslo', countryCode: 'NO' };
const bergen = { address: 'Strandkaien 4', additionalAddress: '3. etasje', zip: '5013', city: 'Bergen' };

/** A valid company customer (923609016 passes MOD11). */
const company = (changes: Record<string, unknown> = {}) => ({
  isCompany: true,
  name: 'Fjellvang Bygg AS',
  organizationNumber: '923 609 016',
  invoiceDeliveryMethod: 'EHF',
  creditDays: 14,
  deliveryLocations: [oslo],
  ...changes,
});

const person = (changes: Record<string, unknown> = {}) => ({
  isCompany: false,
  name: 'Kari Nordmann',
  customEmail: 'kari.nordmann@example.no',
  invoiceDeliveryMethod: 'EMAIL',
  creditDays: 10,
  deliveryLocations: [{ address: 'Fjordveien 12', zip: '5003', city: 'Bergen' }],
  ...changes,
});

describe.each(TEST_DATABASES)('customers (%s)', (kind) => {
  const t = useTestApp(kind);

  const create = async (who: Fixture, input: Record<string, unknown>) =>
    (await gqlOk(t, who, CREATE, { input })).createCustomer as { id: string } & Record<string, any>;

  const count = (unitId: string, table = 'customers') =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
        rows: { n: number }[];
      };
      return result.rows[0]!.n;
    });
  const counts = async (unitId: string) => ({
    customers: await count(unitId),
    locations: await count(unitId, 'customer_delivery_locations'),
    contacts: await count(unitId, 'customer_contacts'),
  });

  /** Refused with exactly these validations, and nothing saved in the unit. */
  async function refused(who: Fixture, input: Record<string, unknown>, expected: unknown[]) {
    const before = await counts(who.unitId);
    expect(await gqlValidations(t, who, CREATE, { input })).toEqual(expected);
    expect(await counts(who.unitId)).toEqual(before);
  }

  it('creates a company with its lists, reads, updates (replacing the lists) and deletes, with audit rows', async () => {
    const me = await userWithUnit(t);
    const created = await create(
      me,
      company({
        name: '  Fjellvang   Bygg AS ',
        unofficialName: 'Fjellvang',
        nameOption: 'ALIAS',
        reference: 'Innkjøp 42',
        customPhone: '55 12 34 56',
        customEmail: 'faktura@fjellvang.example.no',
        deliveryLocations: [oslo, bergen],
        customerContacts: [
          { firstName: 'Ola', lastName: 'Hansen', phone: '912 34 567', email: 'ola@fjellvang.example.no' },
          { lastName: 'Berg', jobTitle: 'Innkjøper', comment: 'Ring før levering' },
        ],
      }),
    );
    expect(created).toMatchObject({
      isCompany: true,
      name: 'Fjellvang Bygg AS',
      displayName: 'Fjellvang',
      organizationNumber: '923609016',
      invoiceDeliveryMethod: 'EHF',
      creditDays: 14,
      ownerId: me.userId,
      owner: { id: me.userId, name: 'Kari Nordmann' },
      deliveryLocations: [
        { address: 'Storgata 1', additionalAddress: null, zip: '0155', city: 'Oslo', countryCode: 'NO' },
        { address: 'Strandkaien 4', additionalAddress: '3. etasje', zip: '5013', city: 'Bergen', countryCode: 'NO' },
      ],
      customerContacts: [
        { firstName: 'Ola', lastName: 'Hansen', name: 'Ola Hansen', email: 'ola@fjellvang.example.no' },
        { firstName: null, lastName: 'Berg', name: 'Berg', jobTitle: 'Innkjøper', comment: 'Ring før levering' },
      ],
    });
    expect((await gqlOk(t, me, ONE, { id: created.id })).customer).toEqual(created);

    const updated = (
      await gqlOk(t, me, UPDATE, {
        id: created.id,
        input: company({
          nameOption: 'NAME',
          invoiceDeliveryMethod: 'MAIL',
          creditDays: 30,
          deliveryLocations: [bergen],
          customerContacts: [{ firstName: 'Siri', email: 'siri@fjellvang.example.no' }],
        }),
      })
    ).updateCustomer;
    expect(updated).toMatchObject({
      displayName: 'Fjellvang Bygg AS',
      unofficialName: null,
      invoiceDeliveryMethod: 'MAIL',
      creditDays: 30,
      ownerId: me.userId,
      deliveryLocations: [{ address: 'Strandkaien 4', city: 'Bergen' }],
      customerContacts: [{ firstName: 'Siri', lastName: null }],
    });
    expect(await counts(me.unitId)).toEqual({ customers: 1, locations: 1, contacts: 1 });

    expect((await gqlOk(t, me, DELETE, { id: created.id })).deleteCustomer).toEqual({
      id: created.id,
      name: 'Fjellvang Bygg AS',
    });
    expect(await counts(me.unitId)).toEqual({ customers: 0, locations: 0, contacts: 0 });
    const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const result = (await tx.execute(sql`select action from audit_events where entity = 'customer'`)) as {
        rows: { action: string }[];
      };
      return result.rows.map((row) => row.action).sort();
    });
    expect(audit).toEqual(['create', 'delete', 'update']);
  });

  it('creates a private person without an organisation number, even when one is sent', async () => {
    const me = await userWithUnit(t);
    const created = await create(me, person({ organizationNumber: '923609016' }));
    expect(created).toMatchObject({ isCompany: false, organizationNumber: null, displayName: 'Kari Nordmann' });
  });

  describe('VALIDATION with model, attribute and type, and nothing saved', () => {
    it('requires creditDays (blank), whole days from 0 up to 365: a negative count is refused, not turned positive', async () => {
      const me = await userWithUnit(t);
      await refused(me, company({ creditDays: null }), [{ model: 'customer', attribute: 'creditDays', type: 'blank' }]);
      await refused(me, company({ creditDays: -14 }), [
        { model: 'customer', attribute: 'creditDays', type: 'not_an_integer' },
      ]);
      await refused(me, company({ creditDays: 366 }), [
        { model: 'customer', attribute: 'creditDays', type: 'less_than_or_equal_to' },
      ]);
      expect((await create(me, company({ creditDays: 0 }))).creditDays).toBe(0);
    });

    it('refuses a phone number that is not one (invalid), on the customer and on a contact', async () => {
      const me = await userWithUnit(t);
      await refused(me, company({ customPhone: 'abc', customerContacts: [{ firstName: 'Ola', phone: '12' }] }), [
        { model: 'customer', attribute: 'customPhone', type: 'invalid' },
        { model: 'customer', attribute: 'customerContacts.0.phone', type: 'invalid' },
      ]);
    });

    it('refuses a Norwegian postal code that does not exist (invalid); a foreign one is not looked up', async () => {
      const me = await userWithUnit(t);
      await refused(me, company({ deliveryLocations: [oslo, { ...oslo, zip: '0002' }] }), [
        { model: 'customer', attribute: 'deliveryLocations.1.zip', type: 'invalid' },
      ]);
      await create(me, company({ deliveryLocations: [{ ...bergen, countryCode: 'DK', zip: '0002' }] }));
    });

    it('requires invoiceDeliveryMethod (blank)', async () => {
      const me = await userWithUnit(t);
      await refused(me, company({ invoiceDeliveryMethod: null }), [
        { model: 'customer', attribute: 'invoiceDeliveryMethod', type: 'blank' },
      ]);
      const result = await gql(t, CREATE, { input: company({ invoiceDeliveryMethod: 'FAX' }) }, me);
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(await count(me.unitId)).toBe(0);
    });

    it('requires at least one delivery location (delivery_locations_empty)', async () => {
      const me = await userWithUnit(t);
      await refused(me, company({ deliveryLocations: [] }), [
        { model: 'customer', attribute: 'deliveryLocations', type: 'delivery_locations_empty' },
      ]);
    });

    it('refuses the same customer twice: "This customer has already been created" (base taken)', async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      await create(me, company());
      const taken = [{ model: 'customer', attribute: 'base', type: 'taken' }];
      await refused(me, company({ name: 'Fjellvang Bygg (ny)', organizationNumber: '923609016' }), taken);
      // Another unit may have the same customer.
      await create(other, company());

      await create(me, person());
      await refused(me, person({ name: 'KARI  NORDMANN', customEmail: 'Kari.Nordmann@example.no' }), taken);
      await create(me, person({ customEmail: 'kari@annen.example.no' }));

      // Without e-mail a person is the same when the first delivery location has the same zip code.
      const noEmail = { customEmail: null, invoiceDeliveryMethod: 'MAIL' };
      await create(me, person({ ...noEmail, name: 'Ola Nordmann' }));
      await refused(me, person({ ...noEmail, name: 'Ola Nordmann' }), taken);
      await create(me, person({ ...noEmail, name: 'Ola Nordmann', deliveryLocations: [oslo] }));
    });

    it('refuses an update that makes the customer a copy of another (base taken) and changes nothing', async () => {
      const me = await userWithUnit(t);
      await create(me, company());
      const second = await create(me, company({ name: 'Havblikk AS', organizationNumber: '974760673' }));
      expect(await gqlValidations(t, me, UPDATE, { id: second.id, input: company({ name: 'Havblikk AS' }) })).toEqual([
        { model: 'customer', attribute: 'base', type: 'taken' },
      ]);
      expect((await gqlOk(t, me, ONE, { id: second.id })).customer).toEqual(second);
      // Saving a customer unchanged is not a copy of itself.
      await gqlOk(t, me, UPDATE, {
        id: second.id,
        input: company({ name: 'Havblikk AS', organizationNumber: '974760673' }),
      });
    });

    it('lets only one of two simultaneous saves of the same company through', async () => {
      const me = await userWithUnit(t);
      const results = await Promise.all(
        [1, 2].map(() => gql(t, CREATE, { input: company() }, { token: me.token, unitId: me.unitId })),
      );
      expect(results.map((result) => errorCode(result) ?? 'OK').sort()).toEqual(['OK', 'VALIDATION']);
      expect(await count(me.unitId)).toBe(1);
    });

    it('requires an organisation number of a company (blank) with a MOD11 check digit (checksum_invalid)', async () => {
      const me = await userWithUnit(t);
      await refused(me, company({ organizationNumber: null, invoiceDeliveryMethod: 'MAIL' }), [
        { model: 'customer', attribute: 'organizationNumber', type: 'blank' },
      ]);
      await refused(me, company({ organizationNumber: '923 609 017', invoiceDeliveryMethod: 'MAIL' }), [
        { model: 'customer', attribute: 'organizationNumber', type: 'checksum_invalid' },
      ]);
      await refused(me, company({ organizationNumber: '9236090', invoiceDeliveryMethod: 'MAIL' }), [
        { model: 'customer', attribute: 'organizationNumber', type: 'wrong_length' },
      ]);
    });

    it('refuses EHF without a valid organisation number (invoiceDeliveryMethod invalid)', async () => {
      const me = await userWithUnit(t);
      await refused(me, person({ invoiceDeliveryMethod: 'EHF' }), [
        { model: 'customer', attribute: 'invoiceDeliveryMethod', type: 'invalid' },
      ]);
      await refused(me, company({ organizationNumber: '923609017' }), [
        { model: 'customer', attribute: 'organizationNumber', type: 'checksum_invalid' },
        { model: 'customer', attribute: 'invoiceDeliveryMethod', type: 'invalid' },
      ]);
    });

    it('needs an e-mail address for delivery by e-mail (customEmail blank) and a valid one when given', async () => {
      const me = await userWithUnit(t);
      await refused(me, person({ customEmail: ' ' }), [{ model: 'customer', attribute: 'customEmail', type: 'blank' }]);
      await refused(me, person({ customEmail: 'kari@', invoiceDeliveryMethod: 'MAIL' }), [
        { model: 'customer', attribute: 'customEmail', type: 'invalid' },
      ]);
    });

    it('needs the alias when the alias is the name shown (unofficialName blank)', async () => {
      const me = await userWithUnit(t);
      await refused(me, company({ nameOption: 'ALIAS' }), [
        { model: 'customer', attribute: 'unofficialName', type: 'blank' },
      ]);
    });

    it('checks every delivery location and contact, naming the row', async () => {
      const me = await userWithUnit(t);
      await refused(
        me,
        company({
          name: '',
          deliveryLocations: [
            { address: 'Storgata 1', zip: '155', city: 'Oslo' },
            { address: 'Drottninggatan 5', zip: '111 51', city: 'Stockholm', countryCode: 'XX' },
          ],
          customerContacts: [{ phone: '912 34 567' }, { firstName: 'Ola', email: 'ola@@example.no' }],
        }),
        [
          { model: 'customer', attribute: 'name', type: 'blank' },
          { model: 'customer', attribute: 'deliveryLocations.0.zip', type: 'invalid' },
          { model: 'customer', attribute: 'customerContacts.0.firstName', type: 'blank' },
          { model: 'customer', attribute: 'customerContacts.1.email', type: 'invalid' },
          { model: 'customer', attribute: 'deliveryLocations.1.countryCode', type: 'invalid' },
        ],
      );
    });

    it('refuses an invalid update and keeps the customer and its lists as they were', async () => {
      const me = await userWithUnit(t);
      const created = await create(me, company({ customerContacts: [{ firstName: 'Ola' }] }));
      expect(
        await gqlValidations(t, me, UPDATE, { id: created.id, input: company({ deliveryLocations: [] }) }),
      ).toEqual([{ model: 'customer', attribute: 'deliveryLocations', type: 'delivery_locations_empty' }]);
      expect((await gqlOk(t, me, ONE, { id: created.id })).customer).toEqual(created);
    });
  });

  describe('owner', () => {
    it('may be another member of the unit, but not someone outside it', async () => {
      const me = await userWithUnit(t);
      const colleague = await userWithUnit(t, { role: 'sales' });
      await addMember(t, colleague.userId, me.unitId, 'sales');
      const stranger = await userWithUnit(t);
      const owners = (await gqlOk(t, me, OWNERS)).customerOwners as { id: string }[];
      expect(owners.map((owner) => owner.id).sort()).toEqual([me.userId, colleague.userId].sort());

      const created = await create(me, company({ ownerId: colleague.userId }));
      expect(created.ownerId).toBe(colleague.userId);
      await refused(me, person({ ownerId: stranger.userId }), [
        { model: 'customer', attribute: 'ownerId', type: 'invalid' },
      ]);
      await refused(me, person({ ownerId: 'not-a-uuid' }), [
        { model: 'customer', attribute: 'ownerId', type: 'invalid' },
      ]);
      // Left out on update, the owner stays.
      const updated = (await gqlOk(t, me, UPDATE, { id: created.id, input: company() })).updateCustomer;
      expect(updated.ownerId).toBe(colleague.userId);
    });
  });

  it('lists by unit_name ascending by default, filters by name or alias, organisation number and e-mail, sorts and pages', async () => {
    const me = await userWithUnit(t);
    const other = await userWithUnit(t);
    await create(other, company({ name: 'Annen enhet AS' }));
    await create(me, company({ name: 'Sjøbris Sjømat AS', organizationNumber: '974760673', creditDays: 30 }));
    await create(me, company({ name: 'alfa Elektro AS', unofficialName: 'Lynet', organizationNumber: '914778271' }));
    await create(me, person({ name: 'Kari Nordmann', creditDays: 0 }));
    await create(
      me,
      company({ name: 'Bryggen Kafé AS', organizationNumber: '982463718', customEmail: 'post@bryggen.no' }),
    );

    const names = (data: Record<string, any>) => data.customers.items.map((item: { name: string }) => item.name);
    const all = await gqlOk(t, me, LIST);
    expect(all.customers.totalCount).toBe(4);
    expect(names(all)).toEqual(['alfa Elektro AS', 'Bryggen Kafé AS', 'Kari Nordmann', 'Sjøbris Sjømat AS']);

    expect(names(await gqlOk(t, me, LIST, { filters: { name: 'lynet' } }))).toEqual(['alfa Elektro AS']);
    expect(names(await gqlOk(t, me, LIST, { filters: { name: 'sjø' } }))).toEqual(['Sjøbris Sjømat AS']);
    expect(names(await gqlOk(t, me, LIST, { filters: { organizationNumber: '974 760' } }))).toEqual([
      'Sjøbris Sjømat AS',
    ]);
    expect(names(await gqlOk(t, me, LIST, { filters: { email: 'BRYGGEN' } }))).toEqual(['Bryggen Kafé AS']);
    expect(names(await gqlOk(t, me, LIST, { filters: { name: 'ingen slik' } }))).toEqual([]);

    const byCreditDays = await gqlOk(t, me, LIST, { orderBy: 'credit_days', orderDirection: 'DESC' });
    expect(byCreditDays.customers.items.map((item: { creditDays: number }) => item.creditDays)).toEqual([
      30, 14, 14, 0,
    ]);
    const byNumber = await gqlOk(t, me, LIST, { orderBy: 'organization_number' });
    expect(byNumber.customers.items[0].organizationNumber).toBe('914778271');
    const paged = await gqlOk(t, me, LIST, { orderDirection: 'DESC', limit: 2, offset: 1 });
    expect(paged.customers.totalCount).toBe(4);
    expect(names(paged)).toEqual(['Kari Nordmann', 'Bryggen Kafé AS']);
  });

  const setup = {
    create: async (owner: Fixture) => (await create(owner, company({ customerContacts: [{ firstName: 'Ola' }] }))).id,
    snapshot: (owner: Fixture, id: string) => gqlOk(t, owner, ONE, { id }),
  };

  it('refuses reads without canViewSales (payroll) and allows them read-only', async () => {
    const owner = await userWithUnit(t);
    const id = await setup.create(owner);
    for (const role of ['payroll', 'readOnly'] as const) {
      const member = await userWithUnit(t, { role });
      await addMember(t, member.userId, owner.unitId, role);
      const as = { token: member.token, unitId: owner.unitId };
      const expected = role === 'payroll' ? 'FORBIDDEN' : undefined;
      expect(errorCode(await gql(t, ONE, { id }, as)), role).toBe(expected);
      expect(errorCode(await gql(t, LIST, {}, as)), role).toBe(expected);
      expect(errorCode(await gql(t, OWNERS, {}, as)), role).toBe(expected);
    }
  });

  it('seeds the demo customers through the rules, with places that match their postal codes', async () => {
    const me = await userWithUnit(t);
    await t.app.services.transactions.system((tx) => seedDemoCustomers(tx, actorFor(t, me)));
    const all = await gqlOk(t, me, LIST);
    expect(all.customers.totalCount).toBe(DEMO_CUSTOMERS.length);
    expect(new Set(DEMO_CUSTOMERS.map((customer) => customer.invoiceDeliveryMethod))).toEqual(
      new Set(['EHF', 'EMAIL', 'MAIL']),
    );
    for (const customer of DEMO_CUSTOMERS)
      for (const location of customer.deliveryLocations)
        expect((await postalPlace(location.zip!))?.city, customer.name).toBe(location.city);
  });

  it('answers NOT_FOUND for an id that is not a UUID', async () => {
    const me = await userWithUnit(t);
    expect(errorCode(await gql(t, ONE, { id: 'not-a-uuid' }, me))).toBe('NOT_FOUND');
    expect(errorCode(await gql(t, DELETE, { id: 'not-a-uuid' }, me))).toBe('NOT_FOUND');
  });
});
