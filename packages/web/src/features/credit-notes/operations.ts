import { graphql } from '../../gql';

export const InvoiceCreditNotesDocument = graphql(`
  query InvoiceCreditNotes($id: ID!) {
    invoice(id: $id) {
      id
      kind
      number
      currencyCode
      creditedAmount
      creditNotes {
        id
        number
        issueDate
        payableAmount
        creditReason
      }
      creditableLines {
        lineId
        number
        itemName
        quantity
        unitOfMeasureCode
        creditedQuantity
        remainingQuantity
      }
    }
  }
`);

export const CreateCreditNoteDocument = graphql(`
  mutation CreateCreditNote($invoiceId: ID!, $input: CreateCreditNoteInput!) {
    createCreditNote(invoiceId: $invoiceId, input: $input) {
      id
      number
      payableAmount
    }
  }
`);

export const DuplicateInvoiceDocument = graphql(`
  mutation DuplicateInvoice($id: ID!) {
    duplicateInvoice(id: $id) {
      id
      number
    }
  }
`);
