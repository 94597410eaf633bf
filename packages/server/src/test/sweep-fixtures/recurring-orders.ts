/** Sweep fixtures of recurring orders: a monthly one with a product line, a free-text line and an allowance. */
import { createThing, crud } from './make.js';
import { ref, type Kinds, type OperationFixture } from './refs.js';

const recurringOrderInput = {
  startDate: '2027-01-31',
  interval: 'ONE_MONTH',
  reference: 'Sveip',
  lines: [
    { productId: ref('product'), quantity: '2' },
    { itemName: 'Frakt', quantity: '1', priceAmount: '100', vatRateSymbol: 'STANDARD' },
  ],
  allowanceCharges: [{ chargeIndicator: false, percent: '10', vatRateSymbol: 'STANDARD' }],
  customerId: ref('customer'),
  projectId: ref('project'),
  departmentId: ref('department'),
  carRegistrationId: ref('carRegistration'),
};

export const RECURRING_ORDER_KINDS = {
  recurringOrder: {
    create: async (unit) =>
      createThing(unit, 'RecurringOrder', {
        customerId: await unit.id('customer'),
        startDate: '2027-01-31',
        interval: 'ONE_MONTH',
        reference: 'Sveip',
        lines: [{ itemName: 'Abonnement', quantity: '1', priceAmount: '299', vatRateSymbol: 'STANDARD' }],
      }),
  },
} satisfies Kinds;

export const RECURRING_ORDER_OPERATIONS: Record<string, OperationFixture> = {
  ...crud('RecurringOrder', 'recurringOrder', recurringOrderInput),
  createRecurringOrder: { variables: { input: recurringOrderInput } },
  recurringOrders: { variables: { filters: { customerId: ref('customer') } }, foreign: ['recurringOrder'] },
};
