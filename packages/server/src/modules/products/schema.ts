import {
  isLocale,
  priceMargin,
  UNIT_OF_MEASURE_STATUSES,
  UNITS_OF_MEASURE,
  type UnitOfMeasureStatus,
  type ContributionMargin,
  type Locale,
  type PermissionFlag,
} from '@fjord/domain';
import { builder } from '../../graphql/builder.js';
import { authorize, inUnit, type GraphQLContext, actorOf, todayOf, authorizeAny } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery, selectedItemFields } from '../../graphql/paging.js';

import { DepartmentType } from '../departments/schema.js';
import { StoredFileType } from '../files/schema.js';
import { ProjectType } from '../projects/schema.js';
import { UnitType } from '../units/types.js';

import {
  PRODUCT_ORDER_BY,
  productService,
  type ProductActivePeriodRow,
  type ProductPriceRow,
  type ProductInput as ServiceProductInput,
  type ProductView,
} from './service.js';

/** Mutations need canUpdateProducts; reading needs either that or canViewSales (docs/permissions.md). */
const UPDATE_FLAG: PermissionFlag = 'canUpdateProducts';
const READ_FLAGS: readonly PermissionFlag[] = ['canViewSales', 'canUpdateProducts'];

const authorizeRead = (ctx: GraphQLContext) => authorizeAny(ctx, READ_FLAGS);

const MarginType = builder.objectRef<ContributionMargin>('ContributionMargin').implement({
  description: 'Sale price minus purchase price, and that as a percentage of the sale price',
  fields: (t) => ({
    amount: t.field({ type: 'Decimal', resolve: (margin) => margin.amount.toFixed() }),
    percent: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'Two decimals; null when the sale price is 0',
      resolve: (margin) => margin.percent?.toFixed(2) ?? null,
    }),
  }),
});

const ProductPriceType = builder.objectRef<ProductPriceRow>('ProductPrice').implement({
  description: 'One period of a product price list; both days are included, validTo null is open',
  fields: (t) => ({
    id: t.exposeID('id'),
    validFrom: t.expose('validFrom', { type: 'Date' }),
    validTo: t.expose('validTo', { type: 'Date', nullable: true }),
    purchasePrice: t.expose('purchasePrice', { type: 'Decimal' }),
    salePrice: t.expose('salePrice', { type: 'Decimal' }),
    contributionMargin: t.field({ type: MarginType, resolve: (price) => priceMargin(price) }),
  }),
});

const ProductActivePeriodType = builder.objectRef<ProductActivePeriodRow>('ProductActivePeriod').implement({
  description: 'A period in which the product may be sold; both days included, activeTo null is open',
  fields: (t) => ({
    id: t.exposeID('id'),
    activeFrom: t.expose('activeFrom', { type: 'Date' }),
    activeTo: t.expose('activeTo', { type: 'Date', nullable: true }),
  }),
});

