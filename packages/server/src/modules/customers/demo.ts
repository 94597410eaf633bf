import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { customerService, type CustomerInput } from './service.js';

const company = (input: Omit<CustomerInput, 'isCompany'>): CustomerInput => ({ isCompany: true, ...input });
const person = (input: Omit<CustomerInput, 'isCompany'>): CustomerInput => ({ isCompany: false, ...input });

/**
 * The demo trading company's customers: companies (fictitious organisation numbers that pass the
 * MOD11 check, none of them the demo units' own) and private persons, with real Norwegian postal
 * codes and places, and every delivery method.
 */
export const DEMO_CUSTOMERS: CustomerInput[] = [
  company({
    name: 'Bergen Bygg og Anlegg AS',
    organizationNumber: '910684035',
    invoiceDeliveryMethod: 'EHF',
    creditDays: 30,
    customPhone: '55 20 30 40',
    customEmail: 'faktura@bergenbygg.example.no',
    reference: 'Prosjekt Kanalveien',
    deliveryLocations: [{ address: 'Kanalveien 10', zip: '5068', city: 'Bergen' }],
    customerContacts: [
      {
        firstName: 'Per',
        lastName: 'Haugland',
        phone: '913 45 678',
        email: 'per@bergenbygg.example.no',
        jobTitle: 'Innkjøpssjef',
      },
      { firstName: 'Marit', lastName: 'Eide', email: 'marit@bergenbygg.example.no', jobTitle: 'Regnskap' },
    ],
  }),
  company({
    name: 'Nordic Café Drift AS',
    unofficialName: 'Løkka Kaffebar',
    nameOption: 'ALIAS',
    organizationNumber: '988542148',
    invoiceDeliveryMethod: 'EMAIL',
    creditDays: 14,
    customEmail: 'regnskap@lokkakaffebar.example.no',
    deliveryLocations: [{ address: 'Thorvald Meyers gate 50', zip: '0555', city: 'Oslo' }],
    customerContacts: [{ firstName: 'Jonas', lastName: 'Lie', phone: '924 11 223', comment: 'Levering før kl. 10' }],
  }),
  company({
    name: 'Trondheim Sykkelverksted AS',
    organizationNumber: '930443247',
    invoiceDeliveryMethod: 'EHF',
    creditDays: 14,
    customPhone: '73 50 60 70',
    deliveryLocations: [{ address: 'Innherredsveien 20', zip: '7014', city: 'Trondheim' }],
    customerContacts: [{ firstName: 'Eirik', lastName: 'Moe', email: 'eirik@sykkelverksted.example.no' }],
  }),
  company({
    name: 'Sunnmøre Fisk AS',
    organizationNumber: '945195681',
    invoiceDeliveryMethod: 'EHF',
    creditDays: 20,
    deliveryLocations: [
      { address: 'Brunholmgata 1', zip: '6004', city: 'Ålesund' },
      { address: 'Postboks 88', additionalAddress: 'Att.: Lager', zip: '6004', city: 'Ålesund' },
    ],
    customerContacts: [{ firstName: 'Solveig', lastName: 'Vik', phone: '901 22 334', jobTitle: 'Daglig leder' }],
  }),
  company({
    name: 'Tromsø Turistsenter AS',
    organizationNumber: '932374188',
    invoiceDeliveryMethod: 'MAIL',
    creditDays: 30,
    customPhone: '77 60 70 80',
    deliveryLocations: [{ address: 'Storgata 80', zip: '9008', city: 'Tromsø' }],
  }),
  company({
    name: 'Stavanger Eiendomsservice AS',
    organizationNumber: '940494834',
    invoiceDeliveryMethod: 'EMAIL',
    creditDays: 10,
    customEmail: 'faktura@stavangereiendom.example.no',
    deliveryLocations: [{ address: 'Kirkegata 5', zip: '4006', city: 'Stavanger' }],
    customerContacts: [{ firstName: 'Hilde', lastName: 'Tjelta', email: 'hilde@stavangereiendom.example.no' }],
  }),
  company({
    name: 'Lillehammer Hotelldrift AS',
    unofficialName: 'Hotell Mjøsblikk',
    nameOption: 'NAME',
    organizationNumber: '966946725',
    invoiceDeliveryMethod: 'EHF',
    creditDays: 30,
    reference: 'Avtale 2026-04',
    deliveryLocations: [
      { address: 'Storgata 100', zip: '2615', city: 'Lillehammer' },
      { address: 'Hafjellvegen 1', additionalAddress: 'Varemottak', zip: '2636', city: 'Øyer' },
    ],
    customerContacts: [
      { firstName: 'Kristin', lastName: 'Bakken', phone: '934 56 789', jobTitle: 'Driftssjef' },
      { lastName: 'Resepsjonen', phone: '61 25 00 00' },
    ],
  }),
  company({
    name: 'Kristiansand Marina AS',
    organizationNumber: '934401077',
    invoiceDeliveryMethod: 'EMAIL',
    creditDays: 14,
    customEmail: 'post@krsmarina.example.no',
    deliveryLocations: [{ address: 'Vestre Strandgate 30', zip: '4611', city: 'Kristiansand S' }],
  }),
  person({
    name: 'Ingrid Hagen',
    invoiceDeliveryMethod: 'EMAIL',
    creditDays: 14,
    customEmail: 'ingrid.hagen@example.no',
    customPhone: '952 33 441',
    deliveryLocations: [{ address: 'Bygdøy allé 15', zip: '0262', city: 'Oslo' }],
  }),
  person({
    name: 'Lars Johansen',
    invoiceDeliveryMethod: 'MAIL',
    creditDays: 14,
    customPhone: '917 77 120',
    deliveryLocations: [{ address: 'Haukelandsveien 30', zip: '5009', city: 'Bergen' }],
  }),
  person({
    name: 'Astrid Solberg',
    invoiceDeliveryMethod: 'EMAIL',
    creditDays: 10,
    customEmail: 'astrid.solberg@example.no',
    deliveryLocations: [{ address: 'Kongens gate 30', zip: '7012', city: 'Trondheim' }],
  }),
  person({
    name: 'Mohammed Ali',
    invoiceDeliveryMethod: 'MAIL',
    creditDays: 0,
    deliveryLocations: [{ address: 'Sjøgata 10', zip: '8006', city: 'Bodø' }],
  }),
];

/** Demo data of this module for the demo trading company (seed/demo-invoicing.ts calls it once). */
export async function seedDemoCustomers(tx: Tx, actor: Actor): Promise<void> {
  // Through the service, so the demo data passes the same rules as what users type.
  for (const customer of DEMO_CUSTOMERS) await customerService.create(tx, actor, customer);
}
