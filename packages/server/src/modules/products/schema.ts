import {
  isLocale,
  isProductActiveOn,
  priceMargin,
  priceOn,
  UNIT_OF_MEASURE_STATUSES,
  UNITS_OF_MEASURE,
  type UnitOfMeasureStatus,
  type ContributionMargin,
  type Locale,
  type PermissionFlag,
} from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf, todayOf, type GraphQLContext } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { related, userNameOf, type UserName } from '../../graphql/loaders.js';

import { DepartmentType } from '../departments/schema.js';
import { StoredFileType } from '../files/schema.js';
import { ProjectType } from '../projects/schema.js';
import { UnitType } from '../units/types.js';
import { departments } from '../departments/tables.js';
import type { DimensionRow } from '../dimensions/service.js';
import { productGroups } from '../product-groups/tables.js';
import { projects } from '../projects/tables.js';
import { units } from '../../db/schema-core.js';
import { productLoaders } from './relations.js';

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
const READ_ACCESS = access.anyOf('canViewSales', 'canUpdateProducts');

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

const ProductCreatorType = builder.objectRef<UserName>('ProductCreator').implement({
  description: 'The user who created the product',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

/** A deleted product's lists were read before they went with it; other products' come from the loaders. */
const pricesOf = (ctx: GraphQLContext, product: ProductView) =>
  product.prices ?? productLoaders(ctx).prices.load(product.id);
const activePeriodsOf = (ctx: GraphQLContext, product: ProductView) =>
  product.activePeriods ?? productLoaders(ctx).activePeriods.load(product.id);

export const ProductType = builder.objectRef<ProductView>('Product').implement({
  description: 'A product of the current unit',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    unitOfMeasureCode: t.exposeString('unitOfMeasureCode'),
    vatRateSymbol: t.exposeString('vatRateSymbol', { description: 'A VAT category: STANDARD, REDUCED, …' }),
    taxExemptionReason: t.exposeString('taxExemptionReason', { nullable: true }),
    productGroupId: t.exposeID('productGroupId', { nullable: true }),
    productGroup: t.field({
      type: ProductGroupRefType,
      nullable: true,
      resolve: (product, _args, ctx) => related(ctx, productGroups, product.productGroupId),
    }),
    variantId: t.exposeID('variantId', { nullable: true }),
    supplierUnitId: t.exposeID('supplierUnitId', { nullable: true }),
    supplierUnit: t.field({
      type: UnitType,
      nullable: true,
      resolve: (product, _args, ctx) => related(ctx, units, product.supplierUnitId),
    }),
    suppliersProductNumber: t.exposeString('suppliersProductNumber', { nullable: true }),
    projectId: t.exposeID('projectId', { nullable: true }),
    project: t.field({
      type: ProjectType,
      nullable: true,
      resolve: (product, _args, ctx) =>
        related(ctx, projects, product.projectId) as Promise<DimensionRow | null> | null,
    }),
    departmentId: t.exposeID('departmentId', { nullable: true }),
    department: t.field({
      type: DepartmentType,
      nullable: true,
      resolve: (product, _args, ctx) => related(ctx, departments, product.departmentId),
    }),
    carRegistrationId: t.exposeID('carRegistrationId', { nullable: true }),
    prices: t.field({ type: [ProductPriceType], resolve: (product, _args, ctx) => pricesOf(ctx, product) }),
    activePeriods: t.field({
      type: [ProductActivePeriodType],
      resolve: (product, _args, ctx) => activePeriodsOf(ctx, product),
    }),
    currentPrice: t.field({
      type: ProductPriceType,
      nullable: true,
      description: "The price valid today (Norway's calendar day), with its margin",
      resolve: async (product, _args, ctx) => priceOn(await pricesOf(ctx, product), todayOf(ctx)),
    }),
    isActive: t.boolean({
      description: "One of the active periods holds today's date",
      resolve: async (product, _args, ctx) => isProductActiveOn(await activePeriodsOf(ctx, product), todayOf(ctx)),
    }),
    images: t.field({
      type: [StoredFileType],
      resolve: (product, _args, ctx) => product.images ?? productLoaders(ctx).images.load(product.id),
    }),
    createdBy: t.field({
      type: ProductCreatorType,
      nullable: true,
      resolve: (product, _args, ctx) => userNameOf(ctx, product.createdById),
    }),
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
    search: t.string({ description: 'Part of the number or of the name (a product picker)' }),
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
  access: READ_ACCESS,
  resolve: (request, ctx) =>
    inUnit(ctx, (tx) =>
      productService.list(tx, todayOf(ctx), {
        ...request,
        filters: {
          ...request.filters,
          productGroupId: request.filters.productGroupId == null ? null : String(request.filters.productGroupId),
        },
      }),
    ),
});

builder.queryField('product', (t) =>
  t.field({
    type: ProductType,
    args: { id: t.arg.id({ required: true }) },
    access: READ_ACCESS,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => productService.find(tx, String(id))),
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
  description: 'A unit of measure (UN/ECE Rec. 20 codes, as EHF uses them)',
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
    access: access.signedIn,
    resolve: (_root, _args, ctx) => {
      const locale: Locale = isLocale(ctx.user.locale) ? ctx.user.locale : 'en';
      return UNITS_OF_MEASURE.map((unit) => ({
        code: unit.code,
        name: unit.name[locale],
        description: unit.description[locale],
        // lists no unit as withdrawn: every one is offered.
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
    access: access.flags(UPDATE_FLAG),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) => productService.create(tx, actorOf(ctx, unitId), normalize(input))),
  }),
);

builder.mutationField('updateProduct', (t) =>
  t.field({
    type: ProductType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ProductInput, required: true }) },
    access: access.flags(UPDATE_FLAG),
    resolve: (_root, { id, input }, ctx) =>
      inUnit(ctx, (tx, unitId) => productService.update(tx, actorOf(ctx, unitId), String(id), normalize(input))),
  }),
);

builder.mutationField('deleteProduct', (t) =>
  t.field({
    type: ProductType,
    description:
      'Deletes the product; one still in use is refused (VALIDATION base in_use): end its active period instead',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(UPDATE_FLAG),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => productService.remove(tx, actorOf(ctx, unitId), String(id))),
  }),
);
