import { graphql } from '../../gql';

export const InvoicesDocument = graphql(`
  query Invoices(
    $limit: Int
    $offset: Int
    $orderBy: InvoiceOrderBy
    $orderDirection: OrderDirection
    $filters: InvoiceFilters
  ) {
    invoices(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      totalCount
      items {
        id
        kind
        number
        issueDate
        dueDate
        currentDueDate
        kid
        currencyCode
        payableAmount
        remainingAmount
        status
        customer {
          id
          displayName
        }
      }
    }
  }
`);

/** An invoice or credit note with everything its page shows. */
export const InvoiceDetailsFragment = graphql(`
  fragment InvoiceDetails on Invoice {
    id
    kind
    number
    status
    issueDate
    dueDate
    currentDueDate
    paymentTerm
    kid
    currencyCode
    exchangeRate
    taxAmountInNok
    customer {
      id
      displayName
    }
    bban
    iban
    swift
    customNote
    legalNotes
    paymentMethods {
      name
      amount
    }
    orders {
      id
      number
      date
      reference
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
    paidAmount
    creditedAmount
    remainingAmount
    creditedInvoice {
      id
      number
    }
    creditNotes {
      id
      number
      issueDate
      payableAmount
    }
    attachments {
      signedBlobId
      fileName
      contentType
      size
      url
    }
  }
`);

export const InvoiceDocument = graphql(`
  query Invoice($id: ID!) {
    invoice(id: $id) {
      ...InvoiceDetails
    }
  }
`);

/** The invoice again each time a payment, credit note, notice or delivery changes it. */
export const InvoiceChangedDocument = graphql(`
  subscription InvoiceChanged($invoiceId: ID!) {
    invoiceChanged(invoiceId: $invoiceId) {
      ...InvoiceDetails
    }
  }
`);

/** The customer's orders an invoice can bill: locked and not yet invoiced. */
export const InvoiceableOrdersDocument = graphql(`
  query InvoiceableOrders($customerId: ID!) {
    orders(
      limit: 500
      orderBy: number
      orderDirection: ASC
      filters: { customerId: $customerId, status: LOCKED, invoiced: false }
    ) {
      totalCount
      items {
        id
        number
        date
        reference
        currencyCode
        payableAmount
      }
    }
  }
`);

/** What the invoice of the chosen orders will come to (one VAT breakdown over them all). */
export const InvoicePreviewDocument = graphql(`
  query InvoicePreview($orderIds: [ID!]!) {
    invoicePreview(orderIds: $orderIds) {
      currencyCode
      taxExclusiveAmount
      taxAmount
      payableRoundingAmount
      payableAmount
    }
  }
`);

/** The customer chosen for a new invoice: its payment term, and its name for a preselected order. */
export const InvoiceCustomerDocument = graphql(`
  query InvoiceCustomer($id: ID!) {
    customer(id: $id) {
      id
      displayName
      creditDays
    }
  }
`);

/** The orders of a link (/invoices/new?orderIds=…), to find their customer. */
export const InvoiceStartOrderDocument = graphql(`
  query InvoiceStartOrder($id: ID!) {
    order(id: $id) {
      id
      customer {
        id
      }
    }
  }
`);

export const CreateInvoiceDocument = graphql(`
  mutation CreateInvoice($input: CreateInvoiceInput!) {
    createInvoice(input: $input) {
      id
      number
      kid
    }
  }
`);
