import { LIST_PAGE_SIZE, STOCK_MOVEMENT_KINDS, sumMoney } from '@fjord/domain';
import { units } from '../../db/schema-core.js';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit } from '../../graphql/context.js';
import { related, userNameOf, type UserName } from '../../graphql/loaders.js';
import {
  OrderDirectionEnum,
  orderByEnum,
  pagedListQuery,
  pageWindow,
  type OrderDirection,
} from '../../graphql/paging.js';
import { UnitType } from '../units/types.js';
import { patchLinesOf, type WarehousePatchLineView } from './relations.js';
import {
  WAREHOUSE_PATCH_ORDER_BY,
  WAREHOUSE_STOCK_ORDER_BY,
  warehouseService,
  type WarehousePatchInput as ServiceInput,
  type WarehousePatchRow,
  type WarehouseStockFilters as ServiceStockFilters,
  type WarehouseStockOrderBy,
} from './service.js';
import type { ExpectedCountRow, StockFigureRow, WarehouseMovementRow } from './stock.js';

/** Like products: reading needs canViewSales or canUpdateProducts, writing canUpdateProducts (docs/permissions.md). */
const READ_ACCESS = access.anyOf('canViewSales', 'canUpdateProducts');
const WRITE_ACCESS = access.flags('canUpdateProducts');

const idText = (id: string | number | null | undefined): string | null => (id == null ? null : String(id));

const WarehousePatchCreatorType = builder.objectRef<UserName>('WarehousePatchCreator').implement({
  description: 'The user who saved the patch',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const WarehousePatchLineType = builder.objectRef<WarehousePatchLineView>('WarehousePatchLine').implement({
  description: 'A line of a patch: on a count the quantity counted, otherwise the change (negative: out)',
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId'),
    productNumber: t.exposeString('productNumber'),
    productName: t.exposeString('productName'),
    purchasePrice: t.expose('purchasePrice', { type: 'Decimal' }),
    quantity: t.expose('quantity', { type: 'Decimal' }),
    checkpoint: t.exposeBoolean('checkpoint', { description: "The patch's flag: a line of a full count" }),
  }),
});

const WarehousePatchType = builder.objectRef<WarehousePatchRow>('WarehousePatch').implement({
  description: 'Goods received or written off, or a full count (checkpoint) of one supplier',
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.expose('date', { type: 'Date' }),
    comment: t.exposeString('comment', { nullable: true }),
    checkpoint: t.exposeBoolean('checkpoint', { description: 'A full count: the quantities are counted, not changes' }),
    supplierUnitId: t.exposeID('supplierUnitId'),
    supplierUnit: t.field({
      type: UnitType,
      nullable: true,
      resolve: (patch, _args, ctx) => related(ctx, units, patch.supplierUnitId),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.field({
      type: WarehousePatchCreatorType,
      nullable: true,
      resolve: (patch, _args, ctx) => userNameOf(ctx, patch.createdById),
    }),
    lines: t.field({ type: [WarehousePatchLineType], resolve: (patch, _args, ctx) => patchLinesOf(ctx, patch.id) }),
    lineCount: t.int({ resolve: async (patch, _args, ctx) => (await patchLinesOf(ctx, patch.id)).length }),
    totalQuantity: t.field({
      type: 'Decimal',
      description: 'Σ quantity of the lines',
      resolve: async (patch, _args, ctx) =>
        sumMoney((await patchLinesOf(ctx, patch.id)).map((line) => line.quantity)).toFixed(4),
    }),
  }),
});

const WarehousePatchFilters = builder.inputType('WarehousePatchFilters', {
  fields: (t) => ({
    dateFrom: t.field({ type: 'Date' }),
    dateTo: t.field({ type: 'Date' }),
    productId: t.id({ description: 'Patches with a line of this product' }),
    supplierUnitId: t.id(),
    checkpoint: t.boolean({ description: 'Full counts only (true) or patches only (false)' }),
  }),
});

