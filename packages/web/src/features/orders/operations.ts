import { graphql } from '../../gql';

export const OrdersDocument = graphql(`
  query Orders(
    $limit: Int
    $offset: Int
    $orderBy: OrderOrderBy
    $orderDirection: OrderDirection
    $filters: OrderFilters
  ) {
    orders(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      totalCount
      items {
        id
        number
        date
        status
        invoiced
        reference
        currencyCode
        payableAmount
        customer {
          id
          displayName
        }
      }
    }
  }
`);

/** What the read-only summary (OrderSummary's SummaryLines and SummaryTotals) shows of a document's parts. */
export const SummaryFragments = graphql(`
  fragment SummaryLineFields on OrderLine {
    id
    number
    itemName
    sellersItemIdentification
    quantity
    orderedQuantity
    unitOfMeasureCode
    priceAmount
    taxPercent
    lineExtensionAmount
  }

  fragment SummaryAllowanceChargeFields on OrderAllowanceCharge {
    id
    chargeIndicator
    reason
    percent
    amount
  }

  fragment SummaryTaxSubtotalFields on OrderTaxSubtotal {
    taxCategory
    taxPercent
    taxableAmount
    taxAmount
  }
`);

export const OrderDocument = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      id
      number
      date
      status
      invoiced
      invoice {
        id
        number
      }
      reference
      note
      currencyCode
      customer {
        id
        displayName
      }
      delivery {
        address
        zip
        city
        countryCode
      }
      lines {
        ...SummaryLineFields
      }
      allowanceCharges {
        ...SummaryAllowanceChargeFields
      }
      lineExtensionAmount
      taxExclusiveAmount
      taxInclusiveAmount
      payableRoundingAmount
      payableAmount
      taxSubtotals {
        ...SummaryTaxSubtotalFields
      }
    }
  }
`);

export const LockOrderDocument = graphql(`
  mutation LockOrder($id: ID!, $createDifference: Boolean) {
    lockOrder(id: $id, createDifference: $createDifference) {
      order {
        id
        status
      }
      differenceOrder {
        id
        number
      }
    }
  }
`);

export const CancelOrderDocument = graphql(`
  mutation CancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      id
      status
    }
  }
`);

export const DuplicateOrderDocument = graphql(`
  mutation DuplicateOrder($id: ID!) {
    duplicateOrder(id: $id) {
      id
      number
    }
  }
`);
