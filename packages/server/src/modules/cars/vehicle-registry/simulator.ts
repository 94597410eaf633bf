import type { VehicleInfo, VehicleRegistry } from './port.js';
import { registryUnavailable } from './port.js';
import { simulatedLookup } from '../../../simulated-remote.js';

/**
 * Vehicles the simulator knows: a small, realistic Norwegian fleet (made-up plates and VINs;
 * makes, models and list prices as sold in Norway). Plates are normalised.
 */
export const SIMULATED_VEHICLES: readonly VehicleInfo[] = [
  {
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
  },
  {
    registrationNumber: 'EK45678',
    make: 'Volkswagen',
    model: 'ID. Buzz Cargo',
    modelYear: 2023,
    fuel: 'ELECTRONIC',
    carType: 'VAN',
    seats: 3,
    firstRegisteredDate: '2023-01-20',
    vin: 'WV1ZZZEB3PH012345',
    norwegianListPriceAsNew: '473900.00',
  },
  {
    registrationNumber: 'DN23456',
    make: 'Toyota',
    model: 'RAV4 Hybrid AWD-i',
    modelYear: 2021,
    fuel: 'GASOLINE',
    carType: 'PERSONAL',
    seats: 5,
    firstRegisteredDate: '2021-05-03',
    vin: 'JTMW43FV40D098765',
    norwegianListPriceAsNew: '489900.00',
  },
  {
    registrationNumber: 'BS34567',
    make: 'Ford',
    model: 'Transit Custom 2.0 TDCi',
    modelYear: 2019,
    fuel: 'DIESEL',
    carType: 'VAN',
    seats: 3,
    firstRegisteredDate: '2019-09-02',
    vin: 'WF0YXXTTGYKA54321',
    norwegianListPriceAsNew: '389000.00',
  },
  {
    registrationNumber: 'SV56789',
    make: 'Volvo',
    model: 'XC60 B4 AWD',
    modelYear: 2020,
    fuel: 'DIESEL',
    carType: 'PERSONAL',
    seats: 5,
    firstRegisteredDate: '2020-02-17',
    vin: 'YV1UZK1VDL1234567',
    norwegianListPriceAsNew: '629000.00',
  },
  {
    registrationNumber: 'EB98765',
    make: 'Polestar',
    model: '2 Long range Dual motor',
    modelYear: 2022,
    fuel: 'ELECTRONIC',
    carType: 'PERSONAL',
    seats: 5,
    firstRegisteredDate: '2022-06-30',
    vin: 'LPSVSEDEXNL045678',
    norwegianListPriceAsNew: '469000.00',
  },
  {
    registrationNumber: 'JN4521',
    make: 'Massey Ferguson',
    model: '5713 S Dyna-6',
    modelYear: 2018,
    fuel: 'DIESEL',
    carType: 'TRACTOR',
    seats: 1,
    firstRegisteredDate: '2018-04-11',
    vin: 'AGCM5713CJHD23456',
    norwegianListPriceAsNew: '1125000.00',
  },
  {
    registrationNumber: 'ZT67890',
    make: 'Scania',
    model: 'R 450 B6x2*4NB',
    modelYear: 2019,
    fuel: 'DIESEL',
    carType: 'TRUCK',
    seats: 2,
    firstRegisteredDate: '2019-11-25',
    vin: 'YS2R6X20005412345',
    norwegianListPriceAsNew: '1950000.00',
  },
  {
    registrationNumber: 'ZV11223',
    make: 'Volvo',
    model: 'FH 500 4x2 trekkvogn',
    modelYear: 2021,
    fuel: 'DIESEL',
    carType: 'TRUCK_TRAILER',
    seats: 2,
    firstRegisteredDate: '2021-08-09',
    vin: 'YV2RT40A3MA876543',
    norwegianListPriceAsNew: '1780000.00',
  },
  {
    registrationNumber: 'HV4521',
    make: 'Brenderup',
    model: '2260 S tilhenger',
    modelYear: 2016,
    fuel: null,
    carType: 'TRAILER',
    seats: 0,
    firstRegisteredDate: '2016-05-12',
    vin: 'UH2226SBCG0012345',
    norwegianListPriceAsNew: '24900.00',
  },
  {
    registrationNumber: 'LB7788',
    make: 'Piaggio',
    model: 'Vespa Elettrica',
    modelYear: 2022,
    fuel: 'ELECTRONIC',
    carType: 'SCOOTER',
    seats: 2,
    firstRegisteredDate: '2022-04-22',
    vin: 'ZAPM8510000012345',
    norwegianListPriceAsNew: '79900.00',
  },
  {
    registrationNumber: 'TM4512',
    make: 'Yamaha',
    model: 'MT-07',
    modelYear: 2021,
    fuel: 'GASOLINE',
    carType: 'BIKE',
    seats: 2,
    firstRegisteredDate: '2021-03-29',
    vin: 'JYARM321000054321',
    norwegianListPriceAsNew: '104900.00',
  },
  {
    registrationNumber: 'FJORD1',
    make: 'Tesla',
    model: 'Model 3 Performance',
    modelYear: 2024,
    fuel: 'ELECTRONIC',
    carType: 'PERSONAL',
    seats: 5,
    firstRegisteredDate: '2024-02-05',
    vin: 'LRW3E7FS5RC012345',
    norwegianListPriceAsNew: '479990.00',
  },
];

/** Looking this plate up simulates the register being down. */
export const SIMULATED_OUTAGE_PLATE = 'FEIL999';

/**
 * The default adapter: answers from SIMULATED_VEHICLES after a delay, like the remote register —
 * null for an unknown plate, SERVICE_UNAVAILABLE for SIMULATED_OUTAGE_PLATE.
 */
export class SimulatedVehicleRegistry implements VehicleRegistry {
  constructor(
    private readonly delayMs = 150,
    private readonly vehicles: readonly VehicleInfo[] = SIMULATED_VEHICLES,
  ) {}

  lookup(registrationNumber: string): Promise<VehicleInfo | null> {
    const remote = { delayMs: this.delayMs, outageKey: SIMULATED_OUTAGE_PLATE, unavailable: registryUnavailable };
    return simulatedLookup(remote, this.vehicles, (vehicle) => vehicle.registrationNumber, registrationNumber);
  }
}
