import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';

const FIELDS = `id name description carType fuel modelYear purchasedDate purchasedPrice norwegianListPriceAsNew
  seats soldDate soldPrice enableVat carRegistrations { id registrationNumber }`;
const LIST = `query ($filters: CarFilters, $orderBy: CarOrderBy, $orderDirection: OrderDirection, $limit: Int, $offset: Int) {
  cars(filters: $filters, orderBy: $orderBy, orderDirection: $orderDirection, limit: $limit, offset: $offset) {
    totalCount items { name carRegistrations { registrationNumber } } } }`;
const ONE = `query ($id: ID!) { car(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: CarInput!) { createCar(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: CarInput!) { updateCar(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteCar(id: $id) { id } }`;
const SEARCH = `query ($registrationNumber: String!) { governmentCarSearch(registrationNumber: $registrationNumber) {
  registrationNumber make model modelYear fuel carType seats firstRegisteredDate vin norwegianListPriceAsNew } }`;
const CURRENT_UNIT_CARS = `{ currentUnit { id cars { name soldDate } } }`;

type Registration = { id: string; registrationNumber: string };
type Car = { id: string; name: string; enableVat: boolean; carRegistrations: Registration[] } & Record<string, unknown>;

const TESLA = {
  name: 'Tesla Model Y',
  carType: 'PERSONAL',
  fuel: 'ELECTRONIC',
  modelYear: 2023,
  purchasedDate: '2023-03-14',
  purchasedPrice: '499990.00',
  norwegianListPriceAsNew: '519990',
  seats: 5,
  carRegistrations: [{ registrationNumber: 'el 12345' }],
};

