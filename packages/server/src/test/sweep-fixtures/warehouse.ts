/** Sweep fixtures of the warehouse: a product with the unit itself as supplier, a count of it, the count's line. */
import { createThing, created, firstRowOf, one } from './make.js';
import { ref, type Kinds, type OperationFixture } from './refs.js';

const line = { productId: ref('suppliedProduct'), purchasePrice: '10', quantity: '4' };

export const WAREHOUSE_KINDS = {
  suppliedProduct: {
    create: async (unit) =>
      createThing(unit, 'Product', {
        number: '3003',
        name: 'Lagervare',
        unitOfMeasureCode: 'EA',
        vatRateSymbol: 'STANDARD',
        supplierUnitId: await unit.id('company'),
        prices: [{ validFrom: '2020-01-01', salePrice: '20.00', purchasePrice: '10.00' }],
        activePeriods: [{ activeFrom: '2020-01-01' }],
      }),
  },
  warehousePatch: {
    create: async (unit) =>
      created(unit, 'mutation ($input: WarehousePatchInput!) { createWarehousePatch(input: $input) { id } }', {
        input: {
          supplierUnitId: await unit.id('company'),
          date: '2020-01-01',
          checkpoint: true,
          lines: [{ ...line, productId: await unit.id('suppliedProduct') }],
        },
      }),
  },
  warehousePatchLine: {
    create: firstRowOf('warehousePatch', 'query ($id: ID!) { warehousePatch(id: $id) { lines { id } } }'),
  },
} satisfies Kinds;

const stockFilters = { productId: ref('suppliedProduct'), supplierUnitId: ref('company') };

export const WAREHOUSE_OPERATIONS: Record<string, OperationFixture> = {
  warehousePatch: one('warehousePatch'),
  warehousePatches: { variables: { filters: stockFilters }, foreign: ['warehousePatch'] },
  createWarehousePatch: {
    variables: {
      input: {
        supplierUnitId: ref('company'),
        date: '2020-02-01',
        checkpoint: true,
        lines: [{ ...line, id: ref('warehousePatchLine') }],
      },
    },
    noControl: 'a new patch has no lines yet: any line id is refused (invalid)',
  },
  updateWarehousePatch: {
    variables: {
      id: ref('warehousePatch'),
      input: {
        supplierUnitId: ref('company'),
        comment: 'Telt på nytt',
        lines: [{ ...line, id: ref('warehousePatchLine') }],
      },
    },
  },
  warehouseStock: { variables: { filters: stockFilters }, foreign: ['warehousePatch'] },
  warehouseStockHistory: { variables: stockFilters, foreign: ['warehousePatch'] },
  warehouseExpectedCount: {
    variables: { supplierUnitId: ref('company'), date: '2020-02-01' },
    foreign: ['warehousePatch'],
  },
  warehouseProductReport: { variables: { supplierUnitId: ref('company') }, foreign: ['warehousePatch'] },
};
