import { graphql } from '../../gql';

export const InvoiceDeliveryFieldsFragment = graphql(`
  fragment InvoiceDeliveryFields on InvoiceDelivery {
    id
    channel
    state
    recipient
    overdueNoticeId
    failure
    createdAt
    updatedAt
    printUrl
    events {
      state
      at
      detail
    }
    attempts {
      at
      outcome
      answer
    }
  }
`);

/** What the send dialog and the delivery log need: the customer's channel and address, the notices, the log. */
export const InvoiceDeliveriesDocument = graphql(`
  query InvoiceDeliveries($id: ID!) {
    invoice(id: $id) {
      id
      kind
      defaultMailRecipient
      customer {
        id
        invoiceDeliveryMethod
      }
      overdueNotices {
        id
        sequence
      }
      deliveries {
        ...InvoiceDeliveryFields
      }
    }
  }
`);

/**
 * The channels the send dialog offers, the one first, and those the 2027 mandate asks to confirm:
 * the server asks the access point about the buyer, so it may answer null with an error.
 */
export const InvoiceSendChoiceDocument = graphql(`
  query InvoiceSendChoice($id: ID!) {
    invoice(id: $id) {
      id
      sendChoice {
        preferred
        offered
        needsConfirmation
        receiver {
          participantId
        }
      }
    }
  }
`);

/**
 * The send dialog's EHF state: the buyer in the Peppol network (what its access point takes) and
 * the invoice's EHF validated as sending would validate it. Asked when EHF is the chosen channel.
 */
export const InvoiceEhfCheckDocument = graphql(`
  query InvoiceEhfCheck($id: ID!) {
    invoice(id: $id) {
      id
      kind
      sendChoice {
        receiver {
          participantId
          registered
          invoice
          creditNote
        }
      }
      ehfValidation {
        valid
        findings {
          ruleId
          flag
          text
          message
          terms
          field
          location
        }
      }
    }
  }
`);

/** The log again each time a delivery starts or moves (the mail job, the EHF poller), as the invoice's page listens. */
export const InvoiceDeliveriesChangedDocument = graphql(`
  subscription InvoiceDeliveriesChanged($invoiceId: ID!) {
    invoiceChanged(invoiceId: $invoiceId) {
      id
      deliveries {
        ...InvoiceDeliveryFields
      }
    }
  }
`);

export const SendInvoiceDocument = graphql(`
  mutation SendInvoice($id: ID!, $input: SendInvoiceInput!) {
    sendInvoice(id: $id, input: $input) {
      ...InvoiceDeliveryFields
    }
  }
`);

export const PrintInvoicesDocument = graphql(`
  mutation PrintInvoices($ids: [ID!]!) {
    printInvoices(ids: $ids) {
      url
      deliveries {
        id
      }
    }
  }
`);

/** The customers' channels of the invoices chosen in the list, for "Send selected". */
export const InvoiceSendFactsDocument = graphql(`
  query InvoiceSendFacts($id: ID!) {
    invoice(id: $id) {
      id
      number
      defaultMailRecipient
      customer {
        id
        invoiceDeliveryMethod
      }
    }
  }
`);
