import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import type { VariantProduct } from './product-links.js';
import { PRODUCT_GROUP_ORDER_BY, productGroupService, type ProductGroupView } from './service.js';
import { VARIANT_HOLDER_ORDER_BY, variantHolderService, type VariantHolderView, type VariantView } from './variants.js';

/** Reading groups and variants needs only membership; every change needs canUpdateProducts. */
const FLAG = 'canUpdateProducts';
const idOrNull = (id: string | number | null | undefined) => (id === null || id === undefined ? null : String(id));

// ── Product groups ───────────────────────────────────────────────────────────────────────────────

export const ProductGroupType = builder.objectRef<ProductGroupView>('ProductGroup');
ProductGroupType.implement({
  description: 'A product group (spec 000 §3); groups form a tree by their parent group',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    parentGroupId: t.exposeID('parentGroupId', { nullable: true }),
    parentGroup: t.field({
      type: ProductGroupType,
      nullable: true,
      resolve: (group) => group.tree.viewOf(group.parentGroupId),
    }),
    path: t.exposeString('path', { description: 'The names from the root down, e.g. "Friluft / Telt"' }),
    childCount: t.exposeInt('childCount', { description: 'How many groups have this one as parent' }),
    productCount: t.exposeInt('productCount', { description: 'How many products are in this group itself' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ProductGroupInput = builder.inputType('ProductGroupInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    parentGroupId: t.id({ description: 'null or left out: a top-level group' }),
  }),
});

const ProductGroupMoveInput = builder.inputType('ProductGroupMoveInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    parentGroupId: t.id({ description: 'The new parent; null makes the group a top-level group' }),
  }),
});

const ProductGroupFilters = builder.inputType('ProductGroupFilters', {
  fields: (t) => ({
    name: t.string(),
    parentGroupId: t.id({ description: 'Only the direct children of this group' }),
  }),
});

pagedListQuery('productGroups', {
  description: 'The product groups of the current unit',
  item: ProductGroupType,
  itemName: 'ProductGroup',
  orderBy: orderByEnum('ProductGroup', PRODUCT_GROUP_ORDER_BY),
  defaultOrderBy: 'name',
  defaultDirection: 'ASC',
  filters: ProductGroupFilters,
  access: access.member,
  resolve: (request, ctx) =>
    inUnit(ctx, (tx) =>
      productGroupService.list(tx, {
        ...request,
        filters: { name: request.filters.name, parentGroupId: idOrNull(request.filters.parentGroupId) },
      }),
    ),
});

builder.queryField('productGroup', (t) =>
  t.field({
    type: ProductGroupType,
    args: { id: t.arg.id({ required: true }) },
    access: access.member,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => productGroupService.find(tx, String(id))),
  }),
);

const groupInput = (input: { name: string; description?: string | null; parentGroupId?: string | number | null }) => ({
  name: input.name,
  description: input.description,
  parentGroupId: idOrNull(input.parentGroupId),
});

builder.mutationField('createProductGroup', (t) =>
  t.field({
    type: ProductGroupType,
    args: { input: t.arg({ type: ProductGroupInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) => productGroupService.create(tx, actorOf(ctx, unitId), groupInput(input))),
  }),
);

builder.mutationField('updateProductGroup', (t) =>
  t.field({
    type: ProductGroupType,
    description: 'A parent that is the group itself or one of its subgroups is refused (parentGroupId cyclical_group)',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ProductGroupInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id, input }, ctx) =>
      inUnit(ctx, (tx, unitId) => productGroupService.update(tx, actorOf(ctx, unitId), String(id), groupInput(input))),
  }),
);

builder.mutationField('moveProductGroups', (t) =>
  t.field({
    type: [ProductGroupType],
    description:
      'Gives several groups new parents at once, checked together: a move that would make a loop is ' +
      'refused (parentGroupId cyclical_group, params.id names the group) and then nothing moves',
    args: { moves: t.arg({ type: [ProductGroupMoveInput], required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { moves }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        productGroupService.move(
          tx,
          actorOf(ctx, unitId),
          moves.map((move) => ({ id: String(move.id), parentGroupId: idOrNull(move.parentGroupId) })),
        ),
      ),
  }),
);

builder.mutationField('deleteProductGroup', (t) =>
  t.field({
    type: ProductGroupType,
    description: 'Refused (base in_use) while products, subgroups or variant holders are in the group',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => productGroupService.remove(tx, actorOf(ctx, unitId), String(id))),
  }),
);

// ── Variant holders and variants ─────────────────────────────────────────────────────────────────

const VariantProductType = builder.objectRef<VariantProduct>('VariantProduct').implement({
  description: 'A product as a variant lists it',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    name: t.exposeString('name'),
  }),
});

