import { graphql } from '../../../gql';

/** What a chosen customer gives the order: its reference and its delivery locations (the first is the main one). */
export const OrderCustomerDefaultsFragment = graphql(`
  fragment OrderCustomerDefaults on Customer {
    reference
    deliveryLocations {
      id
      address
      additionalAddress
      zip
      city
      countryCode
    }
  }
`);

/**
 * What the order form edits of an order's delivery, lines and allowances; a recurring order's
 * editor reads the same (its query spreads these, and OrderCustomerDefaults, too).
 */
export const OrderEditorContentFragments = graphql(`
  fragment OrderEditorDeliveryFields on OrderDelivery {
    address
    additionalAddress
    zip
    city
    countryCode
  }

  fragment OrderEditorLineFields on OrderLine {
    id
    productId
    itemName
    itemDescription
    sellersItemIdentification
    quantity
    orderedQuantity
    unitOfMeasureCode
    priceAmount
    baseQuantity
    vatRateSymbol
    taxExemptionReason
    allowanceCharge {
      chargeIndicator
      percent
      amount
    }
  }

  fragment OrderEditorAllowanceChargeFields on OrderAllowanceCharge {
    id
    chargeIndicator
    reason
    percent
    fixedAmount
    vatRateSymbol
    taxExemptionReason
  }
`);

/** An open order with everything its form edits. */
export const OrderEditorDocument = graphql(`
  query OrderEditor($id: ID!) {
    order(id: $id) {
      id
      date
      currencyCode
      reference
      note
      isExport
      projectId
      departmentId
      carRegistrationId
      customer {
        id
        displayName
        ...OrderCustomerDefaults
      }
      delivery {
        ...OrderEditorDeliveryFields
      }
      lines {
        ...OrderEditorLineFields
      }
      allowanceCharges {
        ...OrderEditorAllowanceChargeFields
      }
    }
  }
`);

/** The choices of the order form and the unit's settings it starts from. */
export const OrderEditorChoicesDocument = graphql(`
  query OrderEditorChoices {
    ...DimensionChoices
    unitInvoiceSetting {
      currencyCode
      defaultProductUnitOfMeasureCode
      taxInclusiveAmountRounding
    }
  }
`);

/** The rate of each VAT category on the order's date, from the historic rates the server uses too. */
export const OrderVatRatesDocument = graphql(`
  query OrderVatRates($date: Date!) {
    allNorwegianVatRates(date: $date) {
      id
      vatRateSymbol
      percentage
    }
  }
`);

export const OrderCustomerSearchDocument = graphql(`
  query OrderCustomerSearch($name: String) {
    customers(filters: { name: $name }, limit: 20) {
      items {
        id
        displayName
        organizationNumber
        ...OrderCustomerDefaults
      }
    }
  }
`);

/** Products for a line by number or name, with their price list (the price on the order's date is picked here). */
export const OrderProductSearchDocument = graphql(`
  query OrderProductSearch($search: String) {
    products(filters: { search: $search, active: true }, limit: 20) {
      items {
        id
        number
        name
        description
        unitOfMeasureCode
        vatRateSymbol
        taxExemptionReason
        prices {
          id
          validFrom
          validTo
          salePrice
        }
      }
    }
  }
`);

export const CreateOrderDocument = graphql(`
  mutation CreateOrder($input: OrderInput!) {
    createOrder(input: $input) {
      id
      number
    }
  }
`);

export const UpdateOrderDocument = graphql(`
  mutation UpdateOrder($id: ID!, $input: OrderInput!) {
    updateOrder(id: $id, input: $input) {
      id
      number
    }
  }
`);