const WarehousePatchLineInput = builder.inputType('WarehousePatchLineInput', {
  description:
    'A line: with id it changes that line (fields left out stay), with id and destroy it is deleted, ' +
    'without id it is new',
  fields: (t) => ({
    id: t.id(),
    productId: t.id(),
    purchasePrice: t.field({ type: 'Decimal' }),
    quantity: t.field({ type: 'Decimal' }),
    destroy: t.boolean(),
  }),
});

const WarehousePatchInput = builder.inputType('WarehousePatchInput', {
  description:
    'A patch to create or update. On update supplierUnitId and checkpoint cannot change (VALIDATION invalid), ' +
    'and lines the input leaves out stay as they are',
  fields: (t) => ({
    date: t.field({ type: 'Date' }),
    comment: t.string(),
    supplierUnitId: t.id({ description: 'A company of the registry: the supplier of every line’s product' }),
    checkpoint: t.boolean({ description: 'A full count of the supplier’s products' }),
    lines: t.field({ type: [WarehousePatchLineInput], required: true }),
  }),
});

pagedListQuery('warehousePatches', {
  description: 'The patches and counts of the current unit; default sort date descending',
  item: WarehousePatchType,
  itemName: 'WarehousePatch',
  orderBy: orderByEnum('WarehousePatch', WAREHOUSE_PATCH_ORDER_BY),
  defaultOrderBy: 'date',
  defaultDirection: 'DESC',
  filters: WarehousePatchFilters,
  access: READ_ACCESS,
  resolve: (request, ctx) =>
    inUnit(ctx, (tx) =>
      warehouseService.list(tx, {
        ...request,
        filters: {
          ...request.filters,
          productId: idText(request.filters.productId),
          supplierUnitId: idText(request.filters.supplierUnitId),
        },
      }),
    ),
});

builder.queryField('warehousePatch', (t) =>
  t.field({
    type: WarehousePatchType,
    args: { id: t.arg.id({ required: true }) },
    access: READ_ACCESS,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => warehouseService.find(tx, String(id))),
  }),
);

/** GraphQL IDs arrive as strings or numbers; the service takes strings. */
const normalize = (input: typeof WarehousePatchInput.$inferInput): ServiceInput => ({
  ...input,
  supplierUnitId: input.supplierUnitId === undefined ? undefined : idText(input.supplierUnitId),
  lines: input.lines.map((line) => ({
    ...line,
    id: idText(line.id),
    productId: line.productId === undefined ? undefined : idText(line.productId),
  })),
});

builder.mutationField('createWarehousePatch', (t) =>
  t.field({
    type: WarehousePatchType,
    description:
      'Saves a patch or a full count; refused whole with every problem (checkpoint_required, ' +
      'one_checkpoint_per_day, taken, other_supplier, …)',
    args: { input: t.arg({ type: WarehousePatchInput, required: true }) },
    access: WRITE_ACCESS,
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) => warehouseService.create(tx, actorOf(ctx, unitId), normalize(input))),
  }),
);

builder.mutationField('updateWarehousePatch', (t) =>
  t.field({
    type: WarehousePatchType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: WarehousePatchInput, required: true }) },
    access: WRITE_ACCESS,
    resolve: (_root, { id, input }, ctx) =>
      inUnit(ctx, (tx, unitId) => warehouseService.update(tx, actorOf(ctx, unitId), String(id), normalize(input))),
  }),
);

