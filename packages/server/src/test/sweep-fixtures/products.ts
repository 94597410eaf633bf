/** Sweep fixtures of products: products, their images, groups, variant holders and variants. */
import { createThing, crud, firstRowOf, newRecord, upload } from './make.js';
import { ref, type Kinds, type OperationFixture } from './refs.js';

const PRODUCT = {
  number: '1001',
  name: 'Stekepanne',
  unitOfMeasureCode: 'EA',
  vatRateSymbol: 'STANDARD',
  prices: [{ validFrom: '2020-01-01', salePrice: '549.00', purchasePrice: '312.50' }],
  activePeriods: [{ activeFrom: '2020-01-01' }],
};
const HOLDER = { name: 'Sveipeserie', attributeName: 'Farge' };
const productInput = {
  ...PRODUCT,
  number: '2002',
  carRegistrationId: ref('carRegistration'),
  departmentId: ref('department'),
  projectId: ref('project'),
  imageIds: [ref('productImage')],
  productGroupId: ref('productGroup'),
  supplierUnitId: ref('company'),
  variantId: ref('variant'),
};
const holderInput = { ...HOLDER, parentGroupId: ref('productGroup'), variants: [{ id: ref('variant'), name: 'Blå' }] };

export const PRODUCT_KINDS = {
  productGroup: {
    create: (unit) => createThing(unit, 'ProductGroup', { name: 'Sveipegruppe' }),
  },
  childProductGroup: {
    create: async (unit) =>
      createThing(unit, 'ProductGroup', { name: 'Undergruppe', parentGroupId: await unit.id('productGroup') }),
  },
  product: {
    create: async (unit) => createThing(unit, 'Product', { ...PRODUCT, productGroupId: await unit.id('productGroup') }),
  },
  productImage: { create: (unit) => upload(unit, 'product_image') },
  variantHolder: {
    create: async (unit) =>
      createThing(unit, 'VariantHolder', {
        ...HOLDER,
        parentGroupId: await unit.id('productGroup'),
        variants: [{ name: 'Rød' }],
      }),
  },
  variant: {
    create: firstRowOf('variantHolder', 'query ($id: ID!) { variantHolder(id: $id) { variants { id } } }'),
  },
} satisfies Kinds;

export const PRODUCT_OPERATIONS: Record<string, OperationFixture> = {
  ...crud('Product', 'product', { ...productInput, number: PRODUCT.number }),
  createProduct: { variables: { input: productInput } },
  products: { variables: { filters: { productGroupId: ref('productGroup') } }, foreign: ['product'] },
  ...crud('ProductGroup', 'childProductGroup', { name: 'Endret', parentGroupId: ref('productGroup') }),
  createProductGroup: { variables: { input: { name: 'Ny', parentGroupId: ref('productGroup') } } },
  productGroups: { variables: { filters: { parentGroupId: ref('productGroup') } }, foreign: ['childProductGroup'] },
  moveProductGroups: {
    variables: { moves: [{ id: ref('childProductGroup'), parentGroupId: ref('productGroup') }] },
  },
  ...crud('VariantHolder', 'variantHolder', holderInput),
  createVariantHolder: { variables: { input: holderInput }, noControl: newRecord },
  variantHolders: { variables: { filters: { parentGroupId: ref('productGroup') } }, foreign: ['variantHolder'] },
  setVariantProducts: {
    variables: { variantId: ref('variant'), productIds: [ref('product')] },
    attributes: { 'productIds[]': 'products' },
  },
};
