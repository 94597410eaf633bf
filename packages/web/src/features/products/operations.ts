import { graphql } from '../../gql';

export const ProductsDocument = graphql(`
  query Products(
    $limit: Int
    $offset: Int
    $orderBy: ProductOrderBy
    $orderDirection: OrderDirection
    $filters: ProductFilters
  ) {
    products(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      totalCount
      items {
        id
        number
        name
        unitOfMeasureCode
        vatRateSymbol
        isActive
        productGroup {
          id
          name
        }
        currentPrice {
          salePrice
          contributionMargin {
            amount
            percent
          }
        }
      }
    }
  }
`);

export const ProductDocument = graphql(`
  query Product($id: ID!) {
    product(id: $id) {
      id
      number
      name
      description
      unitOfMeasureCode
      vatRateSymbol
      taxExemptionReason
      productGroupId
      supplierUnitId
      supplierUnit {
        id
        name
      }
      suppliersProductNumber
      projectId
      departmentId
      carRegistrationId
      prices {
        validFrom
        validTo
        purchasePrice
        salePrice
      }
      activePeriods {
        activeFrom
        activeTo
      }
      images {
        signedBlobId
        fileName
        contentType
        size
        url
      }
    }
  }
`);

export const CreateProductDocument = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
    }
  }
`);

export const UpdateProductDocument = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteProductDocument = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      id
    }
  }
`);

/** What the product popup's pickers choose from: groups (by their path), projects, departments and cars. */
export const ProductChoicesDocument = graphql(`
  query ProductChoices {
    productGroups(limit: 500) {
      items {
        id
        name
        path
      }
    }
    ...DimensionChoices
    unitInvoiceSetting {
      defaultProductUnitOfMeasureCode
    }
  }
`);

export const SupplierSearchDocument = graphql(`
  query SupplierSearch($term: String, $date: Date!) {
    unitSearch(term: $term, date: $date, isCompany: true, limit: 20) {
      id
      name
      organizationNumber
      city
    }
  }
`);