const ProductGroupRefType = builder.objectRef<{ id: string; name: string }>('ProductGroupRef').implement({
  description: "The product's group, by id and name",
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ProductCreatorType = builder.objectRef<{ id: string; name: string }>('ProductCreator').implement({
  description: 'The user who created the product',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const ProductType = builder.objectRef<ProductView>('Product').implement({
  description: 'A product of the current unit (spec 000 §3)',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    unitOfMeasureCode: t.exposeString('unitOfMeasureCode'),
    vatRateSymbol: t.exposeString('vatRateSymbol', { description: 'A VAT category: STANDARD, REDUCED, …' }),
    taxExemptionReason: t.exposeString('taxExemptionReason', { nullable: true }),
    productGroupId: t.exposeID('productGroupId', { nullable: true }),
    productGroup: t.field({ type: ProductGroupRefType, nullable: true, resolve: (product) => product.productGroup }),
    variantId: t.exposeID('variantId', { nullable: true }),
    supplierUnitId: t.exposeID('supplierUnitId', { nullable: true }),
    supplierUnit: t.field({ type: UnitType, nullable: true, resolve: (product) => product.supplierUnit }),
    suppliersProductNumber: t.exposeString('suppliersProductNumber', { nullable: true }),
    projectId: t.exposeID('projectId', { nullable: true }),
    project: t.field({ type: ProjectType, nullable: true, resolve: (product) => product.project }),
    departmentId: t.exposeID('departmentId', { nullable: true }),
    department: t.field({ type: DepartmentType, nullable: true, resolve: (product) => product.department }),
    carRegistrationId: t.exposeID('carRegistrationId', { nullable: true }),
    prices: t.field({ type: [ProductPriceType], resolve: (product) => product.prices }),
    activePeriods: t.field({ type: [ProductActivePeriodType], resolve: (product) => product.activePeriods }),
    currentPrice: t.field({
      type: ProductPriceType,
      nullable: true,
      description: "The price valid today (Norway's calendar day), with its margin",
      resolve: (product) => product.currentPrice,
    }),
    isActive: t.exposeBoolean('isActive', { description: "One of the active periods holds today's date" }),
    images: t.field({ type: [StoredFileType], resolve: (product) => product.images }),
    createdBy: t.field({ type: ProductCreatorType, nullable: true, resolve: (product) => product.createdBy }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ProductPriceInput = builder.inputType('ProductPriceInput', {
  fields: (t) => ({
    validFrom: t.field({ type: 'Date', required: true }),
    validTo: t.field({ type: 'Date' }),
    purchasePrice: t.field({ type: 'Decimal', required: true }),
    salePrice: t.field({ type: 'Decimal', required: true }),
  }),
});

const ProductActivePeriodInput = builder.inputType('ProductActivePeriodInput', {
  fields: (t) => ({
    activeFrom: t.field({ type: 'Date', required: true }),
    activeTo: t.field({ type: 'Date' }),
  }),
});

const ProductInput = builder.inputType('ProductInput', {
  description:
    'A product to create or update. On update the number must stay the same (VALIDATION number invalid), ' +
    'and prices, activePeriods and imageIds replace the saved ones as a whole.',
  fields: (t) => ({
    number: t.string({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    unitOfMeasureCode: t.string({ required: true }),
    vatRateSymbol: t.string({ required: true }),
    taxExemptionReason: t.string({ description: 'Required for ZERO and EXEMPT; dropped for other categories' }),
    productGroupId: t.id(),
    variantId: t.id(),
    supplierUnitId: t.id({ description: 'A company of the registry (unitSearch)' }),
    suppliersProductNumber: t.string(),
    projectId: t.id(),
    departmentId: t.id(),
    carRegistrationId: t.id(),
    prices: t.field({ type: [ProductPriceInput] }),
    activePeriods: t.field({ type: [ProductActivePeriodInput] }),
    imageIds: t.idList({ description: 'Files uploaded with POST /files?kind=product_image, in display order' }),
  }),
});

const ProductFilters = builder.inputType('ProductFilters', {
  fields: (t) => ({
    number: t.string(),
    name: t.string(),
    productGroupId: t.id({ description: 'The group and the groups below it' }),
    active: t.boolean({ description: 'Active today or not' }),
  }),
});

pagedListQuery('products', {
  description: 'The products of the current unit; default sort number ascending',
  item: ProductType,
  itemName: 'Product',
  orderBy: orderByEnum('Product', PRODUCT_ORDER_BY),
  defaultOrderBy: 'number',
  defaultDirection: 'ASC',
  filters: ProductFilters,
  resolve: (request, ctx, info) => {
    authorizeRead(ctx);
    return inUnit(ctx, (tx) =>
      productService.list(
        tx,
        todayOf(ctx),
        {
          ...request,
          filters: {
            ...request.filters,
            productGroupId: request.filters.productGroupId == null ? null : String(request.filters.productGroupId),
          },
        },
        selectedItemFields(info),
      ),
    );
  },
});

builder.queryField('product', (t) =>
  t.field({
    type: ProductType,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => {
      authorizeRead(ctx);
      return inUnit(ctx, (tx) => productService.find(tx, todayOf(ctx), String(id)));
    },
  }),
);

type UnitOfMeasureView = {
  code: string;
  name: string;
  description: string;
  status: UnitOfMeasureStatus;
  symbol: string | null;
};

const UnitOfMeasureStatusEnum = builder.enumType('UnitOfMeasureStatus', { values: UNIT_OF_MEASURE_STATUSES });

const UnitOfMeasureType = builder.objectRef<UnitOfMeasureView>('UnitOfMeasure').implement({
  description: 'A unit of measure (spec 000 §3; UN/ECE Rec. 20 codes, as EHF uses them)',
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name', { description: "In the user's language" }),
    description: t.exposeString('description', { description: "In the user's language" }),
    status: t.field({ type: UnitOfMeasureStatusEnum, resolve: (unit) => unit.status }),
    symbol: t.exposeString('symbol', {
      nullable: true,
      description: "Printed after a quantity, in the user's language",
    }),
  }),
});

builder.queryField('unitsOfMeasure', (t) =>
  t.field({
    type: [UnitOfMeasureType],
    resolve: (_root, _args, ctx) => {
      const locale: Locale = isLocale(ctx.user.locale) ? ctx.user.locale : 'en';
      return UNITS_OF_MEASURE.map((unit) => ({
        code: unit.code,
        name: unit.name[locale],
        description: unit.description[locale],
        // Spec 000 §3 lists no unit as withdrawn: every one is offered.
        status: 'ACTIVE' as const,
        symbol: unit.symbol?.[locale] ?? null,
      }));
    },
  }),
);

const idText = (id: string | number | null | undefined): string | null => (id == null ? null : String(id));

/** GraphQL IDs arrive as strings or numbers; the service takes strings. */
function normalize(input: typeof ProductInput.$inferInput): ServiceProductInput {
  return {
    ...input,
    productGroupId: idText(input.productGroupId),
    variantId: idText(input.variantId),
    supplierUnitId: idText(input.supplierUnitId),
    projectId: idText(input.projectId),
    departmentId: idText(input.departmentId),
    carRegistrationId: idText(input.carRegistrationId),
    imageIds: input.imageIds?.map(String) ?? null,
  };
}

builder.mutationField('createProduct', (t) =>
  t.field({
    type: ProductType,
    args: { input: t.arg({ type: ProductInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const unitId = authorize(ctx, UPDATE_FLAG);
      return inUnit(ctx, (tx) => productService.create(tx, actorOf(ctx, unitId), todayOf(ctx), normalize(input)));
    },
  }),
);

builder.mutationField('updateProduct', (t) =>
  t.field({
    type: ProductType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ProductInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => {
      const unitId = authorize(ctx, UPDATE_FLAG);
      return inUnit(ctx, (tx) =>
        productService.update(tx, actorOf(ctx, unitId), todayOf(ctx), String(id), normalize(input)),
      );
    },
  }),
);

builder.mutationField('deleteProduct', (t) =>
  t.field({
    type: ProductType,
    description:
      'Deletes the product; one still in use is refused (VALIDATION base in_use): end its active period instead',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => {
      const unitId = authorize(ctx, UPDATE_FLAG);
      return inUnit(ctx, (tx) => productService.remove(tx, actorOf(ctx, unitId), todayOf(ctx), String(id)));
    },
  }),
);
