import { graphql } from '../../gql';

export const WarehouseStockDocument = graphql(`
  query WarehouseStock(
    $limit: Int
    $offset: Int
    $orderBy: WarehouseStockOrderBy
    $orderDirection: OrderDirection
    $filters: WarehouseStockFilters
  ) {
    warehouseStock(
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderDirection: $orderDirection
      filters: $filters
    ) {
      totalCount
      totalValue
      items {
        id
        productId
        productNumber
        productName
        unitOfMeasureCode
        supplierUnitId
        supplierName
        lastCountDate
        quantity
        averagePurchasePrice
        value
      }
    }
  }
`);

export const WarehouseStockHistoryDocument = graphql(`
  query WarehouseStockHistory($productId: ID!, $supplierUnitId: ID!) {
    warehouseStockHistory(productId: $productId, supplierUnitId: $supplierUnitId) {
      kind
      date
      at
      quantity
      purchasePrice
      balance
      patchId
      orderId
      orderNumber
    }
  }
`);

export const WarehouseProductReportDocument = graphql(`
  query WarehouseProductReport($supplierUnitId: ID) {
    warehouseProductReport(supplierUnitId: $supplierUnitId) {
      supplierUnitId
      supplierName
      supplierOrganizationNumber
      productId
      productNumber
      productName
      quantity
      value
    }
  }
`);

export const WarehousePatchesDocument = graphql(`
  query WarehousePatches(
    $limit: Int
    $offset: Int
    $orderBy: WarehousePatchOrderBy
    $orderDirection: OrderDirection
    $filters: WarehousePatchFilters
  ) {
    warehousePatches(
      limit: $limit
      offset: $offset
      orderBy: $orderBy
      orderDirection: $orderDirection
      filters: $filters
    ) {
      totalCount
      items {
        id
        date
        checkpoint
        comment
        supplierUnit {
          id
          name
        }
        lineCount
        totalQuantity
        createdAt
        createdBy {
          id
          name
        }
      }
    }
  }
`);

export const WarehousePatchDocument = graphql(`
  query WarehousePatch($id: ID!) {
    warehousePatch(id: $id) {
      id
      date
      comment
      checkpoint
      supplierUnitId
      supplierUnit {
        id
        name
      }
      createdAt
      createdBy {
        id
        name
      }
      lines {
        id
        productId
        productNumber
        productName
        purchasePrice
        quantity
      }
    }
  }
`);

/** The products a count of the supplier lists on the date, with the stock expected and the price. */
export const WarehouseExpectedCountDocument = graphql(`
  query WarehouseExpectedCount($supplierUnitId: ID!, $date: Date!) {
    warehouseExpectedCount(supplierUnitId: $supplierUnitId, date: $date) {
      productId
      productNumber
      productName
      unitOfMeasureCode
      expectedQuantity
      purchasePrice
    }
  }
`);

export const CreateWarehousePatchDocument = graphql(`
  mutation CreateWarehousePatch($input: WarehousePatchInput!) {
    createWarehousePatch(input: $input) {
      id
    }
  }
`);

export const UpdateWarehousePatchDocument = graphql(`
  mutation UpdateWarehousePatch($id: ID!, $input: WarehousePatchInput!) {
    updateWarehousePatch(id: $id, input: $input) {
      id
    }
  }
`);

/** Products by number or name, for the patch list's product filter. */
export const WarehouseProductSearchDocument = graphql(`
  query WarehouseProductSearch($search: String) {
    products(limit: 20, filters: { search: $search }) {
      items {
        id
        number
        name
      }
    }
  }
`);
