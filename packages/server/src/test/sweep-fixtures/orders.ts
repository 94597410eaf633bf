/** Sweep fixtures of orders: an open order with a product line, a free-text line and an allowance. */
import { createThing, crud } from './make.js';
import { ref, type Kinds, type OperationFixture, type Template } from './refs.js';

const orderOf = (ids: Template): Template => ({
  date: '2026-03-02',
  reference: 'Sveip',
  lines: [
    { productId: ids.productId, quantity: '2', orderedQuantity: '3' },
    { itemName: 'Frakt', quantity: '1', priceAmount: '100', vatRateSymbol: 'STANDARD' },
  ],
  allowanceCharges: [{ chargeIndicator: false, percent: '10', vatRateSymbol: 'STANDARD' }],
  customerId: ids.customerId,
  projectId: ids.projectId,
  departmentId: ids.departmentId,
  carRegistrationId: ids.carRegistrationId,
});

const orderInput = orderOf({
  productId: ref('product'),
  customerId: ref('customer'),
  projectId: ref('project'),
  departmentId: ref('department'),
  carRegistrationId: ref('carRegistration'),
});

export const ORDER_KINDS = {
  order: {
    create: async (unit) =>
      createThing(unit, 'Order', {
        customerId: await unit.id('customer'),
        date: '2026-03-02',
        reference: 'Sveip',
        lines: [
          { itemName: 'Telt', quantity: '2', orderedQuantity: '3', priceAmount: '1000', vatRateSymbol: 'STANDARD' },
        ],
      }),
  },
} satisfies Kinds;

const { deleteOrder: _none, ...orderReadAndUpdate } = crud('Order', 'order', orderInput);

export const ORDER_OPERATIONS: Record<string, OperationFixture> = {
  ...orderReadAndUpdate,
  createOrder: { variables: { input: orderInput } },
  orders: { variables: { filters: { customerId: ref('customer') } }, foreign: ['order'] },
  lockOrder: { variables: { id: ref('order'), createDifference: true } },
  cancelOrder: { variables: { id: ref('order') } },
  duplicateOrder: { variables: { id: ref('order') } },
  emailOrder: {
    variables: { id: ref('order'), input: { pdfType: 'orderConfirmation', recipient: 'sveip@example.no' } },
  },
};
