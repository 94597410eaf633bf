import { graphql } from '../../gql';

export const ProductGroupsDocument = graphql(`
  query ProductGroups(
    $limit: Int
    $offset: Int
    $orderBy: ProductGroupOrderBy
    $orderDirection: OrderDirection
    $filters: ProductGroupFilters
  ) {
    productGroups(
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderDirection: $orderDirection
      filters: $filters
    ) {
      totalCount
      items {
        id
        name
        description
        parentGroupId
        path
        childCount
        productCount
      }
    }
  }
`);

/** Every group in one page of the longest kind, for the parent choices and the tree. */
export const ProductGroupTreeDocument = graphql(`
  query ProductGroupTree($limit: Int, $offset: Int) {
    productGroups(limit: $limit, offset: $offset) {
      totalCount
      items {
        id
        name
        parentGroupId
        path
        childCount
        productCount
      }
    }
  }
`);

export const CreateProductGroupDocument = graphql(`
  mutation CreateProductGroup($input: ProductGroupInput!) {
    createProductGroup(input: $input) {
      id
    }
  }
`);

export const UpdateProductGroupDocument = graphql(`
  mutation UpdateProductGroup($id: ID!, $input: ProductGroupInput!) {
    updateProductGroup(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteProductGroupDocument = graphql(`
  mutation DeleteProductGroup($id: ID!) {
    deleteProductGroup(id: $id) {
      id
    }
  }
`);

export const MoveProductGroupsDocument = graphql(`
  mutation MoveProductGroups($moves: [ProductGroupMoveInput!]!) {
    moveProductGroups(moves: $moves) {
      id
      parentGroupId
      path
    }
  }
`);

export const VariantHoldersDocument = graphql(`
  query VariantHolders(
    $limit: Int
    $offset: Int
    $orderBy: VariantHolderOrderBy
    $orderDirection: OrderDirection
    $filters: VariantHolderFilters
  ) {
    variantHolders(
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderDirection: $orderDirection
      filters: $filters
    ) {
      totalCount
      items {
        id
        name
        attributeName
        description
        parentGroupId
        parentGroup {
          id
          path
        }
        variants {
          id
          name
          products {
            id
            number
            name
          }
        }
      }
    }
  }
`);

export const CreateVariantHolderDocument = graphql(`
  mutation CreateVariantHolder($input: VariantHolderInput!) {
    createVariantHolder(input: $input) {
      id
    }
  }
`);

export const UpdateVariantHolderDocument = graphql(`
  mutation UpdateVariantHolder($id: ID!, $input: VariantHolderInput!) {
    updateVariantHolder(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteVariantHolderDocument = graphql(`
  mutation DeleteVariantHolder($id: ID!) {
    deleteVariantHolder(id: $id) {
      id
    }
  }
`);

export const SetVariantProductsDocument = graphql(`
  mutation SetVariantProducts($variantId: ID!, $productIds: [ID!]!) {
    setVariantProducts(variantId: $variantId, productIds: $productIds) {
      id
      products {
        id
        number
        name
      }
    }
  }
`);

/** The products offered when assigning products to a variant, by name. */
export const VariantProductSearchDocument = graphql(`
  query VariantProductSearch($name: String, $limit: Int) {
    products(filters: { name: $name }, limit: $limit) {
      items {
        id
        number
        name
      }
    }
  }
`);