describe.each(TEST_DATABASES)('cars (%s)', (kind) => {
  const t = useTestApp(kind);

  const create = async (who: Fixture, input: Record<string, unknown>) =>
    (await gqlOk(t, who, CREATE, { input })).createCar as Car;
  const counts = (unitId: string) =>
    t.app.services.transactions.tenant(unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select (select count(*)::int from cars) as cars, (select count(*)::int from car_registrations) as plates`,
      )) as { rows: { cars: number; plates: number }[] };
      return result.rows[0]!;
    });
  /** Something else pointing at a registration, as products do (made here so this file needs no other module). */
  const referTo = (registrationId: string) =>
    t.app.services.transactions.system(async (tx) => {
      await tx.execute(
        sql`create table if not exists test_registration_refs (registration_id uuid references car_registrations(id))`,
      );
      await tx.execute(sql`insert into test_registration_refs values (${registrationId})`);
    });
  const validations = (who: Fixture, query: string, variables: Record<string, unknown>) =>
    gqlValidations(t, who, query, variables);

  it('creates with VAT enabled by default and plates normalised, reads, updates and deletes, with audit rows', async () => {
    const me = await userWithUnit(t);
    const created = await create(me, TESLA);
    expect(created).toMatchObject({
      name: 'Tesla Model Y',
      carType: 'PERSONAL',
      fuel: 'ELECTRONIC',
      modelYear: 2023,
      purchasedPrice: '499990.00',
      norwegianListPriceAsNew: '519990.00',
      seats: 5,
      soldDate: null,
      enableVat: true,
      carRegistrations: [{ registrationNumber: 'EL12345' }],
    });
    expect((await gqlOk(t, me, ONE, { id: created.id })).car).toEqual(created);
    const updated = (
      await gqlOk(t, me, UPDATE, {
        id: created.id,
        input: { ...TESLA, soldDate: '2026-02-01', soldPrice: '310000', enableVat: false, carRegistrations: undefined },
      })
    ).updateCar as Car;
    expect(updated).toMatchObject({ soldDate: '2026-02-01', soldPrice: '310000.00', enableVat: false });
    // Registrations left out on update stay as they were.
    expect(updated.carRegistrations).toEqual(created.carRegistrations);
    await gqlOk(t, me, DELETE, { id: created.id });
    expect(await counts(me.unitId)).toEqual({ cars: 0, plates: 0 });
    const audit = await t.app.services.transactions.tenant(me.unitId, async (tx) => {
      const result = (await tx.execute(sql`select action from audit_events where entity = 'car'`)) as {
        rows: { action: string }[];
      };
      return result.rows.map((row) => row.action).sort();
    });
    expect(audit).toEqual(['create', 'delete', 'update']);
  });

  it('keeps registration ids: rows with an id are updated, new rows added, missing rows removed', async () => {
    const me = await userWithUnit(t);
    const car = await create(me, {
      name: 'Ford Transit',
      carRegistrations: [{ registrationNumber: 'BS 34567' }, { registrationNumber: 'AB 1234' }],
    });
    const [first, second] = car.carRegistrations;
    const updated = (
      await gqlOk(t, me, UPDATE, {
        id: car.id,
        input: {
          name: 'Ford Transit',
          carRegistrations: [{ id: first!.id, registrationNumber: 'bs 34568' }, { registrationNumber: 'CD 5678' }],
        },
      })
    ).updateCar as Car;
    expect(updated.carRegistrations).toEqual([
      { id: first!.id, registrationNumber: 'BS34568' },
      { id: expect.any(String), registrationNumber: 'CD5678' },
    ]);
    expect(updated.carRegistrations.map((row) => row.id)).not.toContain(second!.id);
  });

  it('lets two rows of a car trade plates', async () => {
    const me = await userWithUnit(t);
    const car = await create(me, {
      name: 'Scania R 450',
      carRegistrations: [{ registrationNumber: 'ZT67890' }, { registrationNumber: 'ZT67891' }],
    });
    const [a, b] = car.carRegistrations;
    const updated = (
      await gqlOk(t, me, UPDATE, {
        id: car.id,
        input: {
          name: 'Scania R 450',
          carRegistrations: [
            { id: a!.id, registrationNumber: 'ZT67891' },
            { id: b!.id, registrationNumber: 'ZT67890' },
          ],
        },
      })
    ).updateCar as Car;
    expect(updated.carRegistrations.map((row) => [row.id, row.registrationNumber]).sort()).toEqual(
      [
        [a!.id, 'ZT67891'],
        [b!.id, 'ZT67890'],
      ].sort(),
    );
  });

  it('refuses a blank name, a model year outside 1900..next year, seats over 99 and negative prices at once', async () => {
    const me = await userWithUnit(t);
    const nextYear = new Date().getFullYear() + 1;
    expect(
      await validations(me, CREATE, {
        input: { name: ' ', modelYear: nextYear + 1, seats: 100, purchasedPrice: '-1', soldPrice: '-0.01' },
      }),
    ).toEqual([
      { model: 'car', attribute: 'name', type: 'blank' },
      { model: 'car', attribute: 'modelYear', type: 'invalid' },
      { model: 'car', attribute: 'purchasedPrice', type: 'greater_than_or_equal_to' },
      { model: 'car', attribute: 'seats', type: 'invalid' },
      { model: 'car', attribute: 'soldPrice', type: 'greater_than_or_equal_to' },
    ]);
    expect(await validations(me, CREATE, { input: { name: 'Veteranbil', modelYear: 1899 } })).toEqual([
      { model: 'car', attribute: 'modelYear', type: 'invalid' },
    ]);
    await create(me, { name: 'Neste års modell', modelYear: nextYear, seats: 0 });
    expect(await counts(me.unitId)).toEqual({ cars: 1, plates: 0 });
  });

  it('one money model: an amount with more decimals or digits than its column keeps is refused, nothing changes', async () => {
    const me = await userWithUnit(t);
    const car = await create(me, { ...TESLA, carRegistrations: [] });
    // numeric(18, 2) would silently store 12.345 as 12.35.
    expect(
      await validations(me, UPDATE, {
        id: car.id,
        input: { name: 'Endret', purchasedPrice: '12.345', soldPrice: '12345678901234567', carRegistrations: [] },
      }),
    ).toEqual([
      { model: 'car', attribute: 'purchasedPrice', type: 'invalid' },
      { model: 'car', attribute: 'soldPrice', type: 'less_than_or_equal_to' },
    ]);
    const unchanged = (await gqlOk(t, me, ONE, { id: car.id })).car as Car;
    expect(unchanged).toMatchObject({ name: TESLA.name, purchasedPrice: '499990.00', soldPrice: null });
  });

  it('refuses a sold date before the purchase date (date_after_or_equal_to)', async () => {
    const me = await userWithUnit(t);
    expect(
      await validations(me, CREATE, { input: { ...TESLA, purchasedDate: '2023-03-14', soldDate: '2023-03-13' } }),
    ).toEqual([{ model: 'car', attribute: 'soldDate', type: 'date_after_or_equal_to' }]);
    expect(await counts(me.unitId)).toEqual({ cars: 0, plates: 0 });
  });

  it('refuses a plate in no Norwegian format, a blank one and the same plate twice on one car', async () => {
    const me = await userWithUnit(t);
    expect(
      await validations(me, CREATE, {
        input: {
          name: 'Rar bil',
          carRegistrations: [
            { registrationNumber: 'AB#1234' },
            { registrationNumber: ' ' },
            { registrationNumber: 'CD 1234' },
            { registrationNumber: 'cd1234' },
          ],
        },
      }),
    ).toEqual([
      { model: 'car', attribute: 'carRegistrations.0.registrationNumber', type: 'invalid' },
      { model: 'car', attribute: 'carRegistrations.1.registrationNumber', type: 'blank' },
      { model: 'car', attribute: 'carRegistrations.3.registrationNumber', type: 'taken' },
    ]);
    expect(await counts(me.unitId)).toEqual({ cars: 0, plates: 0 });
  });

  it('refuses a plate another car of the unit has (taken); another unit may have it', async () => {
    const me = await userWithUnit(t);
    const other = await userWithUnit(t);
    const tesla = await create(me, TESLA);
    expect(
      await validations(me, CREATE, {
        input: { name: 'Kopi', carRegistrations: [{ registrationNumber: 'EL-12345' }] },
      }),
    ).toEqual([{ model: 'car', attribute: 'carRegistrations.0.registrationNumber', type: 'taken' }]);
    const van = await create(me, { name: 'Varebil', carRegistrations: [{ registrationNumber: 'EK 45678' }] });
    expect(
      await validations(me, UPDATE, {
        id: van.id,
        input: {
          name: 'Varebil',
          carRegistrations: [{ id: van.carRegistrations[0]!.id, registrationNumber: 'EL12345' }],
        },
      }),
    ).toEqual([{ model: 'car', attribute: 'carRegistrations.0.registrationNumber', type: 'taken' }]);
    await create(other, TESLA);
    expect((await gqlOk(t, me, ONE, { id: tesla.id })).car.carRegistrations).toEqual(tesla.carRegistrations);
    expect(await counts(me.unitId)).toEqual({ cars: 2, plates: 2 });
  });

  it("refuses a registration id that is not this car's (invalid)", async () => {
    const me = await userWithUnit(t);
    const tesla = await create(me, TESLA);
    const van = await create(me, { name: 'Varebil', carRegistrations: [{ registrationNumber: 'EK 45678' }] });
    expect(
      await validations(me, UPDATE, {
        id: van.id,
        input: {
          name: 'Varebil',
          carRegistrations: [{ id: tesla.carRegistrations[0]!.id, registrationNumber: 'AB 1234' }],
        },
      }),
    ).toEqual([{ model: 'car', attribute: 'carRegistrations.0.id', type: 'invalid' }]);
    expect((await gqlOk(t, me, ONE, { id: tesla.id })).car.carRegistrations).toEqual(tesla.carRegistrations);
  });

  it('a car in use cannot be deleted (base in_use), nor its registration removed', async () => {
    const me = await userWithUnit(t);
    const car = await create(me, { ...TESLA, carRegistrations: [{ registrationNumber: 'EL 55555' }] });
    await referTo(car.carRegistrations[0]!.id);
    expect(await validations(me, DELETE, { id: car.id })).toEqual([
      { model: 'car', attribute: 'base', type: 'in_use' },
    ]);
    expect(await validations(me, UPDATE, { id: car.id, input: { ...TESLA, carRegistrations: [] } })).toEqual([
      { model: 'car', attribute: 'carRegistrations', type: 'in_use' },
    ]);
    expect((await gqlOk(t, me, ONE, { id: car.id })).car).toEqual(car);
    // What the web suggests instead: a sold date.
    const sold = (
      await gqlOk(t, me, UPDATE, {
        id: car.id,
        input: { ...TESLA, soldDate: '2026-01-31', carRegistrations: [car.carRegistrations[0]] },
      })
    ).updateCar as Car;
    expect(sold.soldDate).toBe('2026-01-31');
  });

  it('lists by name ascending by default, filters by name, plate and sold, and pages', async () => {
    const me = await userWithUnit(t);
    await create(me, { name: 'Volvo XC60', carRegistrations: [{ registrationNumber: 'SV 56789' }] });
    await create(me, { ...TESLA, name: 'tesla Model Y' });
    await create(me, {
      name: 'Ford Transit',
      soldDate: '2025-12-01',
      carRegistrations: [{ registrationNumber: 'BS 34567' }],
    });
    const names = async (variables: Record<string, unknown>) =>
      (await gqlOk(t, me, LIST, variables)).cars.items.map((car: { name: string }) => car.name);
    expect(await names({})).toEqual(['Ford Transit', 'tesla Model Y', 'Volvo XC60']);
    expect(await names({ filters: { name: 'VOLVO' } })).toEqual(['Volvo XC60']);
    expect(await names({ filters: { registrationNumber: 'el 123' } })).toEqual(['tesla Model Y']);
    expect(await names({ filters: { sold: true } })).toEqual(['Ford Transit']);
    expect(await names({ filters: { sold: false } })).toEqual(['tesla Model Y', 'Volvo XC60']);
    const paged = await gqlOk(t, me, LIST, { orderBy: 'name', orderDirection: 'DESC', limit: 1, offset: 1 });
    expect(paged.cars).toEqual({
      totalCount: 3,
      items: [{ name: 'tesla Model Y', carRegistrations: [{ registrationNumber: 'EL12345' }] }],
    });
  });

  it('currentUnit { cars } answers the unit\u2019s cars not sold today', async () => {
    const me = await userWithUnit(t, { role: 'readOnly' });
    const owner = await userWithUnit(t);
    // The cars are the owner's unit's; a member of another unit sees none of them.
    await create(owner, { name: 'Solgt', soldDate: '2020-01-01' });
    await create(owner, { name: 'Selges neste år', soldDate: `${new Date().getFullYear() + 1}-01-01` });
    await create(owner, { name: 'I bruk' });
    const answer = await gqlOk(t, owner, CURRENT_UNIT_CARS);
    expect(answer.currentUnit.cars.map((car: { name: string }) => car.name)).toEqual(['I bruk', 'Selges neste år']);
    expect((await gqlOk(t, me, CURRENT_UNIT_CARS)).currentUnit.cars).toEqual([]);
  });

  describe('governmentCarSearch (vehicle registry simulator)', () => {
    it('finds a known plate however it is typed', async () => {
      const me = await userWithUnit(t, { role: 'readOnly' });
      const found = await gqlOk(t, me, SEARCH, { registrationNumber: 'el 12345' });
      expect(found.governmentCarSearch).toEqual({
        registrationNumber: 'EL12345',
        make: 'Tesla',
        model: 'Model Y Long Range AWD',
        modelYear: 2023,
        fuel: 'ELECTRONIC',
        carType: 'PERSONAL',
        seats: 5,
        firstRegisteredDate: '2023-03-14',
        vin: 'XP7YGCEK5PB123456',
        norwegianListPriceAsNew: '519990.00',
      });
      const tractor = await gqlOk(t, me, SEARCH, { registrationNumber: 'JN 4521' });
      expect(tractor.governmentCarSearch).toMatchObject({
        make: 'Massey Ferguson',
        carType: 'TRACTOR',
        fuel: 'DIESEL',
      });
    });

    it('answers null for a plate the register does not know', async () => {
      const me = await userWithUnit(t);
      expect((await gqlOk(t, me, SEARCH, { registrationNumber: 'XX 99999' })).governmentCarSearch).toBeNull();
    });

    it('refuses a plate in no Norwegian format (VALIDATION invalid) without asking the register', async () => {
      const me = await userWithUnit(t);
      expect(await validations(me, SEARCH, { registrationNumber: 'AB#12' })).toEqual([
        { model: 'car', attribute: 'registrationNumber', type: 'invalid' },
      ]);
    });

    it('says the register is down with its printable Norwegian message (SERVICE_UNAVAILABLE)', async () => {
      const me = await userWithUnit(t);
      const result = await gql(t, SEARCH, { registrationNumber: 'FEIL 999' }, { token: me.token, unitId: me.unitId });
      expect(errorCode(result)).toBe('SERVICE_UNAVAILABLE');
      expect(result.body.errors![0]!.extensions).toMatchObject({
        printableMessage: 'Kjøretøyregisteret svarer ikke nå. Prøv igjen senere.',
        key: 'errors.vehicleRegistryUnavailable',
      });
    });

    it('allows 30 lookups a minute per unit, then refuses (TOO_MANY_REQUESTS) until the minute has passed', async () => {
      const me = await userWithUnit(t);
      const other = await userWithUnit(t);
      for (let i = 0; i < 30; i++) await gqlOk(t, me, SEARCH, { registrationNumber: 'XX 99999' });
      const refused = await gql(t, SEARCH, { registrationNumber: 'EL 12345' }, { token: me.token, unitId: me.unitId });
      expect(errorCode(refused)).toBe('TOO_MANY_REQUESTS');
      expect(refused.body.errors![0]!.extensions).toMatchObject({
        key: 'errors.vehicleRegistryRateLimited',
        params: { limit: 30 },
      });
      // Another unit has its own allowance.
      expect((await gqlOk(t, other, SEARCH, { registrationNumber: 'EL 12345' })).governmentCarSearch).not.toBeNull();
      t.clock.advance(60_000);
      expect((await gqlOk(t, me, SEARCH, { registrationNumber: 'EL 12345' })).governmentCarSearch).not.toBeNull();
    });

    it('needs a signed-in member', async () => {
      const result = await gql(t, SEARCH, { registrationNumber: 'EL 12345' });
      expect(errorCode(result)).toBe('UNAUTHENTICATED');
    });
  });
});
