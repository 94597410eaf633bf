/**
 * Sweep fixtures of the Altinn side of payroll: Fjord's system user approved at the unit (through the simulated
 * Altinn's approval page), an employee tax cards can be requested for, and a tax card request that failed sending
 * (its only employee has the simulated service's outage number), so it can be checked again and archived whenever
 * the sweep calls.
 */
import { osloDate } from '../../clock.js';
import { SIMULATED_OUTAGE_NUMBER } from '../../modules/employee-tax-cards/tax-card-service/simulator.js';
import { approveSystemUser } from '../system-user.js';
import { createThing, created, one } from './make.js';
import { ref, type Kinds, type OperationFixture } from './refs.js';

const YEAR = Number(osloDate().slice(0, 4));
const REQUEST =
  'mutation ($year: Int!, $employeeIds: [ID!]) { requestTaxCards(year: $year, employeeIds: $employeeIds) { id } }';

export const ALTINN_KINDS = {
  systemUser: {
    create: async (unit) => {
      await approveSystemUser(unit.t, unit.who);
      return unit.who.unitId;
    },
  },
  reportingEmployee: {
    create: async (unit) => {
      await unit.id('systemUser');
      return unit.id('employee');
    },
  },
  taxCardRequest: {
    create: async (unit) => {
      await unit.id('systemUser');
      const employeeId = await createThing(unit, 'Employee', {
        firstName: 'Nede',
        lastName: 'Skatteetaten',
        address: 'Storgata 1',
        zip: '0155',
        city: 'Oslo',
        birthDate: '1990-01-01',
        socialSecurityNumber: SIMULATED_OUTAGE_NUMBER,
      });
      const id = await created(unit, REQUEST, { year: YEAR, employeeIds: [employeeId] });
      await unit.call('mutation ($id: ID!) { checkTaxCardRequest(id: $id) { id } }', { id });
      return id;
    },
  },
} satisfies Kinds;

export const ALTINN_OPERATIONS: Record<string, OperationFixture> = {
  requestTaxCards: { variables: { year: YEAR, employeeIds: [ref('reportingEmployee')] } },
  taxCardRequest: one('taxCardRequest'),
  checkTaxCardRequest: one('taxCardRequest'),
  archiveTaxCardRequest: one('taxCardRequest'),
};
