import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { carRegistrations, cars } from './tables.js';

type DemoCar = typeof cars.$inferInsert & { plates: string[] };

const CARS: Omit<DemoCar, 'unitId'>[] = [
  {
    name: 'Ford Transit Custom',
    description: 'Varebil for levering i Oslo-området',
    carType: 'VAN',
    fuel: 'DIESEL',
    modelYear: 2019,
    purchasedDate: '2019-09-02',
    purchasedPrice: '312500.00',
    norwegianListPriceAsNew: '389000.00',
    seats: 3,
    plates: ['BS34567'],
  },
  {
    name: 'Tesla Model Y',
    description: 'Firmabil, daglig leder',
    carType: 'PERSONAL',
    fuel: 'ELECTRONIC',
    modelYear: 2023,
    purchasedDate: '2023-03-14',
    purchasedPrice: '499990.00',
    norwegianListPriceAsNew: '519990.00',
    seats: 5,
    plates: ['EL12345'],
  },
  {
    name: 'Volvo V70',
    carType: 'PERSONAL',
    fuel: 'DIESEL',
    modelYear: 2012,
    purchasedDate: '2012-05-10',
    purchasedPrice: '389000.00',
    seats: 5,
    soldDate: '2023-03-20',
    soldPrice: '65000.00',
    plates: ['DK98765'],
  },
];

/** The demo trading company's cars: a van, a company car, and one sold (seed/demo-invoicing.ts). */
export async function seedDemoCars(tx: Tx, actor: Actor): Promise<void> {
  const by = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };
  for (const { plates, ...car } of CARS) {
    const [created] = await tx
      .insert(cars)
      .values({ ...car, ...by })
      .returning({ id: cars.id });
    await tx
      .insert(carRegistrations)
      .values(plates.map((registrationNumber) => ({ carId: created!.id, registrationNumber, ...by })));
  }
}
