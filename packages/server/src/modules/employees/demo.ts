import type { EmployeeValues } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { employees } from './tables.js';

const NONE = {
  postbox: null,
  postboxZip: null,
  postboxCity: null,
  birthDateMismatchReason: null,
  iban: null,
  swift: null,
  temporarySocialSecurityNumber: null,
  countryCode: 'NO',
  phoneCountry: 'NO',
  vacationMoneyPercentage: '10.20',
  creditDays: 0,
} as const;

/**
 * The demo staffing company's ten employees. The personal numbers are synthetic (month + 80, so they
 * can never name a real person) with check digits computed by the domain's parsePersonalNumber;
 * Aleksander Dahl has a synthetic D-number (day + 40), Jonas Nilsen only a temporary number (whose
 * check digits are not checked). The bank accounts are valid mod 11. Other modules' demo steps find
 * these employees by last name (employees.int.test.ts checks that every one passes the rules).
 */
export const DEMO_EMPLOYEES: EmployeeValues[] = [
  {
    ...NONE,
    firstName: 'Kari',
    lastName: 'Nordmann',
    email: 'kari.nordmann@example.no',
    address: 'Thorvald Meyers gate 12',
    zip: '0555',
    city: 'Oslo',
    phone: '915 12 345',
    birthDate: '1980-05-12',
    bban: '15031067496',
    socialSecurityNumber: '12858045019',
  },
  {
    ...NONE,
    firstName: 'Ola',
    lastName: 'Hansen',
    email: 'ola.hansen@example.no',
    address: 'Kong Oscars gate 45',
    zip: '5017',
    city: 'Bergen',
    phone: '922 34 567',
    birthDate: '1992-09-03',
    bban: '97101062205',
    socialSecurityNumber: '03899234099',
  },
  {
    ...NONE,
    firstName: 'Ingrid',
    lastName: 'Berg',
    email: 'ingrid.berg@example.no',
    address: 'Pedersgata 30',
    zip: '4013',
    city: 'Stavanger',
    phone: '934 56 789',
    birthDate: '1987-03-18',
    bban: '30001064610',
    socialSecurityNumber: '18838741068',
  },
  {
    ...NONE,
    firstName: 'Lars',
    lastName: 'Johansen',
    email: 'lars.johansen@example.no',
    address: 'Bogstadveien 8',
    zip: '0355',
    city: 'Oslo',
    postbox: 'Postboks 512 Majorstuen',
    postboxZip: '0302',
    postboxCity: 'Oslo',
    phone: '945 67 890',
    birthDate: '1975-08-24',
    bban: '12071063648',
    socialSecurityNumber: '24887537042',
    vacationMoneyPercentage: '12.50',
  },
  {
    ...NONE,
    firstName: 'Sofie',
    lastName: 'Larsen',
    email: 'sofie.larsen@example.no',
    address: 'Nygårdsgaten 91',
    zip: '5008',
    city: 'Bergen',
    phone: '956 78 901',
    birthDate: '1992-12-09',
    bban: '63451067496',
    socialSecurityNumber: '09929228070',
  },
  {
    ...NONE,
    firstName: 'Magnus',
    lastName: 'Olsen',
    email: 'magnus.olsen@example.no',
    address: 'Klubbgata 5',
    zip: '4006',
    city: 'Stavanger',
    phone: '967 89 012',
    birthDate: '1995-05-15',
    bban: '12541062686',
    socialSecurityNumber: '15859519072',
  },
  {
    ...NONE,
    firstName: 'Emma',
    lastName: 'Pedersen',
    email: 'emma.pedersen@example.no',
    address: 'Trondheimsveien 120',
    zip: '0565',
    city: 'Oslo',
    phone: '978 90 123',
    birthDate: '1970-06-27',
    bban: '05401062205',
    socialSecurityNumber: '27867033063',
    vacationMoneyPercentage: '12.50',
  },
  {
    ...NONE,
    firstName: 'Jonas',
    lastName: 'Nilsen',
    email: 'jonas.nilsen@example.no',
    address: 'Sandviksveien 14',
    zip: '5035',
    city: 'Bergen',
    phone: '989 01 234',
    birthDate: '1999-06-07',
    bban: '36241067496',
    socialSecurityNumber: null,
    temporarySocialSecurityNumber: '07069940517',
  },
  {
    ...NONE,
    firstName: 'Nora',
    lastName: 'Kristiansen',
    email: 'nora.kristiansen@example.no',
    address: 'Løkkeveien 22',
    zip: '4008',
    city: 'Stavanger',
    phone: '990 12 345',
    birthDate: '1968-09-11',
    bban: '18131066534',
    socialSecurityNumber: '11896842074',
  },
  {
    ...NONE,
    firstName: 'Aleksander',
    lastName: 'Dahl',
    email: 'aleksander.dahl@example.no',
    address: 'Grønlandsleiret 40',
    zip: '0190',
    city: 'Oslo',
    phone: '+46 70 123 45 67',
    phoneCountry: 'SE',
    birthDate: '1990-03-12',
    bban: '28011065572',
    socialSecurityNumber: '52839046006',
  },
];

/** Seeds the demo employees of Bølgen Bemanning AS (seed/demo-payroll.ts). */
export async function seedDemoEmployees(tx: Tx, actor: Actor): Promise<void> {
  const by = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };
  await tx.insert(employees).values(
    DEMO_EMPLOYEES.map((employee) => ({
      ...employee,
      vacationMoneyPercentage: employee.vacationMoneyPercentage!,
      creditDays: employee.creditDays!,
      ...by,
    })),
  );
}