const WarehouseStockItemType = builder.objectRef<StockFigureRow>('WarehouseStockItem').implement({
  description: 'The stock of a product from a supplier: the last count, plus patches, minus sales since',
  fields: (t) => ({
    id: t.id({
      description: '"<productId>:<supplierUnitId>"',
      resolve: (row) => `${row.product_id}:${row.supplier_unit_id}`,
    }),
    productId: t.id({ resolve: (row) => row.product_id }),
    productNumber: t.string({ resolve: (row) => row.product_number }),
    productName: t.string({ resolve: (row) => row.product_name }),
    unitOfMeasureCode: t.string({ resolve: (row) => row.unit_of_measure_code }),
    supplierUnitId: t.id({ resolve: (row) => row.supplier_unit_id }),
    supplierName: t.string({ resolve: (row) => row.supplier_name }),
    lastCountDate: t.field({ type: 'Date', resolve: (row) => row.last_count_date }),
    countedQuantity: t.field({ type: 'Decimal', resolve: (row) => row.counted_quantity }),
    patchedQuantity: t.field({
      type: 'Decimal',
      description: 'Σ patch lines since the count',
      resolve: (row) => row.patched_quantity,
    }),
    soldQuantity: t.field({
      type: 'Decimal',
      description: 'Σ lines of orders locked since the count',
      resolve: (row) => row.sold_quantity,
    }),
    quantity: t.field({ type: 'Decimal', resolve: (row) => row.quantity }),
    averagePurchasePrice: t.field({
      type: 'Decimal',
      description: 'Weighted average acquisition cost since the count (4 decimals)',
      resolve: (row) => row.average_purchase_price,
    }),
    value: t.field({ type: 'Decimal', description: 'quantity × the average, to øre', resolve: (row) => row.value }),
  }),
});

type StockPage = { items: StockFigureRow[]; totalCount: number; totalValue: string };

const WarehouseStockPageType = builder.objectRef<StockPage>('WarehouseStockPage').implement({
  description: 'One page of stock rows, how many match the filters and their value in all',
  fields: (t) => ({
    items: t.field({ type: [WarehouseStockItemType], resolve: (page) => page.items }),
    totalCount: t.exposeInt('totalCount'),
    totalValue: t.field({ type: 'Decimal', resolve: (page) => page.totalValue }),
  }),
});

const WarehouseStockFilters = builder.inputType('WarehouseStockFilters', {
  fields: (t) => ({
    productId: t.id(),
    supplierUnitId: t.id(),
    term: t.string({ description: "Part of the product's number or name" }),
    inStock: t.boolean({ description: 'Quantity above 0 (true) or 0 and below (false)' }),
  }),
});

const WarehouseStockOrderByEnum = orderByEnum('WarehouseStock', WAREHOUSE_STOCK_ORDER_BY);

builder.queryField('warehouseStock', (t) =>
  t.field({
    type: WarehouseStockPageType,
    description: 'The stock per product and supplier; default sort product number ascending',
    access: READ_ACCESS,
    args: {
      limit: t.arg.int({ defaultValue: LIST_PAGE_SIZE }),
      offset: t.arg.int({ defaultValue: 0 }),
      orderBy: t.arg({ type: WarehouseStockOrderByEnum, defaultValue: 'product_number' }),
      orderDirection: t.arg({ type: OrderDirectionEnum, defaultValue: 'ASC' }),
      filters: t.arg({ type: WarehouseStockFilters }),
    },
    resolve: (_root, args, ctx) => {
      const filters: ServiceStockFilters = {
        ...args.filters,
        productId: idText(args.filters?.productId),
        supplierUnitId: idText(args.filters?.supplierUnitId),
      };
      return inUnit(ctx, (tx, unitId) =>
        warehouseService.stock(tx, unitId, {
          ...pageWindow(args),
          orderBy: (args.orderBy ?? 'product_number') as WarehouseStockOrderBy,
          orderDirection: (args.orderDirection ?? 'ASC') as OrderDirection,
          filters,
        }),
      );
    },
  }),
);

const WarehouseMovementKindEnum = builder.enumType('WarehouseMovementKind', { values: STOCK_MOVEMENT_KINDS });