export const VariantType = builder.objectRef<VariantView>('Variant').implement({
  description: 'One value of a variant holder\'s attribute, e.g. the size "M"; groups the products of that value',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    position: t.exposeInt('position'),
    variantHolderId: t.exposeID('variantHolderId'),
    products: t.field({ type: [VariantProductType], resolve: (variant) => variant.products }),
  }),
});

export const VariantHolderType = builder.objectRef<VariantHolderView>('VariantHolder').implement({
  description: 'A kind of product whose variants differ by one attribute, e.g. "Ullgenser" by "Størrelse"',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    attributeName: t.exposeString('attributeName'),
    description: t.exposeString('description', { nullable: true }),
    parentGroupId: t.exposeID('parentGroupId', { nullable: true }),
    parentGroup: t.field({
      type: ProductGroupType,
      nullable: true,
      resolve: (holder) => holder.parentGroup,
    }),
    variants: t.field({ type: [VariantType], resolve: (holder) => holder.variants }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const VariantInput = builder.inputType('VariantInput', {
  fields: (t) => ({
    id: t.id({ description: 'An existing variant of this holder to keep (renamed); left out: a new variant' }),
    name: t.string({ required: true }),
  }),
});

const VariantHolderInput = builder.inputType('VariantHolderInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    attributeName: t.string({ required: true }),
    description: t.string(),
    parentGroupId: t.id(),
    variants: t.field({
      type: [VariantInput],
      description:
        'The variants in display order; a saved variant left out is removed and its products keep no variant',
    }),
  }),
});

const VariantHolderFilters = builder.inputType('VariantHolderFilters', {
  fields: (t) => ({ name: t.string(), parentGroupId: t.id() }),
});

pagedListQuery('variantHolders', {
  description: 'The variant holders of the current unit with their variants',
  item: VariantHolderType,
  itemName: 'VariantHolder',
  orderBy: orderByEnum('VariantHolder', VARIANT_HOLDER_ORDER_BY),
  defaultOrderBy: 'name',
  defaultDirection: 'ASC',
  filters: VariantHolderFilters,
  access: access.member,
  resolve: (request, ctx) =>
    inUnit(ctx, (tx) =>
      variantHolderService.list(tx, {
        ...request,
        filters: { name: request.filters.name, parentGroupId: idOrNull(request.filters.parentGroupId) },
      }),
    ),
});

builder.queryField('variantHolder', (t) =>
  t.field({
    type: VariantHolderType,
    args: { id: t.arg.id({ required: true }) },
    access: access.member,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => variantHolderService.find(tx, String(id))),
  }),
);

type RawHolderInput = {
  name: string;
  attributeName: string;
  description?: string | null;
  parentGroupId?: string | number | null;
  variants?: readonly { id?: string | number | null; name: string }[] | null;
};
const holderInput = (input: RawHolderInput) => ({
  ...input,
  parentGroupId: idOrNull(input.parentGroupId),
  variants: (input.variants ?? []).map((variant) => ({ id: idOrNull(variant.id), name: variant.name })),
});

builder.mutationField('createVariantHolder', (t) =>
  t.field({
    type: VariantHolderType,
    args: { input: t.arg({ type: VariantHolderInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) => variantHolderService.create(tx, actorOf(ctx, unitId), holderInput(input))),
  }),
);

builder.mutationField('updateVariantHolder', (t) =>
  t.field({
    type: VariantHolderType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: VariantHolderInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id, input }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        variantHolderService.update(tx, actorOf(ctx, unitId), String(id), holderInput(input)),
      ),
  }),
);

builder.mutationField('deleteVariantHolder', (t) =>
  t.field({
    type: VariantHolderType,
    description: 'Deletes the holder and its variants; their products stay, without a variant',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => variantHolderService.remove(tx, actorOf(ctx, unitId), String(id))),
  }),
);

builder.mutationField('setVariantProducts', (t) =>
  t.field({
    type: VariantType,
    description:
      "Makes exactly these products the variant's. A product is in at most one variant: one from a sibling " +
      "variant moves here; one in another holder's variant is refused (products taken)",
    args: {
      variantId: t.arg.id({ required: true }),
      productIds: t.arg.idList({ required: true }),
    },
    access: access.flags(FLAG),
    resolve: (_root, { variantId, productIds }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        variantHolderService.setProducts(tx, actorOf(ctx, unitId), String(variantId), productIds.map(String)),
      ),
  }),
);
