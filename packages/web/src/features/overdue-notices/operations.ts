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

/** The invoice's notices and what they add to what the customer owes. */
export const InvoiceOverdueNoticesDocument = graphql(`
  query InvoiceOverdueNotices($id: ID!) {
    invoice(id: $id) {
      id
      kind
      status
      currentDueDate
      remainingAmount
      amountDueWithFees
      overdueNotices {
        ...OverdueNoticeFields
      }
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
        id
        status
        currentDueDate
        remainingAmount
        amountDueWithFees
        overdueNotices {
          ...OverdueNoticeFields
        }
      }
    }
  }
`);