const WarehouseMovementType = builder.objectRef<WarehouseMovementRow>('WarehouseMovement').implement({
  description: 'A count, a patch line or a sale of a product from a supplier, with the stock after it',
  fields: (t) => ({
    kind: t.field({ type: WarehouseMovementKindEnum, resolve: (movement) => movement.kind }),
    date: t.field({ type: 'Date', resolve: (movement) => movement.date }),
    at: t.field({ type: 'DateTime', resolve: (movement) => new Date(movement.at) }),
    quantity: t.field({
      type: 'Decimal',
      description: "COUNT: counted; PATCH: the change; SALE: minus the order line's quantity",
      resolve: (movement) => movement.change,
    }),
    purchasePrice: t.field({ type: 'Decimal', nullable: true, resolve: (movement) => movement.purchasePrice }),
    balance: t.field({
      type: 'Decimal',
      description: 'The stock after this movement',
      // The history starts at a count, so every movement has a balance.
      resolve: (movement) => movement.balance ?? '0',
    }),
    patchId: t.id({ nullable: true, resolve: (movement) => movement.patchId }),
    orderId: t.id({ nullable: true, resolve: (movement) => movement.orderId }),
    orderNumber: t.string({ nullable: true, resolve: (movement) => movement.orderNumber }),
  }),
});

/** The most movements one history answers. */
const MAX_HISTORY = 500;

builder.queryField('warehouseStockHistory', (t) =>
  t.field({
    type: [WarehouseMovementType],
    description: 'The movements of a product from a supplier, newest first, from the count before last at most',
    access: READ_ACCESS,
    args: {
      productId: t.arg.id({ required: true }),
      supplierUnitId: t.arg.id({ required: true }),
      limit: t.arg.int({ defaultValue: 50 }),
    },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        warehouseService.history(
          tx,
          unitId,
          { productId: String(args.productId), supplierUnitId: String(args.supplierUnitId) },
          Math.min(Math.max(args.limit ?? 50, 1), MAX_HISTORY),
        ),
      ),
  }),
);

const WarehouseExpectedCountType = builder.objectRef<ExpectedCountRow>('WarehouseExpectedCount').implement({
  description: 'A product a full count lists, prefilled with the stock now and a purchase price',
  fields: (t) => ({
    productId: t.id({ resolve: (row) => row.product_id }),
    productNumber: t.string({ resolve: (row) => row.product_number }),
    productName: t.string({ resolve: (row) => row.product_name }),
    unitOfMeasureCode: t.string({ resolve: (row) => row.unit_of_measure_code }),
    expectedQuantity: t.field({
      type: 'Decimal',
      description: 'The stock now (0 without a count)',
      resolve: (row) => row.expected_quantity,
    }),
    purchasePrice: t.field({
      type: 'Decimal',
      description: "The product's purchase price on the date, else the last count's or patch's, else 0",
      resolve: (row) => row.purchase_price,
    }),
  }),
});

builder.queryField('warehouseExpectedCount', (t) =>
  t.field({
    type: [WarehouseExpectedCountType],
    description: "A full count's lines: the supplier's products active on the date or with stock, by number",
    access: READ_ACCESS,
    args: { supplierUnitId: t.arg.id({ required: true }), date: t.arg({ type: 'Date', required: true }) },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => warehouseService.expectedCount(tx, unitId, String(args.supplierUnitId), args.date)),
  }),
);

const WarehouseProductReportRowType = builder.objectRef<StockFigureRow>('WarehouseProductReportRow').implement({
  description: 'The warehouse product report: stock per supplier and product',
  fields: (t) => ({
    supplierUnitId: t.id({ resolve: (row) => row.supplier_unit_id }),
    supplierName: t.string({ resolve: (row) => row.supplier_name }),
    supplierOrganizationNumber: t.string({ nullable: true, resolve: (row) => row.supplier_organization_number }),
    productId: t.id({ resolve: (row) => row.product_id }),
    productNumber: t.string({ resolve: (row) => row.product_number }),
    productName: t.string({ resolve: (row) => row.product_name }),
    quantity: t.field({ type: 'Decimal', resolve: (row) => row.quantity }),
    value: t.field({ type: 'Decimal', resolve: (row) => row.value }),
  }),
});

builder.queryField('warehouseProductReport', (t) =>
  t.field({
    type: [WarehouseProductReportRowType],
    description: 'Stock per supplier (by name) and product (by number); also GET /warehouse/product-report.csv',
    access: READ_ACCESS,
    args: { supplierUnitId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => warehouseService.report(tx, unitId, idText(args.supplierUnitId))),
  }),
);
