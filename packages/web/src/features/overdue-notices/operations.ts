import { graphql } from '../../gql';

export const OverdueNoticeFieldsFragment = graphql(`
  fragment OverdueNoticeFields on OverdueNotice {
    id
    sequence
    issueDate
    dueDate
    charge
    interestAmount
    interestFrom
    interestTo
  }
`);

/** What a notice changes on its invoice: the notices, the current due date, the status and what is due with fees. */
export const InvoiceOverdueNoticeStateFragment = graphql(`
  fragment InvoiceOverdueNoticeState on Invoice {
    id
    status
    currentDueDate
    remainingAmount
    amountDueWithFees
    overdueNotices {
      ...OverdueNoticeFields
    }
  }
`);

/** The invoice's notices and what they add to what the customer owes. */
export const InvoiceOverdueNoticesDocument = graphql(`
  query InvoiceOverdueNotices($id: ID!) {
    invoice(id: $id) {
      kind
      ...InvoiceOverdueNoticeState
    }
  }
`);

/** What a new notice sent on `date` would be: the dialog's start values, and why none can be sent. */
export const OverdueNoticeSuggestionDocument = graphql(`
  query OverdueNoticeSuggestion($id: ID!, $date: Date) {
    invoice(id: $id) {
      id
      overdueNoticeSuggestion(date: $date) {
        refusal
        earliestDate
        issueDate
        dueDate
        charge
        maxCharge
        unitCharge
        chargedCount
        maxChargedCount
        interestAmount
        interestFrom
        interestTo
      }
    }
  }
`);

export const CreateOverdueNoticeDocument = graphql(`
  mutation CreateOverdueNotice($invoiceId: ID!, $input: CreateOverdueNoticeInput!) {
    createOverdueNotice(invoiceId: $invoiceId, input: $input) {
      ...OverdueNoticeFields
      invoice {
        ...InvoiceOverdueNoticeState
      }
    }
  }
`);
